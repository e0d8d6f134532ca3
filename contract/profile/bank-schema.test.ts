import { describe, expect, it } from 'vitest';
import {
  BANKS,
  EWALLETS,
  findPayee,
  PAYOUT_CHANNELS,
  REMITTANCE_SHOPS,
} from './payout-channels.ts';
import { isWalletAccount, makeChangeBankSchema, makeSectionSchemas } from './schemas.ts';
import { makeContext, only, problemsOf, VALID_BANK } from './test-kit.ts';

const { bank } = makeSectionSchemas(makeContext());
type Channel = keyof typeof VALID_BANK;
const check = (channel: Channel, patch: Record<string, unknown>) =>
  problemsOf(bank, { ...VALID_BANK[channel], ...patch });

describe('bank: the payout channel', () => {
  it.each(PAYOUT_CHANNELS)('%s with its own fields is complete', (channel) => {
    expect(problemsOf(bank, VALID_BANK[channel])).toEqual({});
  });

  it.each([[undefined], [''], ['crypto'], [null]])(
    '%j → validation.channel.required',
    (channel) => {
      expect(check('bank', { channel })).toEqual(only('channel', 'validation.channel.required'));
    },
  );

  it.each([
    ['bank', 'gcash'],
    ['bank', 'bdo-savings'],
    ['ewallet', 'bdo'],
    ['ewallet', 'paypal'],
    ['remittance', 'gcash'],
    ['remittance', 'western-union'],
  ] as const)('%s: an unknown code %j → validation.payee.%s', (channel, payeeCode) => {
    expect(check(channel, { payeeCode })).toEqual(only('payeeCode', `validation.payee.${channel}`));
  });

  it.each(PAYOUT_CHANNELS)('%s: no choice → validation.payee.%s', (channel) => {
    expect(check(channel, { payeeCode: undefined })).toEqual(
      only('payeeCode', `validation.payee.${channel}`),
    );
    expect(check(channel, { payeeCode: 42 })).toEqual(
      only('payeeCode', `validation.payee.${channel}`),
    );
  });

  it('lists unique codes the lookup finds', () => {
    for (const [channel, payees] of [
      ['bank', BANKS],
      ['ewallet', EWALLETS],
      ['remittance', REMITTANCE_SHOPS],
    ] as const) {
      expect(new Set(payees.map((payee) => payee.code)).size).toBe(payees.length);
      for (const payee of payees) expect(findPayee(channel, payee.code)).toBe(payee);
    }
    expect(EWALLETS.map((wallet) => wallet.name)).toEqual(
      expect.arrayContaining(['GCash', 'Maya']),
    );
  });
});

describe('bank: account and confirmation', () => {
  it.each([
    ['1234567890', '1234567890'],
    ['1234 5678 9012 3456', '1234567890123456'],
    ['0012-3456-7890', '001234567890'],
  ])('%j is kept as %s', (account, stored) => {
    const parsed = bank.parse({ ...VALID_BANK.bank, account, confirmAccount: stored });
    expect(parsed.account).toBe(stored);
    expect(parsed.confirmAccount).toBeUndefined();
  });

  it.each([
    ['123456789', '9 digits'],
    ['12345678901234567', '17 digits'],
    ['12345ABCDE', 'letters'],
    ['1234.567.890', 'dots'],
    ['', 'empty'],
  ])('%j (%s) → validation.bankAccount.format, and no mismatch beside it', (account) => {
    expect(check('bank', { account, confirmAccount: account })).toEqual(
      only('account', 'validation.bankAccount.format'),
    );
    expect(check('bank', { account, confirmAccount: '1234567890' })).toEqual(
      only('account', 'validation.bankAccount.format'),
    );
  });

  it.each([['001234567891'], ['00123456789'], [''], [undefined], [7]])(
    'confirmation %j → validation.bankAccount.mismatch at confirmAccount',
    (confirmAccount) => {
      expect(check('bank', { confirmAccount })).toEqual(
        only('confirmAccount', 'validation.bankAccount.mismatch'),
      );
    },
  );

  it('matches a confirmation typed with other spacing', () => {
    expect(check('bank', { account: '0012 3456 7890', confirmAccount: '0012-3456-7890' })).toEqual(
      {},
    );
  });
});

describe('bank: e-wallet account (11 digits starting 09, or 10 starting 9)', () => {
  it.each([
    ['09171234567', '09171234567'],
    ['9171234567', '09171234567'],
    ['0917 123 4567', '09171234567'],
    ['0917-123-4567', '09171234567'],
  ])('%j is kept as %s, no confirmation needed', (account, stored) => {
    const parsed = bank.parse({ ...VALID_BANK.ewallet, account, confirmAccount: '' });
    expect(parsed.account).toBe(stored);
  });

  it.each([
    ['0917123456', '10 digits starting 0'],
    ['917123456', '9 digits'],
    ['091712345678', '12 digits'],
    ['08171234567', '11 digits starting 08'],
    ['8171234567', '10 digits starting 8'],
    ['19171234567', '11 digits starting 1'],
    ['0917ABC4567', 'letters'],
    ['', 'empty'],
    [undefined, 'missing'],
  ])('%j (%s) → validation.walletAccount.format', (account, _why) => {
    expect(check('ewallet', { account })).toEqual(
      only('account', 'validation.walletAccount.format'),
    );
  });

  it('takes numbers starting 8 only if config allows them (docs/product.md#phone-numbers)', () => {
    const { bank: dito } = makeSectionSchemas(makeContext({ phoneFirstDigits: ['9', '8'] }));
    const wallet = { ...VALID_BANK.ewallet, withdrawalPhone: '09171234567' };
    expect(dito.parse({ ...wallet, account: '8951234567' }).account).toBe('08951234567');
    expect(dito.parse({ ...wallet, account: '0895 123 4567' }).account).toBe('08951234567');
    expect(problemsOf(dito, { ...wallet, account: '7951234567' })).toEqual(
      only('account', 'validation.walletAccount.format'),
    );
  });

  it.each([
    ['09171234567', ['9'], true],
    ['9171234567', ['9'], true],
    ['8951234567', ['9'], false],
    ['8951234567', ['9', '8'], true],
    ['08951234567', ['9', '8'], true],
    ['0917123456', ['9'], false],
    ['+639171234567', ['9'], false],
  ] as const)('isWalletAccount(%j, %j) is %s', (value, digits, expected) => {
    expect(isWalletAccount(value, digits)).toBe(expected);
  });
});

describe('bank: remittance (cash pick-up)', () => {
  it.each([[''], [undefined], ['1234']])('needs no account (%j) and stores none', (account) => {
    expect(bank.parse({ ...VALID_BANK.remittance, account }).account).toBe('');
  });
});

describe.each([
  ['firstName', 'payeeFirstName'],
  ['lastName', 'payeeLastName'],
])('bank: payee %s', (field, id) => {
  it.each([['Juan'], ['Ma. Luisa'], ['Peña-Ñoño']])('accepts %j', (value) => {
    expect(check('bank', { [field]: value })).toEqual({});
  });

  it.each([
    ['Juan1', 'format'],
    ['胡安', 'format'],
    ['A'.repeat(51), 'format'],
    ['', 'required'],
    [undefined, 'required'],
  ])(`%j → validation.${id}.%s`, (value, problem) => {
    expect(check('ewallet', { [field]: value })).toEqual(
      only(field, `validation.${id}.${problem}`),
    );
  });
});

describe('bank: payee middle name (optional)', () => {
  it.each([[''], ['Santos']])('accepts %j', (middleName) => {
    expect(check('bank', { middleName })).toEqual({});
  });

  it.each([['Santos3'], ['桑托斯'], [undefined]])(
    '%j → validation.payeeMiddleName.format',
    (middleName) => {
      expect(check('bank', { middleName })).toEqual(
        only('middleName', 'validation.payeeMiddleName.format'),
      );
    },
  );
});

describe('bank: withdrawal phone', () => {
  it('is kept as 09… whatever form it was typed in', () => {
    expect(
      bank.parse({ ...VALID_BANK.remittance, withdrawalPhone: '+63 918 765 4321' }),
    ).toMatchObject({
      withdrawalPhone: '09187654321',
    });
  });

  it.each([
    ['0918765432', 'format'],
    ['0818 765 4321', 'format'],
    ['', 'required'],
    [undefined, 'required'],
  ])('%j → validation.withdrawalPhone.%s', (withdrawalPhone, problem) => {
    expect(check('remittance', { withdrawalPhone })).toEqual(
      only('withdrawalPhone', `validation.withdrawalPhone.${problem}`),
    );
  });
});

describe('change bank: must differ from the account on file (docs/profile.md#bank-change)', () => {
  const original = bank.parse(VALID_BANK.bank);
  const changeBank = makeChangeBankSchema(makeContext(), original);
  const change = (patch: Record<string, unknown>) =>
    problemsOf(changeBank, { ...VALID_BANK.bank, ...patch });

  it.each([
    [{}, 'the same account'],
    [
      { account: '0012-3456-7890', confirmAccount: '001234567890' },
      'the same account, other spacing',
    ],
    [{ withdrawalPhone: '09187654321' }, 'only another withdrawal phone'],
    [{ firstName: `  ${VALID_BANK.bank.firstName} ` }, 'the same name, other spacing'],
  ])('%j (%s) → validation.bank.unchanged at account', (patch, _why) => {
    expect(change(patch)).toEqual(only('account', 'validation.bank.unchanged'));
  });

  it.each([
    [{ account: '001234567899', confirmAccount: '001234567899' }, 'another account'],
    [{ payeeCode: 'bpi' }, 'the same number at another bank'],
    [{ ...VALID_BANK.ewallet }, 'an e-wallet instead'],
    [{ firstName: 'Maria' }, 'the holder’s first name corrected'],
    [{ middleName: 'Reyes' }, 'the holder’s middle name added'],
    [{ lastName: 'Dela Cruz-Reyes' }, 'the holder’s last name corrected'],
  ])('accepts %j (%s)', (patch, _why) => {
    expect(change(patch)).toEqual({});
  });

  it('compares wallet numbers in their stored form', () => {
    const wallet = bank.parse(VALID_BANK.ewallet);
    const changeWallet = makeChangeBankSchema(makeContext(), wallet);
    expect(problemsOf(changeWallet, { ...VALID_BANK.ewallet, account: '9171234567' })).toEqual(
      only('account', 'validation.bank.unchanged'),
    );
  });

  it('still checks the new account itself first', () => {
    expect(change({ confirmAccount: '1' })).toEqual(
      only('confirmAccount', 'validation.bankAccount.mismatch'),
    );
  });
});

describe('bank: every problem on the first check', () => {
  it('shows the account mismatch while the payee name is still empty', () => {
    const { bank } = makeSectionSchemas(makeContext());
    expect(
      problemsOf(bank, {
        ...VALID_BANK.bank,
        account: '1234567890',
        confirmAccount: '1234567899',
        firstName: '',
      }),
    ).toEqual({
      firstName: ['validation.payeeFirstName.required'],
      confirmAccount: ['validation.bankAccount.mismatch'],
    });
  });
});

import { get, set } from 'idb-keyval';
import { PAYOUT_CHANNELS, type PayoutChannel } from '@contract/profile/payout-channels';
import { normaliseMobile } from '@contract/profile/rules';
import type { BankDetails, BasicInfo } from '@contract/profile/schemas';

/**
 * The payout form as kept on the phone. Each channel keeps its own payee and account, so
 * switching between bank, e-wallet and cash pick-up loses nothing typed (a bank account never
 * lands in the wallet field); the names and the withdrawal phone are shared. `toBankBody` turns
 * it into the contract's flat shape.
 */
export type BankValues = {
  channel: PayoutChannel;
  bankCode: string;
  walletCode: string;
  shopCode: string;
  bankAccount: string;
  confirmAccount: string;
  walletAccount: string;
  firstName: string;
  middleName: string;
  lastName: string;
  withdrawalPhone: string;
};

/** Which draft a payee choice on /bankName goes into. */
export type BankPurpose = 'bank' | 'changeBank';

/** The IndexedDB key of the draft: the /bankInfo one is useSectionForm's own. */
export const bankDraftKey = (customerId: string, purpose: BankPurpose) =>
  `profile:${customerId}:${purpose}`;

export const CODE_FIELD = {
  bank: 'bankCode',
  ewallet: 'walletCode',
  remittance: 'shopCode',
} as const satisfies Record<PayoutChannel, keyof BankValues>;

export const isPayoutChannel = (value: unknown): value is PayoutChannel =>
  (PAYOUT_CHANNELS as readonly unknown[]).includes(value);

/**
 * A blank form: bank first; the e-wallet account and the withdrawal phone suggest the borrower's
 * own mobile (09 form), which is what a GCash or Maya account usually is
 * (docs/profile.md#payout-account).
 */
export const emptyBank = (registeredPhone: string, firstDigits: readonly string[]): BankValues => {
  const mobile = normaliseMobile(registeredPhone, firstDigits) ?? '';
  return {
    channel: 'bank',
    bankCode: '',
    walletCode: '',
    shopCode: '',
    bankAccount: '',
    confirmAccount: '',
    walletAccount: mobile,
    firstName: '',
    middleName: '',
    lastName: '',
    withdrawalPhone: mobile,
  };
};

/**
 * The account holder's name suggested from basic information while the form has none: it must be
 * the name on the borrower's ID, typed there already (docs/profile.md#payout-account).
 */
export function suggestedHolder(
  values: BankValues,
  basic: BasicInfo | null | undefined,
): Partial<BankValues> | null {
  if (!basic || [values.firstName, values.middleName, values.lastName].some((n) => n.trim()))
    return null;
  return { firstName: basic.firstName, middleName: basic.middleName, lastName: basic.lastName };
}

/** The saved account carries no confirmation: it was confirmed when it was saved. */
export function bankFromSaved(saved: BankDetails, empty: BankValues): BankValues {
  const channel = isPayoutChannel(saved.channel) ? saved.channel : 'bank';
  return {
    ...empty,
    channel,
    [CODE_FIELD[channel]]: saved.payeeCode,
    ...(channel === 'bank' ? { bankAccount: saved.account, confirmAccount: saved.account } : {}),
    ...(channel === 'ewallet' ? { walletAccount: saved.account } : {}),
    firstName: saved.firstName,
    middleName: saved.middleName,
    lastName: saved.lastName,
    withdrawalPhone: saved.withdrawalPhone,
  };
}

/** The contract's body for the chosen channel; the schema checks it here and on the server. */
export function toBankBody(values: BankValues) {
  const { channel } = values;
  const account =
    channel === 'bank' ? values.bankAccount : channel === 'ewallet' ? values.walletAccount : '';
  return {
    channel,
    payeeCode: values[CODE_FIELD[channel]] ?? '',
    account: account.replace(/[\s-]/g, ''),
    confirmAccount: channel === 'bank' ? values.confirmAccount.replace(/[\s-]/g, '') : '',
    firstName: values.firstName,
    middleName: values.middleName,
    lastName: values.lastName,
    withdrawalPhone: values.withdrawalPhone,
  };
}

/** The last 4 digits of an account, for showing the one on file. */
export const lastFour = (account: string): string => account.slice(-4);

/**
 * Writes the form to its draft now, before the screen is left for /bankName (the hook's own
 * save waits a moment and is dropped when the screen unmounts).
 */
export const flushBankDraft = (key: string, values: BankValues): Promise<void> =>
  Promise.resolve()
    .then(() => set(key, values))
    .catch(() => undefined);

/**
 * Puts a payee chosen on /bankName into the draft, keeping everything else; `base` is what the
 * form would start from when no draft exists yet (the saved account, or a blank form).
 */
export async function putPayee(
  key: string,
  channel: PayoutChannel,
  code: string,
  base: BankValues,
): Promise<void> {
  const draft = await Promise.resolve()
    .then(() => get<Partial<BankValues>>(key))
    .catch(() => undefined);
  const next = { ...base, ...draft, channel, [CODE_FIELD[channel]]: code };
  await Promise.resolve()
    .then(() => set(key, next))
    .catch(() => undefined);
}

/** The draft as it is on the phone (for /bankName to mark the current choice). */
export const readBankDraft = (key: string): Promise<Partial<BankValues> | undefined> =>
  Promise.resolve()
    .then(() => get<Partial<BankValues>>(key))
    .catch(() => undefined);

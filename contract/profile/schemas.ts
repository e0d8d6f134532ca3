import { z } from 'zod';
import { text } from '../common-schemas.ts';
import {
  choiceSchema,
  freeTextSchema,
  isoDateSchema,
  mobileSchema,
  nameSchema,
  optionalMobileSchema,
  optionalNameSchema,
  placeCodeSchema,
} from './fields.ts';
import { ID_TYPES, ID_TYPE_RULES, normaliseIdNumber } from './id-types.ts';
import {
  CONTACT_RELATIONS,
  EDUCATION_LEVELS,
  GENDERS,
  LOAN_PURPOSES,
  MARITAL_STATUSES,
} from './options.ts';
import { PAYOUT_CHANNELS, findPayee, type PayoutChannel } from './payout-channels.ts';
import { DEFAULT_PHONE_FIRST_DIGITS } from '../phone.ts';
import { ageOn, localMobileToE164, normaliseMobile, type ProfileContext } from './rules.ts';
import { makeWorkSchema } from './work-schema.ts';

/**
 * One schema per profile section, built for a context (config rules, today in Manila, the
 * signed-in phone). The form validates with it as the borrower types; the server parses the same
 * schema again and stores its output.
 */
export function makeSectionSchemas(ctx: ProfileContext) {
  const firstDigits = ctx.rules.phoneFirstDigits;

  const basic = z.object({
    firstName: nameSchema('firstName'),
    middleName: optionalNameSchema('middleName'),
    lastName: nameSchema('lastName'),
    birthDate: isoDateSchema('birthDate').refine(
      (date) => {
        const age = ageOn(date, ctx.today);
        return age >= ctx.rules.minAge && age <= ctx.rules.maxAge;
      },
      { error: 'validation.birthDate.age' },
    ),
    gender: choiceSchema(GENDERS, 'gender'),
    maritalStatus: choiceSchema(MARITAL_STATUSES, 'maritalStatus'),
    education: choiceSchema(EDUCATION_LEVELS, 'education'),
    loanPurpose: choiceSchema(LOAN_PURPOSES, 'loanPurpose'),
  });

  const basic2 = z.object({
    email: text({ error: 'validation.email.required' })
      .trim()
      .toLowerCase()
      .min(1, { error: 'validation.email.required' })
      .pipe(z.email({ error: 'validation.email.format' }).max(254)),
    // Both optional (docs/profile.md#contact-details): a Filipino borrower may use Viber, WhatsApp,
    // both or neither; the signed-in mobile already reaches them. Given, each must be a mobile.
    viber: optionalMobileSchema('viber', firstDigits),
    whatsapp: optionalMobileSchema('whatsapp', firstDigits),
  });

  const address = z.object({
    provinceCode: placeCodeSchema('province'),
    cityCode: placeCodeSchema('city'),
    // The ZIP code belongs to the city or municipality and follows it, as on the screen
    // (docs/profile.md#address): the first problem found is the first one on screen.
    postalCode: text({ error: 'validation.postalCode.required' })
      .trim()
      .min(1, { error: 'validation.postalCode.required', abort: true })
      .refine((code) => new RegExp(`^\\d{${ctx.rules.postalCodeLength}}$`).test(code), {
        error: 'validation.postalCode.format',
      }),
    barangayCode: placeCodeSchema('barangay'),
    address: freeTextSchema('address', 5, 150),
  });

  const contact = z.object({
    name: nameSchema('contactName', 60),
    phone: mobileSchema('contactPhone', firstDigits),
    relation: choiceSchema(CONTACT_RELATIONS, 'relation'),
  });

  const contacts = z
    .object({
      contacts: z
        .array(contact, { error: 'validation.contacts.count' })
        .length(3, { error: 'validation.contacts.count' }),
    })
    // Runs even while other fields still have problems, so every problem shows on the first
    // tap of Save; entries that are not (yet) well formed are skipped here.
    .superRefine(
      (value, issues) => {
        const list: unknown[] = Array.isArray(value?.contacts) ? value.contacts : [];
        const phones = list.map((entry) =>
          typeof (entry as { phone?: unknown })?.phone === 'string'
            ? normaliseMobile((entry as { phone: string }).phone, firstDigits)
            : null,
        );
        phones.forEach((phone, index) => {
          if (!phone) return;
          const at = (message: string) =>
            issues.addIssue({ code: 'custom', message, path: ['contacts', index, 'phone'] });
          if (localMobileToE164(phone) === ctx.registeredPhone) at('validation.contactPhone.self');
          else if (phones.indexOf(phone) < index) at('validation.contactPhone.duplicate');
        });
      },
      { when: () => true },
    );

  const identity = z
    .object({
      idType: choiceSchema(ID_TYPES, 'idType'),
      idNumber: text({ error: 'validation.idNumber.required' })
        .min(1, { error: 'validation.idNumber.required', abort: true })
        .transform(normaliseIdNumber),
    })
    .refine((id) => ID_TYPE_RULES[id.idType].pattern.test(id.idNumber), {
      error: 'validation.idNumber.format',
      path: ['idNumber'],
    });

  return {
    basic,
    basic2,
    address,
    work: makeWorkSchema(ctx),
    contacts,
    identity,
    bank: makeBankSchema(ctx),
  };
}

/** Bank account numbers: 10 to 16 digits across Philippine banks and digital banks. */
const BANK_ACCOUNT = /^\d{10,16}$/;

/**
 * A wallet account (docs/profile.md#payout-account) is 11 digits starting 09, or 10 digits starting
 * 9 — with the first digits config allows (docs/product.md#phone-numbers: a wallet account is a
 * mobile number, so DITO's 8 counts where config adds it).
 */
export const isWalletAccount = (
  value: string,
  firstDigits: readonly string[] = DEFAULT_PHONE_FIRST_DIGITS,
): boolean => {
  const national = /^0\d{10}$/.test(value) ? value.slice(1) : value;
  return /^\d{10}$/.test(national) && firstDigits.includes(national[0] ?? '');
};

const digitsOnly = (value: string) => value.replace(/[\s-]/g, '');

/**
 * The payout account. One flat shape for the three channels so a half-filled form keeps what was
 * typed when the borrower switches channel; the checks depend on the channel.
 */
export function makeBankSchema(ctx: ProfileContext) {
  return (
    z
      .object({
        channel: z.enum(PAYOUT_CHANNELS, { error: 'validation.channel.required' }),
        // A non-string counts as empty, so the channel checks below name the problem.
        payeeCode: text().trim().default('').catch(''),
        account: text().trim().transform(digitsOnly).default('').catch(''),
        confirmAccount: text().trim().transform(digitsOnly).default('').catch(''),
        firstName: nameSchema('payeeFirstName'),
        middleName: optionalNameSchema('payeeMiddleName'),
        lastName: nameSchema('payeeLastName'),
        withdrawalPhone: mobileSchema('withdrawalPhone', ctx.rules.phoneFirstDigits),
      })
      // Runs even while a name or the phone still has a problem (see contacts above).
      .superRefine(
        (bank, issues) => {
          if (!bank || !(PAYOUT_CHANNELS as readonly unknown[]).includes(bank.channel)) return;
          const at = (path: string, message: string) =>
            issues.addIssue({ code: 'custom', path: [path], message });
          const account = typeof bank.account === 'string' ? bank.account : '';
          if (!findPayee(bank.channel, String(bank.payeeCode ?? '')))
            at('payeeCode', `validation.payee.${bank.channel}`);
          if (bank.channel === 'bank') {
            if (!BANK_ACCOUNT.test(account)) at('account', 'validation.bankAccount.format');
            else if (bank.confirmAccount !== account)
              at('confirmAccount', 'validation.bankAccount.mismatch');
          }
          if (bank.channel === 'ewallet' && !isWalletAccount(account, ctx.rules.phoneFirstDigits))
            at('account', 'validation.walletAccount.format');
        },
        { when: () => true },
      )
      .transform((bank) => ({
        ...bank,
        // A wallet account is stored as 09XXXXXXXXX; cash pick-up has no account.
        account: accountFor(bank.channel, bank.account),
        confirmAccount: undefined,
      }))
  );
}

function accountFor(channel: PayoutChannel, account: string): string {
  if (channel === 'remittance') return '';
  if (channel === 'ewallet' && account.length === 10) return `0${account}`;
  return account;
}

/**
 * A bank change (docs/profile.md#bank-change) must name a different account from the one on file,
 * or correct its holder's name: a payout refused for a misspelt name is sent again to the same
 * number once the name is right.
 */
export function makeChangeBankSchema(ctx: ProfileContext, original: BankDetails) {
  return makeBankSchema(ctx).refine(
    (bank) =>
      bank.channel !== original.channel ||
      bank.payeeCode !== original.payeeCode ||
      bank.account !== original.account ||
      bank.firstName !== original.firstName ||
      bank.middleName !== original.middleName ||
      bank.lastName !== original.lastName,
    { error: 'validation.bank.unchanged', path: ['account'] },
  );
}

export type SectionSchemas = ReturnType<typeof makeSectionSchemas>;
export type BasicInfo = z.output<SectionSchemas['basic']>;
export type ContactInfo = z.output<SectionSchemas['basic2']>;
export type AddressInfo = z.output<SectionSchemas['address']>;
export type WorkInfo = z.output<SectionSchemas['work']>;
export type Contacts = z.output<SectionSchemas['contacts']>;
export type IdentityInfo = z.output<SectionSchemas['identity']>;
export type BankDetails = z.output<SectionSchemas['bank']>;
export type SectionInputs = { [K in keyof SectionSchemas]: z.input<SectionSchemas[K]> };
export type SectionOutputs = { [K in keyof SectionSchemas]: z.output<SectionSchemas[K]> };

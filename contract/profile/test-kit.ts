/* Test-only: a context, valid inputs for every section, and issues grouped by field path. */
import type { z } from 'zod';
import { DEFAULT_PROFILE_RULES, type ProfileContext, type ProfileRules } from './rules.ts';
import type { SectionInputs } from './schemas.ts';

export const TODAY = '2026-03-15';
export const REGISTERED_PHONE = '+639171234567';

export const makeContext = (rules: Partial<ProfileRules> = {}): ProfileContext => ({
  rules: { ...DEFAULT_PROFILE_RULES, ...rules },
  today: TODAY,
  registeredPhone: REGISTERED_PHONE,
});

/** A borrower who passes every section; tests change one thing at a time. */
export const VALID = {
  basic: {
    firstName: 'Juan',
    middleName: 'Santos',
    lastName: 'Dela Cruz',
    birthDate: '1990-06-15',
    gender: 'male',
    maritalStatus: 'married',
    education: 'college',
    loanPurpose: 'dailyExpense',
  },
  basic2: { email: 'juan.delacruz@gmail.com', whatsapp: '09181234567', viber: '' },
  address: {
    provinceCode: '0102800000',
    cityCode: '0102805000',
    barangayCode: '0102805001',
    postalCode: '2900',
    address: 'Blk 5 Lot 3, Phase 2, Brgy. San Isidro',
  },
  work: {
    employmentType: 'employed',
    industry: 'bpo',
    jobType: 'customerService',
    position: 'staff',
    companyName: 'Concentrix Philippines',
    companyPhone: '(02) 8123-4567',
    companyAddress: '5th Floor, Cyberpod, Eton Centris, Quezon City',
    workingYears: '1to3',
    incomeBand: '18001to25000',
    payCycle: 'biWeekly',
    payday: '15,30',
  },
  contacts: {
    contacts: [
      { name: 'Maria Dela Cruz', phone: '09181234567', relation: 'parents' },
      { name: 'Jose Santos', phone: '+63 919 123 4567', relation: 'siblingsRelatives' },
      { name: 'Ana Reyes', phone: '0920-123-4567', relation: 'friends' },
    ],
  },
  identity: { idType: 'philsys', idNumber: '1234-5678-9012-3456' },
  bank: {
    channel: 'bank',
    payeeCode: 'bdo',
    account: '0012 3456 7890',
    confirmAccount: '001234567890',
    firstName: 'Juan',
    middleName: '',
    lastName: 'Dela Cruz',
    withdrawalPhone: '09171234567',
  },
} satisfies SectionInputs;

/** The other branches of work, each complete. */
export const VALID_WORK = {
  employed: VALID.work,
  contract: { ...VALID.work, employmentType: 'contract' },
  selfEmployed: {
    employmentType: 'selfEmployed',
    industry: 'wholesaleRetail',
    businessName: "Aling Nena's Sari-Sari Store",
    workingYears: '3to5',
    incomeBand: '12001to18000',
  },
  student: {
    employmentType: 'student',
    schoolName: 'Polytechnic University of the Philippines',
    course: 'BS Accountancy',
    enrolmentMonth: '2023-08',
    graduationMonth: '2027-06',
    incomeBand: 'upTo12000',
  },
  unemployed: {
    employmentType: 'unemployed',
    joblessPeriod: '3to6Months',
    fundSource: 'remittance',
    incomeBand: 'upTo12000',
  },
} satisfies Record<string, SectionInputs['work']>;

/** The payout account on each channel. */
export const VALID_BANK = {
  bank: VALID.bank,
  ewallet: { ...VALID.bank, channel: 'ewallet', payeeCode: 'gcash', account: '0917 123 4567' },
  remittance: { ...VALID.bank, channel: 'remittance', payeeCode: 'cebuana', account: '' },
} satisfies Record<string, SectionInputs['bank']>;

/** Every field path with a problem ('contacts.1.phone') and its distinct messages, in order. */
export function problemsOf(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  const problems: Record<string, string[]> = {};
  if (result.success) return problems;
  for (const issue of result.error.issues) {
    const list = (problems[issue.path.join('.')] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return problems;
}

/** What problemsOf answers for exactly one problem at one path, or none. */
export const only = (path: string, id: string | null): Record<string, string[]> =>
  id ? { [path]: [id] } : {};

import type { LightMyRequestResponse } from 'fastify';
import type { ProfileView } from '../../../contract/profile/api.ts';
import type { SectionInputs } from '../../../contract/profile/schemas.ts';
import type { FormSection } from '../../../contract/profile/sections.ts';
import type { App } from '../../../server/app.ts';
import { makeTestJpeg } from '../../../server/lib/jpeg-test-image.ts';
import { bearer } from './sign-in.ts';

/**
 * A complete, valid profile as the app would send it (tests start on 2026-03-10 in Manila: the
 * borrower is 30). With the default scorecard it is approved: employed 25 + income ₱18,001–25,000
 * 25 + age 30 12 + bi-weekly pay 10 = 72 points → ₱6,500. Its ID number ends in 6, which forces
 * nothing in the sandbox; `identityEnding` picks the last digit.
 */
export const VALID: SectionInputs = {
  basic: {
    firstName: 'Maria',
    middleName: 'Santos',
    lastName: 'Dela Cruz',
    birthDate: '1995-06-15',
    gender: 'female',
    maritalStatus: 'singleWithChildren',
    education: 'college',
    loanPurpose: 'dailyExpense',
  },
  basic2: { email: 'Maria.DelaCruz@Example.com', whatsapp: '0917 123 4567', viber: '' },
  address: {
    provinceCode: '1300000000', // Metro Manila
    cityCode: '1380100000', // Caloocan City
    barangayCode: '1380100001', // Barangay 1
    postalCode: '1400',
    address: '123 Rizal Street, Grace Park',
  },
  work: {
    employmentType: 'employed',
    industry: 'bpo',
    jobType: 'customerService',
    position: 'staff',
    companyName: 'Acme Outsourcing Inc.',
    companyPhone: '(02) 8123-4567',
    companyAddress: '6750 Ayala Avenue, Makati City',
    workingYears: '1to3',
    incomeBand: '18001to25000',
    payCycle: 'biWeekly',
    payday: '15,30',
  },
  contacts: {
    contacts: [
      { name: 'Jose Dela Cruz', phone: '09181111111', relation: 'parents' },
      { name: 'Ana Reyes', phone: '+63 918 222 2222', relation: 'siblingsRelatives' },
      { name: 'Liza Santos', phone: '09183333333', relation: 'friends' },
    ],
  },
  identity: { idType: 'philsys', idNumber: '1234-5678-9012-3456' },
  bank: {
    channel: 'bank',
    payeeCode: 'bdo',
    account: '001234567890',
    confirmAccount: '001234567890',
    firstName: 'Maria',
    middleName: 'Santos',
    lastName: 'Dela Cruz',
    withdrawalPhone: '09171234567',
  },
};

export const EXPECTED_QUOTA_CENTAVOS = 650_000;

/** A PhilSys card number ending in `digit` (sandbox: 1 rejected, 2 photo, 3 auth info). */
export const identityEnding = (digit: number) => ({
  idType: 'philsys' as const,
  idNumber: `123456789012345${digit}`,
});

/** A decodable JPEG; change the size to get different bytes (the server dedupes same bytes). */
export const testJpeg = (width = 1200, height = 800): Buffer => makeTestJpeg({ width, height });

export const putSection = (app: App, token: string, section: string, body: unknown) =>
  app.inject({
    method: 'PUT',
    url: `/api/profile/sections/${section}`,
    headers: bearer(token),
    payload: body as Record<string, unknown>,
  });

export const uploadPhoto = (app: App, token: string, kind: string, jpeg: Buffer = testJpeg()) =>
  app.inject({
    method: 'PUT',
    url: `/api/profile/photos/${kind}`,
    headers: { ...bearer(token), 'content-type': 'image/jpeg' },
    payload: jpeg,
  });

export const getProfile = async (app: App, token: string): Promise<ProfileView> =>
  (await app.inject({ method: 'GET', url: '/api/profile', headers: bearer(token) })).json();

export const submit = (app: App, token: string) =>
  app.inject({ method: 'POST', url: '/api/profile/submit', headers: bearer(token) });

function expectOk(response: LightMyRequestResponse, what: string): void {
  if (response.statusCode !== 200)
    throw new Error(`${what}: ${response.statusCode} ${response.body}`);
}

let accountSeq = Math.floor(Math.random() * 900_000);

/**
 * VALID's bank with an account number of its own (ending 7890 like VALID's): two borrowers with
 * one account would have their payouts held for a person (docs/desk.md#payout-holds).
 */
export function ownBank(): SectionInputs['bank'] {
  accountSeq = (accountSeq + 1) % 900_000;
  const account = `00${String(100_000 + accountSeq)}7890`;
  return { ...VALID.bank, account, confirmAccount: account };
}

/**
 * Saves every section and both photos; `overrides` replaces whole sections. The bank is VALID's
 * with an account of the borrower's own unless overridden.
 */
export async function completeProfile(
  app: App,
  token: string,
  overrides: Partial<Record<FormSection, unknown>> = {},
): Promise<ProfileView> {
  const sections = { ...VALID, bank: ownBank(), ...overrides } as Record<FormSection, unknown>;
  for (const [section, body] of Object.entries(sections)) {
    expectOk(await putSection(app, token, section, body), `save ${section}`);
  }
  expectOk(await uploadPhoto(app, token, 'idDocument'), 'upload idDocument');
  expectOk(await uploadPhoto(app, token, 'face', testJpeg(640, 800)), 'upload face');
  return getProfile(app, token);
}

/** The fields of a profile that say who the borrower is or how to reach them. */
const PERSONAL_KEYS = new Set([
  'firstName',
  'middleName',
  'lastName',
  'email',
  'address',
  'companyName',
  'companyAddress',
  'companyPhone',
  'name',
  'idNumber',
  'account',
]);

function personalValues(value: unknown, key = ''): string[] {
  if (typeof value === 'string') {
    if (!PERSONAL_KEYS.has(key) || value.length === 0) return [];
    // An ID number is also stored without its dashes.
    return key === 'idNumber' ? [value, value.replace(/\D/g, '')] : [value];
  }
  if (Array.isArray(value)) return value.flatMap((item) => personalValues(item, key));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => personalValues(v, k));
  }
  return [];
}

/**
 * What identifies the fixtures' borrower, as it was typed: names, email, address, employer, ID
 * and account numbers (phones are found by their shape). The check over a run's logs fails on
 * any of them (docs/security.md#what-logs-may-hold).
 */
export const PERSONAL_FIXTURE_VALUES: readonly string[] = [...new Set(personalValues(VALID))];

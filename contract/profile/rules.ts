/* Zod-free helpers shared by the schemas, the forms and the server. */
import { DEFAULT_PHONE_FIRST_DIGITS } from '../phone.ts';

/** Rules that come from server config and reach the client in the public config. */
export type ProfileRules = {
  /** Philippine ZIP codes have 4 digits (docs/profile.md#zip-codes); config may change it. */
  postalCodeLength: number;
  minAge: number;
  maxAge: number;
  /** First digits a national mobile number may start with (docs/product.md#phone-numbers). */
  phoneFirstDigits: readonly string[];
};

export const DEFAULT_PROFILE_RULES: ProfileRules = {
  postalCodeLength: 4,
  minAge: 21,
  maxAge: 65,
  phoneFirstDigits: DEFAULT_PHONE_FIRST_DIGITS,
};

/** What a section schema needs beyond the input: the rules, today in Manila, the signed-in phone. */
export type ProfileContext = {
  rules: ProfileRules;
  /** YYYY-MM-DD in Asia/Manila. */
  today: string;
  /** E.164 (+639…) of the signed-in borrower. */
  registeredPhone: string;
};

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written YYYY-MM-DD (no 2026-02-30). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** Whole years from birth to `today` (both YYYY-MM-DD); a birthday today counts. */
export function ageOn(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const hadBirthday = tm > bm || (tm === bm && td >= bd);
  return ty - by - (hadBirthday ? 0 : 1);
}

/**
 * A Philippine mobile number in the local form Filipinos write, 09XXXXXXXXX, from what was typed
 * or picked (+63 917…, 63917…, 917…, with spaces or dashes). Null when it is not one.
 */
export function normaliseMobile(
  input: string,
  firstDigits: readonly string[] = DEFAULT_PHONE_FIRST_DIGITS,
): string | null {
  let digits = input.replace(/[\s\-().]/g, '');
  if (digits.startsWith('+63')) digits = digits.slice(3);
  else if (digits.startsWith('63') && digits.length === 12) digits = digits.slice(2);
  else if (digits.startsWith('0') && digits.length === 11) digits = digits.slice(1);
  if (!/^\d{10}$/.test(digits) || !firstDigits.includes(digits[0] ?? '')) return null;
  return `0${digits}`;
}

/** 09XXXXXXXXX → +639XXXXXXXXX, to compare with the registered phone. */
export const localMobileToE164 = (local: string): string => `+63${local.slice(1)}`;

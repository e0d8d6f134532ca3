/* Zod-free on purpose: the client's first-load path imports this file. */

/**
 * Country calling code shown as a fixed prefix before the national number
 * (docs/product.md#phone-numbers).
 */
export const PH_COUNTRY_CODE = '+63';

/** First digits a national mobile number may start with; config can add 8 for DITO 0895–0898. */
export const DEFAULT_PHONE_FIRST_DIGITS = ['9'] as const;

/**
 * Reduces what a borrower types or pastes (0917 123 4567, +63-917-123-4567, 639171234567) to the
 * 10-digit national number. Anything that is not digits is dropped; the check comes after.
 */
export function normaliseNationalPhone(input: string): string {
  let digits = input.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('63')) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return digits;
}

export function isValidNationalPhone(
  national: string,
  firstDigits: readonly string[] = DEFAULT_PHONE_FIRST_DIGITS,
): boolean {
  return /^\d{10}$/.test(national) && firstDigits.includes(national[0] ?? '');
}

export const toE164 = (national: string): string => `${PH_COUNTRY_CODE}${national}`;

/** Masks a number for display: +63 917 *** 4567. */
export function maskPhone(e164: string): string {
  const national = e164.replace(/^\+63/, '');
  if (national.length !== 10) return e164;
  return `${PH_COUNTRY_CODE} ${national.slice(0, 3)} *** ${national.slice(6)}`;
}

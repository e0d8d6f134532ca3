import commonPasswords from 'fxa-common-password-list';

/**
 * A staff password (docs/desk.md#passwords): long rather than clever, as NIST SP 800-63B asks —
 * at least 12 characters, at most 128 (a memory-hard hash of a megabyte is a denial of service),
 * not a known common password, not the account's own e-mail. No composition rules, no expiry.
 */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

export type PasswordProblem = 'TOO_SHORT' | 'TOO_LONG' | 'COMMON' | 'CONTAINS_EMAIL';

/** Length in characters as a person counts them (an emoji is one), not UTF-16 units. */
const characters = (text: string): number => [...text].length;

export function passwordProblem(password: string, email: string): PasswordProblem | null {
  const length = characters(password);
  if (length < PASSWORD_MIN_LENGTH) return 'TOO_SHORT';
  if (length > PASSWORD_MAX_LENGTH) return 'TOO_LONG';
  const lower = password.toLowerCase();
  if (commonPasswords.test(password) || commonPasswords.test(lower)) return 'COMMON';
  // A filler of two or three characters ("aaaaaaaaaaaa", "abababababab") is as weak as a listed one.
  if (new Set(lower).size <= 3) return 'COMMON';
  const local = email.toLowerCase().split('@')[0] ?? '';
  if (local.length >= 4 && lower.includes(local)) return 'CONTAINS_EMAIL';
  return null;
}

/* Zod-free: the identity screen formats numbers as they are typed. */

/**
 * Philippine IDs accepted for KYC (docs/profile.md#id-types). PhilSys is identified by the 16-digit
 * card number (PCN), never by the confidential 12-digit PhilSys Number.
 */
export const ID_TYPES = [
  'philsys',
  'umid',
  'sss',
  'driversLicense',
  'passport',
  'prc',
  'tin',
  'postal',
  'voters',
] as const;
export type IdType = (typeof ID_TYPES)[number];

export type IdTypeRule = {
  /** Checked on the normalised number (no spaces or dashes, upper case). */
  pattern: RegExp;
  /** Display mask: # a digit, A a letter, * either; other characters are inserted. */
  mask: string | null;
  /** A made-up number in the right shape, shown as the placeholder. */
  example: string;
  /** Longest normalised length, so the input stops taking characters there. */
  maxLength: number;
};

export const ID_TYPE_RULES: Record<IdType, IdTypeRule> = {
  philsys: {
    pattern: /^\d{16}$/,
    mask: '####-####-####-####',
    example: '1234-5678-9012-3456',
    maxLength: 16,
  },
  umid: { pattern: /^\d{12}$/, mask: '####-#######-#', example: '0111-2345678-9', maxLength: 12 },
  sss: { pattern: /^\d{10}$/, mask: '##-#######-#', example: '34-1234567-8', maxLength: 10 },
  driversLicense: {
    pattern: /^[A-Z]\d{10}$/,
    mask: 'A##-##-######',
    example: 'N01-23-456789',
    maxLength: 11,
  },
  passport: {
    pattern: /^[A-Z]{1,2}\d{6,7}[A-Z]?$/,
    mask: null,
    example: 'P1234567A',
    maxLength: 10,
  },
  prc: { pattern: /^\d{7}$/, mask: '#######', example: '0123456', maxLength: 7 },
  tin: {
    pattern: /^\d{9,12}$/,
    mask: '###-###-###-###',
    example: '123-456-789-000',
    maxLength: 12,
  },
  postal: { pattern: /^[A-Z0-9]{12}$/, mask: null, example: 'ABC123456789', maxLength: 12 },
  voters: {
    pattern: /^[A-Z0-9]{8,24}$/,
    mask: null,
    example: '7601-0012A-B123CDE45678',
    maxLength: 24,
  },
};

export const isIdType = (value: unknown): value is IdType =>
  (ID_TYPES as readonly unknown[]).includes(value);

/**
 * Spaces and dashes are dropped and letters upper-cased before any check
 * (docs/profile.md#id-types).
 */
export const normaliseIdNumber = (value: string): string =>
  value.replace(/[\s-]/g, '').toUpperCase();

export const isValidIdNumber = (type: IdType, value: string): boolean =>
  ID_TYPE_RULES[type].pattern.test(normaliseIdNumber(value));

/** Shows a normalised number in its type's mask; characters past the mask are appended. */
export function formatIdNumber(type: IdType, value: string): string {
  const normalised = normaliseIdNumber(value).slice(0, ID_TYPE_RULES[type].maxLength);
  const { mask } = ID_TYPE_RULES[type];
  if (!mask) return normalised;
  let out = '';
  let index = 0;
  for (const slot of mask) {
    if (index >= normalised.length) break;
    if (slot === '#' || slot === 'A' || slot === '*') out += normalised[index++];
    else out += slot;
  }
  return out + normalised.slice(index);
}

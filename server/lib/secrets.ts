import { createHmac, hash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** Keyed hash of a short secret (code, graphic answer): useless to whoever reads the table alone. */
export const hmac = (pepper: string, purpose: string, value: string): Buffer =>
  createHmac('sha256', pepper).update(`${purpose}\u0000${value}`).digest();

/** One-shot: every authenticated request hashes its token, and this skips the Hash object. */
export const sha256 = (value: string): Buffer => hash('sha256', value, 'buffer');

/** Constant-time equality of two digests; a length mismatch is simply unequal. */
export function sameDigest(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}

/** 256 random bits, URL-safe: a bearer token nobody can guess. */
export const randomToken = (): string => randomBytes(32).toString('base64url');

export const BEARER_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** `length` uniformly random decimal digits, leading zeros kept. */
export function randomDigits(length: number): string {
  return String(randomInt(0, 10 ** length)).padStart(length, '0');
}

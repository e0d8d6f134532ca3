import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * What the sandbox's and PayMongo's webhook signatures share (docs/loans.md#payment-channels): an
 * HMAC-SHA256, hex, over "<unix seconds>.<raw body>", in a header of comma-separated key=value
 * pairs, with the timestamp inside a tolerance window so a captured request cannot be replayed
 * later.
 */

/** Seconds a signed timestamp may lie from our clock, either way. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export type Headers = Record<string, string | string[] | undefined>;

/** A header's one value (Node lower-cases names); a repeated header is refused as malformed. */
export function headerValue(headers: Headers, name: string): string | null {
  const value = headers[name.toLowerCase()];
  return typeof value === 'string' ? value : null;
}

/** "t=1,v1=ab" → {t: '1', v1: 'ab'}; null when a part has no '='. */
export function parseSignatureHeader(header: string): Record<string, string> | null {
  const parts: Record<string, string> = {};
  for (const part of header.split(',')) {
    const at = part.indexOf('=');
    if (at <= 0) return null;
    parts[part.slice(0, at).trim()] = part.slice(at + 1).trim();
  }
  return parts;
}

export function hmacHex(secret: string, timestamp: string, rawBody: Buffer): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');
}

/** Constant time whatever was sent: a wrong length or non-hex answer costs as much as a miss. */
export function sameHex(expectedHex: string, givenHex: string): boolean {
  const expected = Buffer.from(expectedHex, 'hex');
  const given = Buffer.from(/^[0-9a-f]*$/i.test(givenHex) ? givenHex : '', 'hex');
  const padded = Buffer.alloc(expected.length);
  given.copy(padded);
  return timingSafeEqual(expected, padded) && given.length === expected.length;
}

/** 'stale' when the timestamp is not a number within the tolerance of `now`. */
export function timestampProblem(timestamp: string, now: Date): 'stale' | null {
  if (!/^\d{1,12}$/.test(timestamp)) return 'stale';
  const skew = Math.abs(now.getTime() / 1000 - Number(timestamp));
  return skew <= SIGNATURE_TOLERANCE_SECONDS ? null : 'stale';
}

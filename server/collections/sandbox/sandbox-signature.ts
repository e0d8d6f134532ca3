import type { Headers } from '../signature.ts';
import {
  hmacHex,
  headerValue,
  parseSignatureHeader,
  sameHex,
  timestampProblem,
} from '../signature.ts';

/** The sandbox's signature header (docs/loans.md#payment-channels), shaped like Stripe's and PayMongo's. */
export const SANDBOX_SIGNATURE_HEADER = 'sulong-signature';

/** `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "t.rawBody")>`, signed at `at`. */
export function signSandboxBody(secret: string, rawBody: Buffer, at: Date): string {
  const t = String(Math.floor(at.getTime() / 1000));
  return `t=${t},v1=${hmacHex(secret, t, rawBody)}`;
}

/**
 * Checks the raw bytes before anything parses them. A signature is checked before its timestamp:
 * 'stale' then means a genuine but old (replayed or long-delayed) request.
 */
export function verifySandboxSignature(
  secret: string,
  rawBody: Buffer,
  headers: Headers,
  now: Date,
): 'signature' | 'stale' | null {
  const header = headerValue(headers, SANDBOX_SIGNATURE_HEADER);
  const parts = header ? parseSignatureHeader(header) : null;
  if (!parts?.t || !parts.v1) return 'signature';
  if (!sameHex(hmacHex(secret, parts.t, rawBody), parts.v1)) return 'signature';
  return timestampProblem(parts.t, now);
}

import type { Headers } from '../signature.ts';
import {
  headerValue,
  hmacHex,
  parseSignatureHeader,
  sameHex,
  timestampProblem,
} from '../signature.ts';

export const PAYMONGO_SIGNATURE_HEADER = 'paymongo-signature';

/**
 * `Paymongo-Signature: t=<unix s>,te=<test signature>,li=<live signature>`, each an HMAC-SHA256
 * (hex) of "<t>.<raw body>" with the webhook's secret; the test or the live one is compared
 * according to the mode the event is in (https://developers.paymongo.com/docs/securing-webhook).
 * The mode is the secret key's (sk_test_ or sk_live_): known before the body is parsed, and a test
 * signature never passes on a live server. The timestamp window is ours, as for the sandbox.
 */
export function verifyPaymongoSignature(
  options: { webhookSecret: string; live: boolean },
  rawBody: Buffer,
  headers: Headers,
  now: Date,
): 'signature' | 'stale' | null {
  const header = headerValue(headers, PAYMONGO_SIGNATURE_HEADER);
  const parts = header ? parseSignatureHeader(header) : null;
  const signature = options.live ? parts?.li : parts?.te;
  if (!parts?.t || !signature) return 'signature';
  if (!sameHex(hmacHex(options.webhookSecret, parts.t, rawBody), signature)) return 'signature';
  return timestampProblem(parts.t, now);
}

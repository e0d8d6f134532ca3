import { TEXT_PATTERN } from '../../contract/common-schemas.ts';
import type { CollectionEvent, WebhookCheck } from './collections-provider.ts';

/**
 * Every string in a parsed JSON value, keys included, is text the database can hold
 * (docs/errors.md#text-input): the provider's body is stored whole as jsonb.
 */
function holdsOnlyText(value: unknown): boolean {
  if (typeof value === 'string') return TEXT_PATTERN.test(value);
  if (Array.isArray(value)) return value.every(holdsOnlyText);
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).every(
      ([key, inner]) => TEXT_PATTERN.test(key) && holdsOnlyText(inner),
    );
  return true;
}

/**
 * The part of webhook verification every provider shares (docs/loans.md#webhooks): the body is
 * parsed only once its signature held, and a body that is not one of the provider's events, or
 * that holds text no database column can (NUL, a lone surrogate), is refused as malformed.
 */
export function checkedWebhook(
  signatureProblem: 'signature' | 'stale' | null,
  rawBody: Buffer,
  toEvent: (payload: unknown) => CollectionEvent | null,
): WebhookCheck {
  if (signatureProblem) return { ok: false, reason: signatureProblem };
  let payload: unknown;
  try {
    payload = JSON.parse(rawBody.toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (!holdsOnlyText(payload)) return { ok: false, reason: 'malformed' };
  const event = toEvent(payload);
  return event ? { ok: true, event, payload } : { ok: false, reason: 'malformed' };
}

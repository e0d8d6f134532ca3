import type { CollectionEvent, WebhookCheck } from './collections-provider.ts';

/**
 * The part of webhook verification every provider shares (docs/loans.md#webhooks): the body is
 * parsed only once its signature held, and a body that is not one of the provider's events is
 * refused as malformed.
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
  const event = toEvent(payload);
  return event ? { ok: true, event, payload } : { ok: false, reason: 'malformed' };
}

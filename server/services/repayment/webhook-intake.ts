import type { CollectionsProvider } from '../../collections/collections-provider.ts';
import { AppError } from '../../errors.ts';
import { processEvent, storeEvent } from './event-processing.ts';
import type { EventDeps } from './event-processing.ts';
import type { EventOutcome } from '../../repositories/payment-events.ts';

export interface WebhookAnswer {
  received: true;
  /** False for a replay of an event stored before. */
  stored: boolean;
  /** What inline processing did; null when it did not run or did not finish. */
  outcome: EventOutcome | null;
  /** Why inline processing did not finish (logged by the route; the job retries). */
  error?: unknown;
}

/**
 * A provider's webhook (docs/loans.md#webhooks). The signature is checked on the raw bytes before
 * anything is parsed: bad or stale → UNAUTHORIZED and nothing stored. A verified event is stored
 * with its job in one transaction — from then on it will be processed, crash or not — and then
 * processed inline as a best effort, so the borrower sees the result at once. A processing error
 * does not fail the answer: the event is safe and the job retries it.
 */
export async function receiveWebhook(
  d: EventDeps,
  provider: CollectionsProvider,
  rawBody: Buffer,
  headers: Record<string, string | string[] | undefined>,
  options: { processInline: boolean },
): Promise<WebhookAnswer> {
  const check = provider.verifyWebhook(rawBody, headers);
  if (!check.ok) {
    if (check.reason === 'malformed') {
      throw new AppError('VALIDATION_FAILED', 'validation.webhook.malformed');
    }
    throw new AppError(
      'UNAUTHORIZED',
      `Webhook ${check.reason === 'stale' ? 'too old' : 'not signed by the provider'}`,
    );
  }
  const stored = await storeEvent(d, check.event, 'webhook', check.payload);
  if (!options.processInline) return { received: true, stored, outcome: null };
  try {
    return { received: true, stored, outcome: await processEvent(d, check.event.eventId) };
  } catch (error) {
    return { received: true, stored, outcome: null, error };
  }
}

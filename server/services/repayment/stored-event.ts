import type { CheckoutStatus, CollectionEvent } from '../../collections/collections-provider.ts';

/*
 * A provider event as payment_events keeps it (docs/loans.md#webhooks): our reading of it
 * (`event`, with dates as ISO strings) beside what the provider sent (`raw`) and where it came
 * from, so the job can process it after a crash without the provider's help.
 */

export type EventSource = 'webhook' | 'reconciliation' | 'cancel' | 'checkout';

export interface StoredPayload {
  source: EventSource;
  event: Record<string, unknown>;
  raw: unknown;
}

export function storedPayload(
  event: CollectionEvent,
  source: EventSource,
  raw: unknown,
): StoredPayload {
  const serial = event.type === 'paid' ? { ...event, paidAt: event.paidAt.toISOString() } : event;
  return { source, event: serial, raw };
}

export function eventOf(payload: unknown): CollectionEvent {
  const event = (payload as StoredPayload).event as CollectionEvent & { paidAt?: string };
  return event.type === 'paid'
    ? { ...event, paidAt: new Date(event.paidAt as unknown as string) }
    : event;
}

/** What the provider said when asked about a checkout, as an event of that checkout. */
export function statusEvent(
  status: Exclude<CheckoutStatus, { status: 'pending' }>,
  intent: { id: string; providerRef: string },
): CollectionEvent {
  const ids = { eventId: status.eventId, providerRef: intent.providerRef, intentId: intent.id };
  if (status.status === 'paid') {
    return {
      type: 'paid',
      ...ids,
      collectedCentavos: status.collectedCentavos,
      paidAt: status.paidAt,
      paymentRef: status.paymentRef,
    };
  }
  return { type: status.status, ...ids };
}

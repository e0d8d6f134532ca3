import type { CheckoutStatus, CollectionEvent } from '../../collections/collections-provider.ts';
import type { Db } from '../../db/db.ts';
import { enqueueJob } from '../../jobs/enqueue-job.ts';
import type { ScorecardConfig } from '../../domain/scorecard-config.ts';
import { couponStillAvailable } from '../../repositories/intent-coupons.ts';
import {
  findIntentById,
  findIntentByProviderRef,
  laterIntentInUse,
  markCheckoutClosed,
} from '../../repositories/payment-intents.ts';
import type { IntentRow } from '../../repositories/payment-intents.ts';
import {
  findPaymentEvent,
  insertPaymentEvent,
  lockPaymentEvent,
  markEventProcessed,
  samePaymentProcessed,
} from '../../repositories/payment-events.ts';
import type { EventOutcome } from '../../repositories/payment-events.ts';
import { lockRepaymentOrder } from '../../repositories/repayment-orders.ts';
import { endUnpaid } from './intent-end.ts';
import { PAID_AFTER_EXPIRY_GRACE_MS, flagRefund, postCollected } from './posting.ts';
import type { PaidEvent } from './posting.ts';
import { EVENT_JOB_DELAY_SECONDS, collectionEventJob } from './repayment-jobs.ts';
import { eventOf, statusEvent, storedPayload } from './stored-event.ts';
import type { EventSource } from './stored-event.ts';

/*
 * Provider events, from storage to ledger (docs/loans.md#webhooks). Storing and processing are
 * two steps: the event and its job commit together (a replay stores nothing new), and processing
 * takes the order's row lock and marks the event processed in the transaction that acts on it,
 * so an event acts exactly once however many times it arrives or is processed.
 */

export interface EventDeps {
  db: Db;
  now: () => Date;
  provider: string;
  scorecard: ScorecardConfig;
}

/**
 * Our intent an event names (by id, else by the provider's checkout ref) — of this provider. The
 * event may name another checkout of that intent than the one stored (docs/loans.md#webhooks):
 * processing decides what that means.
 */
async function intentOf(
  db: Db,
  provider: string,
  event: CollectionEvent,
): Promise<IntentRow | null> {
  if (event.type === 'other') return null;
  const byId = event.intentId ? await findIntentById(db, event.intentId).catch(() => null) : null;
  const intent = byId ?? (await findIntentByProviderRef(db, provider, event.providerRef));
  return intent?.provider === provider ? intent : null;
}

/** Stores a verified event and its job in one transaction; false for a replay. */
export async function storeEvent(
  d: EventDeps,
  event: CollectionEvent,
  source: EventSource,
  raw: unknown,
): Promise<boolean> {
  const intent = await intentOf(d.db, d.provider, event);
  const at = d.now();
  return d.db.transaction(async (tx) => {
    const stored = await insertPaymentEvent(tx, {
      provider: d.provider,
      eventId: event.eventId,
      type: event.type,
      intentId: intent?.id ?? null,
      payload: storedPayload(event, source, raw),
      at,
    });
    if (stored) {
      const runAt = new Date(at.getTime() + EVENT_JOB_DELAY_SECONDS * 1000);
      await enqueueJob(tx, collectionEventJob(d.provider, event.eventId, runAt), at);
    }
    return stored;
  });
}

/** Processes a stored event once; the outcome it had, or null when there is no such event. */
export async function processEvent(d: EventDeps, eventId: string): Promise<EventOutcome | null> {
  const first = await findPaymentEvent(d.db, d.provider, eventId);
  if (!first || first.outcome) return first?.outcome ?? null;
  const named = first.intentId ? await findIntentById(d.db, first.intentId) : null;
  return d.db.transaction(async (tx) => {
    // The loan's row lock first, as every posting of the loan takes it (ledger-store.ts).
    const order = named ? await lockRepaymentOrder(tx, { id: named.orderId }) : null;
    const stored = await lockPaymentEvent(tx, d.provider, eventId);
    if (!stored || stored.processedAt) return stored?.outcome ?? null;
    const at = d.now();
    const intent = named ? await findIntentById(tx, named.id) : null;
    const outcome =
      intent && order
        ? await act(tx, d, { intent, order, eventId, payload: stored.payload, at })
        : await actWithoutIntent(tx, d, eventId, stored.payload, at);
    await markEventProcessed(tx, { provider: d.provider, eventId, outcome, at });
    return outcome;
  });
}

async function act(
  tx: Db,
  d: EventDeps,
  c: {
    intent: IntentRow;
    order: NonNullable<Awaited<ReturnType<typeof lockRepaymentOrder>>>;
    eventId: string;
    payload: unknown;
    at: Date;
  },
): Promise<EventOutcome> {
  const { intent, order, at } = c;
  const event = eventOf(c.payload);
  const amounts = { at, amountCentavos: order.amountCentavos };
  if (event.type === 'failed' || event.type === 'expired') {
    // Another checkout of the intent (a duplicate we expired) ending says nothing of the one the
    // borrower has (docs/loans.md#webhooks).
    if (intent.providerRef === null || intent.providerRef !== event.providerRef) return 'ignored';
    await markCheckoutClosed(tx, intent.id, at);
    const end =
      event.type === 'failed'
        ? ({ status: 'failed', reason: 'declined' } as const)
        : ({ status: 'expired' } as const);
    return (await endUnpaid(tx, intent, end, amounts)) ? 'failed' : 'ignored';
  }
  if (event.type !== 'paid') return 'ignored';
  // The same payment told twice under two event ids (a webhook and a reconciliation answer).
  if (
    await samePaymentProcessed(tx, {
      intentId: intent.id,
      paymentRef: event.paymentRef,
      eventId: c.eventId,
    })
  ) {
    return 'ignored';
  }
  // Money is money whichever of the intent's checkouts took it: it posts, or it goes back.
  const paid = paidEvent(d, c.eventId, event);
  if (intent.providerRef === event.providerRef) await markCheckoutClosed(tx, intent.id, at);
  const context = { intent, order, event: paid, at, scorecard: d.scorecard };
  if (await lateForGivenUp(tx, intent, paid)) return postCollected(tx, context);
  if (intent.status !== 'pending') {
    // Money for an attempt that had ended (cancelled, expired, or already paid once): it cannot
    // post, so it goes back (docs/loans.md#refunds).
    await flagRefund(tx, intent.id, paid, 'notPostable', at);
    return 'refund';
  }
  return postCollected(tx, context);
}

/**
 * Money paid in time for an intent reconciliation gave up on (docs/loans.md#reconciliation)
 * still posts, if nothing can have posted on the loan since (no later intent live or succeeded)
 * and its coupon, if any, is still free to take back. postCollected checks the rest.
 */
async function lateForGivenUp(tx: Db, intent: IntentRow, paid: PaidEvent): Promise<boolean> {
  if (intent.status !== 'expired' || !intent.givenUpAt) return false;
  if (paid.paidAt.getTime() > intent.expiresAt.getTime() + PAID_AFTER_EXPIRY_GRACE_MS) return false;
  if (await laterIntentInUse(tx, intent)) return false;
  return !intent.couponId || couponStillAvailable(tx, intent.couponId);
}

const paidEvent = (
  d: EventDeps,
  eventId: string,
  event: Extract<CollectionEvent, { type: 'paid' }>,
): PaidEvent => ({
  provider: d.provider,
  eventId,
  collectedCentavos: event.collectedCentavos,
  paidAt: event.paidAt,
});

/**
 * An event naming no intent of ours: money collected for it cannot post, so it is listed for
 * refund with no intent (docs/loans.md#refunds); anything else is ignored.
 */
async function actWithoutIntent(
  tx: Db,
  d: EventDeps,
  eventId: string,
  payload: unknown,
  at: Date,
): Promise<EventOutcome> {
  const event = eventOf(payload);
  if (event.type !== 'paid' || event.collectedCentavos <= 0) return 'ignored';
  await flagRefund(tx, null, paidEvent(d, eventId, event), 'unknownIntent', at);
  return 'refund';
}

/**
 * What the provider answered about one of the intent's checkouts (asked, expired or cancelled),
 * through the webhook's own path: stored as an event, processed once. Null for 'pending'.
 */
export async function processAnswer(
  d: EventDeps,
  checkout: { intentId: string; providerRef: string },
  answer: CheckoutStatus,
  source: EventSource,
): Promise<EventOutcome | null> {
  if (answer.status === 'pending') return null;
  const event = statusEvent(answer, { id: checkout.intentId, providerRef: checkout.providerRef });
  await storeEvent(d, event, source, { checkout: answer });
  return processEvent(d, event.eventId);
}

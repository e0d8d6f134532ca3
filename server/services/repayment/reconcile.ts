import type { CollectionsProvider } from '../../collections/collections-provider.ts';
import type { JobLogger } from '../../jobs/job-types.ts';
import { listIntentsToReconcile } from '../../repositories/payment-intents.ts';
import type { IntentRow } from '../../repositories/payment-intents.ts';
import { lockRepaymentOrder } from '../../repositories/repayment-orders.ts';
import { findIntentById } from '../../repositories/payment-intents.ts';
import { processEvent, storeEvent } from './event-processing.ts';
import type { EventDeps } from './event-processing.ts';
import { endUnpaid } from './intent-end.ts';
import { RECONCILE_AFTER_MINUTES } from './repayment-jobs.ts';
import { statusEvent } from './stored-event.ts';

const BATCH = 100;

/**
 * Reconciliation (docs/loans.md#reconciliation): asks the provider about every intent pending more
 * than RECONCILE_AFTER_MINUTES or past its expiry, and feeds each answer through the webhook's own
 * path (stored as an event, processed once), so a lost webhook never loses a payment and an
 * expired checkout ends its intent. A checkout still open past our expiry is expired at the
 * provider first. An intent that never got a checkout (the process died in between) fails.
 */
export async function reconcileIntents(
  d: EventDeps & { collections: CollectionsProvider },
  log: JobLogger,
): Promise<{ asked: number; ended: number }> {
  const at = d.now();
  const intents = await listIntentsToReconcile(d.db, {
    createdBefore: new Date(at.getTime() - RECONCILE_AFTER_MINUTES * 60_000),
    at,
    limit: BATCH,
  });
  let ended = 0;
  for (const intent of intents) {
    try {
      if (await reconcileOne(d, intent, at)) ended += 1;
    } catch (error) {
      // One provider hiccup must not stop the others; the next run asks again.
      log.warn({ err: error, intentId: intent.id }, 'reconciliation of an intent failed');
    }
  }
  if (intents.length > 0) log.info({ asked: intents.length, ended }, 'collections reconciled');
  return { asked: intents.length, ended };
}

async function reconcileOne(
  d: EventDeps & { collections: CollectionsProvider },
  intent: IntentRow,
  at: Date,
): Promise<boolean> {
  if (intent.provider !== d.provider) return false;
  if (!intent.providerRef) return failWithoutCheckout(d, intent);
  const ref = intent.providerRef;
  let status = await d.collections.getCheckout(ref);
  if (status.status === 'pending' && intent.expiresAt <= at) {
    status = await d.collections.expireCheckout(ref);
  }
  if (status.status === 'pending') return false;
  const event = statusEvent(status, { id: intent.id, providerRef: ref });
  await storeEvent(d, event, 'reconciliation', { checkout: status });
  const outcome = await processEvent(d, event.eventId);
  return outcome !== null && outcome !== 'ignored';
}

async function failWithoutCheckout(d: EventDeps, intent: IntentRow): Promise<boolean> {
  return d.db.transaction(async (tx) => {
    const order = await lockRepaymentOrder(tx, intent.orderId);
    const current = await findIntentById(tx, intent.id);
    if (!order || current?.status !== 'pending' || current.providerRef) return false;
    return endUnpaid(
      tx,
      current,
      { status: 'failed', reason: null },
      { at: d.now(), amountCentavos: order.amountCentavos },
    );
  });
}

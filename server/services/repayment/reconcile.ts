import type { CollectionsProvider } from '../../collections/collections-provider.ts';
import type { JobLogger } from '../../jobs/job-types.ts';
import type { CheckoutStatus } from '../../collections/collections-provider.ts';
import { listIntentsToReconcile, markCheckoutClosed } from '../../repositories/payment-intents.ts';
import type { IntentRow } from '../../repositories/payment-intents.ts';
import { processAnswer } from './event-processing.ts';
import type { EventDeps } from './event-processing.ts';
import { endPendingIntent } from './intent-end.ts';
import { RECONCILE_AFTER_MINUTES } from './repayment-jobs.ts';

const BATCH = 100;

/**
 * How long past its expiry an intent the provider cannot tell us about (another provider's, or a
 * provider that keeps failing) stays pending before it ends expired
 * (docs/loans.md#reconciliation).
 */
export const GIVE_UP_AFTER_EXPIRY_MS = 60 * 60_000;

type ReconcileDeps = EventDeps & { collections: CollectionsProvider };

/**
 * Reconciliation (docs/loans.md#reconciliation): asks the provider about every intent pending more
 * than RECONCILE_AFTER_MINUTES or past its expiry, and every cancelled one whose checkout was not
 * confirmed closed — page after page, so none is left behind others — and feeds each answer
 * through the webhook's own path (stored as an event, processed once), so a lost webhook never
 * loses a payment and an expired checkout ends its intent. A checkout still open past our expiry
 * (or of a cancelled intent) is expired at the provider first. An intent that never got a
 * checkout (the process died in between) fails.
 */
export async function reconcileIntents(
  d: ReconcileDeps,
  log: JobLogger,
  options: { batch?: number } = {},
): Promise<{ asked: number; ended: number }> {
  const at = d.now();
  const limit = options.batch ?? BATCH;
  const createdBefore = new Date(at.getTime() - RECONCILE_AFTER_MINUTES * 60_000);
  let after: IntentRow | null = null;
  let asked = 0;
  let ended = 0;
  for (;;) {
    const intents = await listIntentsToReconcile(d.db, { createdBefore, at, limit, after });
    for (const intent of intents) {
      try {
        if (await reconcileOne(d, intent, at, log)) ended += 1;
      } catch (error) {
        // One failure must not stop the others; the next run tries again. Only a provider that
        // cannot answer leads to giving up (reconcileOne), never a failure of our own.
        log.warn({ err: error, intentId: intent.id }, 'reconciliation of an intent failed');
      }
    }
    asked += intents.length;
    if (intents.length < limit) break;
    after = intents.at(-1)!;
  }
  if (asked > 0) log.info({ asked, ended }, 'collections reconciled');
  return { asked, ended };
}

async function reconcileOne(
  d: ReconcileDeps,
  intent: IntentRow,
  at: Date,
  log: JobLogger,
): Promise<boolean> {
  if (intent.provider !== d.provider) return giveUp(d, intent, at);
  if (!intent.providerRef) {
    const end = { status: 'failed', reason: null } as const;
    return endPendingIntent(d.db, intent, end, { at, onlyWithoutCheckout: true });
  }
  const ref = intent.providerRef;
  let status: CheckoutStatus;
  try {
    status = await d.collections.getCheckout(ref);
    if (status.status === 'pending' && (intent.status === 'cancelled' || intent.expiresAt <= at)) {
      status = await d.collections.expireCheckout(ref);
    }
  } catch (error) {
    log.warn({ err: error, intentId: intent.id }, 'the provider could not answer for an intent');
    return giveUp(d, intent, at);
  }
  // Still open past our expiry (e.g. PayMongo answering an expire with the open session): the
  // same as no answer (docs/loans.md#reconciliation).
  if (status.status === 'pending') return intent.expiresAt <= at && giveUp(d, intent, at);
  const outcome = await processAnswer(
    d,
    { intentId: intent.id, providerRef: ref },
    status,
    'reconciliation',
  );
  return outcome !== null && outcome !== 'ignored';
}

/**
 * GIVE_UP_AFTER_EXPIRY_MS past its expiry: a pending intent no provider answers for ends expired
 * (marked given up); a cancelled one's checkout stops being watched.
 */
async function giveUp(d: ReconcileDeps, intent: IntentRow, at: Date): Promise<boolean> {
  if (at.getTime() < intent.expiresAt.getTime() + GIVE_UP_AFTER_EXPIRY_MS) return false;
  if (intent.status !== 'pending') {
    await markCheckoutClosed(d.db, intent.id, at);
    return false;
  }
  return endPendingIntent(d.db, intent, { status: 'expired' }, { at, givenUp: true });
}

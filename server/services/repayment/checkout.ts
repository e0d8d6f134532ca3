import type { Checkout, CollectionsProvider } from '../../collections/collections-provider.ts';
import type { CheckoutStatus } from '../../collections/collections-provider.ts';
import type { Db } from '../../db/db.ts';
import { enqueueJob } from '../../jobs/enqueue-job.ts';
import { storeCheckout } from '../../repositories/payment-intents.ts';
import type { IntentRow } from '../../repositories/payment-intents.ts';
import { endPendingIntent } from './intent-end.ts';
import { otcReferenceSmsJob } from './otc-reference-sms.ts';

const KIND_TEXT = { full: 'pay in full', extension: 'extend 8 days', part: 'part payment' };

/**
 * How long a request's claim to ask for an intent's checkout holds: a retry within it answers the
 * intent pending and asks the provider nothing (docs/loans.md#payment-intents).
 */
export const CHECKOUT_CLAIM_MS = 2 * 60_000;

/**
 * Asks the provider for the intent's checkout (docs/loans.md#payment-intents), outside any
 * transaction: no lock is held over a gateway. Only the request holding the intent's claim calls
 * this, so a retry does not make a second session; if a stale claim made one anyway, the first
 * stored wins and the other is expired at the provider (what it answers goes to `settle`, so
 * money it took is not lost). When the provider fails, the intent ends failed (kept for the
 * record) and its coupon is released without counting (docs/coupons.md#coupon-reservation); the
 * borrower tries again with a new attempt. A checkout with an over-the-counter reference is
 * stored with the job that texts the reference to the borrower (docs/loans.md#waiting-payment), so
 * the SMS goes exactly when the reference is theirs. Returns the provider's error, if any, for the
 * caller to log.
 */
export async function openCheckout(
  c: {
    db: Db;
    now: () => Date;
    provider: CollectionsProvider;
    proName: string;
    settle: (checkout: Checkout, answer: CheckoutStatus) => Promise<unknown>;
  },
  intent: IntentRow,
): Promise<unknown> {
  let checkout: Checkout;
  try {
    checkout = await c.provider.createCheckout({
      intentId: intent.id,
      idempotencyKey: `intent:${intent.id}`,
      amountCentavos: intent.amountCentavos,
      channel: intent.channel,
      language: intent.language,
      description: `${c.proName} loan ${intent.orderNo} — ${KIND_TEXT[intent.kind]}`,
      expiresAt: intent.expiresAt,
      returnUrl: `/#/repaidDetail?orderId=${intent.orderId}&intent=${intent.id}`,
    });
  } catch (error) {
    await endPendingIntent(
      c.db,
      intent,
      { status: 'failed', reason: null },
      { at: c.now(), onlyWithoutCheckout: true },
    );
    return error;
  }
  try {
    const at = c.now();
    const stored = await c.db.transaction(async (tx) => {
      if (!(await storeCheckout(tx, { id: intent.id, ...checkout, at }))) return false;
      if (checkout.otcReference) await enqueueJob(tx, otcReferenceSmsJob(intent.id), at);
      return true;
    });
    if (stored) return null;
    await c.settle(checkout, await c.provider.expireCheckout(checkout.providerRef));
    return null;
  } catch (error) {
    return error;
  }
}

import type { CollectionsProvider } from '../../collections/collections-provider.ts';
import type { Db } from '../../db/db.ts';
import { findIntentById, storeCheckout } from '../../repositories/payment-intents.ts';
import type { IntentRow } from '../../repositories/payment-intents.ts';
import { lockRepaymentOrder } from '../../repositories/repayment-orders.ts';
import { endUnpaid } from './intent-end.ts';

const KIND_TEXT = { full: 'pay in full', extension: 'extend 8 days', part: 'part payment' };

/**
 * Asks the provider for the intent's checkout (docs/loans.md#payment-intents), outside any
 * transaction: no lock is held over a gateway. The key sent is the intent's own, so a retried
 * request (the same idempotency key from the borrower) gets the same checkout, never a second.
 * When the provider fails, the intent ends failed and its coupon is released; the borrower tries
 * again with a new attempt. Returns the provider's error, if any, for the caller to log.
 */
export async function openCheckout(
  c: { db: Db; now: () => Date; provider: CollectionsProvider; proName: string },
  intent: IntentRow,
): Promise<unknown> {
  try {
    const checkout = await c.provider.createCheckout({
      intentId: intent.id,
      idempotencyKey: `intent:${intent.id}`,
      amountCentavos: intent.amountCentavos,
      channel: intent.channel,
      language: intent.language,
      description: `${c.proName} loan ${intent.orderNo} — ${KIND_TEXT[intent.kind]}`,
      expiresAt: intent.expiresAt,
      returnUrl: `/#/repaidDetail?orderId=${intent.orderId}&intent=${intent.id}`,
    });
    await storeCheckout(c.db, { id: intent.id, ...checkout, at: c.now() });
    return null;
  } catch (error) {
    await c.db.transaction(async (tx) => {
      const order = await lockRepaymentOrder(tx, intent.orderId);
      const current = await findIntentById(tx, intent.id);
      if (!order || current?.status !== 'pending' || current.providerRef) return;
      await endUnpaid(
        tx,
        current,
        { status: 'failed', reason: null },
        { at: c.now(), amountCentavos: order.amountCentavos },
      );
    });
    return error;
  }
}

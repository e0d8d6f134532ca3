import type { IntentFailureReason } from '../../../contract/loan/repayment.ts';
import type { Db } from '../../db/db.ts';
import { releaseCoupon } from '../../repositories/coupons.ts';
import { insertMessage } from '../../repositories/messages.ts';
import { endIntent, findIntentById, findLiveIntent } from '../../repositories/payment-intents.ts';
import type { IntentRow } from '../../repositories/payment-intents.ts';
import { unprocessedPaidEvent } from '../../repositories/payment-events.ts';
import { lockRepaymentOrder } from '../../repositories/repayment-orders.ts';

export type UnpaidEnd =
  | { status: 'failed'; reason: IntentFailureReason | null }
  | { status: 'expired' }
  | { status: 'cancelled' };

/**
 * Ends a pending intent unpaid, inside the caller's transaction (docs/loans.md#payment-intents):
 * the status changes once, so its coupon is released once (available again the first time,
 * invalid after that), and the borrower gets a paymentFailed message unless they cancelled it
 * themselves or no checkout ever existed. False when the intent had ended already.
 */
export async function endUnpaid(
  tx: Db,
  intent: IntentRow,
  end: UnpaidEnd,
  o: { at: Date; amountCentavos: number; givenUp?: boolean },
): Promise<boolean> {
  const failureReason = end.status === 'failed' ? end.reason : null;
  const ended = await endIntent(tx, {
    id: intent.id,
    status: end.status,
    failureReason,
    at: o.at,
    givenUp: o.givenUp,
  });
  if (!ended) return false;
  if (intent.couponId) {
    // Failed without a reason: no checkout was ever made, so the borrower never had a chance to
    // pay and the release does not count (docs/coupons.md#coupon-reservation).
    const uncounted = end.status === 'failed' && end.reason === null;
    await releaseCoupon(tx, intent.couponId, intent.id, { uncounted });
  }
  const tell = end.status === 'expired' || (end.status === 'failed' && end.reason !== null);
  if (tell) {
    await insertMessage(tx, {
      customerId: intent.customerId,
      kind: 'paymentFailed',
      params: {
        orderId: intent.orderId,
        orderNo: intent.orderNo,
        amountCentavos: o.amountCentavos,
        kind: intent.kind,
        paidCentavos: intent.amountCentavos,
        reason: end.status === 'expired' ? 'expired' : failureReason,
      },
      at: o.at,
    });
  }
  return true;
}

/**
 * endUnpaid in a transaction of its own: under the order's row lock, as every change of the loan's
 * intents (docs/loans.md#payment-intents), on the intent as it stands then. With
 * `onlyWithoutCheckout`, an intent whose checkout was stored meanwhile is left alone. `givenUp`:
 * reconciliation gives up on it — never while a paid event of it waits to be processed
 * (docs/loans.md#reconciliation).
 */
export async function endPendingIntent(
  db: Db,
  intent: Pick<IntentRow, 'id' | 'orderId'>,
  end: UnpaidEnd,
  o: { at: Date; onlyWithoutCheckout?: boolean; givenUp?: boolean },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const order = await lockRepaymentOrder(tx, { id: intent.orderId });
    const current = await findIntentById(tx, intent.id);
    if (!order || current?.status !== 'pending') return false;
    if (o.onlyWithoutCheckout && current.providerRef) return false;
    if (o.givenUp && (await unprocessedPaidEvent(tx, current.id))) return false;
    return endUnpaid(tx, current, end, {
      at: o.at,
      amountCentavos: order.amountCentavos,
      givenUp: o.givenUp,
    });
  });
}

/**
 * The loan is being cancelled (docs/loans.md#cancellation): its live intent ends cancelled, inside
 * the caller's transaction, which holds the order's row lock. Answers the checkout to expire at
 * the provider once committed, if it had one.
 */
export async function cancelLiveIntent(
  tx: Db,
  orderId: string,
  at: Date,
): Promise<{ intentId: string; providerRef: string } | null> {
  const order = await lockRepaymentOrder(tx, { id: orderId });
  const live = order ? await findLiveIntent(tx, orderId) : null;
  if (!order || !live) return null;
  await endUnpaid(tx, live, { status: 'cancelled' }, { at, amountCentavos: order.amountCentavos });
  return live.providerRef ? { intentId: live.id, providerRef: live.providerRef } : null;
}

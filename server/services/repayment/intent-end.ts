import type { IntentFailureReason } from '../../../contract/loan/repayment.ts';
import type { Db } from '../../db/db.ts';
import { releaseIntentCoupon } from '../../repositories/intent-coupons.ts';
import { insertMessage } from '../../repositories/messages.ts';
import { endIntent } from '../../repositories/payment-intents.ts';
import type { IntentRow } from '../../repositories/payment-intents.ts';

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
  o: { at: Date; amountCentavos: number },
): Promise<boolean> {
  const failureReason = end.status === 'failed' ? end.reason : null;
  const ended = await endIntent(tx, { id: intent.id, status: end.status, failureReason, at: o.at });
  if (!ended) return false;
  if (intent.couponId) {
    await releaseIntentCoupon(tx, { couponId: intent.couponId, intentId: intent.id });
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

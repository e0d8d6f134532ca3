import type { OrderActor, OrderStatus } from '../../../contract/loan/order-states.ts';
import type { Db } from '../../db/db.ts';
import { AppError } from '../../errors.ts';
import { releaseCoupon } from '../../repositories/coupons.ts';
import { insertAuditEntry } from '../../repositories/staff-audit.ts';
import type { AuditNote } from '../../repositories/staff-audit.ts';
import { hasRepayment } from '../../repositories/ledger.ts';
import { lockOrderByNo } from '../../repositories/payouts.ts';
import { transitionOrder } from '../orders/order-machine.ts';
import { cancelLiveIntent } from '../repayment/intent-end.ts';

export interface CancelRequest {
  orderNo: string;
  at: Date;
  actor: OrderActor;
  /** Kept in the history, e.g. 'customerRequest'. */
  reason: string;
  /** The staff member's entry in the audit trail, written with the cancellation. */
  audit?: AuditNote;
}

export interface CancelledOrder {
  orderNo: string;
  status: 'cancelled';
  previousStatus: OrderStatus;
  /** True when the borrower had the money: they return the principal through customer service. */
  moneySent: boolean;
  /** What became of a reserved coupon, null when none was (docs/coupons.md#coupon-reservation). */
  coupon: 'available' | 'invalid' | null;
}

/** Statuses in which no money has left: cancelling costs the borrower nothing. */
const NOT_SENT: readonly OrderStatus[] = ['requested', 'toCheck', 'disbursementFailed'];

/** A repayment checkout the cancellation ended, to expire at the provider after the commit. */
export interface EndedCheckout {
  intentId: string;
  providerRef: string;
}

/**
 * Customer service's cancellation (docs/loans.md#cancellation): any order whose money was not
 * sent, or a repaying order within `cancelWindowHours` of the payout and with nothing repaid. A
 * payout in flight cannot be stopped. A payment in progress ends cancelled with the loan.
 */
export async function cancelOrder(
  db: Db,
  c: CancelRequest & { cancelWindowHours: number },
): Promise<{ cancelled: CancelledOrder; checkout: EndedCheckout | null }> {
  return db.transaction(async (tx) => {
    const order = await lockOrderByNo(tx, c.orderNo);
    if (!order) throw new AppError('NOT_FOUND', `No order ${c.orderNo}`);
    const moneySent = order.status === 'repaying';
    if (!NOT_SENT.includes(order.status) && !moneySent) {
      throw new AppError(
        'ORDER_NOT_CANCELLABLE',
        order.status === 'disbursing'
          ? 'The payout is in flight: wait for its outcome'
          : `The order is ${order.status}`,
      );
    }
    const windowEnd = order.disbursedAt
      ? order.disbursedAt.getTime() + c.cancelWindowHours * 3_600_000
      : Infinity;
    if (moneySent && c.at.getTime() > windowEnd) {
      throw new AppError(
        'ORDER_NOT_CANCELLABLE',
        `More than ${c.cancelWindowHours} h since the money was sent`,
      );
    }
    if (moneySent && (await hasRepayment(tx, order.id))) {
      throw new AppError('ORDER_NOT_CANCELLABLE', 'A repayment was already posted on this loan');
    }
    await transitionOrder(tx, {
      orderId: order.id,
      from: [order.status],
      to: 'cancelled',
      at: c.at,
      actor: c.actor,
      reason: c.reason,
      details: { moneySent },
      set: { cancelledAt: c.at },
    });
    const coupon =
      !moneySent && order.couponId ? await releaseCoupon(tx, order.couponId, order.id) : null;
    const checkout = moneySent ? await cancelLiveIntent(tx, order.id, c.at) : null;
    if (c.audit) {
      await insertAuditEntry(tx, {
        ...c.audit,
        at: c.at,
        detail: { ...c.audit.detail, previousStatus: order.status, moneySent },
      });
    }
    return {
      cancelled: {
        orderNo: order.orderNo,
        status: 'cancelled',
        previousStatus: order.status,
        moneySent,
        coupon,
      },
      checkout,
    };
  });
}

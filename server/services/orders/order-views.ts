import type { OrderSummary, OrderView, ProductView } from '../../../contract/loan/api.ts';
import type { DueState, PrincipalReturn } from '../../../contract/loan/order-states.ts';
import { couponView } from '../../repositories/coupons.ts';
import type { CouponRow } from '../../repositories/coupons.ts';
import type { OrderEventRow, OrderRow } from '../../repositories/orders.ts';
import type { SignatureRow } from '../../repositories/signatures.ts';
import { daysBetween, manilaDate } from '../../../contract/calendar.ts';
import type { ProductConfig } from '../../domain/pricing/product-config.ts';
import { lateCharge } from '../../domain/pricing/quote.ts';
import { payoutAccountView } from './borrower-details.ts';
import type { KeyFactsLink } from '../../domain/key-facts-link.ts';

/**
 * The due state of a repaying loan (docs/loans.md#due-states), from the Manila dates (never the
 * phone's clock).
 */
export function dueState(dueDate: string, today: string): DueState {
  const days = daysBetween(today, dueDate);
  if (days > 0) return { kind: 'expiresIn', days };
  if (days === 0) return { kind: 'dueToday' };
  return { kind: 'overdue', days: -days };
}

const repayingDue = (order: OrderRow, today: string): DueState | null =>
  order.status === 'repaying' && order.dueDate ? dueState(order.dueDate, today) : null;

export function productView(p: ProductConfig): ProductView {
  return {
    id: p.id,
    line: p.line,
    theme: p.theme,
    minAmountCentavos: p.minAmountCentavos,
    maxAmountCentavos: p.maxAmountCentavos,
    stepCentavos: p.stepCentavos,
    terms: [...p.terms],
    dailyInterestPpm: p.dailyInterestPpm,
  };
}

export const principalReturn = (order: OrderRow): PrincipalReturn => {
  if (order.status !== 'cancelled' || !order.disbursedAt) return null;
  return order.principalReturnedAt ? 'returned' : 'owed';
};

export function orderSummary(order: OrderRow, today: string): OrderSummary {
  return {
    id: order.id,
    orderNo: order.orderNo,
    productId: order.productId,
    status: order.status,
    amountCentavos: order.amountCentavos,
    termDays: order.termDays,
    receivedCentavos: order.receivedCentavos,
    totalRepaymentCentavos: order.totalRepaymentCentavos,
    createdAt: order.createdAt.toISOString(),
    dueDate: order.dueDate,
    due: repayingDue(order, today),
    failureReason: order.failureReason,
    principalReturn: principalReturn(order),
  };
}

/**
 * What is owed now. Nothing before the money is sent or after the loan is closed; while repaying,
 * the total plus the late charge of the days overdue (the engine caps it at the total-cost cap).
 * Repayments come in a later issue, so nothing is taken off yet.
 */
function amountsOwed(order: OrderRow, today: string) {
  const due = repayingDue(order, today);
  const overdueDays = due?.kind === 'overdue' ? due.days : 0;
  const late = overdueDays > 0 ? lateCharge(order.product, order.pricing, overdueDays) : 0;
  return {
    overdueDays,
    lateChargeCentavos: late,
    // Our products have one charge for lateness (≤ 5 % a month): the late charge. A separate
    // penalty fee does not exist in them, so it is always zero (docs/loans.md#overdue).
    penaltyFeeCentavos: 0,
    outstandingCentavos: order.status === 'repaying' ? order.totalRepaymentCentavos + late : 0,
  };
}

export function orderView(
  o: {
    order: OrderRow;
    events: OrderEventRow[];
    signature: SignatureRow | null;
    coupon: CouponRow | null;
    keyFactsLink: KeyFactsLink | null;
  },
  at: Date,
): OrderView {
  const { order, signature } = o;
  const today = manilaDate(at);
  return {
    ...orderSummary(order, today),
    pricing: order.pricing,
    signStatus: signature ? 'signed' : 'unsigned',
    signedAt: signature?.signedAt.toISOString() ?? null,
    payoutAccount: payoutAccountView(order.payoutAccount),
    disbursedAt: order.disbursedAt?.toISOString() ?? null,
    settledOn: order.settledAt ? manilaDate(order.settledAt) : null,
    ...amountsOwed(order, today),
    coupon: o.coupon ? couponView(o.coupon, at) : null,
    history: o.events.map((event) => ({
      status: event.status,
      at: event.at.toISOString(),
      actor: event.actor,
      reason: event.reason,
    })),
    keyFactsLink: o.keyFactsLink
      ? { path: o.keyFactsLink.path, expiresAt: o.keyFactsLink.expiresAt.toISOString() }
      : null,
  };
}

import type { OrderSummary, OrderView, ProductView } from '../../../contract/loan/api.ts';
import type { DueState, PrincipalReturn } from '../../../contract/loan/order-states.ts';
import { couponView } from '../../repositories/coupons.ts';
import type { CouponRow } from '../../repositories/coupons.ts';
import type { OrderEventRow, OrderRow } from '../../repositories/orders.ts';
import type { SignatureRow } from '../../repositories/signatures.ts';
import { daysBetween, manilaDate } from '../../../contract/calendar.ts';
import type { ProductConfig } from '../../domain/pricing/product-config.ts';
import { payoutAccountView } from './borrower-details.ts';
import type { KeyFactsLink } from '../../domain/key-facts-link.ts';
import type { Ledger } from '../../domain/ledger/types.ts';
import { ledgerStanding } from '../../domain/ledger/history.ts';
import { owedFigures, repaymentSummary } from '../repayment/ledger-figures.ts';

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

/**
 * An order in a list or on home. `ledger` is the loan's ledger once it was paid out
 * (repaying or settled): the repaying card's figures come from it (docs/loans.md#ledger).
 */
export function orderSummary(
  order: OrderRow,
  today: string,
  ledger: Ledger | null = null,
): OrderSummary {
  // The due date of a repaying loan: its ledger's (after extensions), else the order's column.
  const dueDate =
    order.status === 'repaying' && ledger !== null
      ? ledgerStanding(ledger, today).dueDate
      : order.dueDate;
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
    dueDate,
    due: order.status === 'repaying' && dueDate ? dueState(dueDate, today) : null,
    failureReason: order.failureReason,
    principalReturn: principalReturn(order),
    repayment: order.status === 'repaying' && ledger ? repaymentSummary(ledger, today) : null,
  };
}

/**
 * What is owed now (docs/loans.md#order-fields). From the ledger once the loan was paid out:
 * the balance today, its late charges and the days past the (extended) due date. Without a ledger
 * (not paid out, or cancelled) nothing is owed through this order.
 */
function amountsOwed(order: OrderRow, today: string, ledger: Ledger | null) {
  // Our products have one charge for lateness (≤ 5 % a month): the late charge. A separate
  // penalty fee does not exist in them, so it is always zero (docs/loans.md#overdue).
  const none = {
    overdueDays: 0,
    lateChargeCentavos: 0,
    penaltyFeeCentavos: 0,
    outstandingCentavos: 0,
  };
  if (!ledger || order.status !== 'repaying') return none;
  const owed = owedFigures(ledger, today);
  return {
    ...none,
    overdueDays: owed.overdueDays,
    lateChargeCentavos: owed.lateChargeCentavos,
    outstandingCentavos: owed.outstandingCentavos,
  };
}

export function orderView(
  o: {
    order: OrderRow;
    events: OrderEventRow[];
    signature: SignatureRow | null;
    coupon: CouponRow | null;
    keyFactsLink: KeyFactsLink | null;
    ledger: Ledger | null;
  },
  at: Date,
): OrderView {
  const { order, signature, ledger } = o;
  const today = manilaDate(at);
  const settledOn =
    ledger && order.status === 'settled' ? owedFigures(ledger, today).settledOn : null;
  return {
    ...orderSummary(order, today, ledger),
    pricing: order.pricing,
    signStatus: signature ? 'signed' : 'unsigned',
    signedAt: signature?.signedAt.toISOString() ?? null,
    payoutAccount: payoutAccountView(order.payoutAccount),
    disbursedAt: order.disbursedAt?.toISOString() ?? null,
    settledOn: settledOn ?? (order.settledAt ? manilaDate(order.settledAt) : null),
    ...amountsOwed(order, today, ledger),
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

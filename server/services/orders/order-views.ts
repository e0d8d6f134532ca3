import type {
  OrderEvent,
  OrderSummary,
  OrderView,
  ProductView,
} from '../../../contract/loan/api.ts';
import type { PrincipalReturn } from '../../../contract/loan/order-states.ts';
import { couponView } from '../../repositories/coupons.ts';
import type { CouponRow } from '../../repositories/coupons.ts';
import type { OrderEventRow, OrderRow } from '../../repositories/orders.ts';
import type { SignatureRow } from '../../repositories/signatures.ts';
import { manilaDate } from '../../../contract/calendar.ts';
import type { ProductConfig } from '../../domain/pricing/product-config.ts';
import { payoutAccountView } from './borrower-details.ts';
import type { KeyFactsLink } from '../../domain/key-facts-link.ts';
import type { Ledger } from '../../domain/ledger/types.ts';
import { dueState, loanDues, repaymentEvents } from '../../domain/ledger/dues.ts';
import type { LoanDues } from '../../domain/ledger/dues.ts';
import type { ReceiptRow } from '../../repositories/receipts.ts';
import type { WaitingPaymentView } from '../../../contract/loan/waiting-payment.ts';
import { duesOf, eventView } from '../repayment/ledger-figures.ts';
import { postingDays } from '../repayment/receipt-dues.ts';

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
 * An order in a list or on home. `ledger` is the loan's ledger once it was paid out: a repaying
 * loan's dues come from it (docs/loans.md#dues), and so does its due date after extensions.
 * `waiting` is its payment waiting for the borrower (docs/loans.md#waiting-payment).
 */
export function orderSummary(
  order: OrderRow,
  today: string,
  ledger: Ledger | null = null,
  waiting: WaitingPaymentView | null = null,
): OrderSummary {
  const dues = order.status === 'repaying' && ledger ? loanDues(ledger, today) : null;
  return summaryOf(order, today, dues, waiting);
}

function summaryOf(
  order: OrderRow,
  today: string,
  dues: LoanDues | null,
  waiting: WaitingPaymentView | null,
): OrderSummary {
  const dueDate = dues?.dueDate ?? order.dueDate;
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
    dues: dues ? duesOf(dues) : null,
    waitingPayment: order.status === 'repaying' ? waiting : null,
  };
}

/**
 * The history (docs/loans.md#order-history): each change of status and each payment, with what
 * fell due after it, in time order. Receipts pair with the ledger's repayments in the order they
 * posted: each posting wrote its payment entry and its receipt in one transaction, so the nth
 * receipt is the nth repayment, and what fell due is seen from the day its receipt posted. The
 * receipts are read after the ledger: a payment posted in between has a receipt the ledger read
 * does not show yet, and waits for the next view.
 */
function history(events: OrderEventRow[], receipts: ReceiptRow[], ledger: Ledger | null) {
  const repayments = ledger ? repaymentEvents(ledger, postingDays(receipts)) : [];
  const statuses: OrderEvent[] = events.map((event) => ({
    type: 'status',
    status: event.status,
    at: event.at.toISOString(),
    actor: event.actor,
    reason: event.reason,
  }));
  const paired = Math.min(receipts.length, repayments.length);
  const payments: OrderEvent[] = receipts.slice(0, paired).map((r, i) => ({
    type: 'payment',
    at: r.paidAt.toISOString(),
    receiptNo: r.receiptNo,
    payment: eventView(repayments[i]!),
  }));
  // At one instant a payment follows the loan's earlier states and comes before the settlement
  // (or cancellation) it brings.
  const rank = (e: OrderEvent) =>
    e.type === 'payment' ? 1 : e.status === 'settled' || e.status === 'cancelled' ? 2 : 0;
  return [...statuses, ...payments]
    .map((e, i) => ({ e, i }))
    .sort((a, b) => a.e.at.localeCompare(b.e.at) || rank(a.e) - rank(b.e) || a.i - b.i)
    .map(({ e }) => e);
}

export function orderView(
  o: {
    order: OrderRow;
    events: OrderEventRow[];
    signature: SignatureRow | null;
    coupon: CouponRow | null;
    keyFactsLink: KeyFactsLink | null;
    ledger: Ledger | null;
    /** The order's receipts in the order they posted. */
    receipts: ReceiptRow[];
    waiting: WaitingPaymentView | null;
  },
  at: Date,
): OrderView {
  const { order, signature, ledger } = o;
  const today = manilaDate(at);
  // The detail shows a settled loan's dues too: what was paid and when it was settled.
  const dues =
    ledger && (order.status === 'repaying' || order.status === 'settled')
      ? loanDues(ledger, today)
      : null;
  return {
    ...summaryOf(order, today, dues, o.waiting),
    pricing: order.pricing,
    signStatus: signature ? 'signed' : 'unsigned',
    signedAt: signature?.signedAt.toISOString() ?? null,
    payoutAccount: payoutAccountView(order.payoutAccount),
    disbursedAt: order.disbursedAt?.toISOString() ?? null,
    settledOn: dues?.settledOn ?? (order.settledAt ? manilaDate(order.settledAt) : null),
    coupon: o.coupon ? couponView(o.coupon, at) : null,
    history: history(o.events, o.receipts, dues ? ledger : null),
    keyFactsLink: o.keyFactsLink
      ? { path: o.keyFactsLink.path, expiresAt: o.keyFactsLink.expiresAt.toISOString() }
      : null,
  };
}

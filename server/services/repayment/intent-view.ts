import type { IntentView, ReceiptView } from '../../../contract/loan/repayment.ts';
import type { WaitingPaymentView } from '../../../contract/loan/waiting-payment.ts';
import type { RepaymentEvent } from '../../domain/ledger/dues.ts';
import type { IntentRow } from '../../repositories/payment-intents.ts';
import type { ReceiptRow } from '../../repositories/receipts.ts';
import { nextDueView } from './ledger-figures.ts';

/**
 * A receipt with what its payment did in the ledger (`event`, receipt-dues.ts): what falls due
 * next and when, never a bare balance (docs/loans.md#receipts).
 */
export function receiptView(r: ReceiptRow, event: RepaymentEvent | null): ReceiptView {
  return {
    receiptNo: r.receiptNo,
    paidAt: r.paidAt.toISOString(),
    channel: r.channel,
    kind: r.kind,
    amountCentavos: r.amountCentavos,
    couponDeductionCentavos: r.couponDeductionCentavos,
    allocation: {
      penaltyCentavos: r.allocation.penalty,
      feesCentavos: r.allocation.fees,
      interestCentavos: r.allocation.interest,
      principalCentavos: r.allocation.principal,
    },
    newDueDate: r.newDueDate,
    extensionFeeCentavos: event?.extensionFeeCentavos ?? 0,
    // Unknown when the receipt could not be paired with its ledger payment: not guessed.
    couponLowers: event
      ? { lateChargeCentavos: event.coupon.lateCharge, feesCentavos: event.coupon.fees }
      : null,
    next: r.settled ? null : nextDueView(event?.next ?? null),
    settled: r.settled,
  };
}

/** An intent as the borrower sees it (docs/loans.md#payment-intents); the checkout only while live. */
export function intentView(
  i: IntentRow,
  receipt: ReceiptRow | null,
  event: RepaymentEvent | null,
  at: Date,
): IntentView {
  // Past its expiry a payment may still be pending (reconciliation ends it): its checkout and its
  // reference are not handed out any more (docs/loans.md#waiting-payment).
  const live = i.status === 'pending' && i.expiresAt.getTime() > at.getTime();
  return {
    id: i.id,
    orderId: i.orderId,
    orderNo: i.orderNo,
    kind: i.kind,
    status: i.status,
    failureReason: i.failureReason,
    amountCentavos: i.amountCentavos,
    couponDeductionCentavos: i.couponCentavos,
    channel: i.channel,
    checkoutUrl: live ? i.checkoutUrl : null,
    otcReference: live ? i.otcReference : null,
    expiresAt: i.expiresAt.toISOString(),
    createdAt: i.createdAt.toISOString(),
    receipt: receipt ? receiptView(receipt, event) : null,
  };
}

/**
 * The loan's payment that waits for the borrower (docs/loans.md#waiting-payment): its live intent
 * while it is not past its expiry; after that nothing waits, even before reconciliation ends it.
 */
export function waitingPaymentOf(live: IntentRow | null, at: Date): WaitingPaymentView | null {
  if (!live || live.status !== 'pending' || live.expiresAt <= at) return null;
  return {
    intentId: live.id,
    kind: live.kind,
    amountCentavos: live.amountCentavos,
    channel: live.channel,
    otcReference: live.otcReference,
    expiresAt: live.expiresAt.toISOString(),
    checkoutUrl: live.checkoutUrl,
  };
}

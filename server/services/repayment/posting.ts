import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/db.ts';
import { balanceOn } from '../../domain/ledger/balance.ts';
import { laterDay, manilaDate } from '../../../contract/calendar.ts';
import { loanDues, nextDue } from '../../domain/ledger/dues.ts';
import { ledgerStanding } from '../../domain/ledger/history.ts';
import { applyPayment } from '../../domain/ledger/payments.ts';
import type { PaymentRequest } from '../../domain/ledger/payments.ts';
import type { PaymentEntry } from '../../domain/ledger/types.ts';
import type { ScorecardConfig } from '../../domain/scorecard-config.ts';
import { useIntentCoupon } from '../../repositories/intent-coupons.ts';
import { appendLedgerEntries } from '../../repositories/ledger.ts';
import { insertMessage } from '../../repositories/messages.ts';
import { endIntent } from '../../repositories/payment-intents.ts';
import type { IntentRow } from '../../repositories/payment-intents.ts';
import type { EventOutcome } from '../../repositories/payment-events.ts';
import { insertReceipt } from '../../repositories/receipts.ts';
import { insertRefund } from '../../repositories/refunds.ts';
import type { RefundReason } from '../../repositories/refunds.ts';
import { setOrderDueDate } from '../../repositories/repayment-orders.ts';
import type { RepaymentOrder } from '../../repositories/repayment-orders.ts';
import { endUnpaid } from './intent-end.ts';
import { loadLedger } from './ledger-store.ts';
import { newReceiptNo } from './receipt-no.ts';
import { settleLoan } from './settlement.ts';

export interface PaidEvent {
  provider: string;
  eventId: string;
  collectedCentavos: number;
  paidAt: Date;
}

/**
 * How late after its intent's expiry a payment may still be taken (clocks and provider delays):
 * later money was not asked for at that quote (docs/loans.md#payment-intents).
 */
export const PAID_AFTER_EXPIRY_GRACE_MS = 5 * 60_000;

interface PostingContext {
  intent: IntentRow;
  order: RepaymentOrder;
  event: PaidEvent;
  at: Date;
  scorecard: ScorecardConfig;
}

/**
 * Money collected for a pending intent (docs/loans.md#payment-intents). Inside the processing
 * transaction, under the order's row lock, so it posts once. The amount must be the intent's;
 * it must be paid before the intent expired (give or take PAID_AFTER_EXPIRY_GRACE_MS); the payment
 * posts dated the intent's quote day, and the ledger must still take it — otherwise the intent
 * fails, the money is flagged for refund (docs/loans.md#refunds) and nothing posts.
 */
export async function postCollected(tx: Db, c: PostingContext): Promise<EventOutcome> {
  const { intent, order, event, at } = c;
  if (event.collectedCentavos !== intent.amountCentavos) {
    return failWithRefund(tx, c, 'amountMismatch');
  }
  if (event.paidAt.getTime() > intent.expiresAt.getTime() + PAID_AFTER_EXPIRY_GRACE_MS) {
    return failWithRefund(tx, c, 'notPostable');
  }
  if (order.status !== 'repaying') return failWithRefund(tx, c, 'notPostable');
  const ledger = await loadLedger(tx, order, at);
  const result = applyPayment(ledger, intent.quoteDay, paymentRequest(intent));
  if (!result.ok) return failWithRefund(tx, c, 'notPostable');

  await appendLedgerEntries(tx, {
    orderId: order.id,
    entries: result.entries,
    at,
    intentId: intent.id,
  });
  const payment = result.entries.find((e): e is PaymentEntry => e.kind === 'payment')!;
  const coupon = result.entries.find((e) => e.kind === 'couponDeduction');
  const balanceAfter = balanceOn(result.ledger, intent.quoteDay).total;
  const receiptNo = newReceiptNo(at);
  const newDueDate = intent.kind === 'extension' ? result.dueDate : null;
  await insertReceipt(tx, {
    receiptNo,
    intentId: intent.id,
    orderId: order.id,
    customerId: intent.customerId,
    channel: intent.channel,
    kind: intent.kind,
    amountCentavos: intent.amountCentavos,
    couponDeductionCentavos: coupon?.centavos ?? 0,
    allocation: payment.allocation,
    newDueDate,
    balanceAfterCentavos: balanceAfter,
    settled: result.settled,
    paidAt: event.paidAt,
    postedAt: at,
  });
  // An intent reconciliation gave up on may still succeed (docs/loans.md#reconciliation).
  const late = intent.givenUpAt !== null;
  await endIntent(tx, {
    id: intent.id,
    status: 'succeeded',
    failureReason: null,
    at,
    fromGivenUp: late,
  });
  if (intent.couponId) {
    await useIntentCoupon(tx, {
      couponId: intent.couponId,
      intentId: intent.id,
      at,
      released: late,
    });
  }
  const common = {
    orderId: order.id,
    orderNo: order.orderNo,
    amountCentavos: order.amountCentavos,
  };
  // What falls due next, as the ledger stands with this payment (docs/loans.md#dues): the message
  // keeps the figures of its own day.
  // Seen from today: a store may take the money the day after the quote day it posts on.
  const today = manilaDate(at);
  const seen = laterDay(intent.quoteDay, today);
  const next = nextDue(result.ledger, seen);
  // Overdue: whether each further day still adds a late charge (not at the total-cost cap).
  const overdue = next?.overdue ? loanDues(result.ledger, seen).overdue : null;
  const nextParams = {
    nextDueDate: next?.date ?? null,
    nextDueCentavos: next?.centavos ?? null,
    nextOverdue: next?.overdue ?? null,
    nextGrows: overdue ? !overdue.capReached && overdue.perDayCentavos > 0 : null,
  };
  if (newDueDate) {
    await setOrderDueDate(tx, { orderId: order.id, dueDate: newDueDate, at });
    await insertMessage(tx, {
      customerId: intent.customerId,
      kind: 'loanExtended',
      params: { ...common, newDueDate, paidCentavos: intent.amountCentavos, ...nextParams },
      at,
    });
  } else {
    await insertMessage(tx, {
      customerId: intent.customerId,
      kind: 'paymentReceived',
      params: {
        ...common,
        kind: intent.kind,
        paidCentavos: intent.amountCentavos,
        receiptNo,
        ...nextParams,
      },
      at,
    });
  }
  if (result.settled) {
    await settleLoan(tx, {
      order,
      onTime: ledgerStanding(result.ledger, intent.quoteDay).onTime,
      receiptNo,
      at,
      scorecard: c.scorecard,
    });
  }
  return 'posted';
}

const paymentRequest = (intent: IntentRow): PaymentRequest => ({
  kind: intent.kind,
  collectedCentavos: intent.amountCentavos,
  couponCentavos: intent.couponCentavos,
});

async function failWithRefund(
  tx: Db,
  c: PostingContext,
  reason: Exclude<RefundReason, 'unknownIntent'>,
): Promise<EventOutcome> {
  await endUnpaid(
    tx,
    c.intent,
    { status: 'failed', reason },
    { at: c.at, amountCentavos: c.order.amountCentavos },
  );
  await flagRefund(tx, c.intent.id, c.event, reason, c.at);
  return 'refund';
}

/** Collected money that must go back (docs/loans.md#refunds); once per provider event. */
export async function flagRefund(
  tx: Db,
  intentId: string | null,
  event: PaidEvent,
  reason: RefundReason,
  at: Date,
): Promise<void> {
  if (event.collectedCentavos <= 0) return;
  await insertRefund(tx, {
    id: randomUUID(),
    intentId,
    provider: event.provider,
    eventId: event.eventId,
    amountCentavos: event.collectedCentavos,
    reason,
    at,
  });
}

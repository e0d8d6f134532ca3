import type {
  DueAmountsView,
  LoanDuesView,
  NextDueView,
  RepaymentEventView,
} from '../../../contract/loan/dues.ts';
import type { ExtensionDisclosureView } from '../../../contract/loan/repayment.ts';
import type { DueAmounts, LoanDues, NextDue, RepaymentEvent } from '../../domain/ledger/dues.ts';
import { balanceOn } from '../../domain/ledger/balance.ts';
import {
  couponDeduction,
  extensionQuote,
  fullPaymentQuote,
  MIN_PART_PAYMENT_CENTAVOS,
} from '../../domain/ledger/payments.ts';
import type { ExtensionQuote } from '../../domain/ledger/payments.ts';
import type { Ledger } from '../../domain/ledger/types.ts';

/*
 * The figures of a loan on a Manila day, read from its ledger (docs/loans.md#dues), in the
 * contract's shape: what home, the orders, the repayment view, receipts and messages show.
 * Nothing here writes or computes a figure of its own: the domain's loanDues does.
 */

const amountsView = (a: DueAmounts): DueAmountsView => ({
  principalCentavos: a.principal,
  interestCentavos: a.interest,
  feesCentavos: a.fees,
  lateChargeCentavos: a.lateCharge,
  totalCentavos: a.total,
});

export const nextDueView = (n: NextDue | null): NextDueView | null =>
  n ? { date: n.date, centavos: n.centavos, overdue: n.overdue } : null;

export const eventView = (e: RepaymentEvent): RepaymentEventView => ({
  day: e.day,
  kind: e.kind,
  paidCentavos: e.paidCentavos,
  extensionFeeCentavos: e.extensionFeeCentavos,
  coupon: { lateChargeCentavos: e.coupon.lateCharge, feesCentavos: e.coupon.fees },
  next: nextDueView(e.next),
});

export function duesOf(d: LoanDues): LoanDuesView {
  const x = d.extension;
  return {
    day: d.day,
    withdrawalDate: d.withdrawalDate,
    dueDate: d.dueDate,
    termDays: d.termDays,
    extensions: d.extensions,
    settledOn: d.settledOn,
    due: d.due,
    today: amountsView(d.today),
    onDueDate: d.onDueDate ? amountsView(d.onDueDate) : null,
    overdue: d.overdue,
    extension: x.available
      ? {
          available: true,
          number: x.number,
          max: x.max,
          feeCentavos: x.feeCentavos,
          settles: {
            interestCentavos: x.settles.interest,
            feesCentavos: x.settles.fees,
            lateChargeCentavos: x.settles.lateCharge,
          },
          payCentavos: x.payCentavos,
          newDueDate: x.newDueDate,
          dueOnNewDateCentavos: x.dueOnNewDateCentavos,
        }
      : x,
    paidCentavos: d.paidCentavos,
    totalRepaymentCentavos: d.totalRepaymentCentavos,
    partlyPaid: d.partlyPaid,
  };
}

/** An extension's own statement (docs/loans.md#disclosure), as shown and stored with the intent. */
export function disclosureView(q: Extract<ExtensionQuote, { ok: true }>): ExtensionDisclosureView {
  return {
    principalCentavos: q.disclosure.principalCentavos,
    days: q.disclosure.days,
    feeCentavos: q.feeCentavos,
    settles: {
      interestCentavos: q.balance.interest,
      feesCentavos: q.balance.fees,
      lateChargeCentavos: q.balance.penalty,
    },
    payTodayCentavos: q.payCentavos,
    ...(q.couponDeduction.penalty + q.couponDeduction.fees > 0
      ? { couponCentavos: q.couponDeduction.penalty + q.couponDeduction.fees }
      : {}),
    financeChargeCentavos: q.disclosure.financeChargeCentavos,
    repaymentAtDueCentavos: q.disclosure.repaymentAtDueCentavos,
    totalCentavos: q.payCentavos + q.disclosure.repaymentAtDueCentavos,
    newDueDate: q.newDueDate,
    eirPerMonth: q.disclosure.eirPerMonth,
  };
}

/** What a coupon takes off a payment in full today: late charges, then fees (0: useless now). */
export function couponLowers(ledger: Ledger, today: string, deductionCentavos: number): number {
  const { couponDeduction } = fullPaymentQuote(ledger, today, deductionCentavos);
  return couponDeduction.penalty + couponDeduction.fees;
}

/** What a cash coupon takes off an extension today, and what extending then costs; null when it
 * lowers nothing or no extension is allowed. */
export function couponWithExtension(ledger: Ledger, today: string, deductionCentavos: number) {
  const q = extensionQuote(ledger, today, deductionCentavos);
  if (!q.ok) return null;
  const lowersCentavos = q.couponDeduction.penalty + q.couponDeduction.fees;
  return lowersCentavos > 0
    ? { lowersCentavos, payCentavos: q.payCentavos, statement: disclosureView(q) }
    : null;
}

/** What a cash coupon takes off the charges before a part payment today, and the range one may
 * then pay (docs/loans.md#part-payment); null when it lowers nothing. */
export function couponWithPart(ledger: Ledger, today: string, deductionCentavos: number) {
  const balance = balanceOn(ledger, today);
  const d = couponDeduction(balance, deductionCentavos);
  const lowersCentavos = d.penalty + d.fees;
  if (lowersCentavos === 0) return null;
  const maxCentavos = balance.total - lowersCentavos;
  return {
    lowersCentavos,
    minCentavos: Math.min(MIN_PART_PAYMENT_CENTAVOS, maxCentavos),
    maxCentavos,
  };
}

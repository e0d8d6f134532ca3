import type { OrderSummary } from '../../../contract/loan/api.ts';
import type { ExtensionDisclosureView } from '../../../contract/loan/repayment.ts';
import { daysBetween } from '../../../contract/calendar.ts';
import { balanceOn } from '../../domain/ledger/balance.ts';
import { ledgerStanding } from '../../domain/ledger/history.ts';
import { extensionQuote, fullPaymentQuote } from '../../domain/ledger/payments.ts';
import type { ExtensionQuote } from '../../domain/ledger/payments.ts';
import type { Ledger } from '../../domain/ledger/types.ts';

/*
 * The figures of a loan on a Manila day, read from its ledger (docs/loans.md#ledger): what the
 * order summary, the order detail and the repayment view show. Nothing here writes.
 */

/** Home's and the order list's repaying card (contract OrderSummary.repayment). */
export function repaymentSummary(ledger: Ledger, today: string): OrderSummary['repayment'] {
  const extension = extensionQuote(ledger, today);
  return {
    owedCentavos: fullPaymentQuote(ledger, today).payCentavos,
    extensionPayCentavos: extension.ok ? extension.payCentavos : null,
    partlyPaid: ledgerStanding(ledger, today).partlyPaid,
  };
}

/** The order detail's owed figures (docs/loans.md#order-fields, #overdue). */
export function owedFigures(ledger: Ledger, today: string) {
  const standing = ledgerStanding(ledger, today);
  const balance = balanceOn(ledger, today);
  return {
    dueDate: standing.dueDate,
    settledOn: standing.settledOn,
    overdueDays: standing.settled ? 0 : Math.max(0, daysBetween(standing.dueDate, today)),
    lateChargeCentavos: balance.penalty,
    outstandingCentavos: balance.total,
  };
}

/** An extension's own statement (docs/loans.md#disclosure), as shown and stored with the intent. */
export function disclosureView(q: Extract<ExtensionQuote, { ok: true }>): ExtensionDisclosureView {
  return {
    principalCentavos: q.disclosure.principalCentavos,
    days: q.disclosure.days,
    feeCentavos: q.feeCentavos,
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

import { addDays, daysBetween, manilaDate } from '../../../contract/calendar.ts';
import type { Pricing } from '../../../contract/loan/api.ts';
import type { Db } from '../../db/db.ts';
import { accrue } from '../../domain/ledger/accrual.ts';
import { balanceOn } from '../../domain/ledger/balance.ts';
import { fullPaymentQuote } from '../../domain/ledger/payments.ts';
import { redate } from '../../domain/pricing/quote.ts';
import { AppError } from '../../errors.ts';
import { shiftLoanDates } from '../../repositories/loan-clock.ts';
import { findLiveIntent } from '../../repositories/payment-intents.ts';
import { lockRepaymentOrder } from '../../repositories/repayment-orders.ts';
import { postLateCharges } from './late-charges.ts';
import { loadLedger } from './ledger-store.ts';

/** A year at most: enough to reach every state, far from any date arithmetic edge. */
export const MAX_AGE_DAYS = 366;

export interface AgedLoan {
  orderNo: string;
  days: number;
  withdrawalDate: string;
  dueDate: string;
  overdueDays: number;
  lateChargesPosted: number;
  lateChargeCentavos: number;
  owedCentavos: number;
}

/**
 * Sandbox only (docs/loans.md#sandbox-loan-clock): moves a repaying loan's clock back by `days`
 * so testers reach due today, overdue and late charges without waiting. In one transaction under
 * the order's row lock: every date of the loan moves (the order, its pricing snapshot, its ledger,
 * its intents, receipts and reminders), amounts never; then today's late charges post at once, as
 * the loan-day job would. Refused while a payment intent is live: its amount was quoted for a day
 * this would move.
 */
export async function ageLoan(
  deps: { db: Db; sandboxEnabled: boolean; now: () => Date },
  a: { orderNo: string; days: number },
): Promise<AgedLoan> {
  if (!deps.sandboxEnabled) {
    throw new AppError('FORBIDDEN', 'age is a sandbox tool: SANDBOX_ENABLED is off');
  }
  if (!Number.isSafeInteger(a.days) || a.days < 1 || a.days > MAX_AGE_DAYS) {
    throw new AppError('VALIDATION_FAILED', `days must be 1 to ${MAX_AGE_DAYS}`, {
      field: 'days',
    });
  }
  return deps.db.transaction(async (tx) => {
    const loan = await lockRepaymentOrder(tx, { orderNo: a.orderNo });
    if (!loan) throw new AppError('NOT_FOUND', 'No such order');
    if (loan.status === 'settled') throw new AppError('LOAN_SETTLED', 'The loan is settled');
    if (loan.status === 'cancelled') throw new AppError('LOAN_CANCELLED', 'The loan is cancelled');
    if (loan.status !== 'repaying' || !loan.disbursedAt) {
      throw new AppError('ORDER_IN_PROGRESS', 'The loan is not paid out yet');
    }
    if (await findLiveIntent(tx, loan.id)) {
      throw new AppError('PAYMENT_IN_PROGRESS', 'A payment of this loan is in progress');
    }
    const at = deps.now();
    const pricing = loan.pricing as Pricing;
    const aged = redate(pricing, addDays(pricing.withdrawalDate, -a.days));
    await shiftLoanDates(tx, { orderId: loan.id, days: a.days, pricing: aged, at });
    const disbursedAt = new Date(loan.disbursedAt.getTime() - a.days * 86_400_000);
    const order = { ...loan, pricing: aged, disbursedAt };
    const posted = await postLateCharges(tx, order, at);
    const today = manilaDate(at);
    const ledger = await loadLedger(tx, order, at);
    const { dueDate } = accrue(ledger, today);
    return {
      orderNo: loan.orderNo,
      days: a.days,
      withdrawalDate: aged.withdrawalDate,
      dueDate,
      overdueDays: Math.max(0, daysBetween(dueDate, today)),
      lateChargesPosted: posted.length,
      lateChargeCentavos: balanceOn(ledger, today).penalty,
      owedCentavos: fullPaymentQuote(ledger, today).payCentavos,
    };
  });
}

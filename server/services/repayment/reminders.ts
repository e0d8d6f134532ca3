import { daysBetween, manilaDate } from '../../../contract/calendar.ts';
import type { Db } from '../../db/db.ts';
import { enqueueJob } from '../../jobs/enqueue-job.ts';
import { loanDues } from '../../domain/ledger/dues.ts';
import type { ContactHours } from '../../../contract/loan/contact-hours.ts';
import { inContactHours, reminderDue } from '../../domain/loan-days.ts';
import type { ReminderKind } from '../../domain/loan-days.ts';
import { promiseHolds } from '../../repositories/collections.ts';
import { insertReminder } from '../../repositories/loan-days.ts';
import { lockRepaymentOrder } from '../../repositories/repayment-orders.ts';
import { insertMessage } from '../../repositories/messages.ts';
import type { MessageKind } from '../../repositories/messages.ts';
import { reminderSmsJob } from './daily-jobs.ts';
import { loadLedger } from './ledger-store.ts';

const MESSAGE_OF: Record<ReminderKind, MessageKind> = {
  dayBefore: 'reminderDayBefore',
  dueDay: 'reminderDueDay',
  overdue1: 'reminderOverdue',
  overdue3: 'reminderOverdue',
  overdue7: 'reminderOverdue',
};

/**
 * Issues the reminder a loan is due today, if any (docs/loans.md#reminders): in one transaction
 * under the order's row lock, the reminders row (its primary key — loan, kind, due date — makes it
 * once ever), the borrower's message and the job that sends the SMS. The SMS is sent after the
 * commit, never under the lock; a crash before it leaves the job to run, and the job sends at most
 * once (daily-jobs.ts reminderSmsJob). The due date is the ledger's, so an extension's new due
 * date gets its own reminders. Returns the kind issued, or null.
 */
export async function issueReminder(
  db: Db,
  now: () => Date,
  orderId: string,
  hours: ContactHours,
): Promise<ReminderKind | null> {
  return db.transaction(async (tx) => {
    const loan = await lockRepaymentOrder(tx, { id: orderId });
    const at = now();
    // A run that reaches the end of the contact hours stops issuing; the loans left are not
    // reminded late.
    if (!loan || loan.status !== 'repaying' || !inContactHours(at, hours)) return null;
    const today = manilaDate(at);
    const ledger = await loadLedger(tx, loan, at);
    const dues = loanDues(ledger, today);
    const { dueDate } = dues;
    const kind = dues.settled ? null : reminderDue(dueDate, today);
    if (!kind) return null;
    // A promise to pay holds the reminders up to its day (docs/desk.md#promise-to-pay).
    if (dues.overdue && (await promiseHolds(tx, orderId, today))) return null;
    if (!(await insertReminder(tx, { orderId, kind, dueDate, at }))) return null;
    // The day before, what falls due on the due date; from then on, what settles the loan today
    // (docs/loans.md#reminders): the figures home shows that day.
    const owedCentavos = (dues.onDueDate ?? dues.today).total;
    const perDayCentavos = dues.overdue?.perDayCentavos ?? 0;
    const base = { orderNo: loan.orderNo, amountCentavos: loan.amountCentavos, owedCentavos };
    await insertMessage(tx, {
      customerId: loan.customerId,
      kind: MESSAGE_OF[kind],
      params:
        MESSAGE_OF[kind] === 'reminderOverdue'
          ? { ...base, dueDate, days: daysBetween(dueDate, today), perDayCentavos }
          : { ...base, dueDate },
      at,
    });
    await enqueueJob(
      tx,
      reminderSmsJob({
        orderId,
        customerId: loan.customerId,
        kind,
        dueDate,
        day: today,
        owedCentavos,
        perDayCentavos,
      }),
      at,
    );
    return kind;
  });
}

import { DEFAULT_LANGUAGE, isLanguage } from '../../../contract/language.ts';
import { manilaDate } from '../../../contract/calendar.ts';
import { dayPayload } from '../../jobs/daily-job.ts';
import { enqueueJob } from '../../jobs/enqueue-job.ts';
import type { JobHandler, JobLogger } from '../../jobs/job-types.ts';
import { inContactHours, nextRunDay } from '../../domain/loan-days.ts';
import { reminderRecipient, repayingLoanIds } from '../../repositories/loan-days.ts';
import { findRepaymentOrder, lockRepaymentOrder } from '../../repositories/repayment-orders.ts';
import { reminderSmsText } from '../../sms/reminder-text.ts';
import type { ServiceDeps } from '../deps.ts';
import {
  LOAN_DAY_JOB,
  LOAN_REMINDERS_JOB,
  REMINDER_SMS_JOB,
  loanDayJob,
  reminderSmsPayload,
  remindersJob,
} from './daily-jobs.ts';
import { ageLoan } from './age-loan.ts';
import { postLateCharges } from './late-charges.ts';
import { issueReminder } from './reminders.ts';

/*
 * The daily loan jobs (docs/loans.md#overdue, #reminders). Each run first enqueues the next day's
 * run, so a run that fails for good does not end the chain; then it works through the repaying
 * loans page by page, each loan in its own transaction under its row lock, so one broken loan
 * neither blocks the others nor holds a lock over the whole book.
 */

const PAGE = 100;

export function createLoanDays(deps: Pick<ServiceDeps, 'db' | 'config' | 'now' | 'sms'>) {
  const { db, config, now, sms } = deps;
  const hours = config.loan.contactHours;

  /** Runs `work` for every repaying loan; throws at the end if any failed, so the job retries. */
  async function eachRepayingLoan(
    log: JobLogger,
    what: string,
    work: (orderId: string) => Promise<boolean>,
  ): Promise<{ loans: number; done: number }> {
    let afterId: string | null = null;
    let loans = 0;
    let done = 0;
    let failed = 0;
    for (;;) {
      const ids = await repayingLoanIds(db, { afterId, limit: PAGE });
      for (const orderId of ids) {
        loans += 1;
        try {
          if (await work(orderId)) done += 1;
        } catch (err) {
          failed += 1;
          log.error({ err, orderId }, `${what}: loan failed`);
        }
      }
      if (ids.length < PAGE) break;
      afterId = ids.at(-1)!;
    }
    // Every step is idempotent per loan and day: a retry redoes only what is missing.
    if (failed > 0) throw new Error(`${what}: ${failed} of ${loans} loans failed`);
    return { loans, done };
  }

  /** Late charges of one loan through today, under its row lock. */
  const postLoanDay = (orderId: string): Promise<number> =>
    db.transaction(async (tx) => {
      const loan = await lockRepaymentOrder(tx, { id: orderId });
      if (!loan || loan.status !== 'repaying') return 0;
      return (await postLateCharges(tx, loan, now())).length;
    });

  const runLoanDay: JobHandler = async (payload, { log }) => {
    const { day } = dayPayload.parse(payload);
    await db.transaction((tx) => enqueueJob(tx, loanDayJob(nextRunDay(day, now())), now()));
    const result = await eachRepayingLoan(
      log,
      'late charges',
      async (orderId) => (await postLoanDay(orderId)) > 0,
    );
    log.info({ day, today: manilaDate(now()), ...result }, 'loan day: late charges posted');
  };

  const runReminders: JobHandler = async (payload, { log }) => {
    const { day } = dayPayload.parse(payload);
    await db.transaction((tx) =>
      enqueueJob(tx, remindersJob(nextRunDay(day, now()), hours), now()),
    );
    // A run outside the contact hours sends nothing; the next run, when they open, sends that
    // day's reminders, and a day that passed is not reminded late (docs/loans.md#reminders).
    if (!inContactHours(now(), hours)) {
      log.warn({ day, hours }, 'reminders: outside the contact hours, none issued');
      return;
    }
    const result = await eachRepayingLoan(
      log,
      'reminders',
      async (orderId) => (await issueReminder(db, now, orderId, hours)) !== null,
    );
    log.info({ day, ...result }, 'reminders issued');
  };

  /** The SMS of one reminder, in the borrower's language (default English). */
  const sendReminderSms: JobHandler = async (payload, { log }) => {
    const r = reminderSmsPayload.parse(payload);
    const at = now();
    if (manilaDate(at) !== r.day || !inContactHours(at, hours)) {
      log.warn({ orderId: r.orderId, kind: r.kind }, 'reminder SMS not sent: its hours passed');
      return;
    }
    // Paid (or cancelled) since the reminder was issued: nothing to remind of any more.
    const loan = await findRepaymentOrder(db, r.orderId, r.customerId);
    if (loan?.status !== 'repaying') {
      log.info({ orderId: r.orderId, kind: r.kind }, 'reminder SMS not sent: loan not repaying');
      return;
    }
    const recipient = await reminderRecipient(db, r.customerId);
    if (!recipient) return;
    // The courtesy SMS the day before is the only one a borrower may switch off; the message in
    // the app is written either way (docs/account.md#notification-preferences).
    if (r.kind === 'dayBefore' && !recipient.reminderSms) {
      log.info({ orderId: r.orderId, kind: r.kind }, 'reminder SMS not sent: switched off');
      return;
    }
    const language = isLanguage(recipient.language) ? recipient.language : DEFAULT_LANGUAGE;
    await sms.sendText({
      phone: recipient.phone,
      text: reminderSmsText(language, r, config.brand.proName, config.brand.proWebsite),
    });
  };

  /** Today's runs; a day already enqueued (another instance, a restart) is left as it is. */
  const scheduleToday = (): Promise<void> =>
    db.transaction(async (tx) => {
      const today = manilaDate(now());
      await enqueueJob(tx, loanDayJob(today), now());
      await enqueueJob(tx, remindersJob(today, hours), now());
    });

  return {
    runLoanDay,
    runReminders,
    sendReminderSms,
    scheduleToday,
    /** `npm run ops -- age` (sandbox only). */
    ageLoan: (a: { orderNo: string; days: number }) =>
      ageLoan({ db, sandboxEnabled: config.sandboxEnabled, now }, a),
  };
}

export type LoanDays = ReturnType<typeof createLoanDays>;

/** Registers the daily jobs with the runner (app.ts). */
export function registerLoanDayJobs(
  jobs: { registerHandler: (kind: string, handler: JobHandler) => void },
  loanDays: LoanDays,
): void {
  jobs.registerHandler(LOAN_DAY_JOB, loanDays.runLoanDay);
  jobs.registerHandler(LOAN_REMINDERS_JOB, loanDays.runReminders);
  jobs.registerHandler(REMINDER_SMS_JOB, loanDays.sendReminderSms);
}

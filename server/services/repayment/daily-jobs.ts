import { z } from 'zod';
import { manilaDate } from '../../../contract/loan/api.ts';
import { dailyJob } from '../../jobs/daily-job.ts';
import type { NewJob } from '../../jobs/job-types.ts';
import type { ContactHours } from '../../../contract/loan/contact-hours.ts';
import { LOAN_DAY_HOUR } from '../../domain/loan-days.ts';

/*
 * The daily loan jobs (docs/loans.md#overdue, #reminders): their kinds, payloads and dedupe keys.
 * One job per kind and Manila day, so two instances scheduling the same day enqueue it once.
 */

/** Posts late charges at 00:00 Manila. */
export const LOAN_DAY_JOB = 'loan-day';
/** Issues the day's reminders when the contact hours open (09:00 Manila by default). */
export const LOAN_REMINDERS_JOB = 'loan-reminders';
/** Sends one reminder's SMS, after the transaction that issued it commits. */
export const REMINDER_SMS_JOB = 'reminder-sms';

export const reminderSmsPayload = z.object({
  orderId: z.uuid(),
  customerId: z.string().regex(/^\d+$/),
  kind: z.enum(['dayBefore', 'dueDay', 'overdue1', 'overdue3', 'overdue7']),
  dueDate: manilaDate,
  /** The Manila day it was issued: the SMS goes out that day or never. */
  day: manilaDate,
  /** The day before: what falls due on the due date; from then on, what settles it today. */
  owedCentavos: z.number().int().nonnegative(),
  /** Overdue: what each further day adds (absent in jobs queued before it was sent). */
  perDayCentavos: z.number().int().nonnegative().default(0),
});
export type ReminderSms = z.infer<typeof reminderSmsPayload>;

export const loanDayJob = (day: string) => dailyJob(LOAN_DAY_JOB, day, LOAN_DAY_HOUR);

export const remindersJob = (day: string, hours: ContactHours) =>
  dailyJob(LOAN_REMINDERS_JOB, day, hours.fromHour);

/**
 * One attempt only: a retry could not know whether the gateway took the first one, and a
 * borrower must never get a reminder twice. A failed or lost send is recorded on the job (failed,
 * with its error) and logged as an error, never dropped in silence (docs/loans.md#reminders).
 */
export function reminderSmsJob(sms: ReminderSms): NewJob<ReminderSms> {
  return {
    kind: REMINDER_SMS_JOB,
    payload: sms,
    dedupeKey: `reminder-sms:${sms.orderId}:${sms.kind}:${sms.dueDate}`,
    maxAttempts: 1,
  };
}

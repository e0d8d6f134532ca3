import { z } from 'zod';
import type { NewJob } from '../../jobs/job-types.ts';
import { LOAN_DAY_HOUR, REMINDER_WINDOW, manilaTime } from '../../domain/loan-days.ts';

/*
 * The daily loan jobs (docs/loans.md#overdue, #reminders): their kinds, payloads and dedupe keys.
 * One job per kind and Manila day, so two instances scheduling the same day enqueue it once.
 */

/** Posts late charges at 00:00 Manila. */
export const LOAN_DAY_JOB = 'loan-day';
/** Issues the day's reminders at 09:00 Manila. */
export const LOAN_REMINDERS_JOB = 'loan-reminders';
/** Sends one reminder's SMS, after the transaction that issued it commits. */
export const REMINDER_SMS_JOB = 'reminder-sms';

/** With the runner's backoff (up to an hour), a day's run keeps retrying for about a day. */
const DAILY_MAX_ATTEMPTS = 30;

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
export const dayPayload = z.object({ day: isoDay });

export const reminderSmsPayload = z.object({
  orderId: z.uuid(),
  customerId: z.string().regex(/^\d+$/),
  kind: z.enum(['dayBefore', 'dueDay', 'overdue1', 'overdue3', 'overdue7']),
  dueDate: isoDay,
  /** The Manila day it was issued: the SMS goes out that day or never. */
  day: isoDay,
  owedCentavos: z.number().int().nonnegative(),
});
export type ReminderSms = z.infer<typeof reminderSmsPayload>;

export function loanDayJob(day: string): NewJob<{ day: string }> {
  return {
    kind: LOAN_DAY_JOB,
    payload: { day },
    dedupeKey: `loan-day:${day}`,
    runAt: manilaTime(day, LOAN_DAY_HOUR),
    maxAttempts: DAILY_MAX_ATTEMPTS,
  };
}

export function remindersJob(day: string): NewJob<{ day: string }> {
  return {
    kind: LOAN_REMINDERS_JOB,
    payload: { day },
    dedupeKey: `loan-reminders:${day}`,
    runAt: manilaTime(day, REMINDER_WINDOW.fromHour),
    maxAttempts: DAILY_MAX_ATTEMPTS,
  };
}

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

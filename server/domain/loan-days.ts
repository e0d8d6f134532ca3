import {
  addDays,
  daysBetween,
  laterDay,
  manilaDate,
  manilaDayStart,
} from '../../contract/calendar.ts';
import type { ContactHours } from '../../contract/loan/contact-hours.ts';

/*
 * The date rules of the daily loan jobs (docs/loans.md#overdue, #reminders): when each job runs,
 * which reminder a loan is due on a Manila day, and the hours reminders may be sent. Pure: the
 * jobs pass the app's clock in.
 */

export type ReminderKind = 'dayBefore' | 'dueDay' | 'overdue1' | 'overdue3' | 'overdue7';

/** Days from the due date to the day each reminder goes out (docs/loans.md#reminders). */
export const REMINDER_OFFSETS: Readonly<Record<ReminderKind, number>> = {
  dayBefore: -1,
  dueDay: 0,
  overdue1: 1,
  overdue3: 3,
  overdue7: 7,
};

/** The loan-day job runs at the start of each Manila day (docs/loans.md#overdue). */
export const LOAN_DAY_HOUR = 0;

/** The instant of `hour`:00 Manila on a Manila calendar day. */
export function manilaTime(day: string, hour: number): Date {
  if (!Number.isInteger(hour) || hour < 0 || hour > 23) throw new RangeError(`hour ${hour}`);
  return new Date(manilaDayStart(day).getTime() + hour * 3_600_000);
}

/** The reminder due on `today` for a loan due on `dueDate`, or null (at most one a day). */
export function reminderDue(dueDate: string, today: string): ReminderKind | null {
  const offset = daysBetween(dueDate, today);
  const kinds = Object.keys(REMINDER_OFFSETS) as ReminderKind[];
  return kinds.find((kind) => REMINDER_OFFSETS[kind] === offset) ?? null;
}

/**
 * Whether a borrower may be contacted at this instant: from ≤ Manila time < to, the configured
 * contact hours (docs/glossary.md#contact-hours, 09:00–20:00 by default).
 */
export function inContactHours(at: Date, hours: ContactHours): boolean {
  const day = manilaDate(at);
  const t = at.getTime();
  return (
    t >= manilaTime(day, hours.fromHour).getTime() && t < manilaTime(day, hours.toHour).getTime()
  );
}

/**
 * The Manila day whose run a job started at `at` schedules next: the day after the later of its
 * own day and today, so a run delayed by days (server down) never enqueues runs in the past.
 */
export function nextRunDay(runDay: string, at: Date): string {
  const today = manilaDate(at);
  return addDays(laterDay(runDay, today), 1);
}

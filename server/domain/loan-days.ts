import { addDays, daysBetween, manilaDate, manilaDayStart } from '../../contract/calendar.ts';

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

/** Reminders go out from 09:00 up to (not including) 20:00 Manila (docs/loans.md#reminders). */
export const REMINDER_WINDOW = { fromHour: 9, toHour: 20 } as const;

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

/** Whether a reminder may be sent at this instant: 09:00 ≤ Manila time < 20:00. */
export function inReminderWindow(at: Date): boolean {
  const day = manilaDate(at);
  const t = at.getTime();
  return (
    t >= manilaTime(day, REMINDER_WINDOW.fromHour).getTime() &&
    t < manilaTime(day, REMINDER_WINDOW.toHour).getTime()
  );
}

/**
 * The Manila day whose run a job started at `at` schedules next: the day after the later of its
 * own day and today, so a run delayed by days (server down) never enqueues runs in the past.
 */
export function nextRunDay(runDay: string, at: Date): string {
  const today = manilaDate(at);
  return addDays(daysBetween(runDay, today) > 0 ? today : runDay, 1);
}

/* Zod-free on purpose: the client's first-load path may import it. */

/**
 * Business dates are Asia/Manila. The Philippines has kept UTC+8 without daylight saving since
 * 1978, so a fixed offset is exact and needs no time-zone database on either side.
 */
export const MANILA_OFFSET_MS = 8 * 60 * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** The Manila calendar date (YYYY-MM-DD) of an instant, whatever the machine's own time zone. */
export function manilaDate(at: Date = new Date()): string {
  return new Date(at.getTime() + MANILA_OFFSET_MS).toISOString().slice(0, 10);
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Dates already checked: the ledger's arithmetic asks for the same few dates thousands of times
 * per view, and the check costs microseconds each (docs/performance.md#ledger-arithmetic). Bounded,
 * since a date is only ever a key here.
 */
const checkedDates = new Map<string, number>();
const CHECKED_DATES_MAX = 10_000;

/** Epoch ms of a real YYYY-MM-DD calendar date; RangeError for any other string ('2026-02-30'). */
function dateMs(date: string): number {
  const known = checkedDates.get(date);
  if (known !== undefined) return known;
  if (!DATE.test(date)) throw new RangeError(`${date} is not YYYY-MM-DD`);
  const ms = Date.parse(`${date}T00:00:00Z`);
  // Round trip: Date.parse rolls 02-30 over to 03-02 (or gives NaN for 13-45); a real date survives.
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== date) {
    throw new RangeError(`${date} is not a calendar date`);
  }
  if (checkedDates.size >= CHECKED_DATES_MAX) checkedDates.clear();
  checkedDates.set(date, ms);
  return ms;
}

/** Whether `date` is a real YYYY-MM-DD calendar date. */
export function isCalendarDate(date: string): boolean {
  try {
    dateMs(date);
    return true;
  } catch {
    return false;
  }
}

/** The instant a Manila calendar day (YYYY-MM-DD) begins; RangeError for any other string. */
export function manilaDayStart(date: string): Date {
  return new Date(dateMs(date) - MANILA_OFFSET_MS);
}

/** Whole days from `from` to `to` (YYYY-MM-DD calendar dates), negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return (dateMs(to) - dateMs(from)) / DAY_MS;
}

/** The later of two YYYY-MM-DD calendar dates (the first when they are the same day). */
export const laterDay = (a: string, b: string): string => (daysBetween(a, b) > 0 ? b : a);

/** The YYYY-MM-DD of midnight UTC `ms`, formatted once per day (see checkedDates). */
const formattedDays = new Map<number, string>();

/** YYYY-MM-DD plus whole days (calendar arithmetic in UTC, so no clock shift can move it). */
export function addDays(date: string, days: number): string {
  if (!Number.isSafeInteger(days)) throw new RangeError('days must be a whole number');
  const ms = dateMs(date) + days * DAY_MS;
  const known = formattedDays.get(ms);
  if (known !== undefined) return known;
  const formatted = new Date(ms).toISOString().slice(0, 10);
  if (formattedDays.size >= CHECKED_DATES_MAX) formattedDays.clear();
  formattedDays.set(ms, formatted);
  return formatted;
}

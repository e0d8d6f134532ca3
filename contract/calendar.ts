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

/** Epoch ms of a real YYYY-MM-DD calendar date; RangeError for any other string ('2026-02-30'). */
function dateMs(date: string): number {
  if (!DATE.test(date)) throw new RangeError(`${date} is not YYYY-MM-DD`);
  const ms = Date.parse(`${date}T00:00:00Z`);
  // Round trip: Date.parse rolls 02-30 over to 03-02 (or gives NaN for 13-45); a real date survives.
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== date) {
    throw new RangeError(`${date} is not a calendar date`);
  }
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

/** Whole days from `from` to `to` (YYYY-MM-DD calendar dates), negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return (dateMs(to) - dateMs(from)) / DAY_MS;
}

/** YYYY-MM-DD plus whole days (calendar arithmetic in UTC, so no clock shift can move it). */
export function addDays(date: string, days: number): string {
  if (!Number.isSafeInteger(days)) throw new RangeError('days must be a whole number');
  return new Date(dateMs(date) + days * DAY_MS).toISOString().slice(0, 10);
}

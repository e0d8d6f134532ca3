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

/** Whole days from `from` to `to` (YYYY-MM-DD calendar dates), negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  if (!DATE.test(from) || !DATE.test(to)) throw new RangeError('dates must be YYYY-MM-DD');
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS;
}

/** YYYY-MM-DD plus whole days (calendar arithmetic in UTC, so no clock shift can move it). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/* Zod-free on purpose: the customer-service card and screen import it, and so does config. */
import { DAY_MS, MANILA_OFFSET_MS } from '../calendar.ts';

/**
 * Customer service's daily hours, Manila wall-clock "HH:MM", the same every day of the week
 * (docs/care.md#customer-service-hours). `opens` is before `closes`: no shift runs past midnight.
 */
export type ServiceHours = { opens: string; closes: string };

export const DEFAULT_SERVICE_HOURS: ServiceHours = { opens: '09:00', closes: '18:00' };

const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes after Manila midnight of an "HH:MM" time; null for anything else. */
function minutesOf(clock: string): number | null {
  const match = CLOCK.exec(clock);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** "09:00-18:00" → the hours; null when it is malformed or does not open before it closes. */
export function parseServiceHours(value: string): ServiceHours | null {
  const [opens, closes, ...rest] = value.trim().split('-');
  if (opens === undefined || closes === undefined || rest.length > 0) return null;
  const from = minutesOf(opens);
  const to = minutesOf(closes);
  if (from === null || to === null || from >= to) return null;
  return { opens, closes };
}

export type ServiceStatus = {
  open: boolean;
  /** When it next closes (while open) or opens (while closed). */
  nextChangeAt: Date;
};

/**
 * Whether customer service is open at an instant, and when that changes. Computed from the
 * instant alone in Manila time (UTC+8, no daylight saving: docs/product.md#manila-dates), so the
 * phone's own time zone never matters; a wrong phone clock still shows a wrong state.
 */
export function serviceStatus(at: Date, hours: ServiceHours): ServiceStatus {
  const opens = minutesOf(hours.opens);
  const closes = minutesOf(hours.closes);
  if (opens === null || closes === null || opens >= closes) {
    throw new RangeError(`service hours ${hours.opens}-${hours.closes} are not valid`);
  }
  const manilaMs = at.getTime() + MANILA_OFFSET_MS;
  const dayStartMs = Math.floor(manilaMs / DAY_MS) * DAY_MS - MANILA_OFFSET_MS;
  const minuteMs = 60_000;
  const opensAt = dayStartMs + opens * minuteMs;
  const closesAt = dayStartMs + closes * minuteMs;
  const now = at.getTime();
  if (now < opensAt) return { open: false, nextChangeAt: new Date(opensAt) };
  if (now < closesAt) return { open: true, nextChangeAt: new Date(closesAt) };
  return { open: false, nextChangeAt: new Date(opensAt + DAY_MS) };
}

/* Zod-free: config, the reminders, the loan documents and the legal screens read it. */
import { parseServiceHours } from '../care/service-hours.ts';

/**
 * The hours in which anyone may contact a borrower about a loan: automated reminders now, staff
 * on the lender's desk later (docs/glossary.md#contact-hours). Whole Manila hours, from
 * (inclusive) to (exclusive); one setting, CONTACT_HOURS, which every text inserts.
 */
export type ContactHours = { fromHour: number; toHour: number };

export const DEFAULT_CONTACT_HOURS: ContactHours = { fromHour: 9, toHour: 20 };

/** SEC MC 18 s.2019: collection contact only between 06:00 and 22:00 (docs/compliance.md). */
export const SEC_CONTACT_LIMITS: ContactHours = { fromHour: 6, toHour: 22 };

/** "09:00-20:00" → the hours; null unless whole hours inside SEC_CONTACT_LIMITS, opening first. */
export function parseContactHours(value: string): ContactHours | null {
  const hours = parseServiceHours(value);
  if (!hours || !hours.opens.endsWith(':00') || !hours.closes.endsWith(':00')) return null;
  const fromHour = Number(hours.opens.slice(0, 2));
  const toHour = Number(hours.closes.slice(0, 2));
  if (fromHour < SEC_CONTACT_LIMITS.fromHour || toHour > SEC_CONTACT_LIMITS.toHour) return null;
  return { fromHour, toHour };
}

/**
 * An hour as the app's texts write a time of day in a locale ("9:00 AM", "9:00 am"): what react-intl's
 * `{hour, time, short}` shows, so the help centre reads like the screens.
 */
export function hourText(locale: string, hour: number): string {
  const format = new Intl.DateTimeFormat(locale, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  });
  return format.format(new Date(Date.UTC(2026, 0, 1, hour)));
}

/** 9 → "09:00", as the loan documents write times. */
export const clockOf = (hour: number): string => `${String(hour).padStart(2, '0')}:00`;

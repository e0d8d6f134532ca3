import type { IntlShape } from 'react-intl';
import { manilaDayStart } from '@contract/calendar';
import type { DueState } from '@contract/loan/order-states';
import { loanMessages as m } from './loan-messages';

/**
 * Pesos for display from integer centavos (docs/product.md#money), in the borrower's locale:
 * ₱10,000.00. Whole amounts may drop the centavos where a screen shows round figures such as a
 * credit limit.
 */
export function formatPesos(
  intl: IntlShape,
  centavos: number,
  { whole = false }: { whole?: boolean } = {},
): string {
  return intl.formatNumber(centavos / 100, {
    style: 'currency',
    currency: 'PHP',
    // Hindi would print "PHP 5,000.00": the borrower knows the peso by its sign.
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  });
}

/**
 * A Manila calendar date (YYYY-MM-DD) for display, on the same day wherever the phone is. Every
 * loan screen shows dates this one way ("Dec 1, 2026", "Dis 1, 2026").
 */
export const formatManilaDay = (intl: IntlShape, day: string): string =>
  formatManilaDate(intl, manilaDayStart(day));

/** The Manila date of an instant (ISO string or Date), in the same one format. */
export const formatManilaDate = (intl: IntlShape, at: string | Date): string =>
  intl.formatDate(at, { dateStyle: 'medium', timeZone: 'Asia/Manila' });

/** An instant (ISO string) as a Manila date and time. */
export const formatManilaTime = (intl: IntlShape, iso: string): string =>
  intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Manila' });

/** The Manila time of day of an instant, e.g. "6:00 PM" (customer service hours). */
export const formatManilaClock = (intl: IntlShape, at: Date): string =>
  intl.formatTime(at, { timeStyle: 'short', timeZone: 'Asia/Manila' });

/** A fraction as a percentage, e.g. 0.1234 → 12.34%. */
export const formatPercent = (intl: IntlShape, fraction: number): string =>
  intl.formatNumber(fraction, { style: 'percent', maximumFractionDigits: 2 });

/**
 * The sub-states of a repaying order (docs/loans.md#due-states), from the server's Manila
 * reckoning.
 */
export function dueText(intl: IntlShape, due: DueState): string {
  switch (due.kind) {
    case 'expiresIn':
      return intl.formatMessage(m.expiresIn, { days: due.days });
    case 'dueToday':
      return intl.formatMessage(m.dueToday);
    case 'overdue':
      return intl.formatMessage(m.overdue, { days: due.days });
  }
}

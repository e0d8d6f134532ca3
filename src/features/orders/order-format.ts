import type { IntlShape } from 'react-intl';
import type { PayoutAccountView } from '@contract/loan/api';
import type { DueState } from '@contract/loan/order-states';
import { findPayee } from '@contract/profile/payout-channels';
import { orderMessages } from './order-messages';
import { dueMessages } from './order-status-messages';

/** A Manila calendar date (YYYY-MM-DD) for display, on the same day wherever the phone is. */
export const formatManilaDay = (intl: IntlShape, day: string): string =>
  intl.formatDate(new Date(`${day}T00:00:00+08:00`), {
    dateStyle: 'medium',
    timeZone: 'Asia/Manila',
  });

/** An instant (ISO string) as a Manila date and time. */
export const formatManilaTime = (intl: IntlShape, iso: string): string =>
  intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Manila' });

/** A fraction as a percentage, e.g. 0.1234 → 12.34%. */
export const formatPercent = (intl: IntlShape, fraction: number): string =>
  intl.formatNumber(fraction, { style: 'percent', maximumFractionDigits: 2 });

/** Spec §4's sub-states of a repaying order, from the server's Manila reckoning. */
export function dueText(intl: IntlShape, due: DueState): string {
  switch (due.kind) {
    case 'expiresIn':
      return intl.formatMessage(dueMessages.expiresIn, { days: due.days });
    case 'dueToday':
      return intl.formatMessage(dueMessages.dueToday);
    case 'overdue':
      return intl.formatMessage(dueMessages.overdue, { days: due.days });
  }
}

export function payoutAccountText(intl: IntlShape, account: PayoutAccountView): string {
  const payee = findPayee(account.channel, account.payeeCode)?.name ?? account.payeeCode;
  return account.accountLast4 === null
    ? intl.formatMessage(orderMessages.accountCash, { payee, holder: account.holderName })
    : intl.formatMessage(orderMessages.accountEnding, { payee, last4: account.accountLast4 });
}

import type { IntlShape } from 'react-intl';
import type { PayoutAccountView, ProductView } from '@contract/loan/api';
import type { DueState } from '@contract/loan/order-states';
import { findPayee } from '@contract/profile/payout-channels';
import { formatPesos } from '@/lib/money/format-money';
import { loanHomeMessages as m } from './loan-home-messages';

/** A Manila calendar date (YYYY-MM-DD) for display, on the same day wherever the phone is. */
export const formatManilaDay = (intl: IntlShape, day: string): string =>
  intl.formatDate(new Date(`${day}T00:00:00+08:00`), {
    dateStyle: 'medium',
    timeZone: 'Asia/Manila',
  });

/** Spec §4's sub-states of a repaying order, from the server's Manila reckoning. */
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

export function payoutAccountText(intl: IntlShape, account: PayoutAccountView): string {
  const payee = findPayee(account.channel, account.payeeCode)?.name ?? account.payeeCode;
  return account.accountLast4 === null
    ? intl.formatMessage(m.accountCash, { payee, holder: account.holderName })
    : intl.formatMessage(m.accountEnding, { payee, last4: account.accountLast4 });
}

/** What a product lets this borrower take: its own range, capped by the quota. */
export function productRange(product: ProductView, quotaCentavos: number | null) {
  const max = Math.min(product.maxAmountCentavos, quotaCentavos ?? 0);
  // Only whole steps from the minimum are offered: the ceiling rounds down to one.
  const steps = Math.floor((max - product.minAmountCentavos) / Math.max(1, product.stepCentavos));
  const ceiling = product.minAmountCentavos + steps * product.stepCentavos;
  return {
    min: product.minAmountCentavos,
    max: ceiling,
    available: max >= product.minAmountCentavos,
  };
}

export const productName = (intl: IntlShape, product: ProductView): string =>
  intl.formatMessage(product.line === 'main' ? m.productMain : m.productSub);

export const formatRange = (intl: IntlShape, min: number, max: number): string =>
  intl.formatMessage(m.amountRange, {
    min: formatPesos(intl, min, { whole: true }),
    max: formatPesos(intl, max, { whole: true }),
  });

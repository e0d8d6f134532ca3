import type { IntlShape } from 'react-intl';
import type { PaymentChannel } from '@contract/loan/repayment-options';
import { formatManilaTime } from '@/lib/loan/loan-format';
import { channelNameMessages } from './channel-name-messages';
import { waitingMessages } from './waiting-messages';

/** A reference read out to a cashier: digits in fours, as the checkout and the SMS show it. */
export const groupDigits = (reference: string) => reference.replace(/(\d{4})(?=\d)/g, '$1 ');

/**
 * The status of a payment waiting at the store, "Waiting for you at 7-Eleven until Mar 11, 2026,
 * 11:59 PM" (docs/loans.md#waiting-payment).
 */
export const waitingAtStoreText = (
  intl: IntlShape,
  payment: { channel: PaymentChannel; expiresAt: string },
): string =>
  intl.formatMessage(waitingMessages.atStore, {
    store: intl.formatMessage(channelNameMessages.name, { channel: payment.channel }),
    expiry: formatManilaTime(intl, payment.expiresAt),
  });

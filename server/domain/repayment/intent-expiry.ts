import type { PaymentChannel } from '../../../contract/loan/repayment.ts';
import { CHANNEL_GROUP } from '../../../contract/loan/repayment.ts';
import { MANILA_OFFSET_MS, DAY_MS } from '../../../contract/calendar.ts';

/** E-wallets, QR Ph and bank transfer: paid at once or not at all (docs/loans.md#payment-intents). */
export const ONLINE_INTENT_MINUTES = 60;

/**
 * When an intent created at `at` expires (docs/loans.md#payment-intents): 60 minutes for online
 * channels; over the counter, 23:59:59 Manila time of the next day, since the borrower has to
 * walk to a store.
 */
export function intentExpiresAt(channel: PaymentChannel, at: Date): Date {
  if (CHANNEL_GROUP[channel] !== 'overTheCounter') {
    return new Date(at.getTime() + ONLINE_INTENT_MINUTES * 60_000);
  }
  const manilaMs = at.getTime() + MANILA_OFFSET_MS;
  const startOfDay = manilaMs - (((manilaMs % DAY_MS) + DAY_MS) % DAY_MS);
  return new Date(startOfDay + 2 * DAY_MS - 1000 - MANILA_OFFSET_MS);
}

import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { MESSAGE_KINDS } from '@contract/messages/kinds';
import english from '@/lang/en.json';
import { messageText } from './message-text';
import { notifyItem } from './testing/messages-kit';

const intl = createIntl({ locale: 'en-PH', messages: english, timeZone: 'Asia/Manila' });

describe('messageText (docs/messages.md#kinds)', () => {
  it('has a title and a body for every stored kind', () => {
    for (const kind of MESSAGE_KINDS) {
      const { title, body } = messageText(intl, notifyItem({ kind, params: { orderNo: 'SC1' } }));
      expect(title, kind).not.toBe('');
      expect(body, kind).not.toMatch(/message\.|\{/);
    }
  });

  it('formats money as pesos and Manila dates, and selects the reason', () => {
    const failed = messageText(
      intl,
      notifyItem({
        kind: 'paymentFailed',
        params: { orderNo: 'SC1', paidCentavos: 123_456, reason: 'amountMismatch' },
      }),
    );
    expect(failed.body).toBe(
      'Your payment of ₱1,234.56 for loan SC1 was not the amount due, so it was not applied. It will be refunded to you.',
    );
    const extended = messageText(
      intl,
      notifyItem({
        kind: 'loanExtended',
        params: { orderNo: 'SC1', paidCentavos: 50_000, newDueDate: '2026-05-03' },
      }),
    );
    expect(extended.body).toBe(
      'We received ₱500.00 for loan SC1. Your new due date is May 3, 2026.',
    );
    // A coupon's end is an instant: its Manila date (23:30 UTC is the next day in Manila).
    const coupon = messageText(
      intl,
      notifyItem({
        kind: 'couponGranted',
        params: { deductionCentavos: 5_000, validUntil: '2026-05-03T23:30:00.000Z' },
      }),
    );
    expect(coupon.body).toBe(
      'A coupon worth ₱50.00 is in your coupons, usable until May 4, 2026. Open your coupons to see where it applies.',
    );
  });
});

describe('the homeScreenBonus message (docs/coupons.md#home-screen-bonus)', () => {
  it('names the coupon, its Manila end date and the new ceiling in whole pesos', () => {
    const { title, body } = messageText(
      intl,
      notifyItem({
        kind: 'homeScreenBonus',
        params: {
          couponId: 'c-1',
          deductionCentavos: 20_000,
          validUntil: '2026-05-03T23:30:00.000Z',
          ceilingCentavos: 8_000_000,
        },
      }),
    );
    expect(title).toBe('Your home-screen bonus is here');
    expect(body).toBe(
      'Thank you for adding the app to your home screen. A ₱200.00 coupon for paying a loan in full is in your coupons, usable until May 4, 2026, and the most your credit limit can reach is now ₱80,000. The limit grows step by step, only as you repay on time.',
    );
  });
});

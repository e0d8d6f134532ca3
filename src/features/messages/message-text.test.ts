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

describe('payment messages keep the figures of their own day (docs/loans.md#dues)', () => {
  const body = (kind: 'paymentReceived' | 'loanExtended' | 'reminderOverdue', params: object) =>
    messageText(intl, notifyItem({ kind, params: { orderNo: 'SC1', ...params } })).body;

  it('a payment names what falls due next and when, or that the loan is repaid', () => {
    const paid = { paidCentavos: 100_000, receiptNo: 'RC1' };
    expect(
      body('paymentReceived', {
        ...paid,
        nextDueDate: '2026-12-21',
        nextDueCentavos: 408_940,
        nextOverdue: false,
      }),
    ).toBe(
      'We received your payment of ₱1,000.00 for loan SC1 (receipt RC1). Next due on Dec 21, 2026: ₱4,089.40. Thank you!',
    );
    expect(
      body('paymentReceived', {
        ...paid,
        nextDueDate: '2026-12-24',
        nextDueCentavos: 9_524,
        nextOverdue: true,
        nextGrows: true,
      }),
    ).toContain('Still to pay on Dec 24, 2026: ₱95.24, and more each day after.');
    // At the total-cost cap nothing grows, and the message does not say it does.
    expect(
      body('paymentReceived', {
        ...paid,
        nextDueDate: '2026-12-24',
        nextDueCentavos: 9_524,
        nextOverdue: true,
        nextGrows: false,
      }),
    ).toContain('Still to pay on Dec 24, 2026: ₱95.24. Thank you!');
    expect(
      body('paymentReceived', {
        ...paid,
        nextDueDate: null,
        nextDueCentavos: null,
        nextOverdue: null,
      }),
    ).toContain('Your loan is repaid in full.');
    // A message stored before says what it said then.
    expect(body('paymentReceived', { ...paid, balanceCentavos: 400_000 })).toContain(
      'Still to pay: ₱4,000.00.',
    );
  });

  it('an extension names the new due date and what falls due on it', () => {
    expect(
      body('loanExtended', {
        paidCentavos: 5_500,
        newDueDate: '2026-12-21',
        nextDueDate: '2026-12-21',
        nextDueCentavos: 510_500,
        nextOverdue: false,
      }),
    ).toBe(
      'We received ₱55.00 for loan SC1. Your new due date is Dec 21, 2026. ₱5,105.00 falls due that day.',
    );
  });

  it('an overdue reminder says what each further day adds, and nothing of it at the cap', () => {
    const overdue = { days: 3, owedCentavos: 509_524, dueDate: '2026-12-13' };
    expect(body('reminderOverdue', { ...overdue, perDayCentavos: 508 })).toContain(
      'To pay it all off today: ₱5,095.24. Each further day adds ₱5.08 in late charges.',
    );
    expect(body('reminderOverdue', { ...overdue, perDayCentavos: 0 })).not.toContain(
      'Each further day',
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

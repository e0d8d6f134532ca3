import { describe, expect, it } from 'vitest';
import { appliesToAllowed, couponApplies, defaultAppliesTo } from './coupon-rules.ts';

const at = new Date('2026-03-10T02:00:00Z');
const coupon = {
  appliesTo: 'withdrawal' as const,
  status: 'available',
  validFrom: new Date('2026-03-01T00:00:00Z'),
  validUntil: new Date('2026-04-01T00:00:00Z'),
  minCentavos: 300_000 as number | null,
};
const use = { appliesTo: 'withdrawal' as const, amountCentavos: 300_000, at };

describe('coupon rules', () => {
  it('gives each type its place; only platform coupons choose', () => {
    expect(defaultAppliesTo('withdrawal')).toBe('withdrawal');
    expect(defaultAppliesTo('platform')).toBe('withdrawal');
    expect(defaultAppliesTo('repayment')).toBe('payInFull');
    expect(defaultAppliesTo('cash')).toBe('payInFull');
    expect(appliesToAllowed('platform', 'payInFull')).toBe(true);
    expect(appliesToAllowed('withdrawal', 'payInFull')).toBe(false);
    expect(appliesToAllowed('cash', 'withdrawal')).toBe(false);
  });

  it('applies at the minimum, not below it, and only where it applies', () => {
    expect(couponApplies(coupon, use)).toBe(true);
    expect(couponApplies(coupon, { ...use, amountCentavos: 299_999 })).toBe(false);
    expect(couponApplies({ ...coupon, minCentavos: null }, { ...use, amountCentavos: 1 })).toBe(
      true,
    );
    expect(couponApplies(coupon, { ...use, appliesTo: 'payInFull' })).toBe(false);
  });

  it('needs it available and inside its validity', () => {
    expect(couponApplies({ ...coupon, status: 'reserved' }, use)).toBe(false);
    expect(couponApplies(coupon, { ...use, at: coupon.validUntil })).toBe(false);
    expect(couponApplies(coupon, { ...use, at: new Date('2026-02-28T00:00:00Z') })).toBe(false);
  });
});

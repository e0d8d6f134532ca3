import { describe, expect, it } from 'vitest';
import { amountRange, clampAmount } from '@contract/loan/amounts';
import { resolveChoice } from './amount-steps';
import { COUPON_ID, PRODUCT, loanHome } from './testing/withdraw-test-kit';

const product = { ...PRODUCT, terms: [...PRODUCT.terms] };

describe('amount steps', () => {
  it('runs from the minimum to the last whole step within min(quota, product maximum)', () => {
    expect(amountRange(product, 320_000)).toEqual({ min: 100_000, max: 300_000, step: 50_000 });
    expect(amountRange(product, 9_000_000)).toEqual({
      min: 100_000,
      max: 2_000_000,
      step: 50_000,
    });
    expect(amountRange(product, 100_000)).toEqual({ min: 100_000, max: 100_000, step: 50_000 });
    expect(amountRange(product, 99_999)).toBeNull();
  });

  it('snaps any amount down to a step inside the range', () => {
    const range = { min: 100_000, max: 300_000, step: 50_000 };
    expect(clampAmount(range, 0)).toBe(100_000);
    expect(clampAmount(range, 149_999)).toBe(100_000);
    expect(clampAmount(range, 150_000)).toBe(150_000);
    expect(clampAmount(range, 1_000_000)).toBe(300_000);
    expect(clampAmount(range, Number.NaN)).toBe(100_000);
  });

  it('reads a saved choice against today’s offer', () => {
    const range = amountRange(product, 320_000)!;
    const { coupons } = loanHome();
    // A first choice takes the best coupon: a withdrawal coupon only lowers the charges.
    expect(resolveChoice({}, product, range, coupons)).toEqual({
      amountCentavos: 300_000,
      termDays: 7,
      couponId: COUPON_ID,
    });
    // "No coupon", once chosen, stays chosen.
    expect(resolveChoice({ couponId: null }, product, range, coupons).couponId).toBeNull();
    expect(
      resolveChoice(
        { amountCentavos: 250_000, termDays: 14, couponId: COUPON_ID },
        product,
        range,
        coupons,
      ),
    ).toEqual({ amountCentavos: 250_000, termDays: 14, couponId: COUPON_ID });
    // The quota shrank, the term was withdrawn, the coupon was used elsewhere.
    expect(
      resolveChoice(
        { amountCentavos: 900_000, termDays: 30, couponId: COUPON_ID },
        product,
        range,
        [],
      ),
    ).toEqual({ amountCentavos: 300_000, termDays: 7, couponId: null });
  });
});

describe('amount steps of an odd product', () => {
  it('offers only multiples of the step, as the server accepts', () => {
    const odd = { ...product, minAmountCentavos: 120_000 };
    expect(amountRange(odd, 320_000)).toEqual({ min: 150_000, max: 300_000, step: 50_000 });
    expect(amountRange(odd, 140_000)).toBeNull();
  });
});

describe('the default coupon', () => {
  it('is the largest deduction, and of equals the one expiring first', () => {
    const range = amountRange(product, 320_000)!;
    const [base] = loanHome().coupons;
    const small = { ...base!, id: 'small', deductionCentavos: 2_000, validUntil: '2026-12-01' };
    const later = { ...base!, id: 'later', deductionCentavos: 5_000, validUntil: '2026-12-31' };
    const sooner = { ...base!, id: 'sooner', deductionCentavos: 5_000, validUntil: '2026-12-10' };
    expect(resolveChoice({}, product, range, [small, later, sooner]).couponId).toBe('sooner');
    expect(resolveChoice({}, product, range, []).couponId).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { amountRange, isInRange, isWholeStep } from './amounts.ts';

// amountRange and clampAmount are also checked against the withdrawal screen's fixtures in
// src/features/withdraw/amount-steps.test.ts.
const product = { minAmountCentavos: 100_000, maxAmountCentavos: 500_000, stepCentavos: 50_000 };

describe('amountRange', () => {
  it('is the product’s own range for an unlimited quota, and empty for none', () => {
    expect(amountRange(product, Number.POSITIVE_INFINITY)).toEqual({
      min: 100_000,
      max: 500_000,
      step: 50_000,
    });
    expect(amountRange(product, 0)).toBeNull();
  });
});

describe('isWholeStep and isInRange', () => {
  it('accept exactly the amounts the range offers, as the server checks them', () => {
    const range = amountRange(product, 320_000);
    expect(isWholeStep(product, 150_000)).toBe(true);
    expect(isWholeStep(product, 150_050)).toBe(false);
    expect(isWholeStep(product, 0)).toBe(false);
    expect(isWholeStep(product, 1.5)).toBe(false);
    expect(isInRange(range, 300_000)).toBe(true);
    expect(isInRange(range, 350_000)).toBe(false);
    expect(isInRange(range, 50_000)).toBe(false);
    expect(isInRange(range, 125_000)).toBe(false);
    expect(isInRange(null, 100_000)).toBe(false);
  });
});

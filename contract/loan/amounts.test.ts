import { describe, expect, it } from 'vitest';
import { amountRange, clampAmount, isInRange, isWholeStep } from './amounts.ts';

const product = { minAmountCentavos: 100_000, maxAmountCentavos: 500_000, stepCentavos: 50_000 };

describe('amountRange', () => {
  it('runs in whole steps from the minimum to min(limit, maximum)', () => {
    expect(amountRange(product, 320_000)).toEqual({ min: 100_000, max: 300_000, step: 50_000 });
    expect(amountRange(product, 9_000_000)).toEqual({ min: 100_000, max: 500_000, step: 50_000 });
    expect(amountRange(product, Number.POSITIVE_INFINITY)?.max).toBe(500_000);
    expect(amountRange(product, 100_000)).toEqual({ min: 100_000, max: 100_000, step: 50_000 });
  });

  it('is null when the limit is below the minimum', () => {
    expect(amountRange(product, 99_999)).toBeNull();
    expect(amountRange(product, 0)).toBeNull();
  });

  it('starts at the first whole step when the minimum is not one', () => {
    const odd = { ...product, minAmountCentavos: 120_000 };
    expect(amountRange(odd, 320_000)).toEqual({ min: 150_000, max: 300_000, step: 50_000 });
    expect(amountRange(odd, 140_000)).toBeNull();
  });
});

describe('isWholeStep and isInRange', () => {
  it('accept exactly the amounts the range offers', () => {
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

describe('clampAmount', () => {
  it('snaps any amount down to a step inside the range', () => {
    const range = amountRange(product, 320_000)!;
    expect(clampAmount(range, 0)).toBe(100_000);
    expect(clampAmount(range, 149_999)).toBe(100_000);
    expect(clampAmount(range, 150_000)).toBe(150_000);
    expect(clampAmount(range, 1_000_000)).toBe(300_000);
    expect(clampAmount(range, Number.NaN)).toBe(100_000);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ppmOfHalfUp, ppmOfHalfUpBig } from './rounding.ts';

describe('ppmOfHalfUp', () => {
  it('gives the BigInt figure for any amount, rate and count, past 2^53 included', () => {
    const whole = fc.oneof(
      fc.integer({ min: 0, max: 2_000_000 }),
      fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
    );
    fc.assert(
      fc.property(whole, whole, fc.integer({ min: 0, max: 4000 }), (centavos, ppm, times) => {
        expect(ppmOfHalfUp(centavos, ppm, times)).toBe(ppmOfHalfUpBig(centavos, ppm, times));
      }),
      { numRuns: 5000 },
    );
  });

  it('rounds half up at the exact boundary, in numbers and in BigInt', () => {
    expect(ppmOfHalfUp(1, 500_000)).toBe(1);
    expect(ppmOfHalfUp(1, 499_999)).toBe(0);
    // 2^53 + a half: only BigInt holds the product exactly.
    const big = 2 ** 52;
    expect(ppmOfHalfUp(big, 2_000_001)).toBe(ppmOfHalfUpBig(big, 2_000_001));
  });

  it('refuses a fraction as BigInt does', () => {
    expect(() => ppmOfHalfUp(1.5, 10)).toThrow(RangeError);
  });
});

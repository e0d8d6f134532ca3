import fc from 'fast-check';
import type { ChargeConfig, ProductConfig } from './product-config.ts';

/*
 * Arbitraries (fast-check): a failing case shrinks to a small product, amount and coupon, and
 * the seed in the failure report replays it.
 */
const timingArb = fc.constantFrom('upfront', 'atRepayment' as const);

const chargeArb = (maxPpm: number, maxFixed: number): fc.Arbitrary<ChargeConfig> =>
  fc.record({
    ratePpm: fc.integer({ min: 0, max: maxPpm }),
    fixedCentavos: fc.oneof(
      { weight: 7, arbitrary: fc.constant(0) },
      { weight: 3, arbitrary: fc.integer({ min: 0, max: maxFixed }) },
    ),
    timing: timingArb,
  });

/** Anything the schema accepts, within or beyond the caps (about half pass them). */
export const productArb: fc.Arbitrary<ProductConfig> = fc
  .constantFrom(1, 50, 100, 10_000, 50_000, 100_000)
  .chain((step) =>
    fc.record({
      id: fc.nat({ max: 9_999 }).map((n) => `p${n}`),
      line: fc.constant('main' as const),
      theme: fc.constantFrom(1, 2 as const),
      minAmountCentavos: fc
        .integer({ min: 1, max: step < 1_000 ? 200_000 / step : 20 })
        .map((n) => step * n),
      steps: fc.integer({ min: 0, max: 60 }),
      stepCentavos: fc.constant(step),
      terms: fc.uniqueArray(
        fc.oneof(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 7, max: 366 })),
        { minLength: 1, maxLength: 4 },
      ),
      dailyInterestPpm: fc.integer({ min: 0, max: 2_300 }),
      serviceFee: chargeArb(40_000, 3_000),
      creditReportingFee: chargeArb(10_000, 1_500),
      tax: fc.record({
        kind: fc.constantFrom('vat', 'percentageTax'),
        ratePpm: fc.integer({ min: 0, max: 250_000 }),
        base: fc.constantFrom('serviceFee', 'allFees' as const),
        timing: timingArb,
      }),
      extension: fc.record({
        days: fc.integer({ min: 1, max: 30 }),
        feePpm: fc.integer({ min: 0, max: 40_000 }),
        maxExtensions: fc.integer({ min: 0, max: 40 }),
      }),
      lateChargeDailyPpm: fc.integer({ min: 0, max: 1_900 }),
    }),
  )
  .map(({ steps, ...product }) => ({
    ...product,
    maxAmountCentavos: product.minAmountCentavos + product.stepCentavos * steps,
  }));

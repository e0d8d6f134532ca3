import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pricingSchema } from '../../../contract/loan/api.ts';
import type { Pricing } from '../../../contract/loan/api.ts';
import {
  checkProductCaps,
  MAX_DAILY_INTEREST_PPM,
  MAX_EIR_PER_MONTH,
  MAX_MONTHLY_LATE_CHARGE_PPM,
} from './caps.ts';
import type { CapName } from './caps.ts';
import { loanCharges, offeredAmounts } from './charges.ts';
import { eirPerMonth } from './eir.ts';
import type { ProductConfig } from './product-config.ts';
import { productArb } from './product-arbitraries.test-kit.ts';
import { DEFAULT_PRODUCTS } from './products.ts';
import { extensionFee, lateCharge, priceLoan, redate } from './quote.ts';

const passesCaps = (product: ProductConfig) => checkProductCaps(product).length === 0;
/** The defaults, then random products that pass the start-up check. */
const safeProductArb = fc.oneof(
  fc.constantFrom(...DEFAULT_PRODUCTS),
  productArb.filter(passesCaps),
);

/** A failed figure, with what was being checked: thrown so fast-check shrinks the case. */
function check(holds: boolean, what: string): void {
  if (!holds) throw new Error(what);
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const grossOf = (p: Pricing, timing: 'upfront' | 'atRepayment') =>
  sum(p.charges.filter((c) => c.timing === timing).map((c) => c.centavos));

/** Distance of a rounded figure from the exact ppm product, in millionths of a centavo. */
const roundingError = (rounded: number, centavos: number, ppm: number, times = 1) =>
  BigInt(rounded) * 1_000_000n - BigInt(centavos) * BigInt(ppm) * BigInt(times);
/** Half-up: the error lies in (−½, +½] centavo. */
const isHalfUp = (error: bigint) => error > -500_000n && error <= 500_000n;

const costOf = (p: Pricing, extensions: number, fee: number) =>
  p.interestCentavos + sum(p.charges.map((c) => c.centavos)) + extensions * fee;

/** Every breach the checker reports has a loan or an extension that shows it. */
function witnessed(product: ProductConfig, cap: CapName): boolean {
  if (cap === 'nominalInterest') return product.dailyInterestPpm > MAX_DAILY_INTEREST_PPM;
  if (cap === 'latePenalty') return product.lateChargeDailyPpm * 30 > MAX_MONTHLY_LATE_CHARGE_PPM;
  const { days, maxExtensions } = product.extension;
  return offeredAmounts(product).some((amount) => {
    const fee = extensionFee(product, amount);
    if (cap === 'effectiveInterestRate' && maxExtensions > 0) {
      if (eirPerMonth(amount, [{ day: days, centavos: amount + fee }]) > MAX_EIR_PER_MONTH)
        return true;
    }
    return product.terms.some((termDays) => {
      let p: Pricing;
      try {
        p = priceLoan(product, {
          amountCentavos: amount,
          termDays,
          withdrawalDate: '2026-01-01',
          couponCentavos: 0,
        });
      } catch {
        // Nothing received: no loan to price, so the charges themselves show the total cost.
        if (cap === 'effectiveInterestRate') return true;
        const c = loanCharges(product, amount, termDays);
        const cost =
          c.interestCentavos + c.upfrontCentavos + c.atRepaymentCentavos + maxExtensions * fee;
        return cost > amount;
      }
      if (cap === 'effectiveInterestRate') return p.eirPerMonth > MAX_EIR_PER_MONTH;
      return costOf(p, maxExtensions, fee) > amount;
    });
  });
}

const runs = (numRuns: number) => ({ numRuns, seed: 20_260_401 });

describe('pricing properties', () => {
  it('the random configurations include plenty on both sides of the caps', () => {
    const checked = fc
      .sample(productArb, runs(500))
      .map((product) => ({ product, breaches: checkProductCaps(product) }));
    expect(checked.filter((c) => c.breaches.length === 0).length).toBeGreaterThan(100);
    expect(checked.filter((c) => c.breaches.length > 0).length).toBeGreaterThan(100);
    for (const cap of ['nominalInterest', 'effectiveInterestRate', 'latePenalty', 'totalCost']) {
      expect(checked.some((c) => c.breaches.some((b) => b.cap === cap))).toBe(true);
    }
  });

  it('a product passing checkProductCaps keeps every cap for every amount, term and extension', () => {
    let loans = 0;
    fc.assert(
      fc.property(productArb, (product) => {
        fc.pre(passesCaps(product));
        expect(product.dailyInterestPpm).toBeLessThanOrEqual(MAX_DAILY_INTEREST_PPM);
        expect(product.lateChargeDailyPpm * 30).toBeLessThanOrEqual(MAX_MONTHLY_LATE_CHARGE_PPM);
        const { days, maxExtensions } = product.extension;
        for (const amount of offeredAmounts(product)) {
          const fee = extensionFee(product, amount);
          if (maxExtensions > 0) {
            expect(
              eirPerMonth(amount, [{ day: days, centavos: amount + fee }]),
            ).toBeLessThanOrEqual(MAX_EIR_PER_MONTH);
          }
          for (const termDays of product.terms) {
            const p = priceLoan(product, {
              amountCentavos: amount,
              termDays,
              withdrawalDate: '2026-01-01',
              couponCentavos: 0,
            });
            expect(p.eirPerMonth).toBeLessThanOrEqual(MAX_EIR_PER_MONTH);
            expect(costOf(p, maxExtensions, fee)).toBeLessThanOrEqual(amount);
            loans += 1;
          }
        }
      }),
      { ...runs(500), examples: DEFAULT_PRODUCTS.map((product) => [product]) },
    );
    expect(loans).toBeGreaterThan(3_000);
  });

  it('every breach reported is a real one, and names its product', () => {
    fc.assert(
      fc.property(productArb, (product) => {
        for (const breach of checkProductCaps(product)) {
          expect(breach.productId).toBe(product.id);
          expect(breach.message).toMatch(
            new RegExp(`^product "${product.id}": .*\\(SEC MC 14 s\\.2025\\)$`),
          );
          expect(witnessed(product, breach.cap)).toBe(true);
        }
      }),
      runs(500),
    );
  });

  /** A safe product, one of its loans, a coupon, a withdrawal date and how late it is repaid. */
  const loanCaseArb = safeProductArb.chain((product) =>
    fc
      .record({
        amount: fc.constantFrom(...offeredAmounts(product)),
        termDays: fc.constantFrom(...product.terms),
      })
      .chain(({ amount, termDays }) => {
        const noCoupon = priceLoan(product, {
          amountCentavos: amount,
          termDays,
          withdrawalDate: '2026-01-01',
          couponCentavos: 0,
        });
        const allCharges = sum(noCoupon.charges.map((c) => c.centavos));
        return fc.record({
          product: fc.constant(product),
          amount: fc.constant(amount),
          termDays: fc.constant(termDays),
          noCoupon: fc.constant(noCoupon),
          couponCentavos: fc.oneof(
            fc.constant(0),
            fc.integer({ min: 0, max: allCharges }),
            fc.integer({ min: 0, max: 2 * allCharges + 10 }),
            fc.constant(5_000),
          ),
          withdrawalDate: fc
            .tuple(
              fc.integer({ min: 26, max: 40 }),
              fc.integer({ min: 1, max: 12 }),
              fc.integer({ min: 1, max: 28 }),
            )
            .map(
              ([year, month, day]) =>
                `20${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
            ),
          overdue: fc.integer({ min: 1, max: 2_000 }),
          extensions: fc.integer({ min: 0, max: product.extension.maxExtensions }),
        });
      }),
  );

  it('figures are exact: identities hold to the centavo, rounding is half-up per charge, the EIR discounts back to net proceeds', () => {
    fc.assert(
      fc.property(loanCaseArb, (c) => {
        const { product, amount, termDays, noCoupon, couponCentavos, withdrawalDate } = c;
        const p = priceLoan(product, {
          amountCentavos: amount,
          termDays,
          withdrawalDate,
          couponCentavos,
        });
        // No figure negative, none fractional: the contract shape.
        check(pricingSchema.safeParse(p).success, 'contract schema');

        const upfront = grossOf(p, 'upfront');
        const atRepayment = grossOf(p, 'atRepayment');
        const deduction = Math.min(couponCentavos, upfront + atRepayment);
        const deductionUpfront = Math.min(deduction, upfront);
        check(p.couponDeductionCentavos === deduction, 'deduction = min(coupon, charges)');
        check(p.receivedCentavos === amount - upfront + deductionUpfront, 'received');
        check(
          p.totalRepaymentCentavos ===
            amount + p.interestCentavos + atRepayment - (deduction - deductionUpfront),
          'total',
        );
        check(
          p.financeChargeCentavos === p.interestCentavos + upfront + atRepayment - deduction,
          'finance charge = interest + charges − deduction',
        );
        check(
          p.financeChargeCentavos === p.totalRepaymentCentavos - p.receivedCentavos,
          'finance charge = total − received',
        );
        check(p.principalCentavos === amount, 'principal');
        check(
          sum(p.charges.map((c) => c.centavos)) ===
            p.serviceFeeCentavos + p.creditReportingFeeCentavos + p.tax.centavos,
          'charges listed',
        );

        // The plan sums to the total, row by row and overall.
        check(sum(p.plan.map((r) => r.totalCentavos)) === p.totalRepaymentCentavos, 'plan total');
        check(sum(p.plan.map((r) => r.principalCentavos)) === amount, 'plan principal');
        for (const row of p.plan) {
          check(
            row.principalCentavos + row.interestCentavos + row.feesCentavos === row.totalCentavos,
            'plan row sums',
          );
        }
        check(p.plan.at(-1)!.dueDate === p.dueDate, 'last row on the due date');

        // Each charge within half a centavo of its exact value, ties rounded up.
        const { serviceFee, creditReportingFee, tax } = product;
        check(
          isHalfUp(roundingError(p.interestCentavos, amount, product.dailyInterestPpm, termDays)),
          'interest rounding',
        );
        check(
          isHalfUp(
            roundingError(
              p.serviceFeeCentavos - serviceFee.fixedCentavos,
              amount,
              serviceFee.ratePpm,
            ),
          ),
          'service fee rounding',
        );
        check(
          isHalfUp(
            roundingError(
              p.creditReportingFeeCentavos - creditReportingFee.fixedCentavos,
              amount,
              creditReportingFee.ratePpm,
            ),
          ),
          'credit reporting fee rounding',
        );
        const taxBase =
          p.serviceFeeCentavos + (tax.base === 'allFees' ? p.creditReportingFeeCentavos : 0);
        check(isHalfUp(roundingError(p.tax.centavos, taxBase, tax.ratePpm)), 'tax rounding');

        // A coupon never raises the EIR, which stays within the cap.
        check(p.eirPerMonth <= noCoupon.eirPerMonth, 'coupon lowers the EIR');
        check(p.eirPerMonth <= MAX_EIR_PER_MONTH, 'EIR cap');
        const discounted = sum(
          p.plan.map((r) => r.totalCentavos / Math.pow(1 + p.eirPerMonth, termDays / 30)),
        );
        check(Math.abs(discounted - p.receivedCentavos) < 1e-6, 'EIR discounts to net proceeds');

        // Late charges: never negative, at most the daily rate, never past the total-cost cap.
        const { overdue } = c;
        const extensionsPaid = c.extensions * extensionFee(product, amount);
        const late = lateCharge(product, p, overdue, extensionsPaid);
        check(late >= 0, 'late charge not negative');
        check(
          roundingError(late, p.totalRepaymentCentavos, product.lateChargeDailyPpm, overdue) <=
            500_000n,
          'late charge at most the daily rate',
        );
        check(
          p.interestCentavos + upfront + atRepayment + extensionsPaid + late <= amount,
          'total-cost cap with late charges',
        );

        // Redating keeps every figure.
        const moved = redate(p, '2030-06-15');
        check(
          JSON.stringify({ ...moved, withdrawalDate: '', dueDate: '', plan: [] }) ===
            JSON.stringify({ ...p, withdrawalDate: '', dueDate: '', plan: [] }) &&
            moved.plan.every((row, n) => row.totalCentavos === p.plan[n]!.totalCentavos),
          'redate keeps figures',
        );
      }),
      runs(5_000),
    );
  });

  it('eirPerMonth discounts random payment streams back to the net proceeds', () => {
    fc.assert(
      fc.property(paymentStreams(1.6), ({ net, payments }) => {
        // A loan repays at least what it paid out. Streams repaying a small share of the
        // proceeds within days (fast-check finds them; the seeded generator this replaced did not)
        // have a rate of −100 % plus less than 1e-15, which a double cannot hold.
        fc.pre(sum(payments.map((q) => q.centavos)) >= net);
        const r = eirPerMonth(net, payments);
        const discounted = sum(payments.map((q) => q.centavos / Math.pow(1 + r, q.day / 30)));
        expect(Math.abs(discounted - net)).toBeLessThan(1e-6);
      }),
      runs(2_000),
    );
  });

  it('eirPerMonth discounts streams that repay only part of the proceeds back to them', () => {
    // Partly repaid loans have a negative rate. While at least half comes back, 1 + r stays above
    // 2^-30 even when it all comes back the next day, so the rate is exact to the last bits of a
    // double and the discounted stream matches the proceeds to a millionth of their size.
    fc.assert(
      fc.property(paymentStreams(1), ({ net, payments }) => {
        const repaid = sum(payments.map((q) => q.centavos));
        fc.pre(repaid >= net / 2 && repaid < net);
        const r = eirPerMonth(net, payments);
        expect(r).toBeLessThan(0);
        const discounted = sum(payments.map((q) => q.centavos / Math.pow(1 + r, q.day / 30)));
        expect(Math.abs(discounted - net) / net).toBeLessThan(1e-6);
      }),
      runs(2_000),
    );
  });

  it('eirPerMonth discounts the seeded payment streams of the generator this replaced', () => {
    // The 2,000 streams the earlier seeded generator drew, kept as examples with their absolute
    // tolerance: they include streams repaying well under half the proceeds, which the properties
    // above leave out where a double cannot hold the rate.
    const cases = prng(11);
    for (let i = 0; i < 2_000; i += 1) {
      const net = cases.int(1_000, 10_000_000);
      const count = cases.int(1, 6);
      const payments = Array.from({ length: count }, () => ({
        day: cases.int(1, 400),
        centavos: cases.int(0, Math.ceil((net * 1.6) / count)),
      }));
      if (sum(payments.map((q) => q.centavos)) === 0) continue;
      const r = eirPerMonth(net, payments);
      const discounted = sum(payments.map((q) => q.centavos / Math.pow(1 + r, q.day / 30)));
      expect(Math.abs(discounted - net)).toBeLessThan(1e-6);
    }
  });
});

/**
 * Proceeds of ₱10 to ₱100,000 and one to six payments on days 1 to 400, each at most
 * `maxShare` × proceeds / count, so all together repay at most `maxShare` times the proceeds.
 */
function paymentStreams(maxShare: number) {
  return fc
    .record({
      net: fc.integer({ min: 1_000, max: 10_000_000 }),
      count: fc.integer({ min: 1, max: 6 }),
    })
    .chain(({ net, count }) =>
      fc.record({
        net: fc.constant(net),
        payments: fc.array(
          fc.record({
            day: fc.integer({ min: 1, max: 400 }),
            centavos: fc.integer({ min: 0, max: Math.ceil((net * maxShare) / count) }),
          }),
          { minLength: count, maxLength: count },
        ),
      }),
    );
}

/** The seeded generator (mulberry32) of the earlier version of these tests, for its examples. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return { int };
}

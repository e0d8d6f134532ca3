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
import { offeredAmounts } from './charges.ts';
import { eirPerMonth } from './eir.ts';
import type { ChargeConfig, ProductConfig } from './product-config.ts';
import { DEFAULT_PRODUCTS } from './products.ts';
import { extensionFee, lateCharge, priceLoan, redate } from './quote.ts';

/** mulberry32: a seeded generator, so a failure reproduces. */
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
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)]!;
  return { next, int, pick };
}
type Rng = ReturnType<typeof prng>;

function randomCharge(rng: Rng, maxPpm: number, maxFixed: number): ChargeConfig {
  return {
    ratePpm: rng.int(0, maxPpm),
    fixedCentavos: rng.next() < 0.3 ? rng.int(0, maxFixed) : 0,
    timing: rng.pick(['upfront', 'atRepayment'] as const),
  };
}

/** Anything the schema accepts, within or beyond the caps (about half pass them). */
function randomProduct(rng: Rng, n: number): ProductConfig {
  const step = rng.pick([1, 50, 100, 10_000, 50_000, 100_000]);
  const min = step * rng.int(1, step < 1_000 ? 200_000 / step : 20);
  const terms = new Set<number>();
  const termCount = rng.int(1, 4);
  while (terms.size < termCount) terms.add(rng.pick([rng.int(1, 60), rng.int(7, 366)]));
  return {
    id: `p${n}`,
    line: 'main',
    theme: rng.pick([1, 2] as const),
    minAmountCentavos: min,
    maxAmountCentavos: min + step * rng.int(0, 60),
    stepCentavos: step,
    terms: [...terms],
    dailyInterestPpm: rng.int(0, 2_300),
    serviceFee: randomCharge(rng, 40_000, 3_000),
    creditReportingFee: randomCharge(rng, 10_000, 1_500),
    tax: {
      name: rng.pick(['Service tax', 'VAT']),
      ratePpm: rng.int(0, 250_000),
      base: rng.pick(['serviceFee', 'allFees'] as const),
      timing: rng.pick(['upfront', 'atRepayment'] as const),
    },
    extension: { days: rng.int(1, 30), feePpm: rng.int(0, 40_000), maxExtensions: rng.int(0, 40) },
    lateChargeDailyPpm: rng.int(0, 1_900),
  };
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
        return cap === 'effectiveInterestRate'; // nothing received
      }
      if (cap === 'effectiveInterestRate') return p.eirPerMonth > MAX_EIR_PER_MONTH;
      return costOf(p, maxExtensions, fee) > amount;
    });
  });
}

const rng = prng(20_260_401);
const generated = Array.from({ length: 500 }, (_, n) => randomProduct(rng, n));
const checked = generated.map((product) => ({ product, breaches: checkProductCaps(product) }));
const safe = [
  ...DEFAULT_PRODUCTS,
  ...checked.filter((c) => c.breaches.length === 0).map((c) => c.product),
];

describe('pricing properties', () => {
  it('the random configurations include plenty on both sides of the caps', () => {
    expect(safe.length - DEFAULT_PRODUCTS.length).toBeGreaterThan(100);
    expect(checked.filter((c) => c.breaches.length > 0).length).toBeGreaterThan(100);
    for (const cap of ['nominalInterest', 'effectiveInterestRate', 'latePenalty', 'totalCost']) {
      expect(checked.some((c) => c.breaches.some((b) => b.cap === cap))).toBe(true);
    }
  });

  it('a product passing checkProductCaps keeps every cap for every amount, term and extension', () => {
    let loans = 0;
    for (const product of safe) {
      expect(product.dailyInterestPpm).toBeLessThanOrEqual(MAX_DAILY_INTEREST_PPM);
      expect(product.lateChargeDailyPpm * 30).toBeLessThanOrEqual(MAX_MONTHLY_LATE_CHARGE_PPM);
      const { days, maxExtensions } = product.extension;
      for (const amount of offeredAmounts(product)) {
        const fee = extensionFee(product, amount);
        if (maxExtensions > 0) {
          expect(eirPerMonth(amount, [{ day: days, centavos: amount + fee }])).toBeLessThanOrEqual(
            MAX_EIR_PER_MONTH,
          );
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
    }
    expect(loans).toBeGreaterThan(3_000);
  });

  it('every breach reported is a real one, and names its product', () => {
    for (const { product, breaches } of checked) {
      for (const breach of breaches) {
        expect(breach.productId).toBe(product.id);
        expect(breach.message).toMatch(
          new RegExp(`^product "${product.id}": .*\\(SEC MC 14 s\\.2025\\)$`),
        );
        expect(witnessed(product, breach.cap)).toBe(true);
      }
    }
  });

  it('figures are exact: identities hold to the centavo, rounding is half-up per charge, the EIR discounts back to net proceeds', () => {
    const cases = prng(7);
    const failures: string[] = [];
    for (let i = 0; i < 5_000; i += 1) {
      const product = cases.pick(safe);
      const amount = cases.pick(offeredAmounts(product));
      const termDays = cases.pick(product.terms);
      const noCoupon = priceLoan(product, {
        amountCentavos: amount,
        termDays,
        withdrawalDate: '2026-01-01',
        couponCentavos: 0,
      });
      const allCharges = sum(noCoupon.charges.map((c) => c.centavos));
      const couponCentavos = cases.pick([
        0,
        cases.int(0, allCharges),
        cases.int(0, 2 * allCharges + 10),
        5_000,
      ]);
      const month = String(cases.int(1, 12)).padStart(2, '0');
      const day = String(cases.int(1, 28)).padStart(2, '0');
      const withdrawalDate = `20${cases.int(26, 40)}-${month}-${day}`;
      const p = priceLoan(product, {
        amountCentavos: amount,
        termDays,
        withdrawalDate,
        couponCentavos,
      });
      // One expect per case would dominate the run time: collect what fails, assert once.
      const check = (holds: boolean, what: string) => {
        if (!holds)
          failures.push(`${product.id} ${amount}/${termDays}d coupon ${couponCentavos}: ${what}`);
      };

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
      const overdue = cases.int(1, 2_000);
      const extensionsPaid =
        cases.int(0, product.extension.maxExtensions) * extensionFee(product, amount);
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
    }
    expect(failures).toEqual([]);
  });

  it('eirPerMonth discounts random payment streams back to the net proceeds', () => {
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

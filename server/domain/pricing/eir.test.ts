import { describe, expect, it } from 'vitest';
import { eirPerMonth, nominalRatePerMonth } from './eir.ts';

const presentValue = (payments: { day: number; centavos: number }[], r: number) =>
  payments.reduce((sum, p) => sum + p.centavos / Math.pow(1 + r, p.day / 30), 0);

describe('eirPerMonth', () => {
  it('one payment: the closed form (total / net)^(30 / days) − 1', () => {
    // ₱4,929.20 received, ₱5,080.00 repaid after 14 days:
    // 5080 / 4929.20 = 1.030593; ln = 0.030134; × 30/14 = 0.064573; e^0.064573 − 1 = 0.066705.
    expect(eirPerMonth(492_920, [{ day: 14, centavos: 508_000 }])).toBeCloseTo(0.066705, 6);
    // A full 30-day month: the rate is simply total / net − 1 = 1100 / 1000 − 1 = 10 %.
    expect(eirPerMonth(100_000, [{ day: 30, centavos: 110_000 }])).toBeCloseTo(0.1, 15);
    // Nothing charged: 0.
    expect(eirPerMonth(100_000, [{ day: 7, centavos: 100_000 }])).toBe(0);
  });

  it('several payments: bisection reaches the root of a known quadratic', () => {
    // ₱1,000 received, ₱600 after 30 days and ₱600 after 60: with x = 1/(1+r),
    // 600x² + 600x − 1000 = 0 → x = (−600 + √(600² + 4·600·1000)) / 1200
    //   = (−60 + √27600) / 120 = (−60 + 166.132477) / 120 = 0.884437 → r = 1/x − 1 = 0.130662.
    const x = (-60 + Math.sqrt(27_600)) / 120;
    const payments = [
      { day: 30, centavos: 60_000 },
      { day: 60, centavos: 60_000 },
    ];
    const r = eirPerMonth(100_000, payments);
    expect(r).toBeCloseTo(0.130662, 6);
    expect(Math.abs(r - (1 / x - 1))).toBeLessThan(1e-13);
    expect(Math.abs(presentValue(payments, r) - 100_000)).toBeLessThan(1e-6);
  });

  it('several payments on other days, and a stream repaying less than received', () => {
    const payments = [
      { day: 7, centavos: 20_000 },
      { day: 21, centavos: 35_000 },
      { day: 45, centavos: 60_000 },
    ];
    const r = eirPerMonth(100_000, payments);
    expect(r).toBeGreaterThan(0);
    expect(Math.abs(presentValue(payments, r) - 100_000)).toBeLessThan(1e-6);
    const less = eirPerMonth(100_000, [
      { day: 10, centavos: 40_000 },
      { day: 40, centavos: 50_000 },
    ]);
    expect(less).toBeLessThan(0);
    expect(less).toBeGreaterThan(-1);
  });

  it('payments all on one day take the closed form', () => {
    const split = eirPerMonth(197_168, [
      { day: 7, centavos: 200_000 },
      { day: 7, centavos: 1_800 },
    ]);
    expect(split).toBe(Math.pow(201_800 / 197_168, 30 / 7) - 1);
  });

  it('nothing received is an unbounded rate; no payment is refused', () => {
    expect(eirPerMonth(0, [{ day: 7, centavos: 1 }])).toBe(Number.POSITIVE_INFINITY);
    expect(() => eirPerMonth(1, [])).toThrow(RangeError);
    expect(() => eirPerMonth(1, [{ day: 0, centavos: 1 }])).toThrow(RangeError);
  });
});

describe('nominalRatePerMonth', () => {
  it('is the daily rate × 30', () => {
    // 1000 ppm = 0.10 % a day → 3 % a month; the cap 2000 ppm → 6 %.
    expect(nominalRatePerMonth(1_000)).toBeCloseTo(0.03, 15);
    expect(nominalRatePerMonth(2_000)).toBeCloseTo(0.06, 15);
    expect(nominalRatePerMonth(0)).toBe(0);
  });
});

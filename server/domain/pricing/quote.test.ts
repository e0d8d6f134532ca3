import { describe, expect, it } from 'vitest';
import { pricingSchema } from '../../../contract/loan/api.ts';
import type { ProductConfig } from './product-config.ts';
import { DEFAULT_PRODUCTS } from './products.ts';
import { checkLoanRequest, extensionFee, lateCharge, priceLoan, redate } from './quote.ts';
import { ppmOfHalfUp } from './rounding.ts';

const [SULONG, PLUS] = DEFAULT_PRODUCTS as [ProductConfig, ProductConfig];
const quote = (
  product: ProductConfig,
  amountCentavos: number,
  termDays: number,
  couponCentavos = 0,
) => priceLoan(product, { amountCentavos, termDays, withdrawalDate: '2026-04-01', couponCentavos });

describe('priceLoan: worked examples', () => {
  it('sulong ₱5,000 for 14 days', () => {
    const p = quote(SULONG, 500_000, 14);
    // interest = 5000 × 0.001 × 14 = ₱70.00
    // service fee = 5000 × 1.2 % = ₱60.00 (deducted), its VAT = 60.00 × 12 % = ₱7.20 (deducted)
    // credit reporting fee = 5000 × 0.2 % = ₱10.00 (due with the repayment)
    // received = 5000 − 60.00 − 7.20 = ₱4,932.80; total = 5000 + 70 + 10 = ₱5,080.00
    // finance charge = 70 + 60 + 7.20 + 10 = ₱147.20 = 5080.00 − 4932.80
    // EIR = (5080 / 4932.80)^(30/14) − 1 = 1.029841^2.142857 − 1 = 6.50 %; nominal 0.1 % × 30 = 3 %
    expect(p).toEqual({
      productId: 'sulong',
      amountCentavos: 500_000,
      termDays: 14,
      withdrawalDate: '2026-04-01',
      dueDate: '2026-04-15',
      dailyInterestPpm: 1_000,
      interestCentavos: 7_000,
      serviceFeeCentavos: 6_000,
      creditReportingFeeCentavos: 1_000,
      tax: { kind: 'vat', ratePpm: 120_000, base: 'serviceFee', centavos: 720 },
      charges: [
        { kind: 'serviceFee', centavos: 6_000, timing: 'upfront' },
        { kind: 'creditReportingFee', centavos: 1_000, timing: 'atRepayment' },
        { kind: 'tax', centavos: 720, timing: 'upfront' },
      ],
      couponDeductionCentavos: 0,
      receivedCentavos: 493_280,
      principalCentavos: 500_000,
      totalRepaymentCentavos: 508_000,
      financeChargeCentavos: 14_720,
      eirPerMonth: expect.closeTo(0.065037, 6),
      nominalRatePerMonth: expect.closeTo(0.03, 12),
      plan: [
        {
          number: 1,
          dueDate: '2026-04-15',
          principalCentavos: 500_000,
          interestCentavos: 7_000,
          feesCentavos: 1_000,
          totalCentavos: 508_000,
        },
      ],
    });
    expect(pricingSchema.parse(p)).toEqual(p);
  });

  it('sulong ₱2,000 for 7 days, the tightest default', () => {
    const p = quote(SULONG, 200_000, 7);
    // interest 2000 × 0.001 × 7 = ₱14.00; service fee ₱24.00; VAT 24 × 12 % = ₱2.88; credit ₱4.00
    // received = 2000 − 24 − 2.88 = ₱1,973.12; total = 2000 + 14 + 4 = ₱2,018.00
    // EIR = (2018 / 1973.12)^(30/7) − 1: ln 1.022746 = 0.022491, × 4.285714 = 0.096389 → 10.12 %
    expect(p.receivedCentavos).toBe(197_312);
    expect(p.totalRepaymentCentavos).toBe(201_800);
    expect(p.financeChargeCentavos).toBe(4_488);
    expect(p.eirPerMonth).toBeCloseTo(0.101188, 6);
  });

  it('a coupon covers upfront charges first, then repayment charges, never interest', () => {
    // ₱2,000 / 7 days: upfront 24.00 + 2.88 = ₱26.88, at repayment ₱4.00, interest ₱14.00.
    // Coupon ₱20: all on upfront → received 2000 − 26.88 + 20 = ₱1,993.12, total still ₱2,018.00.
    const small = quote(SULONG, 200_000, 7, 2_000);
    expect(small.couponDeductionCentavos).toBe(2_000);
    expect(small.receivedCentavos).toBe(199_312);
    expect(small.totalRepaymentCentavos).toBe(201_800);
    expect(small.financeChargeCentavos).toBe(2_488);
    expect(small.eirPerMonth).toBeCloseTo(0.054606, 6);
    // Coupon ₱50 > charges ₱30.88: deduction ₱30.88 (26.88 upfront + 4.00 at repayment);
    // received ₱2,000.00, total 2000 + 14 = ₱2,014.00, finance charge = interest only.
    // EIR = (2014 / 2000)^(30/7) − 1 = 1.007^4.285714 − 1 = 3.03 %.
    const big = quote(SULONG, 200_000, 7, 5_000);
    expect(big.couponDeductionCentavos).toBe(3_088);
    expect(big.receivedCentavos).toBe(200_000);
    expect(big.totalRepaymentCentavos).toBe(201_400);
    expect(big.financeChargeCentavos).toBe(1_400);
    expect(big.plan[0]!.feesCentavos).toBe(0);
    expect(big.eirPerMonth).toBeCloseTo(0.030347, 6);
    // The charges listed stay the charges as priced; the deduction is its own line.
    expect(big.charges.map((c) => c.centavos)).toEqual([2_400, 400, 288]);
  });

  it('sulong-plus ₱1,000 for 10 days: everything due at repayment, the full amount received', () => {
    const p = quote(PLUS, 100_000, 10);
    // interest 1000 × 0.0008 × 10 = ₱8.00; service fee 1.5 % = ₱15.00; VAT 15 × 12 % = ₱1.80;
    // credit ₱2.00 → received ₱1,000.00, total 1000 + 8 + 15 + 1.80 + 2 = ₱1,026.80
    // EIR = 1.0268^(30/10) − 1 = 1.082574 − 1 = 8.26 %
    expect(p.receivedCentavos).toBe(100_000);
    expect(p.totalRepaymentCentavos).toBe(102_680);
    expect(p.plan[0]).toMatchObject({ interestCentavos: 800, feesCentavos: 1_880 });
    expect(p.dueDate).toBe('2026-04-11');
    expect(p.eirPerMonth).toBeCloseTo(0.082574, 6);
    // A coupon on an all-at-repayment product lowers the repayment: ₱10 off → ₱1,016.80.
    expect(quote(PLUS, 100_000, 10, 1_000)).toMatchObject({
      receivedCentavos: 100_000,
      totalRepaymentCentavos: 101_680,
      couponDeductionCentavos: 1_000,
    });
  });

  it('rounds each charge half-up to the centavo, the tax on the rounded fees', () => {
    // 125 × 2 % = 2.5 → 3 (half-up, not to even); 124 × 2 % = 2.48 → 2; 175 × 2 % = 3.5 → 4.
    expect(ppmOfHalfUp(125, 20_000)).toBe(3);
    expect(ppmOfHalfUp(124, 20_000)).toBe(2);
    expect(ppmOfHalfUp(175, 20_000)).toBe(4);
    const odd: ProductConfig = {
      ...SULONG,
      minAmountCentavos: 50,
      stepCentavos: 50,
      terms: [5],
      serviceFee: { ratePpm: 10_000, fixedCentavos: 0, timing: 'upfront' },
      creditReportingFee: { ratePpm: 2_500, fixedCentavos: 100, timing: 'atRepayment' },
      tax: { kind: 'vat', ratePpm: 120_000, base: 'allFees', timing: 'upfront' },
    };
    const p = priceLoan(odd, {
      amountCentavos: 101_250,
      termDays: 5,
      withdrawalDate: '2026-04-01',
      couponCentavos: 0,
    });
    // interest = 1012.50 × 0.001 × 5 = 5.0625 → ₱5.06 (506.25 centavos → 506)
    // service fee = 1012.50 × 1 % = 10.125 → ₱10.13 (1012.5 centavos → 1013, half-up)
    // credit = 1012.50 × 0.25 % + ₱1 = 2.53125 + 1 → ₱3.53 (253.125 → 253, + 100)
    // tax 12 % on all fees as charged = (10.13 + 3.53) × 12 % = 13.66 × 0.12 = 1.6392 → ₱1.64
    //   (on the unrounded fees 13.65625 × 0.12 = 1.63875 would also give ₱1.64; the rule is the
    //   rounded base, so the tax matches the fees the borrower sees)
    expect(p).toMatchObject({
      interestCentavos: 506,
      serviceFeeCentavos: 1_013,
      creditReportingFeeCentavos: 353,
      tax: { kind: 'vat', base: 'allFees', centavos: 164 },
      // received = 1012.50 − 10.13 − 1.64 = ₱1,000.73; total = 1012.50 + 5.06 + 3.53 = ₱1,021.09
      receivedCentavos: 100_073,
      totalRepaymentCentavos: 102_109,
      financeChargeCentavos: 2_036,
    });
  });

  it('refuses what the product does not offer and a negative coupon', () => {
    expect(() => quote(SULONG, 200_100, 7)).toThrow(RangeError);
    expect(() => quote(SULONG, 200_000, 8)).toThrow(RangeError);
    expect(() => quote(SULONG, 150_000, 7)).toThrow(RangeError);
    expect(() => quote(SULONG, 200_000, 7, -1)).toThrow(RangeError);
    expect(() =>
      priceLoan(SULONG, {
        amountCentavos: 200_000,
        termDays: 7,
        withdrawalDate: '1/4/2026',
        couponCentavos: 0,
      }),
    ).toThrow(RangeError);
  });
});

describe('checkLoanRequest', () => {
  it('answers the error code, field and message id of the API', () => {
    const quota = 1_000_000;
    expect(checkLoanRequest(SULONG, { amountCentavos: 500_000, termDays: 14 }, quota)).toBeNull();
    expect(checkLoanRequest(SULONG, { amountCentavos: 1_000_000, termDays: 7 }, quota)).toBeNull();
    expect(checkLoanRequest(SULONG, { amountCentavos: 500_050, termDays: 14 }, quota)).toEqual({
      code: 'VALIDATION_FAILED',
      field: 'amountCentavos',
      message: 'validation.loanAmount.step',
    });
    expect(checkLoanRequest(SULONG, { amountCentavos: 500_000, termDays: 10 }, quota)).toEqual({
      code: 'VALIDATION_FAILED',
      field: 'termDays',
      message: 'validation.loanTerm.unknown',
    });
    const range = {
      code: 'OVER_QUOTA',
      field: 'amountCentavos',
      message: 'validation.loanAmount.range',
    };
    // Above the quota, below the product minimum, above the product maximum.
    expect(checkLoanRequest(SULONG, { amountCentavos: 1_050_000, termDays: 7 }, quota)).toEqual(
      range,
    );
    expect(checkLoanRequest(SULONG, { amountCentavos: 150_000, termDays: 7 }, quota)).toEqual(
      range,
    );
    expect(
      checkLoanRequest(SULONG, { amountCentavos: 8_050_000, termDays: 7 }, 10_000_000),
    ).toEqual(range);
    expect(checkLoanRequest(PLUS, { amountCentavos: 500_000, termDays: 21 }, 300_000)).toEqual(
      range,
    );
  });
});

describe('redate', () => {
  it('moves the withdrawal, due and plan dates and keeps every figure', () => {
    const p = quote(SULONG, 500_000, 14);
    const moved = redate(p, '2026-12-25');
    // 25 December + 14 days = 8 January of the next year.
    expect(moved.withdrawalDate).toBe('2026-12-25');
    expect(moved.dueDate).toBe('2027-01-08');
    expect(moved.plan[0]!.dueDate).toBe('2027-01-08');
    const strip = ({ withdrawalDate: _w, dueDate: _d, plan, ...rest }: typeof p) => ({
      rest,
      plan: plan.map(({ dueDate: _r, ...row }) => row),
    });
    expect(strip(moved)).toEqual(strip(p));
    expect(p.withdrawalDate).toBe('2026-04-01');
    // The (product, pricing, date) form answers the same.
    expect(redate(SULONG, p, '2026-12-25')).toEqual(moved);
    // Leap day: 2028-02-22 + 7 = 2028-02-29.
    expect(redate(quote(SULONG, 200_000, 7), '2028-02-22').dueDate).toBe('2028-02-29');
  });
});

describe('extensionFee and lateCharge', () => {
  it('extension fee: 0.8 % of the principal', () => {
    // 5000 × 0.8 % = ₱40.00; 2000 × 0.8 % = ₱16.00
    expect(extensionFee(SULONG, 500_000)).toBe(4_000);
    expect(extensionFee(SULONG, 200_000)).toBe(1_600);
  });

  it('late charge: 0.1 % a day of the overdue total, stopping at the total-cost cap', () => {
    const p = quote(SULONG, 500_000, 14);
    // Overdue total ₱5,080.00: 3 days × 0.1 % = 5080 × 0.003 = ₱15.24
    expect(lateCharge(SULONG, p, 3)).toBe(1_524);
    expect(lateCharge(SULONG, p, 0)).toBe(0);
    // Room under 100 % of ₱5,000: 5000 − (70 + 60 + 10 + 7.20) = ₱4,852.80. At ₱5.08 a day it
    // is reached after 956 days (5.08 × 956 = 4856.48 > 4852.80); 955 days is 4851.40, below.
    expect(lateCharge(SULONG, p, 955)).toBe(485_140);
    expect(lateCharge(SULONG, p, 956)).toBe(485_280);
    expect(lateCharge(SULONG, p, 5_000)).toBe(485_280);
    // Three extensions paid (3 × ₱40) leave ₱4,732.80.
    expect(lateCharge(SULONG, p, 5_000, 12_000)).toBe(473_280);
    // A coupon does not buy room for late charges: the cap counts the charges before it.
    expect(lateCharge(SULONG, quote(SULONG, 500_000, 14, 5_000), 5_000)).toBe(485_280);
  });
});

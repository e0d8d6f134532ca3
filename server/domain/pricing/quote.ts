import type { Pricing } from '../../../contract/loan/api.ts';
import { addDays, daysBetween } from '../../../contract/calendar.ts';
import { amountRange, isInRange, isWholeStep } from '../../../contract/loan/amounts.ts';
import { MAX_TOTAL_COST_PPM } from './caps.ts';
import { loanCharges } from './charges.ts';
import { eirPerMonth, nominalRatePerMonth } from './eir.ts';
import type { ProductConfig } from './product-config.ts';
import { ppmOfHalfUp } from './rounding.ts';

export { extensionFee } from './charges.ts';

export interface LoanRequest {
  amountCentavos: number;
  termDays: number;
  /** Manila date the money is sent (YYYY-MM-DD); the due date is this + termDays. */
  withdrawalDate: string;
  /** The chosen withdrawal coupon's deduction; 0 without one. */
  couponCentavos: number;
}

export interface LoanRequestProblem {
  code: 'VALIDATION_FAILED' | 'OVER_QUOTA';
  field: 'amountCentavos' | 'termDays';
  message:
    'validation.loanAmount.step' | 'validation.loanTerm.unknown' | 'validation.loanAmount.range';
}

/**
 * Whether the borrower may ask for this amount and term: the amount a multiple of the product's
 * step, the term one it offers, and the amount within [product min, min(product max, quota)].
 */
export function checkLoanRequest(
  product: ProductConfig,
  request: { amountCentavos: number; termDays: number },
  quotaCentavos: number,
): LoanRequestProblem | null {
  const { amountCentavos: amount, termDays } = request;
  if (!isWholeStep(product, amount)) {
    return {
      code: 'VALIDATION_FAILED',
      field: 'amountCentavos',
      message: 'validation.loanAmount.step',
    };
  }
  if (!product.terms.includes(termDays)) {
    return { code: 'VALIDATION_FAILED', field: 'termDays', message: 'validation.loanTerm.unknown' };
  }
  if (!isInRange(amountRange(product, quotaCentavos), amount)) {
    return { code: 'OVER_QUOTA', field: 'amountCentavos', message: 'validation.loanAmount.range' };
  }
  return null;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Every figure of one loan. Money is integer centavos; each charge is rounded half-up to the
 * centavo on its own (interest once for the whole term, the tax on the rounded fees), and every
 * other figure is an exact sum of those, so no centavo is lost or created:
 *   received = principal − upfront charges + coupon on upfront charges
 *   total    = principal + interest + repayment charges − coupon on repayment charges
 *   finance charge = interest + all charges − coupon = total − received.
 * The coupon deducts at most the charges (never interest or principal), upfront ones first, so it
 * raises the money received before it lowers the repayment.
 */
export function priceLoan(product: ProductConfig, request: LoanRequest): Pricing {
  const { amountCentavos: principal, termDays, withdrawalDate, couponCentavos } = request;
  if (checkLoanRequest(product, request, Number.POSITIVE_INFINITY) !== null) {
    throw new RangeError(
      `${product.id} does not offer ${principal} centavos over ${termDays} days`,
    );
  }
  if (!Number.isSafeInteger(couponCentavos) || couponCentavos < 0) {
    throw new RangeError('couponCentavos must be a non-negative integer');
  }
  if (!DATE.test(withdrawalDate)) throw new RangeError('withdrawalDate must be YYYY-MM-DD');

  const c = loanCharges(product, principal, termDays);
  const deduction = Math.min(couponCentavos, c.upfrontCentavos + c.atRepaymentCentavos);
  const deductionUpfront = Math.min(deduction, c.upfrontCentavos);
  const deductionAtRepayment = deduction - deductionUpfront;
  const received = principal - c.upfrontCentavos + deductionUpfront;
  if (received <= 0)
    throw new RangeError(`${product.id}: the charges deducted take the whole amount`);
  const feesAtRepayment = c.atRepaymentCentavos - deductionAtRepayment;
  const total = principal + c.interestCentavos + feesAtRepayment;
  const dueDate = addDays(withdrawalDate, termDays);

  return {
    productId: product.id,
    amountCentavos: principal,
    termDays,
    withdrawalDate,
    dueDate,
    dailyInterestPpm: product.dailyInterestPpm,
    interestCentavos: c.interestCentavos,
    serviceFeeCentavos: c.serviceFeeCentavos,
    creditReportingFeeCentavos: c.creditReportingFeeCentavos,
    tax: {
      kind: product.tax.kind,
      ratePpm: product.tax.ratePpm,
      base: product.tax.base,
      centavos: c.taxCentavos,
    },
    charges: [
      { kind: 'serviceFee', centavos: c.serviceFeeCentavos, timing: product.serviceFee.timing },
      {
        kind: 'creditReportingFee',
        centavos: c.creditReportingFeeCentavos,
        timing: product.creditReportingFee.timing,
      },
      { kind: 'tax', centavos: c.taxCentavos, timing: product.tax.timing },
    ],
    couponDeductionCentavos: deduction,
    receivedCentavos: received,
    principalCentavos: principal,
    totalRepaymentCentavos: total,
    financeChargeCentavos: total - received,
    eirPerMonth: eirPerMonth(received, [{ day: termDays, centavos: total }]),
    nominalRatePerMonth: nominalRatePerMonth(product.dailyInterestPpm),
    plan: [
      {
        number: 1,
        dueDate,
        principalCentavos: principal,
        interestCentavos: c.interestCentavos,
        feesCentavos: feesAtRepayment,
        totalCentavos: total,
      },
    ],
  };
}

/**
 * The same loan sent on another day (the disbursement date, not the quote's): every figure kept,
 * the withdrawal, due and plan dates moved by the same number of days. The product is not needed;
 * the (product, pricing, date) form is accepted too so either call shape of the design works.
 */
export function redate(pricing: Pricing, withdrawalDate: string): Pricing;
export function redate(product: ProductConfig, pricing: Pricing, withdrawalDate: string): Pricing;
export function redate(
  first: Pricing | ProductConfig,
  second: Pricing | string,
  third?: string,
): Pricing {
  const pricing = (typeof second === 'string' ? first : second) as Pricing;
  const withdrawalDate = typeof second === 'string' ? second : third!;
  if (!DATE.test(withdrawalDate)) throw new RangeError('withdrawalDate must be YYYY-MM-DD');
  const shift = daysBetween(pricing.withdrawalDate, withdrawalDate);
  return {
    ...pricing,
    withdrawalDate,
    dueDate: addDays(withdrawalDate, pricing.termDays),
    charges: pricing.charges.map((line) => ({ ...line })),
    tax: { ...pricing.tax },
    plan: pricing.plan.map((row) => ({ ...row, dueDate: addDays(row.dueDate, shift) })),
  };
}

/**
 * The late charge after `overdueDays`: the product's daily rate on the overdue scheduled amount
 * (the plan total), rounded half-up once. Accrual stops where interest, every charge (before any
 * coupon, so a coupon never buys room for penalties), the extension fees paid and late charges
 * together reach the principal: the total-cost cap (docs/loans.md#caps).
 */
export function lateCharge(
  product: ProductConfig,
  pricing: Pricing,
  overdueDays: number,
  extensionFeesPaidCentavos = 0,
): number {
  if (!Number.isSafeInteger(overdueDays) || overdueDays <= 0) return 0;
  const accrued = ppmOfHalfUp(
    pricing.totalRepaymentCentavos,
    product.lateChargeDailyPpm,
    overdueDays,
  );
  const charges = pricing.charges.reduce((sum, line) => sum + line.centavos, 0);
  const costSoFar = pricing.interestCentavos + charges + extensionFeesPaidCentavos;
  const ceiling = totalCostCeiling(pricing.principalCentavos);
  return Math.max(0, Math.min(accrued, ceiling - costSoFar));
}

/** The total-cost cap in centavos, rounded down: the cap is a maximum. */
function totalCostCeiling(principal: number): number {
  return Math.floor((principal * MAX_TOTAL_COST_PPM) / 1_000_000);
}

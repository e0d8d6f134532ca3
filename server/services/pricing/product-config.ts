/**
 * A loan product as configured (PRODUCTS_JSON, else DEFAULT_PRODUCTS in products.ts). Rates are
 * integer parts per million (0.10 % is 1000) and amounts integer centavos, so the engine never
 * touches a float for money.
 */
export type ChargeTiming = 'upfront' | 'atRepayment';

export interface ChargeConfig {
  /** Share of the principal, ppm. */
  ratePpm: number;
  /** Plus a fixed amount, centavos. */
  fixedCentavos: number;
  /** Deducted from the money sent, or due with the repayment. */
  timing: ChargeTiming;
}

export interface ProductConfig {
  id: string;
  line: 'main' | 'sub';
  theme: 1 | 2;
  minAmountCentavos: number;
  maxAmountCentavos: number;
  stepCentavos: number;
  /** Terms offered, in days. */
  terms: number[];
  /** Nominal interest per day on the outstanding principal, ppm. */
  dailyInterestPpm: number;
  serviceFee: ChargeConfig;
  creditReportingFee: ChargeConfig;
  /** D3: the tax line, e.g. 12 % VAT or the spec's 18 % on the service fee. */
  tax: {
    name: string;
    ratePpm: number;
    base: 'serviceFee' | 'allFees';
    timing: ChargeTiming;
  };
  /** DECISIONS §4: pay the fee, the due date moves `days` later, principal unchanged. */
  extension: { days: number; feePpm: number; maxExtensions: number };
  /** Late charge per overdue day on the overdue scheduled amount, ppm. */
  lateChargeDailyPpm: number;
}

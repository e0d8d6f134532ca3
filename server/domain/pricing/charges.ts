import type { ChargeConfig, ProductConfig } from './product-config.ts';
import { ppmOfHalfUp } from './rounding.ts';

/** Every charge of one amount × term before any coupon, each rounded half-up on its own. */
export interface LoanCharges {
  interestCentavos: number;
  serviceFeeCentavos: number;
  creditReportingFeeCentavos: number;
  taxCentavos: number;
  /** Service fee, credit reporting fee and tax deducted from the money sent. */
  upfrontCentavos: number;
  /** The same three charges when due with the repayment instead. */
  atRepaymentCentavos: number;
}

const charge = (c: ChargeConfig, principal: number) =>
  ppmOfHalfUp(principal, c.ratePpm) + c.fixedCentavos;

export function loanCharges(
  product: ProductConfig,
  principalCentavos: number,
  termDays: number,
): LoanCharges {
  // Interest for the whole term is rounded once, not day by day.
  const interestCentavos = ppmOfHalfUp(principalCentavos, product.dailyInterestPpm, termDays);
  const serviceFeeCentavos = charge(product.serviceFee, principalCentavos);
  const creditReportingFeeCentavos = charge(product.creditReportingFee, principalCentavos);
  // The tax is levied on the fees as charged, i.e. on the already rounded base.
  const taxBase =
    product.tax.base === 'serviceFee'
      ? serviceFeeCentavos
      : serviceFeeCentavos + creditReportingFeeCentavos;
  const taxCentavos = ppmOfHalfUp(taxBase, product.tax.ratePpm);
  let upfrontCentavos = 0;
  let atRepaymentCentavos = 0;
  const lines: [number, ChargeConfig['timing']][] = [
    [serviceFeeCentavos, product.serviceFee.timing],
    [creditReportingFeeCentavos, product.creditReportingFee.timing],
    [taxCentavos, product.tax.timing],
  ];
  for (const [centavos, timing] of lines) {
    if (timing === 'upfront') upfrontCentavos += centavos;
    else atRepaymentCentavos += centavos;
  }
  return {
    interestCentavos,
    serviceFeeCentavos,
    creditReportingFeeCentavos,
    taxCentavos,
    upfrontCentavos,
    atRepaymentCentavos,
  };
}

/**
 * The fee of one extension (docs/loans.md#extensions): a share of the principal, which stays
 * unchanged.
 */
export function extensionFee(product: ProductConfig, principalCentavos: number): number {
  return ppmOfHalfUp(principalCentavos, product.extension.feePpm);
}

/** Every amount a product offers, smallest first. */
export function offeredAmounts(product: ProductConfig): number[] {
  const amounts: number[] = [];
  for (
    let a = product.minAmountCentavos;
    a <= product.maxAmountCentavos;
    a += product.stepCentavos
  ) {
    amounts.push(a);
  }
  return amounts;
}

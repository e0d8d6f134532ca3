import { extensionFee, loanCharges, offeredAmounts } from './charges.ts';
import { eirPerMonth } from './eir.ts';
import type { ProductConfig } from './product-config.ts';

/*
 * SEC MC 14 s.2025 (docs/loans.md#caps), applied to every product whatever its amount or term.
 * Rates are ppm like the product config, so the rate caps compare integers.
 */
export const CAP_SOURCE = 'SEC MC 14 s.2025';
/** Nominal interest: 0.20 % a day (6 % a month) on the outstanding balance. */
export const MAX_DAILY_INTEREST_PPM = 2_000;
/** Interest plus every fee but late penalties, on the net proceeds, per 30-day month. */
export const MAX_EIR_PER_MONTH = 0.12;
/** Late penalty: 5 % a month of the overdue scheduled amount. */
export const MAX_MONTHLY_LATE_CHARGE_PPM = 50_000;
/** Interest, fees, penalties and extensions together: at most the principal (100 %). */
export const MAX_TOTAL_COST_PPM = 1_000_000;

export type CapName = 'nominalInterest' | 'effectiveInterestRate' | 'latePenalty' | 'totalCost';

export interface CapBreach {
  productId: string;
  cap: CapName;
  message: string;
}

/** ₱2,000 or ₱2,000.50: enough for an operator to find the amount in the config. */
export function formatPesos(centavos: number): string {
  const whole = Math.floor(centavos / 100).toLocaleString('en-US');
  const cents = centavos % 100;
  return `₱${whole}${cents === 0 ? '' : `.${String(cents).padStart(2, '0')}`}`;
}

/** 13.2 % rather than 13.20 %; `digits` 4 for configured ppm rates, which are exact in 4. */
const percent = (fraction: number, digits = 2) =>
  `${(fraction * 100).toFixed(digits).replace(/\.?0+$/, '')} %`;

/**
 * Every cap the product could breach, at the worst amount × term it offers (coupon 0: a coupon
 * only lowers the cost), and for an extension when it offers any. Empty: the product is safe.
 */
export function checkProductCaps(product: ProductConfig): CapBreach[] {
  const breaches: CapBreach[] = [];
  const breach = (cap: CapName, text: string) =>
    breaches.push({
      productId: product.id,
      cap,
      message: `product "${product.id}": ${text} (${CAP_SOURCE})`,
    });

  if (product.dailyInterestPpm > MAX_DAILY_INTEREST_PPM) {
    breach(
      'nominalInterest',
      `nominal interest ${percent(product.dailyInterestPpm / 1e6, 4)}/day exceeds the ` +
        `${percent(MAX_DAILY_INTEREST_PPM / 1e6)}/day (6 %/month) cap`,
    );
  }
  if (product.lateChargeDailyPpm * 30 > MAX_MONTHLY_LATE_CHARGE_PPM) {
    breach(
      'latePenalty',
      `late charge ${percent((product.lateChargeDailyPpm * 30) / 1e6, 4)}/month exceeds the ` +
        `${percent(MAX_MONTHLY_LATE_CHARGE_PPM / 1e6)}/month cap`,
    );
  }

  const amounts = offeredAmounts(product);
  const extensions = product.extension.maxExtensions;
  let worstEir = { eir: MAX_EIR_PER_MONTH, amount: 0, term: 0 };
  let worstCost = { share: MAX_TOTAL_COST_PPM / 1e6, cost: 0, amount: 0, term: 0 };
  let worstExtension = { eir: MAX_EIR_PER_MONTH, amount: 0, fee: 0 };
  for (const amount of amounts) {
    const fee = extensionFee(product, amount);
    if (extensions > 0) {
      const eir = eirPerMonth(amount, [{ day: product.extension.days, centavos: amount + fee }]);
      if (eir > worstExtension.eir) worstExtension = { eir, amount, fee };
    }
    for (const term of product.terms) {
      const c = loanCharges(product, amount, term);
      const received = amount - c.upfrontCentavos;
      const total = amount + c.interestCentavos + c.atRepaymentCentavos;
      const eir = eirPerMonth(received, [{ day: term, centavos: total }]);
      if (eir > worstEir.eir) worstEir = { eir, amount, term };
      const cost =
        c.interestCentavos + c.upfrontCentavos + c.atRepaymentCentavos + extensions * fee;
      if (cost / amount > worstCost.share) worstCost = { share: cost / amount, cost, amount, term };
    }
  }
  if (worstEir.amount > 0) {
    const what = Number.isFinite(worstEir.eir)
      ? `effective interest rate ${percent(worstEir.eir)}/month`
      : 'effective interest rate unbounded (the charges deducted take the whole amount)';
    breach(
      'effectiveInterestRate',
      `${what} for ${formatPesos(worstEir.amount)} over ${worstEir.term} days exceeds the ` +
        `${percent(MAX_EIR_PER_MONTH)} cap`,
    );
  }
  if (worstExtension.amount > 0) {
    breach(
      'effectiveInterestRate',
      `effective interest rate ${percent(worstExtension.eir)}/month of an extension ` +
        `(fee ${formatPesos(worstExtension.fee)} for ${product.extension.days} days on ` +
        `${formatPesos(worstExtension.amount)}) exceeds the ${percent(MAX_EIR_PER_MONTH)} cap`,
    );
  }
  if (worstCost.amount > 0) {
    breach(
      'totalCost',
      `total cost ${formatPesos(worstCost.cost)} (interest, fees and ${extensions} extension ` +
        `fees) for ${formatPesos(worstCost.amount)} over ${worstCost.term} days exceeds ` +
        `${percent(MAX_TOTAL_COST_PPM / 1e6)} of the principal`,
    );
  }
  return breaches;
}

import type { Pricing } from '../../../contract/loan/api.ts';
import type { ProductConfig } from '../pricing/product-config.ts';
import { MAX_DAILY_INTEREST_PPM, MAX_MONTHLY_LATE_CHARGE_PPM } from '../pricing/caps.ts';
import type { Ledger, LedgerEntry } from './types.ts';

/**
 * The ledger of a loan just paid out (docs/loans.md#ledger): every fixed charge of the signed
 * pricing charged on the withdrawal date at its full amount (before the coupon, which is its own
 * entry, so the total-cost cap counts charges before coupons, docs/loans.md#caps), and the upfront
 * ones paid at once, since they were deducted from the money sent. What stays owed is exactly the
 * signed plan: principal, the charges due at repayment less their coupon share, and interest as it
 * runs (accrual.ts).
 */
export function openLedger(product: ProductConfig, pricing: Pricing): Ledger {
  if (product.id !== pricing.productId) throw new RangeError('pricing is for another product');
  // The start-up cap check (docs/loans.md#caps) should make these impossible; a ledger never
  // charges past the nominal or late-charge caps, whatever snapshot it is given.
  if (
    pricing.dailyInterestPpm > MAX_DAILY_INTEREST_PPM ||
    product.dailyInterestPpm > MAX_DAILY_INTEREST_PPM
  ) {
    throw new RangeError('the daily interest rate is over the nominal interest cap');
  }
  if (product.lateChargeDailyPpm * 30 > MAX_MONTHLY_LATE_CHARGE_PPM) {
    throw new RangeError('the late-charge rate is over the monthly late-charge cap');
  }
  const day = pricing.withdrawalDate;
  const entries: LedgerEntry[] = [];
  let upfront = 0;
  for (const line of pricing.charges) {
    if (line.centavos > 0) entries.push({ kind: line.kind, day, centavos: line.centavos });
    if (line.timing === 'upfront') upfront += line.centavos;
  }
  const coupon = pricing.couponDeductionCentavos;
  if (coupon > 0) {
    entries.push({
      kind: 'couponDeduction',
      day,
      centavos: coupon,
      lowers: { penalty: 0, fees: coupon },
    });
  }
  // The coupon lowers upfront charges first (docs/coupons.md#deductions): what was deducted.
  const deducted = upfront - Math.min(coupon, upfront);
  if (deducted > 0) {
    entries.push({
      kind: 'payment',
      day,
      centavos: deducted,
      paymentKind: 'disbursement',
      allocation: { penalty: 0, fees: deducted, interest: 0, principal: 0 },
    });
  }
  return { terms: { product, pricing }, entries };
}

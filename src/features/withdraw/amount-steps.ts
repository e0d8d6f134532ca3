import type { CouponView, ProductView } from '@contract/loan/api';
import type { WithdrawChoice } from './flow-storage';

/** The amounts a borrower may pick: whole steps from the product's minimum to their limit. */
export type AmountRange = { min: number; max: number; step: number };

/**
 * Whole multiples of the product's step (what the server accepts) from its minimum up to
 * min(quota, product maximum); null when no step fits (the limit is below the minimum).
 */
export function amountRange(product: ProductView, quotaCentavos: number): AmountRange | null {
  const step = Math.max(1, product.stepCentavos);
  const min = Math.ceil(product.minAmountCentavos / step) * step;
  const max = Math.floor(Math.min(quotaCentavos, product.maxAmountCentavos) / step) * step;
  return max < min ? null : { min, max, step };
}

/** Any amount (a stale draft, a step past the end) snapped down to a step inside the range. */
export function clampAmount(range: AmountRange, amountCentavos: number): number {
  if (!Number.isFinite(amountCentavos) || amountCentavos <= range.min) return range.min;
  if (amountCentavos >= range.max) return range.max;
  return range.min + Math.floor((amountCentavos - range.min) / range.step) * range.step;
}

export type ResolvedChoice = { amountCentavos: number; termDays: number; couponId: string | null };

/**
 * What a saved or partial choice means against today's offer: the quota may have shrunk, a term
 * may be gone, a coupon used or expired since it was picked. New choices start at the limit and
 * the first term, without a coupon.
 */
export function resolveChoice(
  choice: WithdrawChoice,
  product: ProductView,
  range: AmountRange,
  coupons: readonly CouponView[],
): ResolvedChoice {
  const termDays =
    choice.termDays !== undefined && product.terms.includes(choice.termDays)
      ? choice.termDays
      : (product.terms[0] ?? 0);
  const couponId =
    choice.couponId && coupons.some((coupon) => coupon.id === choice.couponId)
      ? choice.couponId
      : null;
  return {
    amountCentavos: clampAmount(range, choice.amountCentavos ?? range.max),
    termDays,
    couponId,
  };
}

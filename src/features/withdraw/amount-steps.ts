import type { CouponView, ProductView } from '@contract/loan/api';
import { clampAmount, type AmountRange } from '@contract/loan/amounts';
import type { WithdrawChoice } from './flow-storage';

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

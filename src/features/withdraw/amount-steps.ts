import type { CouponView, ProductView } from '@contract/loan/api';
import { clampAmount, type AmountRange } from '@contract/loan/amounts';
import type { WithdrawChoice } from './flow-storage';

export type ResolvedChoice = { amountCentavos: number; termDays: number; couponId: string | null };

/**
 * What a saved or partial choice means against today's offer: the quota may have shrunk, a term
 * may be gone, a coupon used or expired since it was picked. New choices start at the limit, the
 * first term and the best coupon (the largest deduction; of equals, the one expiring first), since
 * a withdrawal coupon only ever lowers the charges. "No coupon", once chosen, is kept.
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
    choice.couponId === undefined
      ? bestCoupon(coupons)
      : choice.couponId && coupons.some((coupon) => coupon.id === choice.couponId)
        ? choice.couponId
        : null;
  return {
    amountCentavos: clampAmount(range, choice.amountCentavos ?? range.max),
    termDays,
    couponId,
  };
}

function bestCoupon(coupons: readonly CouponView[]): string | null {
  const [best] = [...coupons].sort(
    (a, b) => b.deductionCentavos - a.deductionCentavos || a.validUntil.localeCompare(b.validUntil),
  );
  return best?.id ?? null;
}

import type { CouponListItem, LoanHomeView } from '@contract/loan/api';
import { PATHS } from '@/config/paths';

/** Why "Use" cannot go anywhere now (docs/coupons.md#use-button). */
export type UseBlock = 'whenBorrowing' | 'whenRepaying' | 'whenReleased' | 'whenLoaded';

export type UseTarget = { to: string; block: null } | { to: null; block: UseBlock };

const blocked = (block: UseBlock): UseTarget => ({ to: null, block });

/**
 * Where "Use" takes the borrower (docs/coupons.md#use-button), from the coupon and the loan home:
 * a withdrawal-side coupon to /allWithdraw when a withdrawal is possible; a pay-in-full coupon to
 * the repaying loan's pay-in-full form; otherwise nowhere, with the reason. A reserved coupon is
 * in use already. Pure: the server still checks everything when the coupon is applied.
 */
export function couponUseTarget(
  coupon: Pick<CouponListItem, 'id' | 'appliesTo' | 'status'>,
  home: Pick<LoanHomeView, 'blockedBy' | 'quotaCentavos' | 'currentOrder'> | undefined,
): UseTarget {
  if (coupon.status !== 'available') return blocked('whenReleased');
  if (!home) return blocked('whenLoaded');
  const id = encodeURIComponent(coupon.id);
  if (coupon.appliesTo === 'withdrawal') {
    return home.blockedBy === null && home.quotaCentavos !== null
      ? { to: `${PATHS.allWithdraw}?coupon=${id}`, block: null }
      : blocked('whenBorrowing');
  }
  const order = home.currentOrder;
  return order?.status === 'repaying'
    ? {
        to: `${PATHS.repaidDetail}?orderId=${encodeURIComponent(order.id)}&way=full&coupon=${id}`,
        block: null,
      }
    : blocked('whenRepaying');
}

import type { CouponAppliesTo } from '../../contract/loan/api.ts';

/*
 * Where a coupon may be applied (docs/coupons.md#platform-coupons): pure, shared by the quote,
 * signing, the repayment view and the payment intent.
 */

type CouponType = 'platform' | 'withdrawal' | 'repayment' | 'cash';

/** The place of a type's coupons; a platform coupon's own place is chosen at its grant. */
export function defaultAppliesTo(type: CouponType): CouponAppliesTo {
  return type === 'withdrawal' || type === 'platform' ? 'withdrawal' : 'payInFull';
}

/** Whether `appliesTo` is allowed for the type: only a platform coupon may choose. */
export function appliesToAllowed(type: CouponType, appliesTo: CouponAppliesTo): boolean {
  return type === 'platform' || defaultAppliesTo(type) === appliesTo;
}

/**
 * A cash coupon lowers any payment — an extension and a part payment too; every other coupon on
 * the repayment side lowers a payment in full only (docs/coupons.md#types). The home-screen
 * bonus's coupon is marked for payment in full whatever its type.
 */
export function lowersAnyPayment(coupon: {
  type: CouponType;
  fullRepaymentOnly: boolean;
}): boolean {
  return coupon.type === 'cash' && !coupon.fullRepaymentOnly;
}

export interface CouponRule {
  appliesTo: CouponAppliesTo;
  status: string;
  validFrom: Date;
  validUntil: Date;
  minCentavos: number | null;
}

/**
 * Usable for `use` at `at` on `amountCentavos` (the loan's amount for a withdrawal, what the
 * payment in full costs before the coupon for payInFull): available, valid, applying there and
 * not below its minimum.
 */
export function couponApplies(
  coupon: CouponRule,
  use: { appliesTo: CouponAppliesTo; amountCentavos: number; at: Date },
): boolean {
  return (
    coupon.appliesTo === use.appliesTo &&
    coupon.status === 'available' &&
    coupon.validFrom <= use.at &&
    coupon.validUntil > use.at &&
    (coupon.minCentavos === null || use.amountCentavos >= coupon.minCentavos)
  );
}

import type { Db } from '../db/db.ts';
import { USABLE_COUPON } from './coupons.ts';

/*
 * Repayment coupons held by a payment intent (docs/loans.md#payment-intents): reserved for the
 * intent, used when it succeeds, released once (coupons.ts releaseCoupon) when it fails, expires
 * or is cancelled — the same rule as a withdrawal coupon held by an order
 * (docs/coupons.md#coupon-reservation).
 */

/**
 * Holds a usable coupon of the customer that applies to payment in full (repayment, cash, or a
 * platform coupon granted for it) for one intent; false otherwise.
 */
export async function reserveCouponForIntent(
  tx: Db,
  r: { couponId: string; customerId: string; intentId: string; at: Date },
): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE coupons SET status = 'reserved', reserved_for = $3, reserved_at = $2
      WHERE id = $1 AND customer_id = $4 AND applies_to = 'payInFull' AND ${USABLE_COUPON}
      RETURNING id`,
    [r.couponId, r.at, r.intentId, r.customerId],
  );
  return rows.length > 0;
}

/**
 * The intent succeeded: its coupon is spent. `released`: an intent ended by reconciliation and
 * paid late takes its released coupon back, if still available (docs/loans.md#reconciliation).
 */
export async function useIntentCoupon(
  tx: Db,
  c: { couponId: string; intentId: string; at: Date; released?: boolean },
): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE coupons SET status = 'used', used_at = $3, used_for = $2, reserved_for = NULL,
            reserved_at = NULL
      WHERE id = $1 AND ((status = 'reserved' AND reserved_for = $2)
        OR ($4 AND status = 'available' AND reserved_for IS NULL)) RETURNING id`,
    [c.couponId, c.intentId, c.at, c.released ?? false],
  );
  return rows.length > 0;
}

/** A coupon still free for an intent's late payment to take back. */
export async function couponStillAvailable(tx: Db, couponId: string): Promise<boolean> {
  const rows = await tx.query(
    `SELECT 1 FROM coupons WHERE id = $1 AND status = 'available' AND reserved_for IS NULL`,
    [couponId],
  );
  return rows.length > 0;
}

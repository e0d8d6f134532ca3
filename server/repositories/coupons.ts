import type { CouponView } from '../../contract/loan/api.ts';
import type { Db } from '../db/db.ts';

export type CouponType = 'platform' | 'withdrawal' | 'repayment' | 'cash';
/** As stored: `expired` is not a stored status but a coupon past valid_until (see couponView). */
export type StoredCouponStatus = 'available' | 'reserved' | 'used' | 'invalid';

export interface CouponRow {
  id: string;
  customerId: string;
  type: CouponType;
  deductionCentavos: number;
  validFrom: Date;
  validUntil: Date;
  status: StoredCouponStatus;
  fullRepaymentOnly: boolean;
  source: string;
  reservedFor: string | null;
  usedAt: Date | null;
}

export const COUPON_COLUMNS = `id::text AS id, customer_id::text AS "customerId", type,
  deduction_centavos AS "deductionCentavos", valid_from AS "validFrom",
  valid_until AS "validUntil", status, full_repayment_only AS "fullRepaymentOnly", source,
  reserved_for::text AS "reservedFor", used_at AS "usedAt"`;

/** Usable at `at`: available and inside its validity period. */
export const USABLE_COUPON = `status = 'available' AND valid_from <= $2 AND valid_until > $2`;

export function couponView(row: CouponRow, at: Date): CouponView {
  const expired = row.status === 'available' && row.validUntil <= at;
  return {
    id: row.id,
    type: row.type,
    deductionCentavos: row.deductionCentavos,
    validFrom: row.validFrom.toISOString(),
    validUntil: row.validUntil.toISOString(),
    usedAt: row.usedAt?.toISOString() ?? null,
    status: expired ? 'expired' : row.status,
    fullRepaymentOnly: row.fullRepaymentOnly,
  };
}

/**
 * The welcome coupon of a first approval. The partial unique index coupons_one_welcome makes a
 * second grant a no-op, so a decision job that runs again (or a later approval) adds nothing.
 */
export async function grantWelcomeCoupon(
  db: Db,
  c: { id: string; customerId: string; centavos: number; validUntil: Date; at: Date },
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO coupons (id, customer_id, type, deduction_centavos, valid_from, valid_until,
                          source, created_at)
     VALUES ($1, $2, 'withdrawal', $3, $4, $5, 'welcome', $4)
     ON CONFLICT (customer_id) WHERE source = 'welcome' DO NOTHING
     RETURNING id`,
    [c.id, c.customerId, c.centavos, c.at, c.validUntil],
  );
  return rows.length > 0;
}

/**
 * The borrower's coupons of these types usable now, largest deduction first: withdrawal coupons
 * for a quote, repayment and cash coupons for a payment in full (docs/coupons.md#types).
 */
export async function listUsableCoupons(
  db: Db,
  customerId: string,
  types: readonly CouponType[],
  at: Date,
): Promise<CouponRow[]> {
  return db.query<CouponRow>(
    `SELECT ${COUPON_COLUMNS} FROM coupons
      WHERE customer_id = $1 AND type = ANY($3::text[]) AND ${USABLE_COUPON}
      ORDER BY deduction_centavos DESC, valid_until, id`,
    [customerId, at, types],
  );
}

/** One of the customer's coupons; another customer's id finds nothing. */
export async function findCoupon(
  db: Db,
  customerId: string,
  id: string,
): Promise<CouponRow | null> {
  const [row] = await db.query<CouponRow>(
    `SELECT ${COUPON_COLUMNS} FROM coupons WHERE id = $1 AND customer_id = $2`,
    [id, customerId],
  );
  return row ?? null;
}

/**
 * Holds the coupon for one order (docs/coupons.md#coupon-reservation); false when it is no
 * longer usable.
 */
export async function reserveCoupon(
  db: Db,
  r: { couponId: string; orderId: string; at: Date },
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE coupons SET status = 'reserved', reserved_for = $3, reserved_at = $2
      WHERE id = $1 AND ${USABLE_COUPON} RETURNING id`,
    [r.couponId, r.at, r.orderId],
  );
  return rows.length > 0;
}

/**
 * The holder (an order or a payment intent) ended without using its coupon: released once —
 * available again the first time, invalid after that (docs/coupons.md#coupon-reservation). With
 * `uncounted` (a payment whose checkout was never made) it is available again and the release
 * does not count. Null when the holder held no reservation (released already).
 */
export async function releaseCoupon(
  tx: Db,
  couponId: string,
  holderId: string,
  o: { uncounted?: boolean } = {},
): Promise<'available' | 'invalid' | null> {
  const [row] = await tx.query<{ status: 'available' | 'invalid' }>(
    `UPDATE coupons
        SET status = CASE WHEN $3 OR released_count = 0 THEN 'available' ELSE 'invalid' END,
            released_count = CASE WHEN $3 THEN released_count
                                  ELSE LEAST(released_count + 1, 1) END,
            reserved_for = NULL, reserved_at = NULL
      WHERE id = $1 AND status = 'reserved' AND reserved_for = $2
      RETURNING status`,
    [couponId, holderId, o.uncounted ?? false],
  );
  return row?.status ?? null;
}

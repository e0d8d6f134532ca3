import type { HomeScreenSignal } from '../../contract/bonus/home-screen.ts';
import type { Db } from '../db/db.ts';

/** A customer's home-screen bonus as granted (docs/coupons.md#home-screen-bonus). */
export interface HomeScreenBonusRow {
  grantedAt: Date;
  couponId: string;
  /** The granted coupon's amount; null if the coupon row is gone (never while the account lives). */
  couponCentavos: number | null;
  ceilingCentavos: number;
}

export async function findHomeScreenBonus(
  db: Db,
  customerId: string,
): Promise<HomeScreenBonusRow | null> {
  const [row] = await db.query<HomeScreenBonusRow>(
    `SELECT b.granted_at AS "grantedAt", b.coupon_id::text AS "couponId",
            c.deduction_centavos AS "couponCentavos", b.ceiling_centavos AS "ceilingCentavos"
       FROM home_screen_bonuses b LEFT JOIN coupons c ON c.id = b.coupon_id
      WHERE b.customer_id = $1`,
    [customerId],
  );
  return row ?? null;
}

/** The granted ceiling, or null without a bonus (the settlement's quota, docs/loans.md#quota). */
export async function findBonusCeiling(tx: Db, customerId: string): Promise<number | null> {
  const [row] = await tx.query<{ ceiling: number }>(
    'SELECT ceiling_centavos AS ceiling FROM home_screen_bonuses WHERE customer_id = $1',
    [customerId],
  );
  return row?.ceiling ?? null;
}

/**
 * Claims the customer's one bonus: true only for the statement that wrote the row. A second
 * claim, and a concurrent one (it waits on the primary key until the first commits), write
 * nothing. The caller holds the borrower's profile lock and has checked the account is live
 * (a deletion erases under that lock), and writes the coupon named `couponId` and the message in
 * the same transaction (the coupon's foreign key is checked at the commit).
 */
export async function claimHomeScreenBonus(
  tx: Db,
  b: {
    customerId: string;
    couponId: string;
    ceilingCentavos: number;
    signal: HomeScreenSignal;
    at: Date;
  },
): Promise<boolean> {
  const rows = await tx.query(
    `INSERT INTO home_screen_bonuses (customer_id, coupon_id, ceiling_centavos, signal, granted_at)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (customer_id) DO NOTHING
     RETURNING customer_id`,
    [b.customerId, b.couponId, b.ceilingCentavos, b.signal, b.at],
  );
  return rows.length > 0;
}

/** The bonus coupon: repayment, payment in full only (docs/coupons.md#home-screen-bonus). */
export async function insertHomeScreenBonusCoupon(
  tx: Db,
  c: { id: string; customerId: string; centavos: number; validUntil: Date; at: Date },
): Promise<void> {
  await tx.query(
    `INSERT INTO coupons (id, customer_id, type, applies_to, deduction_centavos, valid_from,
                          valid_until, full_repayment_only, source, created_at)
     VALUES ($1, $2, 'repayment', 'payInFull', $3, $4, $5, true, 'homeScreenBonus', $4)`,
    [c.id, c.customerId, c.centavos, c.at, c.validUntil],
  );
}

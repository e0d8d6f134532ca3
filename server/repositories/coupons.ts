import type { CouponAppliesTo, CouponView } from '../../contract/loan/api.ts';
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
  /** Where it lowers what is paid (docs/coupons.md#platform-coupons). */
  appliesTo: CouponAppliesTo;
  minCentavos: number | null;
  campaignId: string | null;
}

export const COUPON_COLUMNS = `id::text AS id, customer_id::text AS "customerId", type,
  deduction_centavos AS "deductionCentavos", valid_from AS "validFrom",
  valid_until AS "validUntil", status, full_repayment_only AS "fullRepaymentOnly", source,
  reserved_for::text AS "reservedFor", used_at AS "usedAt", applies_to AS "appliesTo",
  min_centavos AS "minCentavos", campaign_id AS "campaignId"`;

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
 * The borrower's coupons usable now where they apply, largest deduction first: withdrawal-side
 * coupons for a quote, payInFull ones for a payment in full (docs/coupons.md#platform-coupons).
 * Minimums are the caller's to check: they depend on the amount.
 */
export async function listUsableCoupons(
  db: Db,
  customerId: string,
  places: readonly CouponAppliesTo[],
  at: Date,
): Promise<CouponRow[]> {
  return db.query<CouponRow>(
    `SELECT ${COUPON_COLUMNS} FROM coupons
      WHERE customer_id = $1 AND applies_to = ANY($3::text[]) AND ${USABLE_COUPON}
      ORDER BY deduction_centavos DESC, valid_until, id`,
    [customerId, at, places],
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

/** A coupon of the lists (docs/coupons.md#lists): its row and what holds it while reserved. */
export interface ListedCouponRow extends CouponRow {
  /** The order holding it, directly or through one of its payment intents. */
  reservedOrderId: string | null;
  reservedKind: 'order' | 'payment' | null;
}

const LISTED_COLUMNS = `${COUPON_COLUMNS},
       CASE WHEN status = 'reserved' THEN COALESCE(
         (SELECT o.id::text FROM orders o WHERE o.id = coupons.reserved_for),
         (SELECT pi.order_id::text FROM payment_intents pi WHERE pi.id = coupons.reserved_for))
       END AS "reservedOrderId",
       CASE WHEN status <> 'reserved' THEN NULL
            WHEN EXISTS (SELECT 1 FROM orders o WHERE o.id = coupons.reserved_for) THEN 'order'
            ELSE 'payment' END AS "reservedKind"`;
const LISTED = `SELECT ${LISTED_COLUMNS} FROM coupons`;

/** Most of each list a borrower is shown; older ones stay stored. */
export const COUPON_LIST_LIMIT = 100;

/**
 * /coupon: usable now or held by an open order or payment, soonest expiry first. A coupon held
 * past its validity stays listed while it is held: its holder may still use it.
 */
export async function listAvailableCoupons(
  db: Db,
  customerId: string,
  at: Date,
): Promise<ListedCouponRow[]> {
  return db.query<ListedCouponRow>(
    `${LISTED}
      WHERE coupons.customer_id = $1
        AND (coupons.status = 'reserved'
             OR (coupons.status = 'available' AND coupons.valid_from <= $2
                 AND coupons.valid_until > $2))
      ORDER BY coupons.valid_until, coupons.id
      LIMIT ${COUPON_LIST_LIMIT}`,
    [customerId, at],
  );
}

/**
 * /couponInvalid: expired (past validity unused, or invalid after a second release) newest
 * first, and used by when they were used, newest first.
 */
export async function listSpentCoupons(
  db: Db,
  customerId: string,
  at: Date,
): Promise<{ expired: ListedCouponRow[]; used: ListedCouponRow[] }> {
  const rows = await db.query<ListedCouponRow & { list: 'expired' | 'used' }>(
    `(SELECT ${LISTED_COLUMNS}, 'expired' AS list FROM coupons
      WHERE coupons.customer_id = $1
        AND (coupons.status = 'invalid'
             OR (coupons.status = 'available' AND coupons.valid_until <= $2))
      ORDER BY coupons.valid_until DESC, coupons.id
      LIMIT ${COUPON_LIST_LIMIT})
     UNION ALL
     (SELECT ${LISTED_COLUMNS}, 'used' AS list FROM coupons
      WHERE coupons.customer_id = $1 AND coupons.status = 'used'
      ORDER BY coupons.used_at DESC, coupons.id
      LIMIT ${COUPON_LIST_LIMIT})`,
    [customerId, at],
  );
  return {
    expired: rows.filter((row) => row.list === 'expired'),
    used: rows.filter((row) => row.list === 'used'),
  };
}

/** What a campaign grants (content/coupon-campaigns.ts), as the grant statement takes it. */
export interface CampaignGrant {
  id: string;
  type: CouponType;
  appliesTo: CouponAppliesTo;
  deductionCentavos: number;
  minCentavos: number | null;
  validDays: number;
  audience: 'everyone' | 'approved' | 'repeat';
}

/** A coupon a grant just wrote. */
export interface GrantedCoupon {
  id: string;
  type: CouponType;
  deductionCentavos: number;
  validUntil: Date;
}

/**
 * Grants each campaign's coupon the customer is in the audience of and does not hold yet, in one
 * statement: the unique index coupons_one_per_campaign makes a second grant, and a concurrent
 * one, do nothing (docs/coupons.md#campaigns). Audiences: everyone; approved (an application was
 * ever approved); repeat (a loan was settled). A deleted account gets nothing.
 */
export async function grantCampaignCoupons(
  db: Db,
  customerId: string,
  campaigns: readonly CampaignGrant[],
  at: Date,
): Promise<GrantedCoupon[]> {
  if (campaigns.length === 0) return [];
  return db.query<GrantedCoupon>(
    `INSERT INTO coupons (id, customer_id, type, applies_to, deduction_centavos, min_centavos,
                          valid_from, valid_until, source, campaign_id, created_at)
     SELECT gen_random_uuid(), $1, c.type, c."appliesTo", c."deductionCentavos",
            c."minCentavos", $2, $2::timestamptz + make_interval(days => c."validDays"),
            'campaign', c.id, $2
       FROM jsonb_to_recordset($3::jsonb) AS c(id text, type text, "appliesTo" text,
              "deductionCentavos" bigint, "minCentavos" bigint, "validDays" integer,
              audience text)
      WHERE EXISTS (SELECT 1 FROM customers WHERE id = $1 AND deleted_at IS NULL)
        AND (c.audience = 'everyone'
             OR (c.audience = 'approved' AND EXISTS (
                   SELECT 1 FROM applications WHERE customer_id = $1 AND status = 'approved'))
             OR (c.audience = 'repeat' AND EXISTS (
                   SELECT 1 FROM orders WHERE customer_id = $1 AND status = 'settled')))
     ON CONFLICT (customer_id, campaign_id) WHERE campaign_id IS NOT NULL DO NOTHING
     RETURNING id::text AS id, type, deduction_centavos AS "deductionCentavos",
               valid_until AS "validUntil"`,
    [customerId, at, JSON.stringify(campaigns)],
  );
}

/** An operator's grant (docs/coupons.md#operator-grants). */
export async function insertOperatorCoupon(
  db: Db,
  c: {
    id: string;
    customerId: string;
    type: CouponType;
    appliesTo: CouponAppliesTo;
    deductionCentavos: number;
    minCentavos: number | null;
    validFrom: Date;
    validUntil: Date;
    note: string | null;
    at: Date;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO coupons (id, customer_id, type, applies_to, deduction_centavos, min_centavos,
                          valid_from, valid_until, source, note, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'operator', $9, $10)`,
    [
      c.id,
      c.customerId,
      c.type,
      c.appliesTo,
      c.deductionCentavos,
      c.minCentavos,
      c.validFrom,
      c.validUntil,
      c.note,
      c.at,
    ],
  );
}

import type { Pricing } from '../../contract/loan/api.ts';
import type { Db } from '../db/db.ts';
import type { ProductConfig } from '../domain/pricing/product-config.ts';

export interface QuoteRow {
  id: string;
  customerId: string;
  applicationId: string;
  productId: string;
  /** The product as configured when the quote was made. */
  product: ProductConfig;
  pricing: Pricing;
  couponId: string | null;
  quotaCentavos: number;
  createdAt: Date;
  expiresAt: Date;
}

const COLUMNS = `id::text AS id, customer_id::text AS "customerId",
  application_id::text AS "applicationId", product_id AS "productId", product, pricing,
  coupon_id::text AS "couponId", quota_centavos AS "quotaCentavos",
  created_at AS "createdAt", expires_at AS "expiresAt"`;

export async function insertQuote(db: Db, q: QuoteRow): Promise<void> {
  await db.query(
    `INSERT INTO quotes (id, customer_id, application_id, product_id, product, pricing, coupon_id,
                         quota_centavos, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7, $8, $9, $10)`,
    [
      q.id,
      q.customerId,
      q.applicationId,
      q.productId,
      JSON.stringify(q.product),
      JSON.stringify(q.pricing),
      q.couponId,
      q.quotaCentavos,
      q.createdAt,
      q.expiresAt,
    ],
  );
}

/** One of the customer's quotes; another customer's id finds nothing. */
export async function findQuote(db: Db, customerId: string, id: string): Promise<QuoteRow | null> {
  const [row] = await db.query<QuoteRow>(
    `SELECT ${COLUMNS} FROM quotes WHERE id = $1 AND customer_id = $2`,
    [id, customerId],
  );
  return row ?? null;
}

/** A quote an order was signed on is part of that order's record: never deleted. */
const UNSIGNED = `NOT EXISTS (SELECT 1 FROM orders o WHERE o.quote_id = q.id)
  AND NOT EXISTS (SELECT 1 FROM signatures s WHERE s.quote_id = q.id)`;

/**
 * Deletes up to `limit` unsigned quotes that expired before `expiredBefore`; returns how many.
 * The daily job runs it without the borrower's lock, while a new quote prunes the borrower's old
 * ones under it: rows another statement holds are skipped, never waited for, so the two cannot
 * deadlock (docs/security.md#stored-quotes). A skipped quote goes the next day.
 */
export async function deleteExpiredQuotes(
  db: Db,
  o: { expiredBefore: Date; limit: number },
): Promise<number> {
  const rows = await db.query(
    `DELETE FROM quotes WHERE id IN (
       SELECT q.id FROM quotes q WHERE q.expires_at <= $1 AND ${UNSIGNED}
        ORDER BY q.expires_at, q.id LIMIT $2 FOR UPDATE OF q SKIP LOCKED)
     RETURNING 1`,
    [o.expiredBefore, o.limit],
  );
  return rows.length;
}

/** Deletes the customer's unsigned quotes beyond the `keep` newest; returns how many. */
export async function pruneQuotes(db: Db, customerId: string, keep: number): Promise<number> {
  const rows = await db.query(
    `DELETE FROM quotes q
      WHERE q.customer_id = $1 AND ${UNSIGNED}
        AND q.id NOT IN (SELECT id FROM quotes WHERE customer_id = $1 ORDER BY seq DESC LIMIT $2)
     RETURNING 1`,
    [customerId, keep],
  );
  return rows.length;
}

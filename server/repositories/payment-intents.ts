import type { IntentFailureReason, IntentStatus } from '../../contract/loan/repayment.ts';
import type { PaymentChannel, RepaymentKind } from '../../contract/loan/repayment.ts';
import type { Language } from '../../contract/language.ts';
import type { Db } from '../db/db.ts';

/*
 * SQL of payment intents (docs/loans.md#payment-intents). The service holds the order's row lock
 * while it creates, ends or posts one; the partial unique index payment_intents_one_live keeps a
 * second live intent of a loan out even if that were forgotten.
 */

export interface IntentRow {
  id: string;
  orderId: string;
  orderNo: string;
  customerId: string;
  kind: RepaymentKind;
  amountCentavos: number;
  quoteDay: string;
  couponId: string | null;
  couponCentavos: number;
  disclosure: unknown;
  agreedAt: Date | null;
  channel: PaymentChannel;
  language: Language;
  idempotencyKey: string;
  provider: string;
  providerRef: string | null;
  checkoutUrl: string | null;
  otcReference: string | null;
  status: IntentStatus;
  failureReason: IntentFailureReason | null;
  expiresAt: Date;
  createdAt: Date;
  endedAt: Date | null;
  /** Reconciliation ended it expired, no provider answering (docs/loans.md#reconciliation). */
  givenUpAt: Date | null;
  /** The provider confirmed its checkout closed, or reconciliation stopped watching it. */
  checkoutClosedAt: Date | null;
}

/** The columns of an IntentRow, of `payment_intents i` joined to `orders o` (INTENT_FROM). */
export const INTENT_COLUMNS = `i.id::text AS id, i.order_id::text AS "orderId", o.order_no AS "orderNo",
  i.customer_id::text AS "customerId", i.kind, i.amount_centavos AS "amountCentavos",
  i.quote_day::text AS "quoteDay", i.coupon_id::text AS "couponId",
  i.coupon_centavos AS "couponCentavos", i.disclosure, i.agreed_at AS "agreedAt", i.channel,
  i.language, i.idempotency_key AS "idempotencyKey", i.provider, i.provider_ref AS "providerRef",
  i.checkout_url AS "checkoutUrl", i.otc_reference AS "otcReference", i.status,
  i.failure_reason AS "failureReason", i.expires_at AS "expiresAt", i.created_at AS "createdAt",
  i.ended_at AS "endedAt", i.given_up_at AS "givenUpAt",
  i.checkout_closed_at AS "checkoutClosedAt"`;
export const INTENT_FROM = 'FROM payment_intents i JOIN orders o ON o.id = i.order_id';

export async function insertIntent(
  tx: Db,
  i: {
    id: string;
    orderId: string;
    customerId: string;
    kind: RepaymentKind;
    amountCentavos: number;
    quoteDay: string;
    couponId: string | null;
    couponCentavos: number;
    disclosure: unknown;
    agreedAt: Date | null;
    channel: PaymentChannel;
    language: Language;
    idempotencyKey: string;
    provider: string;
    expiresAt: Date;
    at: Date;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO payment_intents (id, order_id, customer_id, kind, amount_centavos, quote_day,
       coupon_id, coupon_centavos, disclosure, agreed_at, channel, language, idempotency_key,
       provider, status, expires_at, created_at, updated_at, checkout_requested_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10, $11, $12, $13, $14, 'pending', $15,
             $16, $16, $16)`,
    [
      i.id,
      i.orderId,
      i.customerId,
      i.kind,
      i.amountCentavos,
      i.quoteDay,
      i.couponId,
      i.couponCentavos,
      i.disclosure === null ? null : JSON.stringify(i.disclosure),
      i.agreedAt,
      i.channel,
      i.language,
      i.idempotencyKey,
      i.provider,
      i.expiresAt,
      i.at,
    ],
  );
}

/** The one intent matching `where` (a condition on `i`), or null. */
async function oneIntent(db: Db, where: string, params: unknown[]): Promise<IntentRow | null> {
  const [row] = await db.query<IntentRow>(
    `SELECT ${INTENT_COLUMNS} ${INTENT_FROM} WHERE ${where}`,
    params,
  );
  return row ?? null;
}

/** One of the customer's intents; another customer's id finds nothing. */
export const findIntent = (db: Db, customerId: string, id: string) =>
  oneIntent(db, 'i.id = $1 AND i.customer_id = $2', [id, customerId]);

/** By id alone: for provider events and jobs, which carry our intent id. */
export const findIntentById = (db: Db, id: string) => oneIntent(db, 'i.id = $1', [id]);

export const findIntentByProviderRef = (db: Db, provider: string, providerRef: string) =>
  oneIntent(db, 'i.provider = $1 AND i.provider_ref = $2', [provider, providerRef]);

/** The attempt a retried request names by its idempotency key. */
export const findIntentByKey = (db: Db, customerId: string, key: string) =>
  oneIntent(db, 'i.customer_id = $1 AND i.idempotency_key = $2', [customerId, key]);

/** The loan's intent still in progress, if any. */
export const findLiveIntent = (db: Db, orderId: string) =>
  oneIntent(db, "i.order_id = $1 AND i.status = 'pending'", [orderId]);

/**
 * Claims the asking for a pending intent's checkout (docs/loans.md#payment-intents): true when no
 * checkout is stored and no other request claimed it after `staleBefore`. A new intent is claimed
 * by its creation (insertIntent).
 */
export async function claimCheckout(
  db: Db,
  c: { id: string; at: Date; staleBefore: Date },
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE payment_intents SET checkout_requested_at = $2, updated_at = $2
      WHERE id = $1 AND status = 'pending' AND provider_ref IS NULL
        AND (checkout_requested_at IS NULL OR checkout_requested_at < $3)
      RETURNING id`,
    [c.id, c.at, c.staleBefore],
  );
  return rows.length > 0;
}

/**
 * The checkout the provider made; only while the intent is still pending and has none (a second
 * session, from a claim that went stale, loses and is expired by the caller).
 */
export async function storeCheckout(
  db: Db,
  c: {
    id: string;
    providerRef: string;
    checkoutUrl: string;
    otcReference: string | null;
    expiresAt: Date;
    at: Date;
  },
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE payment_intents
        SET provider_ref = $2, checkout_url = $3, otc_reference = $4, expires_at = $5,
            updated_at = $6
      WHERE id = $1 AND status = 'pending' AND provider_ref IS NULL RETURNING id`,
    [c.id, c.providerRef, c.checkoutUrl, c.otcReference, c.expiresAt, c.at],
  );
  return rows.length > 0;
}

/**
 * Ends a pending intent; false when it had ended already (each end happens once). `givenUp`
 * records that reconciliation ended it; `fromGivenUp` lets a late payment succeed an intent ended
 * that way (docs/loans.md#reconciliation).
 */
export async function endIntent(
  tx: Db,
  e: {
    id: string;
    status: Exclude<IntentStatus, 'pending'>;
    failureReason: IntentFailureReason | null;
    at: Date;
    givenUp?: boolean;
    fromGivenUp?: boolean;
  },
): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE payment_intents SET status = $2, failure_reason = $3, ended_at = $4, updated_at = $4,
            given_up_at = CASE WHEN $5 THEN $4 ELSE given_up_at END
      WHERE id = $1 AND (status = 'pending'
        OR ($6 AND status = 'expired' AND given_up_at IS NOT NULL)) RETURNING id`,
    [e.id, e.status, e.failureReason, e.at, e.givenUp ?? false, e.fromGivenUp ?? false],
  );
  return rows.length > 0;
}

/** The provider confirmed the intent's checkout closed, or we stopped watching it. */
export async function markCheckoutClosed(tx: Db, id: string, at: Date): Promise<void> {
  await tx.query(
    `UPDATE payment_intents SET checkout_closed_at = $2, updated_at = $2
      WHERE id = $1 AND checkout_closed_at IS NULL`,
    [id, at],
  );
}

/**
 * Another intent of the loan made after this one that is live or succeeded: something may have
 * posted since, so a late payment of this one cannot (docs/loans.md#reconciliation).
 */
export async function laterIntentInUse(tx: Db, intent: IntentRow): Promise<boolean> {
  const rows = await tx.query(
    `SELECT 1 FROM payment_intents
      WHERE order_id = $1 AND id <> $2 AND created_at >= $3 AND status IN ('pending', 'succeeded')
      LIMIT 1`,
    [intent.orderId, intent.id, intent.createdAt],
  );
  return rows.length > 0;
}

/** The customer's intents created since `since`, newest first (the repayment record). */
export async function listIntents(
  db: Db,
  customerId: string,
  since: Date,
  orderId: string | null,
): Promise<IntentRow[]> {
  return db.query<IntentRow>(
    `SELECT ${INTENT_COLUMNS} ${INTENT_FROM}
      WHERE i.customer_id = $1 AND i.created_at >= $2 AND ($3::uuid IS NULL OR i.order_id = $3)
      ORDER BY i.created_at DESC, i.id DESC`,
    [customerId, since, orderId],
  );
}

/**
 * Intents to ask the provider about (docs/loans.md#reconciliation): pending ones created before
 * `createdBefore` or past their expiry at `at`, and cancelled ones whose checkout the provider
 * has not confirmed closed. Oldest first, one page of `limit` after the
 * intent `after` (keyset), so a run reaches every one however many stay pending.
 */
export async function listIntentsToReconcile(
  db: Db,
  r: { createdBefore: Date; at: Date; limit: number; after: IntentRow | null },
): Promise<IntentRow[]> {
  return db.query<IntentRow>(
    `SELECT ${INTENT_COLUMNS} ${INTENT_FROM}
      WHERE ((i.status = 'pending' AND (i.created_at <= $1 OR i.expires_at <= $2))
          OR (i.status = 'cancelled' AND i.provider_ref IS NOT NULL
              AND i.checkout_closed_at IS NULL))
        AND ($4::timestamptz IS NULL OR (i.created_at, i.id) > ($4::timestamptz, $5::uuid))
      ORDER BY i.created_at, i.id LIMIT $3`,
    [r.createdBefore, r.at, r.limit, r.after?.createdAt ?? null, r.after?.id ?? null],
  );
}

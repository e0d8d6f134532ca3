import type { OrderStatus } from '../../contract/loan/order-states.ts';
import type { Db } from '../db/db.ts';
import type { PayoutDestination } from '../payouts/payout-provider.ts';

/*
 * SQL of disbursement and cancellation: payout attempts, and the order and coupon columns those
 * two touch (the loan flow's own repositories own the rest of orders and coupons). Status
 * changes of an order go through services/orders/order-machine.ts, never through here.
 */

export type PayoutStatus = 'pending' | 'processing' | 'paid' | 'failed';

export interface Payout {
  id: string;
  orderId: string;
  attempt: number;
  idempotencyKey: string;
  amountCentavos: number;
  destination: PayoutDestination;
  provider: string;
  status: PayoutStatus;
  providerRef: string | null;
  requestedAt: Date | null;
}

const PAYOUT_COLUMNS = `id::text AS id, order_id::text AS "orderId", attempt,
  idempotency_key AS "idempotencyKey", amount_centavos AS "amountCentavos", destination,
  provider, status, provider_ref AS "providerRef", requested_at AS "requestedAt"`;

export async function findPayout(db: Db, id: string): Promise<Payout | null> {
  const [row] = await db.query<Payout>(`SELECT ${PAYOUT_COLUMNS} FROM payouts WHERE id = $1`, [id]);
  return row ?? null;
}

/** In the transaction that stores an answer: two workers answering one payout take turns. */
export async function lockPayout(tx: Db, id: string): Promise<Payout | null> {
  const [row] = await tx.query<Payout>(
    `SELECT ${PAYOUT_COLUMNS} FROM payouts WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return row ?? null;
}

/** The next attempt's number for an order (1 for the first). */
export async function nextPayoutAttempt(tx: Db, orderId: string): Promise<number> {
  const [row] = await tx.query<{ next: number }>(
    'SELECT COALESCE(max(attempt), 0) + 1 AS next FROM payouts WHERE order_id = $1',
    [orderId],
  );
  return row!.next;
}

export async function insertPayout(
  tx: Db,
  p: {
    id: string;
    orderId: string;
    attempt: number;
    idempotencyKey: string;
    amountCentavos: number;
    destination: unknown;
    provider: string;
    at: Date;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO payouts (id, order_id, attempt, idempotency_key, amount_centavos, destination,
                          provider, status, created_at)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, 'pending', $8)`,
    [
      p.id,
      p.orderId,
      p.attempt,
      p.idempotencyKey,
      p.amountCentavos,
      JSON.stringify(p.destination),
      p.provider,
      p.at,
    ],
  );
}

/** When the provider was first asked (kept on a retry of the same attempt). */
export async function markPayoutRequested(db: Db, id: string, at: Date): Promise<void> {
  await db.query(
    `UPDATE payouts SET requested_at = COALESCE(requested_at, $2)
      WHERE id = $1 AND status IN ('pending', 'processing')`,
    [id, at],
  );
}

/** Stores the provider's answer on a payout still open; false when it was settled already. */
export async function storePayoutAnswer(
  tx: Db,
  a: {
    id: string;
    status: Exclude<PayoutStatus, 'pending'>;
    reference: string;
    failureReason: string | null;
    at: Date;
  },
): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE payouts SET status = $2, provider_ref = $3, failure_reason = $4,
            answered_at = CASE WHEN $2 = 'processing' THEN answered_at ELSE $5::timestamptz END
      WHERE id = $1 AND status IN ('pending', 'processing')
      RETURNING id`,
    [a.id, a.status, a.reference, a.failureReason, a.at],
  );
  return rows.length > 0;
}

/** What disbursement and cancellation read of an order, locked for the transaction. */
export interface OrderForPayout {
  id: string;
  orderNo: string;
  customerId: string;
  status: OrderStatus;
  termDays: number;
  receivedCentavos: number;
  product: unknown;
  pricing: unknown;
  couponId: string | null;
  payoutAccount: unknown;
  disbursedAt: Date | null;
  principalReturnedAt: Date | null;
  applicationStatus: string;
  /** Why the order waits for a person in toCheck (docs/desk.md#payout-holds). */
  payoutHold: string[] | null;
}

const ORDER_QUERY = `SELECT o.id::text AS id, o.order_no AS "orderNo",
    o.customer_id::text AS "customerId", o.status, o.term_days AS "termDays",
    o.received_centavos AS "receivedCentavos", o.product, o.pricing,
    o.coupon_id::text AS "couponId", o.payout_account AS "payoutAccount",
    o.disbursed_at AS "disbursedAt", o.principal_returned_at AS "principalReturnedAt",
    o.payout_hold AS "payoutHold", a.status AS "applicationStatus"
  FROM orders o JOIN applications a ON a.id = o.application_id`;

export async function lockOrder(tx: Db, orderId: string): Promise<OrderForPayout | null> {
  const [row] = await tx.query<OrderForPayout>(`${ORDER_QUERY} WHERE o.id = $1 FOR UPDATE OF o`, [
    orderId,
  ]);
  return row ?? null;
}

export async function lockOrderByNo(tx: Db, orderNo: string): Promise<OrderForPayout | null> {
  const [row] = await tx.query<OrderForPayout>(
    `${ORDER_QUERY} WHERE o.order_no = $1 FOR UPDATE OF o`,
    [orderNo],
  );
  return row ?? null;
}

/**
 * The money was sent: the coupon the order reserved is spent
 * (docs/coupons.md#coupon-reservation).
 */
export async function useReservedCoupon(
  tx: Db,
  c: { couponId: string; orderId: string; at: Date },
): Promise<void> {
  await tx.query(
    `UPDATE coupons SET status = 'used', used_at = $3, used_for = $2, reserved_for = NULL
      WHERE id = $1 AND status = 'reserved' AND reserved_for = $2`,
    [c.couponId, c.orderId, c.at],
  );
}

/** The gateway of the order's last payout attempt, null before the first. */
export async function lastPayoutProvider(tx: Db, orderId: string): Promise<string | null> {
  const [last] = await tx.query<{ provider: string }>(
    'SELECT provider FROM payouts WHERE order_id = $1 ORDER BY attempt DESC LIMIT 1',
    [orderId],
  );
  return last?.provider ?? null;
}

/**
 * Customer service got the principal of an order cancelled after its payout back: the order stops
 * counting as open (migration 005). Only while still owed; false when nothing was written.
 */
export async function recordPrincipalReturn(
  tx: Db,
  r: { orderId: string; at: Date },
): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE orders SET principal_returned_at = $2, updated_at = $2
      WHERE id = $1 AND status = 'cancelled' AND disbursed_at IS NOT NULL
        AND principal_returned_at IS NULL
      RETURNING id`,
    [r.orderId, r.at],
  );
  return rows.length > 0;
}

import type { OrderStatus } from '../../contract/loan/order-states.ts';
import type { PayoutDeskView } from '../../contract/desk/payouts.ts';
import type { Db } from '../db/db.ts';
import type { PayoutHoldReason } from '../domain/desk/payout-hold.ts';
import type { PayoutDestination } from '../payouts/payout-provider.ts';

/*
 * The payouts desk's SQL (docs/desk.md#payouts): which orders wait where, one order with its
 * attempts and history, the hold on an order and what decides it.
 */

/** The orders a list shows at once, oldest first. */
export const PAYOUT_LIST_LIMIT = 200;

/**
 * Other borrowers whose payout account this is: today's or one they replaced, or, for an e-wallet,
 * their mobile. Public ids, at most 20.
 */
export async function accountOwners(
  db: Db,
  customerId: string,
  account: Pick<PayoutDestination, 'channel' | 'payeeCode' | 'account'>,
): Promise<string[]> {
  if (!account.account) return [];
  const rows = await db.query<{ publicId: string }>(
    `WITH owners AS (
       SELECT customer_id FROM profile_sections
        WHERE section = 'bank' AND data ->> 'account' = $2 AND data ->> 'channel' = $3
          AND ($3 = 'ewallet' OR data ->> 'payeeCode' = $4)
       UNION
       SELECT customer_id FROM profile_section_history
        WHERE section = 'bank' AND data ->> 'account' = $2 AND data ->> 'channel' = $3
          AND ($3 = 'ewallet' OR data ->> 'payeeCode' = $4)
       UNION
       SELECT id FROM customers
        WHERE $3 = 'ewallet' AND phone = '+63' || substr($2, 2) AND deleted_at IS NULL
     )
     SELECT c.public_id AS "publicId" FROM owners o JOIN customers c ON c.id = o.customer_id
      WHERE o.customer_id <> $1
      ORDER BY c.public_id
      LIMIT 20`,
    [customerId, account.account, account.channel, account.payeeCode],
  );
  return rows.map((row) => row.publicId);
}

/** When the borrower last replaced their payout account by choice (a repeat borrower's change). */
export async function lastBankChange(db: Db, customerId: string): Promise<Date | null> {
  const [row] = await db.query<{ at: Date }>(
    `SELECT replaced_at AS at FROM profile_section_history
      WHERE customer_id = $1 AND section = 'bank' AND reason = 'bankChange'
      ORDER BY replaced_at DESC LIMIT 1`,
    [customerId],
  );
  return row?.at ?? null;
}

/** Keeps an order that is being checked in toCheck for a person; false if it moved on. */
export async function holdPayout(
  tx: Db,
  h: { orderId: string; reasons: readonly PayoutHoldReason[]; at: Date },
): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE orders SET payout_hold = $2::text[], payout_held_at = $3, updated_at = $3
      WHERE id = $1 AND status = 'toCheck' RETURNING id`,
    [h.orderId, h.reasons, h.at],
  );
  return rows.length > 0;
}

export interface PayoutDeskRow {
  orderId: string;
  orderNo: string;
  customerId: string;
  publicId: string;
  phone: string;
  basic: { firstName?: string; lastName?: string } | null;
  status: OrderStatus;
  amountCentavos: number;
  receivedCentavos: number;
  payoutAccount: PayoutDestination;
  hold: PayoutHoldReason[] | null;
  heldAt: Date | null;
  failureReason: string | null;
  since: Date;
  attempts: number;
  /** The attempt still open (pending or processing): when it was created. */
  activeSince: Date | null;
  pendingRequest: string | null;
}

const ROW_COLUMNS = `o.id::text AS "orderId", o.order_no AS "orderNo",
    o.customer_id::text AS "customerId", c.public_id AS "publicId", c.phone, b.data AS basic,
    o.status, o.amount_centavos AS "amountCentavos", o.received_centavos AS "receivedCentavos",
    o.payout_account AS "payoutAccount", o.payout_hold AS hold, o.payout_held_at AS "heldAt",
    o.failure_reason AS "failureReason", o.updated_at AS since,
    (SELECT count(*)::int FROM payouts p WHERE p.order_id = o.id) AS attempts,
    (SELECT p.created_at FROM payouts p
      WHERE p.order_id = o.id AND p.status IN ('pending', 'processing')) AS "activeSince",
    (SELECT r.kind FROM desk_requests r
      WHERE r.record_type = 'order' AND r.record_id = o.order_no AND r.status = 'pending'
      ORDER BY r.made_at LIMIT 1) AS "pendingRequest"`;

const ROW_FROM = `FROM orders o
  JOIN customers c ON c.id = o.customer_id
  LEFT JOIN profile_sections b ON b.customer_id = o.customer_id AND b.section = 'basic'`;

/**
 * One list of the desk, oldest first, one more than the limit so the caller can say there are
 * more: toCheck (signed, not yet paid out: held ones and those the job has not reached), inFlight
 * (with the provider), failed, stuck (with the provider since before `stuckBefore`).
 */
export async function listPayoutOrders(
  db: Db,
  view: PayoutDeskView,
  stuckBefore: Date,
  limit: number,
): Promise<PayoutDeskRow[]> {
  const where: Record<PayoutDeskView, string> = {
    toCheck: `o.status IN ('requested', 'toCheck')`,
    inFlight: `o.status = 'disbursing' AND NOT EXISTS (SELECT 1 FROM payouts p
                 WHERE p.order_id = o.id AND p.status IN ('pending', 'processing')
                   AND p.created_at < $2)`,
    failed: `o.status = 'disbursementFailed'`,
    stuck: `o.status = 'disbursing' AND EXISTS (SELECT 1 FROM payouts p
              WHERE p.order_id = o.id AND p.status IN ('pending', 'processing')
                AND p.created_at < $2)`,
  };
  return db.query<PayoutDeskRow>(
    `SELECT ${ROW_COLUMNS} ${ROW_FROM}
      WHERE ${where[view]}
      ORDER BY o.updated_at, o.order_no
      LIMIT $1`,
    view === 'inFlight' || view === 'stuck' ? [limit + 1, stuckBefore] : [limit + 1],
  );
}

/** One order as the payouts desk reads it, any status. */
export async function findPayoutOrder(db: Db, orderNo: string): Promise<PayoutDeskRow | null> {
  const [row] = await db.query<PayoutDeskRow>(
    `SELECT ${ROW_COLUMNS} ${ROW_FROM} WHERE o.order_no = $1`,
    [orderNo],
  );
  return row ?? null;
}

export interface PayoutAttemptRow {
  attempt: number;
  status: string;
  provider: string;
  amountCentavos: number;
  destination: PayoutDestination;
  reference: string | null;
  failureReason: string | null;
  createdAt: Date;
  requestedAt: Date | null;
  answeredAt: Date | null;
}

export async function payoutAttempts(db: Db, orderId: string): Promise<PayoutAttemptRow[]> {
  return db.query<PayoutAttemptRow>(
    `SELECT attempt, status, provider, amount_centavos AS "amountCentavos", destination,
            provider_ref AS reference, failure_reason AS "failureReason",
            created_at AS "createdAt", requested_at AS "requestedAt", answered_at AS "answeredAt"
       FROM payouts WHERE order_id = $1 ORDER BY attempt`,
    [orderId],
  );
}

export interface OrderEventRow {
  from: OrderStatus | null;
  to: OrderStatus;
  actor: string;
  reason: string | null;
  at: Date;
}

export async function orderEvents(db: Db, orderId: string): Promise<OrderEventRow[]> {
  return db.query<OrderEventRow>(
    `SELECT from_status AS "from", to_status AS "to", actor, reason, at
       FROM order_events WHERE order_id = $1 ORDER BY at, id`,
    [orderId],
  );
}

/** The open attempt of an order, for asking the provider about it again. */
export async function activePayout(
  db: Db,
  orderId: string,
): Promise<{ id: string; status: 'pending' | 'processing' } | null> {
  const [row] = await db.query<{ id: string; status: 'pending' | 'processing' }>(
    `SELECT id::text AS id, status FROM payouts
      WHERE order_id = $1 AND status IN ('pending', 'processing')`,
    [orderId],
  );
  return row ?? null;
}

/**
 * "Ask the provider now" for an order stuck with it: the jobs that send or check its open attempt
 * run at once — a waiting one brought forward, one that gave up reopened for one more try. The
 * same attempt and key, so nothing can be paid twice. How many jobs were moved.
 */
export async function bringPayoutJobsForward(tx: Db, payoutId: string, at: Date): Promise<number> {
  const rows = await tx.query(
    `UPDATE jobs SET run_at = $2,
            failed_at = NULL, max_attempts = GREATEST(max_attempts, attempts + 1)
      WHERE kind IN ('disburse', 'payout-status') AND payload ->> 'payoutId' = $1
        AND done_at IS NULL AND dismissed_at IS NULL
        AND (locked_until IS NULL OR locked_until < $2)
        AND (failed_at IS NOT NULL OR run_at > $2)
      RETURNING id`,
    [payoutId, at],
  );
  return rows.length;
}

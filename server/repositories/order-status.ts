import type { OrderActor, OrderStatus } from '../../contract/loan/order-states.ts';
import type { Db } from '../db/db.ts';

/*
 * SQL of an order's status and history: the compare-and-set move and the order_events rows.
 * Only services/orders/order-machine.ts calls these, so every move is checked and messaged.
 */

/** Columns a transition may set together with the status. */
export interface OrderChanges {
  failureReason?: string | null;
  payoutAccount?: unknown;
  withdrawalDate?: string;
  dueDate?: string;
  disbursedAt?: Date;
  settledAt?: Date;
  cancelledAt?: Date;
  /** Replaces the stored pricing (the real dates once the money is sent). */
  pricing?: unknown;
  /** Why a payout waits for a person (docs/desk.md#payout-holds); cleared on leaving toCheck. */
  payoutHold?: readonly string[] | null;
  payoutHeldAt?: Date | null;
}

const COLUMN_OF: Record<keyof OrderChanges, string> = {
  failureReason: 'failure_reason',
  payoutAccount: 'payout_account',
  withdrawalDate: 'withdrawal_date',
  dueDate: 'due_date',
  disbursedAt: 'disbursed_at',
  settledAt: 'settled_at',
  cancelledAt: 'cancelled_at',
  pricing: 'pricing',
  payoutHold: 'payout_hold',
  payoutHeldAt: 'payout_held_at',
};
const JSON_COLUMNS = new Set<keyof OrderChanges>(['payoutAccount', 'pricing']);

export interface MovedOrderRow {
  id: string;
  orderNo: string;
  customerId: string;
  amountCentavos: number;
  from: OrderStatus;
}

/**
 * Moves the order to `to` only if it is still in one of `from` (a compare-and-set under the
 * row lock, so two workers or two requests cannot both move it), with the columns of `set`.
 * Null, and nothing written, when the order was not in `from`.
 */
export async function moveOrderStatus(
  tx: Db,
  m: {
    orderId: string;
    from: readonly OrderStatus[];
    to: OrderStatus;
    at: Date;
    set: OrderChanges;
  },
): Promise<MovedOrderRow | null> {
  const assignments = ['status = $3', 'updated_at = $4'];
  const params: unknown[] = [m.orderId, [...m.from], m.to, m.at];
  for (const [key, value] of Object.entries(m.set) as [keyof OrderChanges, unknown][]) {
    if (value === undefined) continue;
    params.push(JSON_COLUMNS.has(key) ? JSON.stringify(value) : value);
    const cast = JSON_COLUMNS.has(key) ? '::jsonb' : key === 'payoutHold' ? '::text[]' : '';
    assignments.push(`${COLUMN_OF[key]} = $${params.length}${cast}`);
  }
  const [row] = await tx.query<MovedOrderRow>(
    `WITH previous AS (SELECT id, status FROM orders WHERE id = $1 FOR UPDATE)
     UPDATE orders o SET ${assignments.join(', ')}
       FROM previous
      WHERE o.id = previous.id AND previous.status = ANY($2::text[])
      RETURNING o.id::text AS id, o.order_no AS "orderNo", o.customer_id::text AS "customerId",
                o.amount_centavos AS "amountCentavos", previous.status AS "from"`,
    params,
  );
  return row ?? null;
}

/** One history row; `from` is null for the order's creation. */
export async function insertOrderEvent(
  tx: Db,
  e: {
    orderId: string;
    from: OrderStatus | null;
    to: OrderStatus;
    actor: OrderActor;
    reason: string | null;
    details: Record<string, unknown>;
    at: Date;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO order_events (order_id, from_status, to_status, actor, reason, details, at)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7)`,
    [e.orderId, e.from, e.to, e.actor, e.reason, JSON.stringify(e.details), e.at],
  );
}

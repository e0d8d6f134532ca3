import { canMove } from '../../../contract/loan/order-states.ts';
import type { OrderActor, OrderStatus } from '../../../contract/loan/order-states.ts';
import type { Db } from '../../db/db.ts';
import { insertMessage } from '../../repositories/messages.ts';
import type { MessageKind, MessageParams } from '../../repositories/messages.ts';

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
}

export interface Transition {
  orderId: string;
  /** The statuses the move is allowed from; the order must be in one of them right now. */
  from: readonly OrderStatus[];
  to: OrderStatus;
  at: Date;
  actor: OrderActor;
  /** A machine reason kept in the history, e.g. 'accountUnavailable', 'customerRequest'. */
  reason?: string | null;
  details?: Record<string, unknown>;
  set?: OrderChanges;
  /** Extra values for the borrower's message (order number and amount are always there). */
  messageParams?: MessageParams;
}

const MESSAGE_OF: Record<OrderStatus, MessageKind> = {
  requested: 'orderRequested',
  toCheck: 'orderToCheck',
  disbursing: 'orderDisbursing',
  disbursementFailed: 'orderDisbursementFailed',
  repaying: 'orderRepaying',
  settled: 'orderSettled',
  cancelled: 'orderCancelled',
};

const COLUMN_OF: Record<keyof OrderChanges, string> = {
  failureReason: 'failure_reason',
  payoutAccount: 'payout_account',
  withdrawalDate: 'withdrawal_date',
  dueDate: 'due_date',
  disbursedAt: 'disbursed_at',
  settledAt: 'settled_at',
  cancelledAt: 'cancelled_at',
  pricing: 'pricing',
};
const JSON_COLUMNS = new Set<keyof OrderChanges>(['payoutAccount', 'pricing']);

export interface MovedOrder {
  id: string;
  orderNo: string;
  customerId: string;
  from: OrderStatus;
  to: OrderStatus;
}

/**
 * The one way an order changes status (DECISIONS §4). Run it inside the transaction that does the
 * work: it moves the order only if it is still in one of `from` (a compare-and-set, so two workers
 * or two requests cannot both move it), records the history and the borrower's message. Returns
 * null, and writes nothing, when the order was not in `from`.
 */
export async function transitionOrder(tx: Db, t: Transition): Promise<MovedOrder | null> {
  for (const from of t.from) {
    if (!canMove(from, t.to)) throw new Error(`Order transition not allowed: ${from} → ${t.to}`);
  }
  const assignments = ['status = $3', 'updated_at = $4'];
  const params: unknown[] = [t.orderId, [...t.from], t.to, t.at];
  // failure_reason is cleared on every move out of disbursementFailed unless set explicitly.
  const set: OrderChanges = {
    ...(t.to === 'disbursementFailed' ? {} : { failureReason: null }),
    ...t.set,
  };
  for (const [key, value] of Object.entries(set) as [keyof OrderChanges, unknown][]) {
    if (value === undefined) continue;
    params.push(JSON_COLUMNS.has(key) ? JSON.stringify(value) : value);
    assignments.push(
      `${COLUMN_OF[key]} = $${params.length}${JSON_COLUMNS.has(key) ? '::jsonb' : ''}`,
    );
  }
  const [row] = await tx.query<{
    id: string;
    orderNo: string;
    customerId: string;
    amountCentavos: string;
    from: OrderStatus;
  }>(
    `WITH previous AS (SELECT id, status FROM orders WHERE id = $1 FOR UPDATE)
     UPDATE orders o SET ${assignments.join(', ')}
       FROM previous
      WHERE o.id = previous.id AND previous.status = ANY($2::text[])
      RETURNING o.id::text AS id, o.order_no AS "orderNo", o.customer_id::text AS "customerId",
                o.amount_centavos::text AS "amountCentavos", previous.status AS "from"`,
    params,
  );
  if (!row) return null;
  await tx.query(
    `INSERT INTO order_events (order_id, from_status, to_status, actor, reason, details, at)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7)`,
    [t.orderId, row.from, t.to, t.actor, t.reason ?? null, JSON.stringify(t.details ?? {}), t.at],
  );
  await insertMessage(tx, {
    customerId: row.customerId,
    kind: MESSAGE_OF[t.to],
    params: {
      orderId: row.id,
      orderNo: row.orderNo,
      amountCentavos: Number(row.amountCentavos),
      ...t.messageParams,
    },
    at: t.at,
  });
  return { id: row.id, orderNo: row.orderNo, customerId: row.customerId, from: row.from, to: t.to };
}

/** The first history entry and message, written by the transaction that creates the order. */
export async function recordOrderCreated(
  tx: Db,
  o: { orderId: string; orderNo: string; customerId: string; amountCentavos: number; at: Date },
): Promise<void> {
  await tx.query(
    `INSERT INTO order_events (order_id, from_status, to_status, actor, reason, details, at)
     VALUES ($1, NULL, 'requested', 'borrower', 'signed', '{}'::jsonb, $2)`,
    [o.orderId, o.at],
  );
  await insertMessage(tx, {
    customerId: o.customerId,
    kind: 'orderRequested',
    params: { orderId: o.orderId, orderNo: o.orderNo, amountCentavos: o.amountCentavos },
    at: o.at,
  });
}

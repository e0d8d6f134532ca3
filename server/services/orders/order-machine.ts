import { canMove } from '../../../contract/loan/order-states.ts';
import type { OrderActor, OrderStatus } from '../../../contract/loan/order-states.ts';
import type { Db } from '../../db/db.ts';
import { lapseRequestsAbout } from '../../repositories/desk-requests.ts';
import { insertMessage } from '../../repositories/messages.ts';
import { insertOrderEvent, moveOrderStatus } from '../../repositories/order-status.ts';
import type { OrderChanges } from '../../repositories/order-status.ts';
import type { MessageKind, MessageParams } from '../../repositories/messages.ts';

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

export interface MovedOrder {
  id: string;
  orderNo: string;
  customerId: string;
  from: OrderStatus;
  to: OrderStatus;
}

/**
 * The one way an order changes status (docs/loans.md#order-states). Run it inside the transaction
 * that does the work: it moves the order only if it is still in one of `from` (a compare-and-set,
 * so two workers or two requests cannot both move it), records the history and the borrower's
 * message. Returns null, and writes nothing, when the order was not in `from`.
 */
export async function transitionOrder(tx: Db, t: Transition): Promise<MovedOrder | null> {
  for (const from of t.from) {
    if (!canMove(from, t.to)) throw new Error(`Order transition not allowed: ${from} → ${t.to}`);
  }
  // failure_reason is cleared on every move out of disbursementFailed unless set explicitly, and
  // a payout hold on every move out of toCheck.
  const set: OrderChanges = {
    ...(t.to === 'disbursementFailed' ? {} : { failureReason: null }),
    ...(t.to === 'toCheck' ? {} : { payoutHold: null, payoutHeldAt: null }),
    ...t.set,
  };
  const row = await moveOrderStatus(tx, {
    orderId: t.orderId,
    from: t.from,
    to: t.to,
    at: t.at,
    set,
  });
  if (!row) return null;
  await insertOrderEvent(tx, {
    orderId: t.orderId,
    from: row.from,
    to: t.to,
    actor: t.actor,
    reason: t.reason ?? null,
    details: t.details ?? {},
    at: t.at,
  });
  // What staff asked about the order in its old state no longer applies (docs/desk.md#four-eyes).
  await lapseRequestsAbout(tx, { type: 'order', id: row.orderNo }, t.at);
  await insertMessage(tx, {
    customerId: row.customerId,
    kind: MESSAGE_OF[t.to],
    params: {
      orderId: row.id,
      orderNo: row.orderNo,
      amountCentavos: row.amountCentavos,
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
  await insertOrderEvent(tx, {
    orderId: o.orderId,
    from: null,
    to: 'requested',
    actor: 'borrower',
    reason: 'signed',
    details: {},
    at: o.at,
  });
  await insertMessage(tx, {
    customerId: o.customerId,
    kind: 'orderRequested',
    params: { orderId: o.orderId, orderNo: o.orderNo, amountCentavos: o.amountCentavos },
    at: o.at,
  });
}

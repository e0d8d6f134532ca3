import type { OrderStatus } from '../../contract/loan/order-states.ts';
import type { Db } from '../db/db.ts';

/*
 * The order columns repayment reads and writes besides its status (which moves only through
 * services/orders/order-machine.ts): the row lock that serializes a loan's postings
 * (docs/loans.md#ledger-conventions) and the due date an extension moves.
 */

export interface RepaymentOrder {
  id: string;
  orderNo: string;
  customerId: string;
  applicationId: string;
  status: OrderStatus;
  amountCentavos: number;
  receivedCentavos: number;
  product: unknown;
  pricing: unknown;
  dueDate: string | null;
  disbursedAt: Date | null;
}

const COLUMNS = `id::text AS id, order_no AS "orderNo", customer_id::text AS "customerId",
  application_id::text AS "applicationId", status, amount_centavos AS "amountCentavos",
  received_centavos AS "receivedCentavos", product,
  pricing, due_date::text AS "dueDate", disbursed_at AS "disbursedAt"`;

/**
 * The order locked until the transaction ends (by id, or by order number for operator commands);
 * with `customerId`, only the customer's own.
 */
export async function lockRepaymentOrder(
  tx: Db,
  key: { id: string } | { orderNo: string },
  customerId: string | null = null,
): Promise<RepaymentOrder | null> {
  const byId = 'id' in key;
  const [row] = await tx.query<RepaymentOrder>(
    `SELECT ${COLUMNS} FROM orders
      WHERE ${byId ? 'id = $1::uuid' : 'order_no = $1'}
        AND ($2::bigint IS NULL OR customer_id = $2) FOR UPDATE`,
    [byId ? key.id : key.orderNo, customerId],
  );
  return row ?? null;
}

/**
 * An extension moved the due date (docs/loans.md#extensions): a promise to pay made against the
 * old one no longer holds the new term's reminders (docs/desk.md#promise-to-pay).
 */
export async function setOrderDueDate(
  tx: Db,
  u: { orderId: string; dueDate: string; at: Date },
): Promise<void> {
  await tx.query(
    `UPDATE orders SET due_date = $2, updated_at = $3, promised_on = NULL WHERE id = $1`,
    [u.orderId, u.dueDate, u.at],
  );
}

/** The customer's order, without a lock (views). */
export async function findRepaymentOrder(
  db: Db,
  orderId: string,
  customerId: string,
): Promise<RepaymentOrder | null> {
  const [row] = await db.query<RepaymentOrder>(
    `SELECT ${COLUMNS} FROM orders WHERE id = $1 AND customer_id = $2`,
    [orderId, customerId],
  );
  return row ?? null;
}

import type { Pricing } from '../../contract/loan/api.ts';
import { OPEN_ORDER_STATUSES } from '../../contract/loan/order-states.ts';
import type {
  OrderActor,
  OrderStatus,
  PayoutFailureReason,
} from '../../contract/loan/order-states.ts';
import type { BankDetails } from '../../contract/profile/schemas.ts';
import type { Db } from '../db/db.ts';
import type { ProductConfig } from '../domain/pricing/product-config.ts';

export interface OrderRow {
  id: string;
  orderNo: string;
  customerId: string;
  applicationId: string;
  quoteId: string;
  productId: string;
  product: ProductConfig;
  status: OrderStatus;
  amountCentavos: number;
  termDays: number;
  receivedCentavos: number;
  totalRepaymentCentavos: number;
  pricing: Pricing;
  couponId: string | null;
  payoutAccount: BankDetails;
  failureReason: PayoutFailureReason | null;
  /** Manila dates, set once the money is sent. */
  withdrawalDate: string | null;
  dueDate: string | null;
  disbursedAt: Date | null;
  settledAt: Date | null;
  cancelledAt: Date | null;
  /** Cancelled after the payout: when customer service recorded the principal back. */
  principalReturnedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface OrderEventRow {
  status: OrderStatus;
  actor: OrderActor;
  reason: string | null;
  at: Date;
}

const COLUMNS = `id::text AS id, order_no AS "orderNo", customer_id::text AS "customerId",
  application_id::text AS "applicationId", quote_id::text AS "quoteId",
  product_id AS "productId", product, status, amount_centavos AS "amountCentavos",
  term_days AS "termDays", received_centavos AS "receivedCentavos",
  total_repayment_centavos AS "totalRepaymentCentavos", pricing,
  coupon_id::text AS "couponId", payout_account AS "payoutAccount",
  failure_reason AS "failureReason", withdrawal_date::text AS "withdrawalDate",
  due_date::text AS "dueDate", disbursed_at AS "disbursedAt", settled_at AS "settledAt",
  cancelled_at AS "cancelledAt", principal_returned_at AS "principalReturnedAt", created_at AS "createdAt", updated_at AS "updatedAt"`;

/**
 * An order the borrower still has open (docs/loans.md#one-open-order): one of the open statuses,
 * or cancelled after its payout until the principal is back (server/README.md, "Principal
 * owed"). The same condition as the orders_one_open index (migration 005).
 */
const OPEN_ORDER = `(status = ANY($2::text[])
  OR (status = 'cancelled' AND disbursed_at IS NOT NULL AND principal_returned_at IS NULL))`;

/**
 * For a reader that joins orders to others (loan-home.ts): the columns of an OrderRow, and the
 * open-order condition with the statuses as $2 (OPEN_ORDER_STATUSES).
 */
export const ORDER_COLUMNS = COLUMNS;
export const OPEN_ORDER_CONDITION = OPEN_ORDER;

/** A new order, status 'requested'; recordOrderCreated writes its first history entry. */
export async function insertOrder(
  db: Db,
  o: {
    id: string;
    orderNo: string;
    customerId: string;
    applicationId: string;
    quoteId: string;
    product: ProductConfig;
    pricing: Pricing;
    couponId: string | null;
    payoutAccount: BankDetails;
    at: Date;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO orders (id, order_no, customer_id, application_id, quote_id, product_id, product,
                         status, amount_centavos, term_days, received_centavos,
                         total_repayment_centavos, pricing, coupon_id, payout_account,
                         created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, 'requested', $8, $9, $10, $11, $12::jsonb, $13,
             $14::jsonb, $15, $15)`,
    [
      o.id,
      o.orderNo,
      o.customerId,
      o.applicationId,
      o.quoteId,
      o.product.id,
      JSON.stringify(o.product),
      o.pricing.amountCentavos,
      o.pricing.termDays,
      o.pricing.receivedCentavos,
      o.pricing.totalRepaymentCentavos,
      JSON.stringify(o.pricing),
      o.couponId,
      JSON.stringify(o.payoutAccount),
      o.at,
    ],
  );
}

/** The customer's open order, if any (the orders_one_open index allows one). */
export async function findOpenOrder(db: Db, customerId: string): Promise<OrderRow | null> {
  const [row] = await db.query<OrderRow>(
    `SELECT ${COLUMNS} FROM orders WHERE customer_id = $1 AND ${OPEN_ORDER}`,
    [customerId, [...OPEN_ORDER_STATUSES]],
  );
  return row ?? null;
}

/** One of the customer's orders; another customer's id finds nothing. */
export async function findOrder(db: Db, customerId: string, id: string): Promise<OrderRow | null> {
  const [row] = await db.query<OrderRow>(
    `SELECT ${COLUMNS} FROM orders WHERE id = $1 AND customer_id = $2`,
    [id, customerId],
  );
  return row ?? null;
}

/** By id alone: only for a caller that proved its right another way (a signed link). */
export async function findOrderById(db: Db, id: string): Promise<OrderRow | null> {
  const [row] = await db.query<OrderRow>(`SELECT ${COLUMNS} FROM orders WHERE id = $1`, [id]);
  return row ?? null;
}

export async function isQuoteSigned(db: Db, quoteId: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM orders WHERE quote_id = $1', [quoteId]);
  return rows.length > 0;
}

/**
 * Newest first: the current tab holds the open orders (a cancelled one whose principal is still
 * owed among them), the history tab the settled and cancelled ones that are done.
 */
export async function listOrders(
  db: Db,
  customerId: string,
  tab: 'current' | 'history',
): Promise<OrderRow[]> {
  return db.query<OrderRow>(
    `SELECT ${COLUMNS} FROM orders WHERE customer_id = $1
        AND ${tab === 'current' ? OPEN_ORDER : `NOT ${OPEN_ORDER}`}
      ORDER BY created_at DESC, id DESC`,
    [customerId, [...OPEN_ORDER_STATUSES]],
  );
}

/** Every status the order passed through, oldest first. */
export async function listOrderEvents(db: Db, orderId: string): Promise<OrderEventRow[]> {
  return db.query<OrderEventRow>(
    `SELECT to_status AS status, actor, reason, at FROM order_events
      WHERE order_id = $1 ORDER BY id`,
    [orderId],
  );
}

/**
 * The borrower re-entered the bank after a failed payout: the next attempt pays there. A
 * compare-and-set on the status, in the caller's transaction: false, and nothing written, when the
 * order is no longer waiting for an account (an operator cancelled it meanwhile).
 */
export async function replacePayoutAccount(
  db: Db,
  u: { orderId: string; payoutAccount: BankDetails; at: Date },
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE orders SET payout_account = $2::jsonb, updated_at = $3
      WHERE id = $1 AND status = 'disbursementFailed'
      RETURNING id`,
    [u.orderId, JSON.stringify(u.payoutAccount), u.at],
  );
  return rows.length > 0;
}

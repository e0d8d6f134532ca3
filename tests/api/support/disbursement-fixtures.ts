import { randomUUID } from 'node:crypto';
import type { Pricing } from '../../../contract/loan/api.ts';
import type { OrderStatus } from '../../../contract/loan/order-states.ts';
import type { Db } from '../../../server/db/db.ts';
import { manilaDate } from '../../../contract/calendar.ts';
import type { PayoutDestination } from '../../../server/payouts/payout-provider.ts';
import { orderCheckJob } from '../../../server/services/disbursement/jobs.ts';
import { recordOrderCreated } from '../../../server/services/orders/order-machine.ts';
import type { ProductConfig } from '../../../server/domain/pricing/product-config.ts';
import { DEFAULT_PRODUCTS } from '../../../server/domain/pricing/products.ts';
import { priceLoan } from '../../../server/domain/pricing/quote.ts';
import type { TestApp } from './harness.ts';
import { newPhone } from './harness.ts';

/*
 * A signed order put in place by SQL, as the signing transaction leaves it (order 'requested',
 * its history and message, a reserved coupon, the order-check job): disbursement is tested
 * without going through quotes and signatures.
 */

/** The bank section as the profile stores it (confirmation dropped). */
export const PAYOUT_ACCOUNT: PayoutDestination = {
  channel: 'bank',
  payeeCode: 'bdo',
  account: '001234567890',
  firstName: 'Maria',
  middleName: 'Santos',
  lastName: 'Dela Cruz',
  withdrawalPhone: '09171234567',
};

/** README "Sandbox payouts": an account ending 0000 is refused (bank info unavailable). */
export const FAILING_ACCOUNT: PayoutDestination = { ...PAYOUT_ACCOUNT, account: '001234560000' };

let failingSeq = Math.floor(Math.random() * 900_000);
/**
 * A failing account of one borrower's own: a second borrower re-entering or paid to the same one
 * would be held for a person (docs/desk.md#payout-holds).
 */
export function ownFailingAccount(): PayoutDestination {
  failingSeq = (failingSeq + 1) % 900_000;
  return { ...PAYOUT_ACCOUNT, account: `00${100_000 + failingSeq}0000` };
}

/** The main product of the default config; the figures come from the pricing engine. */
export const PRODUCT: ProductConfig = DEFAULT_PRODUCTS[0]!;

export const pricingOf = (withdrawalDate: string, couponCentavos: number): Pricing =>
  priceLoan(PRODUCT, { amountCentavos: 3_000_00, termDays: 7, withdrawalDate, couponCentavos });

export interface SignedOrder {
  orderId: string;
  orderNo: string;
  customerId: string;
  applicationId: string;
  couponId: string | null;
  receivedCentavos: number;
}

let orders = 0;

export async function insertSignedOrder(
  t: Pick<TestApp, 'app' | 'clock' | 'db'>,
  options: {
    account?: object;
    /** A reserved withdrawal coupon of this deduction (0: none). */
    couponCentavos?: number;
    /**
     * The coupon was released once before: a second release invalidates it
     * (docs/coupons.md#coupon-reservation).
     */
    couponReleasedBefore?: boolean;
    /** A customer who exists already (e.g. signed in through the API); else a new one. */
    customerId?: string;
  } = {},
): Promise<SignedOrder> {
  const at = t.clock.now();
  const couponCentavos = options.couponCentavos ?? 0;
  const pricing = pricingOf(manilaDate(at), couponCentavos);
  const ids = {
    orderId: randomUUID(),
    applicationId: randomUUID(),
    quoteId: randomUUID(),
    couponId: couponCentavos > 0 ? randomUUID() : null,
  };
  orders += 1;
  const orderNo = `SC260310T${String(orders).padStart(5, '0')}`;
  const customerId = await t.db.transaction(async (tx) => {
    const id =
      options.customerId ??
      (
        await tx.query<{ id: string }>(
          'INSERT INTO customers (phone, created_at) VALUES ($1, $2) RETURNING id::text AS id',
          [newPhone(), at],
        )
      )[0]!.id;
    await tx.query(
      `INSERT INTO applications (id, customer_id, status, submitted_at, decided_at, quota_centavos,
                                 decision_source)
       VALUES ($1, $2, 'approved', $3, $3, 650000, 'scorecard')`,
      [ids.applicationId, id, at],
    );
    if (ids.couponId) {
      await tx.query(
        `INSERT INTO coupons (id, customer_id, type, deduction_centavos, valid_from, valid_until,
                              status, source, reserved_for, reserved_at, released_count, created_at)
         VALUES ($1, $2, 'withdrawal', $3, $4, $5, 'reserved', 'welcome', $6, $4, $7, $4)`,
        [
          ids.couponId,
          id,
          couponCentavos,
          at,
          new Date(at.getTime() + 30 * 86_400_000),
          ids.orderId,
          options.couponReleasedBefore ? 1 : 0,
        ],
      );
    }
    await tx.query(
      `INSERT INTO quotes (id, customer_id, application_id, product_id, product, pricing, coupon_id,
                           quota_centavos, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7, 650000, $8, $9)`,
      [
        ids.quoteId,
        id,
        ids.applicationId,
        PRODUCT.id,
        JSON.stringify(PRODUCT),
        JSON.stringify(pricing),
        ids.couponId,
        at,
        new Date(at.getTime() + 30 * 60_000),
      ],
    );
    await tx.query(
      `INSERT INTO orders (id, order_no, customer_id, application_id, quote_id, product_id, product,
                           status, amount_centavos, term_days, received_centavos,
                           total_repayment_centavos, pricing, coupon_id, payout_account,
                           created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, 'requested', $8, $9, $10, $11, $12::jsonb, $13,
               $14::jsonb, $15, $15)`,
      [
        ids.orderId,
        orderNo,
        id,
        ids.applicationId,
        ids.quoteId,
        PRODUCT.id,
        JSON.stringify(PRODUCT),
        pricing.amountCentavos,
        pricing.termDays,
        pricing.receivedCentavos,
        pricing.totalRepaymentCentavos,
        JSON.stringify(pricing),
        ids.couponId,
        JSON.stringify(options.account ?? PAYOUT_ACCOUNT),
        at,
      ],
    );
    await recordOrderCreated(tx, {
      orderId: ids.orderId,
      orderNo,
      customerId: id,
      amountCentavos: pricing.amountCentavos,
      at,
    });
    await t.app.jobs.enqueue(tx, orderCheckJob(ids.orderId, at));
    return id;
  });
  return {
    orderId: ids.orderId,
    orderNo,
    customerId,
    applicationId: ids.applicationId,
    couponId: ids.couponId,
    receivedCentavos: pricing.receivedCentavos,
  };
}

export interface OrderState {
  status: OrderStatus;
  failureReason: string | null;
  withdrawalDate: string | null;
  dueDate: string | null;
  disbursedAt: Date | null;
  cancelledAt: Date | null;
  pricing: Pricing;
}

export async function orderState(db: Db, orderId: string): Promise<OrderState> {
  const [row] = await db.query<OrderState>(
    `SELECT status, failure_reason AS "failureReason", withdrawal_date::text AS "withdrawalDate",
            due_date::text AS "dueDate", disbursed_at AS "disbursedAt",
            cancelled_at AS "cancelledAt", pricing
       FROM orders WHERE id = $1`,
    [orderId],
  );
  return row!;
}

export interface HistoryRow {
  from: OrderStatus | null;
  to: OrderStatus;
  actor: string;
  reason: string | null;
}

export const historyOf = (db: Db, orderId: string): Promise<HistoryRow[]> =>
  db.query<HistoryRow>(
    `SELECT from_status AS "from", to_status AS "to", actor, reason
       FROM order_events WHERE order_id = $1 ORDER BY id`,
    [orderId],
  );

/** Kinds of the borrower's messages, oldest first. */
export const messageKindsOf = async (db: Db, customerId: string): Promise<string[]> =>
  (
    await db.query<{ kind: string }>(
      'SELECT kind FROM messages WHERE customer_id = $1 ORDER BY id',
      [customerId],
    )
  ).map((row) => row.kind);

export interface PayoutRow {
  id: string;
  attempt: number;
  idempotencyKey: string;
  status: string;
  amountCentavos: number;
  destination: PayoutDestination;
  providerRef: string | null;
}

export const payoutsOf = (db: Db, orderId: string): Promise<PayoutRow[]> =>
  db.query<PayoutRow>(
    `SELECT id::text AS id, attempt, idempotency_key AS "idempotencyKey", status,
            amount_centavos::float8 AS "amountCentavos", destination,
            provider_ref AS "providerRef"
       FROM payouts WHERE order_id = $1 ORDER BY attempt`,
    [orderId],
  );

export interface SandboxRow {
  reference: string;
  outcome: string;
  requests: number;
}

export const sandboxPayoutsOf = (db: Db, orderId: string): Promise<SandboxRow[]> =>
  db.query<SandboxRow>(
    `SELECT reference, outcome, requests FROM sandbox_payouts
      WHERE idempotency_key LIKE $1 ORDER BY idempotency_key`,
    [`payout:${orderId}:%`],
  );

export const couponOf = async (
  db: Db,
  couponId: string,
): Promise<{ status: string; releasedCount: number; usedFor: string | null }> =>
  (
    await db.query<{ status: string; releasedCount: number; usedFor: string | null }>(
      `SELECT status, released_count AS "releasedCount", used_for::text AS "usedFor"
         FROM coupons WHERE id = $1`,
      [couponId],
    )
  )[0]!;

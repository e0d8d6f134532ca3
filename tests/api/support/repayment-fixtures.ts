import { randomBytes, randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { IntentView, RepaymentView } from '../../../contract/loan/repayment.ts';
import type { App } from '../../../server/app.ts';
import { signSandboxBody } from '../../../server/collections/sandbox/sandbox-signature.ts';
import { SANDBOX_SIGNATURE_HEADER } from '../../../server/collections/sandbox/sandbox-signature.ts';
import type { Db } from '../../../server/db/db.ts';
import { insertSignedOrder } from './disbursement-fixtures.ts';
import type { TestApp } from './harness.ts';
import { newPhone } from './harness.ts';
import { bearer, signIn } from './sign-in.ts';

/*
 * Repayment through HTTP: a loan paid out by the real jobs, intents through the API, checkouts
 * ended on the sandbox's own page, webhooks delivered by the sandbox's job through the app.
 */

export interface RepayingLoan {
  token: string;
  customerId: string;
  orderId: string;
  orderNo: string;
}

function expectStatus(response: LightMyRequestResponse, status: number, what: string): void {
  if (response.statusCode !== status) {
    throw new Error(`${what}: ${response.statusCode} ${response.body}`);
  }
}

/** A signed-in borrower whose ₱3,000 / 7-day loan was paid out now (status repaying). */
export async function repayingLoan(t: TestApp, existing?: { token: string; customerId: string }) {
  const who = existing ?? (await signIn(t.app, newPhone()));
  const order = await insertSignedOrder(t, { customerId: who.customerId });
  for (let round = 0; round < 6; round += 1) {
    await t.app.jobs.runDueJobs();
    const [row] = await t.db.query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [
      order.orderId,
    ]);
    if (row?.status === 'repaying') break;
    t.clock.advance(5);
  }
  return { ...who, orderId: order.orderId, orderNo: order.orderNo } satisfies RepayingLoan;
}

export const getView = (app: App, token: string, orderId: string) =>
  app.inject({
    method: 'GET',
    url: `/api/loan/orders/${orderId}/repayment`,
    headers: bearer(token),
  });

export async function viewOf(app: App, token: string, orderId: string): Promise<RepaymentView> {
  const response = await getView(app, token, orderId);
  expectStatus(response, 200, 'repayment view');
  return response.json();
}

export const newKey = (): string => randomBytes(16).toString('hex');

export interface IntentBody {
  kind: 'full' | 'extension' | 'part';
  amountCentavos: number;
  channel?: string;
  couponId?: string | null;
  agreedToDisclosure?: boolean;
  idempotencyKey?: string;
  language?: string;
}

export const postIntent = (app: App, token: string, orderId: string, body: IntentBody) =>
  app.inject({
    method: 'POST',
    url: `/api/loan/orders/${orderId}/repayment/intents`,
    headers: bearer(token),
    payload: { channel: 'gcash', language: 'en', idempotencyKey: newKey(), ...body },
  });

export async function intentOf(
  app: App,
  token: string,
  orderId: string,
  body: IntentBody,
): Promise<IntentView> {
  const response = await postIntent(app, token, orderId, body);
  expectStatus(response, 201, 'create intent');
  return response.json();
}

/** Today's pay-in-full intent. */
export async function fullIntent(t: TestApp, loan: RepayingLoan, extra: Partial<IntentBody> = {}) {
  const view = await viewOf(t.app, loan.token, loan.orderId);
  return intentOf(t.app, loan.token, loan.orderId, {
    kind: 'full',
    amountCentavos: view.dues.today.totalCentavos,
    ...extra,
  });
}

export async function getIntent(app: App, token: string, id: string): Promise<IntentView> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/loan/repayment/intents/${id}`,
    headers: bearer(token),
  });
  expectStatus(response, 200, 'intent');
  return response.json();
}

/**
 * A tester's button on the sandbox checkout page (pay, fail, expire, store-pay); the sandbox's
 * webhook is not delivered until the jobs run.
 */
export async function pressCheckout(app: App, intent: IntentView, action: string): Promise<void> {
  const response = await app.inject({
    method: 'POST',
    url: `${intent.checkoutUrl!}/${action}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
  expectStatus(response, 303, `checkout ${action}`);
}

/** The signed request the sandbox would send, at the test clock's time (or `at`). */
export function signedHeaders(t: TestApp, rawBody: Buffer, at: Date = t.clock.now()) {
  return {
    'content-type': 'application/json',
    [SANDBOX_SIGNATURE_HEADER]: signSandboxBody(
      t.config.collections.sandbox.webhookSecret,
      rawBody,
      at,
    ),
  };
}

export const postWebhook = (app: App, rawBody: Buffer, headers: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: '/api/webhooks/collections/sandbox',
    payload: rawBody,
    headers,
  });

/** The bodies of the sandbox's webhook deliveries waiting in the job queue. */
export async function pendingWebhookBodies(db: Db): Promise<string[]> {
  const rows = await db.query<{ body: string }>(
    `SELECT payload ->> 'body' AS body FROM jobs
      WHERE kind = 'sandbox-webhook' AND done_at IS NULL ORDER BY id`,
  );
  return rows.map((r) => r.body);
}

export const countRows = async (db: Db, sql: string, params: unknown[]): Promise<number> =>
  (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${sql}) x`, params))[0]!.n;

export const repaymentsPosted = (db: Db, orderId: string) =>
  countRows(
    db,
    `SELECT 1 FROM ledger_entries WHERE order_id = $1 AND kind = 'payment'
        AND payment_kind <> 'disbursement'`,
    [orderId],
  );

export const receiptsOf = (db: Db, orderId: string) =>
  countRows(db, 'SELECT 1 FROM receipts WHERE order_id = $1', [orderId]);

export async function insertRepaymentCoupon(
  db: Db,
  c: {
    id: string;
    customerId: string;
    centavos: number;
    at: Date;
    /** A cash coupon lowers any payment; a repayment coupon a payment in full. */
    type?: 'repayment' | 'cash';
  },
): Promise<void> {
  await db.query(
    `INSERT INTO coupons (id, customer_id, type, deduction_centavos, valid_from, valid_until,
                          source, created_at)
     VALUES ($1, $2, $6, $3, $4, $5, 'operator', $4)`,
    [
      c.id,
      c.customerId,
      c.centavos,
      c.at,
      new Date(c.at.getTime() + 30 * 86_400_000),
      c.type ?? 'repayment',
    ],
  );
}

/** A cash coupon of `centavos` for the borrower, granted now (docs/coupons.md#types): its id. */
export async function grantCashCoupon(t: TestApp, loan: RepayingLoan, centavos: number) {
  const couponId = randomUUID();
  await insertRepaymentCoupon(t.db, {
    id: couponId,
    customerId: loan.customerId,
    centavos,
    at: t.clock.now(),
    type: 'cash',
  });
  return couponId;
}

/**
 * A repayment coupon of `centavos` for the borrower, and the pay-in-full figures of today with it
 * applied (what the screen sends).
 */
export async function withRepaymentCoupon(t: TestApp, loan: RepayingLoan, centavos = 500) {
  const couponId = randomUUID();
  await insertRepaymentCoupon(t.db, {
    id: couponId,
    customerId: loan.customerId,
    centavos,
    at: t.clock.now(),
  });
  const view = await viewOf(t.app, loan.token, loan.orderId);
  return { couponId, amountCentavos: view.dues.today.totalCentavos - centavos };
}

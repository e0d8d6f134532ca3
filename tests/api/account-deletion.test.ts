import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { makeTestJpeg } from '../../server/lib/jpeg-test-image.ts';
import type { DeletionStatus } from '../../contract/account/api.ts';
import { PARTS } from '../../server/services/account/parts.ts';
import { insertSignedOrder } from './support/disbursement-fixtures.ts';
import { createTestApp, newPhone, useTestApp } from './support/harness.ts';
import { approvedBorrower, runUntilStatus, withdraw } from './support/loan-fixtures.ts';
import { completeProfile, submit } from './support/profile-fixtures.ts';
import { fullIntent, repayingLoan } from './support/repayment-fixtures.ts';
import { bearer, signIn } from './support/sign-in.ts';

/** Account deletion (docs/account.md#account-deletion, #what-is-kept). */
const t = useTestApp();

const status = async (token: string): Promise<DeletionStatus> => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/account/deletion',
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<DeletionStatus>();
};
const remove = (token: string, payload: unknown = { understood: true }, app = t.app) =>
  app.inject({
    method: 'POST',
    url: '/api/account/deletion',
    headers: bearer(token),
    payload: payload as Record<string, unknown>,
  });
const me = (token: string, app = t.app) =>
  app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });

const count = async (sql: string, params: unknown[]): Promise<number> =>
  Number((await t.db.query<{ n: string }>(`SELECT count(*) AS n FROM ${sql}`, params))[0]!.n);

/** Rows of each table a part erases or keeps, for the customer (by customer_id or phone). */
async function rowsOf(customerId: string, phone: string, tables: readonly string[]) {
  const out: Record<string, number> = {};
  for (const table of tables) {
    const [column] = await t.db.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns
        WHERE table_schema = 'public' AND table_name = $1
          AND column_name IN ('customer_id', 'phone') ORDER BY column_name LIMIT 1`,
      [table],
    );
    out[table] =
      column!.column_name === 'customer_id'
        ? await count(`${table} WHERE customer_id = $1`, [customerId])
        : await count(`${table} WHERE phone = $1`, [phone]);
  }
  return out;
}

async function expectRefused(token: string, code: string, orderId: string | null) {
  expect(await status(token)).toEqual({
    allowed: false,
    blockedBy: code,
    orderId,
    keepYears: 5,
  });
  const response = await remove(token);
  expect(response.statusCode).toBe(409);
  expect(response.json()).toMatchObject({ code });
  expect((await me(token)).statusCode).toBe(200);
}

/** An approved borrower who signed a loan, paid out and (by hand) settled. */
async function settledLoan() {
  const borrower = await approvedBorrower(t);
  const order = await withdraw(t.app, borrower.token);
  await runUntilStatus(t, borrower.token, order.id, 'repaying');
  await t.db.query(`UPDATE orders SET status = 'settled', settled_at = $2 WHERE id = $1`, [
    order.id,
    t.clock.now(),
  ]);
  return { ...borrower, orderId: order.id };
}

describe('POST /api/account/deletion refuses', () => {
  it('without a session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/account/deletion',
      payload: { understood: true },
    });
    expect(response.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/account/deletion' })).statusCode).toBe(
      401,
    );
  });

  it('without "I understand" (AGREEMENT_REQUIRED) and without the field (VALIDATION_FAILED)', async () => {
    const { token } = await signIn(t.app, newPhone());
    const unticked = await remove(token, { understood: false });
    expect(unticked.statusCode).toBe(400);
    expect(unticked.json()).toMatchObject({ code: 'AGREEMENT_REQUIRED', field: 'understood' });
    const missing = await remove(token, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'understood' });
    expect((await me(token)).statusCode).toBe(200);
  });

  it('while a loan is requested, repaying, or cancelled after its payout and not paid back', async () => {
    const requested = await signIn(t.app, newPhone());
    const order = await insertSignedOrder(t, { customerId: requested.customerId });
    await expectRefused(requested.token, 'ORDER_IN_PROGRESS', order.orderId);

    const repaying = await repayingLoan(t);
    await expectRefused(repaying.token, 'OUTSTANDING_REPAYMENT', repaying.orderId);

    await t.db.query(`UPDATE orders SET status = 'cancelled', cancelled_at = $2 WHERE id = $1`, [
      repaying.orderId,
      t.clock.now(),
    ]);
    await expectRefused(repaying.token, 'OUTSTANDING_REPAYMENT', repaying.orderId);
  });

  it('while a payment is in progress', async () => {
    const loan = await repayingLoan(t);
    await fullIntent(t, loan);
    // Settled by another route while the intent is still pending.
    await t.db.query(`UPDATE orders SET status = 'settled', settled_at = $2 WHERE id = $1`, [
      loan.orderId,
      t.clock.now(),
    ]);
    await expectRefused(loan.token, 'PAYMENT_IN_PROGRESS', null);
  });

  it('while the application awaits its decision', async () => {
    const { token } = await signIn(t.app, newPhone());
    await completeProfile(t.app, token);
    expect((await submit(t.app, token)).statusCode).toBe(200);
    await expectRefused(token, 'APPLICATION_UNDER_REVIEW', null);
  });
});

describe('POST /api/account/deletion erases', () => {
  it('an approved borrower without a loan: personal data gone, every session ended, the number free', async () => {
    const other = await approvedBorrower(t);
    const borrower = await approvedBorrower(t);
    // A second device's session (its sign-in rules are tested elsewhere).
    const second = {
      token: await t.app.services.sessions.open(t.db, {
        customerId: borrower.customerId,
        appType: null,
        userAgent: 'the second phone',
      }),
    };
    // A second instance on the same database, with its own session cache.
    const instance = await createTestApp({ db: t.db, clock: t.clock });
    try {
      expect((await me(second.token, instance.app)).statusCode).toBe(200);
      const erased = PARTS.flatMap((p) => p.tables.erased);
      const before = await rowsOf(borrower.customerId, borrower.phone, erased);
      expect(before.profile_sections).toBeGreaterThan(0);
      expect(before.photos).toBe(2);
      expect(await status(borrower.token)).toMatchObject({ allowed: true, blockedBy: null });

      const response = await remove(borrower.token);
      expect(response.statusCode, response.body).toBe(204);

      // Both devices, at once here and within 2 s on the other instance.
      expect((await me(borrower.token)).statusCode).toBe(401);
      expect((await me(second.token)).statusCode).toBe(401);
      await vi.waitFor(
        async () => expect((await me(second.token, instance.app)).statusCode).toBe(401),
        { timeout: 2000, interval: 20 },
      );
    } finally {
      await instance.app.close();
    }

    const after = await rowsOf(borrower.customerId, borrower.phone, [
      'profile_sections',
      'profile_section_history',
      'applications',
      'messages',
      'coupons',
      'customer_preferences',
      'otp_challenges',
      'phone_security',
      'sms_outbox',
      'captchas',
      'customers',
    ]);
    expect(Object.values(after).every((n) => n === 0)).toBe(true);
    const [customer] = await t.db.query<{ phone: string | null; deleted: boolean }>(
      'SELECT phone, deleted_at IS NOT NULL AS deleted FROM customers WHERE id = $1',
      [borrower.customerId],
    );
    expect(customer).toEqual({ phone: null, deleted: true });
    expect(
      await count(
        `sessions WHERE customer_id = $1 AND (revoked_at IS NULL OR user_agent IS NOT NULL)`,
        [borrower.customerId],
      ),
    ).toBe(0);
    const [record] = await t.db.query<{ keepUntil: string }>(
      'SELECT keep_until::text AS "keepUntil" FROM account_deletions WHERE customer_id = $1',
      [borrower.customerId],
    );
    // 1826 days: five years and the leap day of 2028.
    expect(record!.keepUntil).toBe('2031-03-10');

    // The photo bytes go by a job: the rows stay as the record, marked deleted.
    expect(
      await count('photos WHERE customer_id = $1 AND deleted_at IS NULL', [borrower.customerId]),
    ).toBe(2);
    await t.app.jobs.runDueJobs();
    expect(
      await count('photos WHERE customer_id = $1 AND deleted_at IS NULL', [borrower.customerId]),
    ).toBe(0);
    expect(
      await count(
        'photos WHERE customer_id = $1 AND (created_ip IS NOT NULL OR user_agent IS NOT NULL)',
        [borrower.customerId],
      ),
    ).toBe(0);

    // Another borrower's rows are untouched.
    expect(
      await count('profile_sections WHERE customer_id = $1', [other.customerId]),
    ).toBeGreaterThan(0);
    expect((await me(other.token)).statusCode).toBe(200);

    // The same number signs in as a new customer, with nothing of the old one.
    const again = await signIn(t.app, borrower.phone);
    expect(again.customerId).not.toBe(borrower.customerId);
    const meAgain = (await me(again.token)).json<{ customerId: string }>();
    const [oldPublic] = await t.db.query<{ id: string }>(
      'SELECT public_id AS id FROM customers WHERE id = $1',
      [borrower.customerId],
    );
    expect(meAgain.customerId).not.toBe(oldPublic!.id);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/profile/status',
      headers: bearer(again.token),
    });
    expect(profile.json()).toMatchObject({
      status: 'incomplete',
      completedCount: 0,
      application: null,
    });
    const messages = await t.app.inject({
      method: 'GET',
      url: '/api/messages?tab=notify',
      headers: bearer(again.token),
    });
    expect(messages.json()).toMatchObject({ items: [] });
  });

  it('after a settled loan: the loan, its signature and payments stay, detached', async () => {
    const loan = await settledLoan();
    const kept = PARTS.flatMap((p) => p.tables.kept).filter((k) => k !== 'customers');
    const before = await rowsOf(loan.customerId, loan.phone, kept);
    expect(before.orders).toBe(1);
    expect(before.signatures).toBe(1);

    const payoutRecords = async () =>
      t.db.query<{ record: Record<string, unknown> }>(
        `SELECT o.payout_account AS record FROM orders o WHERE o.customer_id = $1
         UNION ALL
         SELECT p.destination FROM payouts p JOIN orders o ON o.id = p.order_id
          WHERE o.customer_id = $1
         UNION ALL
         SELECT s.destination FROM sandbox_payouts s
           JOIN payouts p ON p.idempotency_key = s.idempotency_key
           JOIN orders o ON o.id = p.order_id
          WHERE o.customer_id = $1`,
        [loan.customerId],
      );
    const withPhone = await payoutRecords();
    expect(withPhone).toHaveLength(3);
    for (const { record } of withPhone) expect(record).toHaveProperty('withdrawalPhone');

    expect((await remove(loan.token)).statusCode).toBe(204);
    const after = await rowsOf(loan.customerId, loan.phone, kept);
    expect(after).toEqual({ ...before, account_deletions: 1 });
    expect(await count('quotes WHERE customer_id = $1', [loan.customerId])).toBe(1);
    // The payout records keep the name and account the money went to, not the phone.
    for (const { record } of await payoutRecords()) {
      expect(record).not.toHaveProperty('withdrawalPhone');
      expect(record).toHaveProperty('account');
    }
  });
});

describe('the deleted-account purge (DELETED_ACCOUNT_RETENTION_DAYS)', () => {
  it('after the retention period, drops the signature image, signed documents and payout account', async () => {
    const loan = await settledLoan();
    expect((await remove(loan.token)).statusCode).toBe(204);
    const run = () =>
      t.app.services.account.jobs.purgeDeletedAccounts({ day: '2031-03-12' }, {
        log: { info: () => {}, warn: () => {}, error: () => {} },
      } as never);
    await run();
    const [untouched] = await t.db.query<{ account: Record<string, unknown> }>(
      'SELECT payout_account AS account FROM orders WHERE id = $1',
      [loan.orderId],
    );
    expect(untouched!.account).not.toHaveProperty('erased');

    t.clock.set('2031-03-20T02:00:00Z');
    await run();
    const [order] = await t.db.query<{ account: Record<string, unknown>; amount: number }>(
      'SELECT payout_account AS account, amount_centavos AS amount FROM orders WHERE id = $1',
      [loan.orderId],
    );
    expect(order!.account).toEqual({ channel: expect.any(String), erased: true });
    expect(order!.amount).toBeGreaterThan(0);
    const destinations = await t.db.query<{ destination: Record<string, unknown> }>(
      `SELECT p.destination FROM payouts p WHERE p.order_id = $1
       UNION ALL
       SELECT s.destination FROM sandbox_payouts s
         JOIN payouts p ON p.idempotency_key = s.idempotency_key WHERE p.order_id = $1`,
      [loan.orderId],
    );
    expect(destinations).toHaveLength(2);
    for (const { destination } of destinations) {
      expect(destination).toEqual({ channel: expect.any(String), erased: true });
    }
    const [signature] = await t.db.query<{
      bytes: number;
      documents: unknown[];
      ip: string | null;
    }>(`SELECT length(signature_png) AS bytes, documents, ip FROM signatures WHERE order_id = $1`, [
      loan.orderId,
    ]);
    expect(signature).toEqual({ bytes: 0, documents: [], ip: null });
  });

  it('erases the bytes of feedback screenshots with the photos', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sulong-deletion-'));
    const photos = join(dir, 'photos');
    const files = () => readdirSync(photos).filter((name) => name.endsWith('.jpg'));
    const local = await createTestApp({ db: t.db, clock: t.clock, env: { DATA_DIR: dir } });
    try {
      const { token } = await signIn(local.app, newPhone());
      const jpeg = makeTestJpeg({ width: 300, height: 600 });
      const sent = await local.app.inject({
        method: 'PUT',
        url: `/api/feedback/tickets/${randomUUID()}`,
        headers: bearer(token),
        payload: {
          category: 'appProblem',
          text: 'The screen froze after I tapped Next',
          screenshot: `data:image/jpeg;base64,${jpeg.toString('base64')}`,
        },
      });
      expect(sent.statusCode, sent.body).toBe(201);
      expect(files()).toHaveLength(1);

      expect((await remove(token, { understood: true }, local.app)).statusCode).toBe(204);
      await local.app.jobs.runDueJobs();
      expect(files()).toHaveLength(0);
    } finally {
      await local.app.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOps } from '../../scripts/ops.ts';
import { openPgliteDb } from '../../server/db/pglite-db.ts';
import { transitionOrder } from '../../server/services/orders/order-machine.ts';
import { startServer } from '../../server/start-server.ts';
import {
  FAILING_ACCOUNT,
  couponOf,
  historyOf,
  insertSignedOrder,
  messageKindsOf,
  orderState,
  payoutsOf,
} from './support/disbursement-fixtures.ts';
import type { SignedOrder } from './support/disbursement-fixtures.ts';
import { TestClock, createTestApp, newPhone, sharedDb, testConfig } from './support/harness.ts';
import type { TestApp } from './support/harness.ts';
import { staffWithKey } from './support/desk-staff.ts';
import { bearer, signIn } from './support/sign-in.ts';

const db = sharedDb();
const clock = new TestClock();
let t: TestApp;
/** A finance and care staff member's API key: what npm run ops sends (docs/desk.md#api-keys). */
let KEY = '';
let staffId = '';

beforeAll(async () => {
  await db.open();
  t = await createTestApp({ db: db.get(), clock });
  const staff = await staffWithKey(t, ['finance', 'care']);
  KEY = staff.key;
  staffId = staff.staff.staffId;
});
afterAll(async () => {
  await t.app.close();
  await db.close();
});

const cancel = (orderNo: string, authorization: string | null = `Bearer ${KEY}`) =>
  t.app.inject({
    method: 'POST',
    url: `/api/desk/orders/${encodeURIComponent(orderNo)}/cancel`,
    headers: authorization ? { authorization } : {},
  });

/** Runs what is due, then again once the sandbox has settled (PAYOUT_DELAY_SECONDS 5). */
async function payOut(): Promise<void> {
  await t.app.jobs.runDueJobs();
  clock.advance(5);
  await t.app.jobs.runDueJobs();
}

async function repayingOrder(): Promise<SignedOrder> {
  const order = await insertSignedOrder(t, { couponCentavos: 5000 });
  await payOut();
  expect((await orderState(db.get(), order.orderId)).status).toBe('repaying');
  return order;
}

describe('staff API key', () => {
  it('refuses a missing, wrong or non-bearer key, and a borrower token', async () => {
    const order = await insertSignedOrder(t);
    const borrower = await signIn(t.app, newPhone());
    for (const authorization of ['Bearer wrong', `Bearer ${KEY}x`, `Bearer ${borrower.token}`]) {
      const response = await cancel(order.orderNo, authorization);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    }
    // Without a bearer key a change must come from the desk's page (its Origin) with a session.
    for (const authorization of [null, `Basic ${KEY}`]) {
      const response = await cancel(order.orderNo, authorization);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
    expect((await orderState(db.get(), order.orderId)).status).toBe('requested');
  });

  it("refuses a key whose staff member's roles do not allow it", async () => {
    const order = await insertSignedOrder(t);
    const reviewer = await staffWithKey(t, ['reviewer']);
    const response = await cancel(order.orderNo, `Bearer ${reviewer.key}`);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect((await orderState(db.get(), order.orderId)).status).toBe('requested');
  });

  it('names the staff member in the audit trail, with the cancellation', async () => {
    const order = await insertSignedOrder(t);
    expect((await cancel(order.orderNo)).statusCode).toBe(200);
    const rows = await db
      .get()
      .query<{ staffId: string; action: string; detail: Record<string, unknown> }>(
        `SELECT staff_id::text AS "staffId", action, detail FROM staff_audit
          WHERE record_type = 'order' AND record_id = $1`,
        [order.orderNo],
      );
    expect(rows).toEqual([
      {
        staffId,
        action: 'order.cancel',
        detail: { via: 'apiKey', previousStatus: 'requested', moneySent: false },
      },
    ]);
  });

  it('writes no audit entry for a refused cancellation', async () => {
    const order = await repayingOrder();
    clock.advance(25 * 3600);
    expect((await cancel(order.orderNo)).statusCode).toBe(409);
    const rows = await db
      .get()
      .query(`SELECT 1 FROM staff_audit WHERE record_type = 'order' AND record_id = $1`, [
        order.orderNo,
      ]);
    expect(rows).toEqual([]);
  });
});

describe('POST /api/desk/orders/:orderNo/cancel', () => {
  it('answers NOT_FOUND for an unknown order', async () => {
    const response = await cancel('SC000000NOSUCH');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('cancels a requested order and gives its coupon back (docs/coupons.md#coupon-reservation); the check then does nothing', async () => {
    const order = await insertSignedOrder(t, { couponCentavos: 5000 });
    const response = await cancel(order.orderNo);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      orderNo: order.orderNo,
      status: 'cancelled',
      previousStatus: 'requested',
      moneySent: false,
      coupon: 'available',
    });
    expect(await orderState(db.get(), order.orderId)).toMatchObject({
      status: 'cancelled',
      cancelledAt: clock.now(),
    });
    expect((await historyOf(db.get(), order.orderId)).at(-1)).toEqual({
      from: 'requested',
      to: 'cancelled',
      actor: 'operator',
      reason: 'customerRequest',
    });
    expect(await messageKindsOf(db.get(), order.customerId)).toEqual([
      'orderRequested',
      'orderCancelled',
    ]);
    expect(await couponOf(db.get(), order.couponId!)).toMatchObject({
      status: 'available',
      releasedCount: 1,
    });

    await payOut();
    expect((await orderState(db.get(), order.orderId)).status).toBe('cancelled');
    expect(await payoutsOf(db.get(), order.orderId)).toEqual([]);
    // Cancelled is final.
    expect((await cancel(order.orderNo)).json()).toMatchObject({ code: 'ORDER_NOT_CANCELLABLE' });
  });

  it('invalidates a coupon released once before (released once only)', async () => {
    const order = await insertSignedOrder(t, { couponCentavos: 5000, couponReleasedBefore: true });
    expect((await cancel(order.orderNo)).json()).toMatchObject({ coupon: 'invalid' });
    expect(await couponOf(db.get(), order.couponId!)).toMatchObject({
      status: 'invalid',
      releasedCount: 1,
    });
  });

  it('cancels an order being checked', async () => {
    const order = await insertSignedOrder(t);
    await db.get().transaction((tx) =>
      transitionOrder(tx, {
        orderId: order.orderId,
        from: ['requested'],
        to: 'toCheck',
        at: clock.now(),
        actor: 'system',
      }),
    );
    expect((await cancel(order.orderNo)).json()).toMatchObject({
      status: 'cancelled',
      previousStatus: 'toCheck',
    });
    await payOut();
    expect(await payoutsOf(db.get(), order.orderId)).toEqual([]);
  });

  it('cancels after a failed payout (the money was not sent)', async () => {
    const order = await insertSignedOrder(t, { account: FAILING_ACCOUNT, couponCentavos: 5000 });
    await payOut();
    expect((await orderState(db.get(), order.orderId)).status).toBe('disbursementFailed');
    expect((await cancel(order.orderNo)).json()).toMatchObject({
      previousStatus: 'disbursementFailed',
      moneySent: false,
      coupon: 'available',
    });
  });

  it('refuses while the payout is in flight', async () => {
    const order = await insertSignedOrder(t);
    await t.app.jobs.runDueJobs();
    expect((await orderState(db.get(), order.orderId)).status).toBe('disbursing');
    const response = await cancel(order.orderNo);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'ORDER_NOT_CANCELLABLE' });
    clock.advance(5);
    await t.app.jobs.runDueJobs();
    expect((await orderState(db.get(), order.orderId)).status).toBe('repaying');
  });

  it('cancels a paid order within 24 hours of the payout; the coupon stays used', async () => {
    const order = await repayingOrder();
    clock.advance(24 * 3600);
    expect((await cancel(order.orderNo)).json()).toEqual({
      orderNo: order.orderNo,
      status: 'cancelled',
      previousStatus: 'repaying',
      moneySent: true,
      coupon: null,
    });
    expect((await historyOf(db.get(), order.orderId)).at(-1)).toMatchObject({
      from: 'repaying',
      reason: 'customerRequest',
    });
    expect(await couponOf(db.get(), order.couponId!)).toMatchObject({ status: 'used' });
  });

  it('refuses a paid order more than 24 hours after the payout', async () => {
    const order = await repayingOrder();
    clock.advance(24 * 3600 + 1);
    const response = await cancel(order.orderNo);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'ORDER_NOT_CANCELLABLE' });
    expect((await orderState(db.get(), order.orderId)).status).toBe('repaying');
  });
});

const principalReturned = (orderNo: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/desk/orders/${encodeURIComponent(orderNo)}/principal-returned`,
    headers: { authorization: `Bearer ${KEY}` },
  });

describe('principal owed after cancelling a paid-out order', () => {
  /** A borrower with a session whose loan was paid out, then cancelled within the window. */
  async function cancelledAfterPayout() {
    const { token, customerId } = await signIn(t.app, newPhone());
    const order = await insertSignedOrder(t, { customerId });
    await payOut();
    expect((await cancel(order.orderNo)).json()).toMatchObject({ moneySent: true });
    return { token, order };
  }
  const get = (token: string, url: string) =>
    t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const home = async (token: string) => (await get(token, '/api/loan/home')).json();
  const tab = async (token: string, name: 'current' | 'history') =>
    (await get(token, `/api/loan/orders?tab=${name}`)).json().orders;

  it('keeps the order open, owed, until the operator records the principal back', async () => {
    const { token, order } = await cancelledAfterPayout();

    // Open: home shows it as the current order, owed, and a new withdrawal is refused.
    expect(await home(token)).toMatchObject({
      currentOrder: { id: order.orderId, status: 'cancelled', principalReturn: 'owed' },
      blockedBy: 'OUTSTANDING_REPAYMENT',
    });
    expect(await tab(token, 'current')).toEqual([
      expect.objectContaining({ id: order.orderId, principalReturn: 'owed' }),
    ]);
    expect(await tab(token, 'history')).toEqual([]);
    const detail = (await get(token, `/api/loan/orders/${order.orderId}`)).json();
    expect(detail).toMatchObject({ status: 'cancelled', principalReturn: 'owed' });
    const { products } = await home(token);
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/loan/quotes',
      headers: bearer(token),
      payload: {
        productId: products[0].id,
        amountCentavos: products[0].minAmountCentavos,
        termDays: products[0].terms[0],
      },
    });
    expect(quote.statusCode).toBe(409);
    expect(quote.json()).toMatchObject({ code: 'OUTSTANDING_REPAYMENT' });
    // The database holds the rule too: a second open order cannot be written.
    await expect(insertSignedOrder(t, { customerId: order.customerId })).rejects.toThrow(
      /orders_one_open/,
    );

    clock.advance(3600);
    const recorded = await principalReturned(order.orderNo);
    expect(recorded.statusCode).toBe(200);
    expect(recorded.json()).toEqual({
      orderNo: order.orderNo,
      principalReturnedAt: clock.now().toISOString(),
      alreadyRecorded: false,
    });

    expect(await home(token)).toMatchObject({ currentOrder: null, blockedBy: null });
    expect(await tab(token, 'current')).toEqual([]);
    expect(await tab(token, 'history')).toEqual([
      expect.objectContaining({ id: order.orderId, principalReturn: 'returned' }),
    ]);

    // Recorded once: a second call answers the first record.
    clock.advance(60);
    expect((await principalReturned(order.orderNo)).json()).toEqual({
      orderNo: order.orderNo,
      principalReturnedAt: new Date(clock.now().getTime() - 60_000).toISOString(),
      alreadyRecorded: true,
    });
  });

  it('has no principal to record on an order cancelled before its payout, nor on an open one', async () => {
    const { token } = await signIn(t.app, newPhone());
    const unpaid = await insertSignedOrder(t);
    await cancel(unpaid.orderNo);
    const open = await insertSignedOrder(t);
    for (const orderNo of [unpaid.orderNo, open.orderNo]) {
      const response = await principalReturned(orderNo);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'orderNo' });
    }
    expect((await principalReturned('SC000000NOSUCH')).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/desk/orders/${unpaid.orderNo}/principal-returned`,
          headers: bearer(token),
        })
      ).statusCode,
    ).toBe(401);
    // An order cancelled before its payout was never owed.
    const [row] = await db
      .get()
      .query<{ returned: Date | null }>(
        'SELECT principal_returned_at AS returned FROM orders WHERE id = $1',
        [unpaid.orderId],
      );
    expect(row!.returned).toBeNull();
  });
});

/** A port nothing listens on: taken from the system, then let go. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The real server on a free port, and the environment `npm run ops` reaches it with. */
async function opsServer() {
  const server = await startServer({
    config: testConfig({ PORT: '0', HOST: '127.0.0.1' }),
    db: db.get(),
    now: clock.now,
    logger: false,
  });
  const env = { PORT: new URL(server.url).port, DESK_API_KEY: KEY, DATA_DIR: 'memory://' };
  return { server, env };
}

describe('npm run ops', () => {
  it('cancels through the running server, and reports a refusal', async () => {
    const { server, env } = await opsServer();
    try {
      const order = await insertSignedOrder(t);
      expect(await runOps(['cancel', order.orderNo], env)).toEqual({
        exitCode: 0,
        output: `Order ${order.orderNo} cancelled (was requested).`,
      });
      expect((await historyOf(db.get(), order.orderId)).at(-1)).toMatchObject({
        actor: 'operator',
      });
      expect(await runOps(['cancel', order.orderNo], env)).toMatchObject({
        exitCode: 1,
        output: expect.stringMatching(/^ORDER_NOT_CANCELLABLE: /),
      });
      expect(await runOps(['cancel', order.orderNo], { ...env, DESK_API_KEY: `${KEY}x` })).toEqual({
        exitCode: 1,
        output: 'UNAUTHORIZED: That API key is unknown or revoked, or its account is disabled.',
      });
      expect(await runOps(['cancel', order.orderNo], { ...env, DESK_API_KEY: '' })).toEqual({
        exitCode: 2,
        output: expect.stringMatching(/^Set DESK_API_KEY to your API key/),
      });
      // The retired shared token is refused with what replaced it, never ignored.
      expect(
        await runOps(['cancel', order.orderNo], { ...env, OPS_TOKEN: 'x'.repeat(40) }),
      ).toMatchObject({
        exitCode: 2,
        output: expect.stringContaining('OPS_TOKEN: no longer used'),
      });
      expect(await runOps(['cancel'], env)).toMatchObject({ exitCode: 2 });

      // The command itself, as `npm run ops -- cancel <orderNo>` runs it.
      const other = await insertSignedOrder(t);
      const { stdout } = await promisify(execFile)(
        process.execPath,
        ['scripts/ops.ts', 'cancel', other.orderNo],
        { env: { ...process.env, ...env } },
      );
      expect(stdout).toContain(`Order ${other.orderNo} cancelled`);
      expect((await orderState(db.get(), other.orderId)).status).toBe('cancelled');
    } finally {
      await server.close();
    }
  });

  it('grants a coupon through the running server (docs/coupons.md#operator-grants)', async () => {
    const { server, env } = await opsServer();
    try {
      const { publicId } = await signIn(t.app, newPhone());
      const granted = await runOps(['grant-coupon', publicId, 'cash', '25.50', '7'], env);
      expect(granted).toMatchObject({
        exitCode: 0,
        output: expect.stringMatching(
          new RegExp(
            `^Customer ${publicId}: cash coupon of PHP 25\\.50 \\(payInFull\\) granted, available`,
          ),
        ),
      });
      expect(await runOps(['grant-coupon', 'c_nobody', 'cash', '5', '7'], env)).toMatchObject({
        exitCode: 1,
        output: expect.stringMatching(/^NOT_FOUND: /),
      });
      for (const bad of [
        ['grant-coupon', publicId, 'cash', '5'],
        ['grant-coupon', publicId, 'cash', 'five', '7'],
        ['grant-coupon', publicId, 'cash', '5', '7', 'soon'],
      ]) {
        expect(await runOps(bad, env), bad.join(' ')).toMatchObject({ exitCode: 2 });
      }
    } finally {
      await server.close();
    }
  });

  it('prints one ticket with its text and history (docs/care.md#tickets)', async () => {
    const { server, env } = await opsServer();
    try {
      const { token } = await signIn(t.app, newPhone());
      const text = 'The app charged me twice for one repayment.';
      const sent = await t.app.inject({
        method: 'PUT',
        url: `/api/feedback/tickets/${crypto.randomUUID()}`,
        headers: bearer(token),
        payload: { category: 'repaying', text },
      });
      const { ticketNo } = sent.json<{ ticketNo: string }>();
      const read = await runOps(['ticket', ticketNo], env);
      expect(read.exitCode).toBe(0);
      expect(read.output).toContain(`Ticket ${ticketNo}  received  repaying`);
      expect(read.output).toContain(text);
      expect(read.output).toContain('Screenshot: none');
      expect(read.output).toMatch(/received\s+by borrower/);
      expect(await runOps(['ticket', 'FB20260310AAAAAA'], env)).toMatchObject({
        exitCode: 1,
        output: expect.stringMatching(/^NOT_FOUND: /),
      });
      expect(await runOps(['ticket', ticketNo, 'more'], env)).toMatchObject({ exitCode: 2 });
    } finally {
      await server.close();
    }
  });

  it('never opens the database: with no server answering it changes nothing and says what to do', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'sulong-ops-db-'));
    try {
      const ownDb = await openPgliteDb(dataDir);
      const own = await createTestApp({ db: ownDb, clock });
      const order = await insertSignedOrder(own, { couponCentavos: 5000 });
      await own.app.close();
      await ownDb.close();

      const port = String(await closedPort());
      for (const command of ['cancel', 'principal-returned']) {
        const result = await runOps([command, order.orderNo], {
          PORT: port,
          DATA_DIR: dataDir,
          DESK_API_KEY: KEY,
        });
        expect(result).toEqual({
          exitCode: 2,
          output: expect.stringContaining(`No server answered at http://127.0.0.1:${port}`),
        });
        expect(result.output).toContain('never opens the database');
      }
      // HOST is where the server is called (a server listening elsewhere is not 127.0.0.1).
      expect(
        await runOps(['cancel', order.orderNo], {
          HOST: '127.0.0.2',
          PORT: port,
          DATA_DIR: dataDir,
          DESK_API_KEY: KEY,
        }),
      ).toMatchObject({ exitCode: 2, output: expect.stringContaining('http://127.0.0.2:') });

      const reopened = await openPgliteDb(dataDir);
      try {
        expect(await orderState(reopened, order.orderId)).toMatchObject({ status: 'requested' });
      } finally {
        await reopened.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('records the principal returned through the running server', async () => {
    const { server, env } = await opsServer();
    try {
      const order = await repayingOrder();
      const cancelled = await runOps(['cancel', order.orderNo], env);
      expect(cancelled.exitCode).toBe(0);
      expect(cancelled.output).toContain(`npm run ops -- principal-returned ${order.orderNo}`);
      expect(await runOps(['principal-returned', order.orderNo], env)).toEqual({
        exitCode: 0,
        output:
          `Order ${order.orderNo}: principal returned, recorded at ` +
          `${clock.now().toISOString()}; the borrower may borrow again.`,
      });
      expect(await runOps(['principal-returned', order.orderNo], env)).toMatchObject({
        exitCode: 0,
        output: expect.stringContaining('already recorded'),
      });
      expect(await runOps(['principal-returned'], env)).toMatchObject({ exitCode: 2 });
    } finally {
      await server.close();
    }
  });
});

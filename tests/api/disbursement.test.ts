import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { JobContext } from '../../server/jobs/job-types.ts';
import { addDays, manilaDate } from '../../contract/calendar.ts';
import { nextManilaMidnight } from '../../server/lib/manila-time.ts';
import type { PayoutDestination, PayoutProvider } from '../../server/payouts/payout-provider.ts';
import { createSandboxPayoutProvider } from '../../server/payouts/sandbox-payout-provider.ts';
import { createSandboxPayoutBook } from '../../server/repositories/sandbox-payouts.ts';
import {
  createDisbursement,
  registerDisbursementJobs,
} from '../../server/services/disbursement/disbursement.ts';
import { cancelOrder } from '../../server/services/disbursement/cancel-order.ts';
import { retryAfterBankChange } from '../../server/services/disbursement/payout-attempts.ts';
import {
  FAILING_ACCOUNT,
  ownFailingAccount,
  PAYOUT_ACCOUNT,
  couponOf,
  historyOf,
  insertSignedOrder,
  messageKindsOf,
  orderState,
  payoutsOf,
  sandboxPayoutsOf,
} from './support/disbursement-fixtures.ts';
import { TestClock, createTestApp, interceptedDb, newPhone, sharedDb } from './support/harness.ts';
import type { TestApp } from './support/harness.ts';
import { bearer, signIn } from './support/sign-in.ts';

/**
 * Disbursement through the job runner and the sandbox provider (PAYOUT_DELAY_SECONDS 5: the first
 * answer is "processing", the status check 5 s later finds it paid). Jobs run by hand with the
 * test clock; several apps over one database play several server processes.
 */
const db = sharedDb();
const clock = new TestClock();
const DELAY = 5;
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  await db.open();
  a = await createTestApp({ db: db.get(), clock });
  b = await createTestApp({ db: db.get(), clock });
});
afterAll(async () => {
  await a.app.close();
  await b.app.close();
  await db.close();
});

/** Runs what is due, then again once the sandbox has settled. */
async function payOut(t: TestApp = a): Promise<void> {
  await t.app.jobs.runDueJobs();
  clock.advance(DELAY);
  await t.app.jobs.runDueJobs();
}

/** What the runner hands a handler, for calling one directly. */
const context = (): JobContext => ({
  job: {
    id: '0',
    kind: 'manual',
    attempt: 1,
    maxAttempts: 1,
    runAt: clock.now(),
    createdAt: clock.now(),
  },
  db: db.get(),
  now: clock.now,
  log: { info: () => {}, warn: () => {}, error: () => {} },
});

/** A promise the test settles by hand: a request "in flight". */
function gate() {
  let fail!: (error: Error) => void;
  const failed = new Promise<never>((_resolve, reject) => (fail = reject));
  return { failed, fail };
}

describe('order-check, disburse, payout-status', () => {
  it('pays a signed order: requested → toCheck → disbursing → repaying, one message each', async () => {
    const order = await insertSignedOrder(a, { couponCentavos: 5000 });
    const signedAt = clock.now();

    await a.app.jobs.runDueJobs();
    expect(await orderState(db.get(), order.orderId)).toMatchObject({ status: 'disbursing' });
    const [pending] = await payoutsOf(db.get(), order.orderId);
    expect(pending).toMatchObject({
      attempt: 1,
      idempotencyKey: `payout:${order.orderId}:1`,
      status: 'processing',
      amountCentavos: order.receivedCentavos,
      destination: PAYOUT_ACCOUNT,
    });
    expect(await couponOf(db.get(), order.couponId!)).toMatchObject({ status: 'reserved' });

    clock.advance(DELAY - 1);
    await a.app.jobs.runDueJobs();
    expect((await orderState(db.get(), order.orderId)).status).toBe('disbursing');
    clock.advance(1);
    await a.app.jobs.runDueJobs();

    const paidAt = clock.now();
    const today = manilaDate(paidAt);
    const state = await orderState(db.get(), order.orderId);
    expect(state).toMatchObject({
      status: 'repaying',
      failureReason: null,
      disbursedAt: paidAt,
      withdrawalDate: today,
      dueDate: addDays(today, 7),
    });
    expect(paidAt.getTime() - signedAt.getTime()).toBe(DELAY * 1000);
    expect(await historyOf(db.get(), order.orderId)).toEqual([
      { from: null, to: 'requested', actor: 'borrower', reason: 'signed' },
      { from: 'requested', to: 'toCheck', actor: 'system', reason: null },
      { from: 'toCheck', to: 'disbursing', actor: 'system', reason: null },
      { from: 'disbursing', to: 'repaying', actor: 'system', reason: 'paid' },
    ]);
    expect(await messageKindsOf(db.get(), order.customerId)).toEqual([
      'orderRequested',
      'orderToCheck',
      'orderDisbursing',
      'orderRepaying',
    ]);
    const [sandbox] = await sandboxPayoutsOf(db.get(), order.orderId);
    expect(await payoutsOf(db.get(), order.orderId)).toEqual([
      expect.objectContaining({ status: 'paid', providerRef: sandbox!.reference }),
    ]);
    expect(sandbox).toMatchObject({ outcome: 'paid', requests: 1 });
    expect(await couponOf(db.get(), order.couponId!)).toEqual({
      status: 'used',
      releasedCount: 0,
      usedFor: order.orderId,
    });

    // Nothing is left to do: later runs change nothing.
    clock.advance(3600);
    await a.app.jobs.runDueJobs();
    expect(await historyOf(db.get(), order.orderId)).toHaveLength(4);
  });

  it('counts the due date from the Manila date the money was sent, not the signing date', async () => {
    // Signed two seconds before midnight in Manila; paid five seconds later, the next day.
    clock.set(new Date(nextManilaMidnight(clock.now()).getTime() - 2000));
    const order = await insertSignedOrder(a);
    const signedOn = manilaDate(clock.now());
    const signed = await orderState(db.get(), order.orderId);
    expect(signed.pricing.withdrawalDate).toBe(signedOn);

    await payOut();
    const paidOn = addDays(signedOn, 1);
    expect(manilaDate(clock.now())).toBe(paidOn);
    const paid = await orderState(db.get(), order.orderId);
    expect(paid).toMatchObject({
      status: 'repaying',
      withdrawalDate: paidOn,
      dueDate: addDays(paidOn, 7),
    });
    // The figures are the ones signed; only the dates moved.
    expect(paid.pricing).toEqual({
      ...signed.pricing,
      withdrawalDate: paidOn,
      dueDate: addDays(paidOn, 7),
      plan: [{ ...signed.pricing.plan[0], dueDate: addDays(paidOn, 7) }],
    });
  });

  it('dates the loan from the provider’s payment time: paid 23:50 Manila, noticed 00:10 → the earlier day', async () => {
    // The sandbox settles PAYOUT_DELAY_SECONDS after the request: request at 23:49:55 Manila.
    const midnight = nextManilaMidnight(clock.now());
    clock.set(new Date(midnight.getTime() - 10 * 60_000 - DELAY * 1000));
    const order = await insertSignedOrder(a);
    await a.app.jobs.runDueJobs();
    const paidAt = new Date(midnight.getTime() - 10 * 60_000);
    expect(await orderState(db.get(), order.orderId)).toMatchObject({ status: 'disbursing' });
    // The worker only asks again at 00:10 the next day.
    clock.set(new Date(midnight.getTime() + 10 * 60_000));
    await a.app.jobs.runDueJobs();
    const paidOn = manilaDate(paidAt);
    expect(manilaDate(clock.now())).toBe(addDays(paidOn, 1));
    const paid = await orderState(db.get(), order.orderId);
    expect(paid).toMatchObject({
      status: 'repaying',
      withdrawalDate: paidOn,
      dueDate: addDays(paidOn, 7),
      disbursedAt: paidAt,
    });
    expect(paid.pricing).toMatchObject({ withdrawalDate: paidOn, dueDate: addDays(paidOn, 7) });
  });

  it('fails a refused account (disbursementFailed), then pays the account re-entered', async () => {
    const order = await insertSignedOrder(a, { account: FAILING_ACCOUNT, couponCentavos: 5000 });
    await payOut();
    expect(await orderState(db.get(), order.orderId)).toMatchObject({
      status: 'disbursementFailed',
      failureReason: 'accountUnavailable',
      disbursedAt: null,
      dueDate: null,
    });
    expect(await payoutsOf(db.get(), order.orderId)).toEqual([
      expect.objectContaining({ attempt: 1, status: 'failed', destination: FAILING_ACCOUNT }),
    ]);
    expect((await messageKindsOf(db.get(), order.customerId)).at(-1)).toBe(
      'orderDisbursementFailed',
    );
    // The money was not sent: the coupon stays with the order.
    expect(await couponOf(db.get(), order.couponId!)).toMatchObject({ status: 'reserved' });

    // What the profile's bank change does in its transaction.
    const retry = (customerId: string) =>
      db.get().transaction(async (tx) => {
        await tx.query('UPDATE orders SET payout_account = $2::jsonb WHERE id = $1', [
          order.orderId,
          JSON.stringify(PAYOUT_ACCOUNT),
        ]);
        return retryAfterBankChange(tx, { orderId: order.orderId, customerId, at: clock.now() });
      });
    const other = await insertSignedOrder(a);
    expect(await retry(other.customerId)).toBeNull();
    const started = await retry(order.customerId);
    expect(started).toEqual({ payoutId: expect.any(String) });
    expect(await orderState(db.get(), order.orderId)).toMatchObject({
      status: 'disbursing',
      failureReason: null,
    });
    // A second call finds nothing to retry.
    expect(await retry(order.customerId)).toBeNull();

    await payOut();
    expect(await orderState(db.get(), order.orderId)).toMatchObject({ status: 'repaying' });
    expect(await payoutsOf(db.get(), order.orderId)).toEqual([
      expect.objectContaining({ attempt: 1, idempotencyKey: `payout:${order.orderId}:1` }),
      expect.objectContaining({
        id: started && 'payoutId' in started ? started.payoutId : 'held',
        attempt: 2,
        idempotencyKey: `payout:${order.orderId}:2`,
        status: 'paid',
        destination: PAYOUT_ACCOUNT,
      }),
    ]);
    expect((await historyOf(db.get(), order.orderId)).slice(2)).toEqual([
      { from: 'toCheck', to: 'disbursing', actor: 'system', reason: null },
      {
        from: 'disbursing',
        to: 'disbursementFailed',
        actor: 'system',
        reason: 'accountUnavailable',
      },
      { from: 'disbursementFailed', to: 'disbursing', actor: 'borrower', reason: 'bankReentered' },
      { from: 'disbursing', to: 'repaying', actor: 'system', reason: 'paid' },
    ]);
    expect((await messageKindsOf(db.get(), order.customerId)).slice(3)).toEqual([
      'orderDisbursementFailed',
      'orderDisbursing',
      'orderRepaying',
    ]);
    expect(await couponOf(db.get(), order.couponId!)).toMatchObject({ status: 'used' });
  });

  /** A borrower whose first payout failed, with the bank section the order was signed with. */
  async function failedOrder() {
    const { token, customerId } = await signIn(a.app, newPhone());
    const failing = ownFailingAccount();
    await db.get().query(
      `INSERT INTO profile_sections (customer_id, section, data, saved_at)
         VALUES ($1, 'bank', $2::jsonb, $3)`,
      [customerId, JSON.stringify(failing), clock.now()],
    );
    const order = await insertSignedOrder(a, { customerId, account: failing });
    await payOut();
    expect((await orderState(db.get(), order.orderId)).status).toBe('disbursementFailed');
    return { token, order, failing };
  }

  it('pays again once the borrower re-enters the bank through PUT /api/profile/bank-change', async () => {
    const { token, order, failing } = await failedOrder();

    const account = { ...PAYOUT_ACCOUNT, account: '009876543210' };
    const changed = await a.app.inject({
      method: 'PUT',
      url: '/api/profile/bank-change',
      headers: bearer(token),
      payload: { ...account, confirmAccount: account.account },
    });
    expect(changed.statusCode).toBe(200);
    expect((await historyOf(db.get(), order.orderId)).at(-1)).toEqual({
      from: 'disbursementFailed',
      to: 'disbursing',
      actor: 'borrower',
      reason: 'bankReentered',
    });

    await payOut();
    expect(await orderState(db.get(), order.orderId)).toMatchObject({ status: 'repaying' });
    expect(
      (await payoutsOf(db.get(), order.orderId)).map((p) => [p.status, p.destination]),
    ).toEqual([
      ['failed', failing],
      ['paid', account],
    ]);
  });

  describe('bank re-entry against an operator cancel', () => {
    const account = { ...PAYOUT_ACCOUNT, account: '001122334455' };
    const reenter = (t: TestApp, token: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/profile/bank-change',
        headers: bearer(token),
        payload: { ...account, confirmAccount: account.account },
      });
    const storedAccounts = async (orderId: string, customerId: string) => {
      const [row] = await db.get().query<{ order: unknown; section: unknown }>(
        `SELECT o.payout_account AS "order", s.data AS section
           FROM orders o JOIN profile_sections s ON s.customer_id = o.customer_id
          WHERE o.id = $1 AND s.customer_id = $2 AND s.section = 'bank'`,
        [orderId, customerId],
      );
      return row;
    };

    it('cancel first, then re-entry: refused (CHANGE_BANK_NOT_ALLOWED), nothing rewritten', async () => {
      const { token, order, failing } = await failedOrder();
      await a.app.services.disbursement.cancelOrder({
        orderNo: order.orderNo,
        at: clock.now(),
        actor: 'operator',
        reason: 'customerRequest',
      });
      const response = await reenter(a, token);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'CHANGE_BANK_NOT_ALLOWED' });
      expect(await storedAccounts(order.orderId, order.customerId)).toEqual({
        order: failing,
        section: failing,
      });
      expect(await orderState(db.get(), order.orderId)).toMatchObject({ status: 'cancelled' });
      expect(await payoutsOf(db.get(), order.orderId)).toHaveLength(1);
    });

    it('a cancel landing between the read and the write: the compare-and-set refuses', async () => {
      const { token, order, failing } = await failedOrder();
      // PGlite has one connection, so the operator's cancel is run at the exact point where it
      // would land: inside the borrower's transaction, just before the account is rewritten.
      const racing = interceptedDb(db.get(), async (sql, tx) => {
        if (sql.trimStart().startsWith('UPDATE orders SET payout_account')) {
          await cancelOrder(tx, {
            orderNo: order.orderNo,
            at: clock.now(),
            actor: 'operator',
            reason: 'customerRequest',
            cancelWindowHours: 24,
          });
        }
        return undefined;
      });
      const c = await createTestApp({ db: racing, clock });
      try {
        const response = await reenter(c, token);
        expect(response.statusCode).toBe(409);
        expect(response.json()).toMatchObject({
          code: 'PAYOUT_RETRY_CLOSED',
          message: expect.stringContaining('no longer waiting'),
        });
      } finally {
        await c.app.close();
      }
      // The whole re-entry was rolled back (the simulated cancel with it): no account, no payout.
      expect(await storedAccounts(order.orderId, order.customerId)).toEqual({
        order: failing,
        section: failing,
      });
      expect(await payoutsOf(db.get(), order.orderId)).toHaveLength(1);
    });
  });

  it('never sends an account the contract refuses: toCheck → disbursementFailed', async () => {
    const order = await insertSignedOrder(a, { account: { ...PAYOUT_ACCOUNT, account: '123' } });
    await payOut();
    expect(await orderState(db.get(), order.orderId)).toMatchObject({
      status: 'disbursementFailed',
      failureReason: 'accountUnavailable',
    });
    expect(await payoutsOf(db.get(), order.orderId)).toEqual([]);
    expect((await historyOf(db.get(), order.orderId)).at(-1)).toEqual({
      from: 'toCheck',
      to: 'disbursementFailed',
      actor: 'system',
      reason: 'accountUnavailable',
    });
  });

  it('cancels an order whose application is no longer approved, releasing its coupon', async () => {
    const order = await insertSignedOrder(a, { couponCentavos: 5000 });
    await db.get().query(
      `UPDATE applications SET status = 'rejected', quota_centavos = NULL,
                reapply_on = '2026-12-01' WHERE id = $1`,
      [order.applicationId],
    );
    await payOut();
    expect(await orderState(db.get(), order.orderId)).toMatchObject({ status: 'cancelled' });
    expect((await historyOf(db.get(), order.orderId)).at(-1)).toMatchObject({
      to: 'cancelled',
      reason: 'notApproved',
    });
    expect(await payoutsOf(db.get(), order.orderId)).toEqual([]);
    expect(await couponOf(db.get(), order.couponId!)).toMatchObject({
      status: 'available',
      releasedCount: 1,
    });
  });

  it('asks again later while the gateway keeps answering "processing"', async () => {
    const sandbox = createSandboxPayoutProvider({
      book: createSandboxPayoutBook(db.get()),
      now: clock.now,
      delaySeconds: 0,
    });
    let checks = 0;
    const slow: PayoutProvider = {
      name: 'sandbox',
      requestPayout: async (request) => ({
        status: 'processing',
        reference: (await sandbox.requestPayout(request)).reference,
      }),
      getPayout: async (key) => {
        checks += 1;
        return checks < 3 ? { status: 'processing', reference: 'x' } : sandbox.getPayout(key);
      },
    };
    const t = await createTestApp({ db: db.get(), clock });
    registerDisbursementJobs(
      t.app.jobs,
      createDisbursement({ db: db.get(), config: t.config, now: clock.now }, slow),
    );
    const order = await insertSignedOrder(t);
    await t.app.jobs.runDueJobs();
    clock.advance(DELAY); // check 1: processing; check 2 after 10 s
    await t.app.jobs.runDueJobs();
    expect(checks).toBe(1);
    clock.advance(9);
    await t.app.jobs.runDueJobs();
    expect(checks).toBe(1);
    clock.advance(1);
    await t.app.jobs.runDueJobs(); // check 2: processing; check 3 after 20 s
    clock.advance(20);
    await t.app.jobs.runDueJobs();
    expect(checks).toBe(3);
    expect(await orderState(db.get(), order.orderId)).toMatchObject({ status: 'repaying' });
    await t.app.close();
  });
});

describe('one payout per attempt', () => {
  it('makes one payout when the disburse job runs twice, in turn or at once', async () => {
    const handlers = a.app.services.disbursement;
    const order = await insertSignedOrder(a);
    // The check alone: the disburse job it enqueues is left in the queue for now.
    await handlers.checkOrder({ orderId: order.orderId }, context());
    const [payout] = await payoutsOf(db.get(), order.orderId);
    expect(payout).toMatchObject({ status: 'pending' });

    await Promise.all([
      handlers.disburse({ payoutId: payout!.id }, context()),
      handlers.disburse({ payoutId: payout!.id }, context()),
    ]);
    // At once, both may ask before either hears back (as on PGlite's one connection) or the second
    // may find the payout answered (as often on PostgreSQL): one payout under one key either way.
    const [asked] = await sandboxPayoutsOf(db.get(), order.orderId);
    expect([1, 2]).toContain(asked?.requests);
    await handlers.disburse({ payoutId: payout!.id }, context());
    await payOut(); // the queued disburse job, then the status check

    // In turn, a payout already answered is never asked for again.
    expect(await sandboxPayoutsOf(db.get(), order.orderId)).toEqual([
      expect.objectContaining({ outcome: 'paid', requests: asked!.requests }),
    ]);
    expect(await payoutsOf(db.get(), order.orderId)).toEqual([
      expect.objectContaining({ attempt: 1, status: 'paid' }),
    ]);
    const history = await historyOf(db.get(), order.orderId);
    expect(history.filter((event) => event.to === 'repaying')).toHaveLength(1);
  });

  it('two job workers on one database make one payout per order', async () => {
    const orders = await Promise.all(Array.from({ length: 4 }, () => insertSignedOrder(a)));
    const both = () => Promise.all([a.app.jobs.runDueJobs(), b.app.jobs.runDueJobs()]);
    await both();
    clock.advance(DELAY);
    await both();
    for (const order of orders) {
      expect(await orderState(db.get(), order.orderId)).toMatchObject({ status: 'repaying' });
      expect(await payoutsOf(db.get(), order.orderId)).toEqual([
        expect.objectContaining({ status: 'paid' }),
      ]);
      expect(await sandboxPayoutsOf(db.get(), order.orderId)).toEqual([
        expect.objectContaining({ requests: 1 }),
      ]);
      expect(await messageKindsOf(db.get(), order.customerId)).toHaveLength(4);
    }
  });
});

describe('kill between payout request and answer', () => {
  /** An app whose gateway call reaches the sandbox, then never comes back: the process "dies". */
  async function dyingApp(inFlight: Promise<never>, requested: () => void): Promise<TestApp> {
    const t = await createTestApp({ db: db.get(), clock });
    const sandbox = createSandboxPayoutProvider({
      book: createSandboxPayoutBook(db.get()),
      now: clock.now,
      delaySeconds: DELAY,
    });
    const provider: PayoutProvider = {
      name: sandbox.name,
      requestPayout: async (request) => {
        await sandbox.requestPayout(request);
        requested();
        return inFlight;
      },
      getPayout: (key) => sandbox.getPayout(key),
    };
    registerDisbursementJobs(
      t.app.jobs,
      createDisbursement({ db: db.get(), config: t.config, now: clock.now }, provider),
    );
    return t;
  }

  it('a restarted server asks again with the same key: one payout, order repaying', async () => {
    const dead = gate();
    let requested = false;
    const first = await dyingApp(dead.failed, () => (requested = true));
    const order = await insertSignedOrder(first);
    const dying = first.app.jobs.runDueJobs();
    await vi.waitFor(() => expect(requested).toBe(true));
    expect(await sandboxPayoutsOf(db.get(), order.orderId)).toEqual([
      expect.objectContaining({ requests: 1 }),
    ]);
    expect((await payoutsOf(db.get(), order.orderId))[0]).toMatchObject({ status: 'pending' });

    // The restart: a new process on the same database, once the dead worker's lease ran out.
    const restarted = await createTestApp({ db: db.get(), clock });
    clock.advance(299);
    await restarted.app.jobs.runDueJobs();
    expect((await orderState(db.get(), order.orderId)).status).toBe('disbursing');
    clock.advance(1);
    await restarted.app.jobs.runDueJobs();

    expect(await sandboxPayoutsOf(db.get(), order.orderId)).toEqual([
      expect.objectContaining({ outcome: 'paid', requests: 2 }),
    ]);
    expect(await payoutsOf(db.get(), order.orderId)).toEqual([
      expect.objectContaining({ attempt: 1, status: 'paid' }),
    ]);
    expect(await orderState(db.get(), order.orderId)).toMatchObject({ status: 'repaying' });

    // The old worker "wakes up" with its answer lost: it changes nothing.
    dead.fail(new Error('process killed'));
    expect(await dying).toMatchObject({ lost: 1 });
    expect(await payoutsOf(db.get(), order.orderId)).toHaveLength(1);
    expect(
      (await historyOf(db.get(), order.orderId)).filter((e) => e.to === 'repaying'),
    ).toHaveLength(1);
    await first.app.close();
    await restarted.app.close();
  });

  it('an answer lost on the wire is retried with the same key after a restart', async () => {
    const lost = gate();
    lost.fail(new Error('socket hang up'));
    lost.failed.catch(() => {});
    const first = await dyingApp(lost.failed, () => {});
    const order = await insertSignedOrder(first);
    expect(await first.app.jobs.runDueJobs()).toMatchObject({ retried: 1 });
    await first.app.close();

    const restarted = await createTestApp({ db: db.get(), clock });
    clock.advance(10); // the runner's first backoff
    await restarted.app.jobs.runDueJobs();
    expect(await sandboxPayoutsOf(db.get(), order.orderId)).toEqual([
      expect.objectContaining({ requests: 2 }),
    ]);
    expect(await payoutsOf(db.get(), order.orderId)).toEqual([
      expect.objectContaining({ status: 'paid' }),
    ]);
    expect(await orderState(db.get(), order.orderId)).toMatchObject({ status: 'repaying' });
    await restarted.app.close();
  });
});

describe('sandbox payout provider', () => {
  const sandbox = () =>
    createSandboxPayoutProvider({
      book: createSandboxPayoutBook(db.get()),
      now: clock.now,
      delaySeconds: DELAY,
    });
  let keys = 0;
  const key = () => `sandbox-test:${(keys += 1)}`;

  it('pays after the delay and answers the same payout for the same key', async () => {
    const provider = sandbox();
    const request = { idempotencyKey: key(), amountCentavos: 1000, destination: PAYOUT_ACCOUNT };
    const first = await provider.requestPayout(request);
    expect(first).toEqual({ status: 'processing', reference: expect.stringMatching(/^SBX-/) });
    const settlesAt = new Date(clock.now().getTime() + DELAY * 1000);
    clock.advance(DELAY);
    expect(await provider.requestPayout(request)).toEqual({
      status: 'paid',
      reference: first.reference,
      paidAt: settlesAt,
    });
    // Asked much later, it still says when it paid.
    clock.advance(3600);
    expect(await provider.getPayout(request.idempotencyKey)).toEqual({
      status: 'paid',
      reference: first.reference,
      paidAt: settlesAt,
    });
    await expect(provider.requestPayout({ ...request, amountCentavos: 2000 })).rejects.toThrow(
      'key reused with other parameters',
    );
    expect(await provider.getPayout(key())).toBeNull();
  });

  it.each<[string, Partial<PayoutDestination>]>([
    ['a bank account ending 0000', { account: '001234560000' }],
    ['an e-wallet ending 0000', { channel: 'ewallet', payeeCode: 'gcash', account: '09175550000' }],
    [
      'cash pick-up with a withdrawal phone ending 0000',
      { channel: 'remittance', payeeCode: 'palawan', account: '', withdrawalPhone: '09171230000' },
    ],
  ])('fails %s (bank info unavailable)', async (_name, change) => {
    const provider = sandbox();
    const destination = { ...PAYOUT_ACCOUNT, ...change };
    const idempotencyKey = key();
    await provider.requestPayout({ idempotencyKey, amountCentavos: 1000, destination });
    clock.advance(DELAY);
    expect(await provider.getPayout(idempotencyKey)).toEqual({
      status: 'failed',
      reference: expect.any(String),
      failureReason: 'accountUnavailable',
    });
  });

  it('pays cash pick-up to a phone not ending 0000', async () => {
    const provider = sandbox();
    const destination: PayoutDestination = {
      ...PAYOUT_ACCOUNT,
      channel: 'remittance',
      payeeCode: 'palawan',
      account: '',
    };
    const idempotencyKey = key();
    await provider.requestPayout({ idempotencyKey, amountCentavos: 1000, destination });
    clock.advance(DELAY);
    expect(await provider.getPayout(idempotencyKey)).toMatchObject({ status: 'paid' });
  });
});

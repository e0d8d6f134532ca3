import { describe, expect, it, vi } from 'vitest';
import { reconcileIntents } from '../../server/services/repayment/reconcile.ts';
import { COLLECTION_EVENT_JOB } from '../../server/services/repayment/repayment-jobs.ts';
import { useTestApp } from './support/harness.ts';
import {
  countRows,
  fullIntent,
  getIntent,
  intentOf,
  pendingWebhookBodies,
  postWebhook,
  pressCheckout,
  receiptsOf,
  repayingLoan,
  repaymentsPosted,
  signedHeaders,
  withRepaymentCoupon,
} from './support/repayment-fixtures.ts';
import { couponOf } from './support/disbursement-fixtures.ts';
import { onPostgres } from './support/test-database.ts';
import type { RepayingLoan } from './support/repayment-fixtures.ts';
import type { IntentView } from '../../contract/loan/repayment.ts';

/**
 * The webhook endpoint and what stands behind it (docs/loans.md#webhooks, #reconciliation): raw
 * body verified before parsing, each event stored once and posted once, money of the wrong amount
 * flagged for refund, a crash between storing and posting healed by the job, a lost webhook found
 * by reconciliation.
 */
const t = useTestApp();

/** Pays the intent's checkout and holds its webhook back: the exact body it would have sent. */
async function payWithoutWebhook(intent: IntentView): Promise<Buffer> {
  await pressCheckout(t.app, intent, 'pay');
  const [body] = await pendingWebhookBodies(t.db);
  await t.db.query(`DELETE FROM jobs WHERE kind = 'sandbox-webhook'`);
  return Buffer.from(body!, 'utf8');
}

/** A paid checkout whose webhook is still in the sandbox's queue: its exact body. */
async function paidButUndelivered() {
  const loan = await repayingLoan(t);
  const intent = await fullIntent(t, loan);
  return { loan, intent, body: await payWithoutWebhook(intent) };
}

/** Runs `run` while every question to the provider about a checkout fails. */
async function whileProviderDown(run: () => Promise<void>): Promise<void> {
  const spy = vi
    .spyOn(t.app.services.repayment.provider, 'getCheckout')
    .mockRejectedValue(new Error('provider down'));
  try {
    await run();
  } finally {
    spy.mockRestore();
  }
}

const eventsOf = (intentId: string) =>
  countRows(t.db, 'SELECT 1 FROM payment_events WHERE intent_id = $1', [intentId]);

describe('webhook deliveries (docs/loans.md#webhooks)', () => {
  it('1,000 replayed and concurrent deliveries of one event post once, with one receipt', async () => {
    const { loan, intent, body } = await paidButUndelivered();
    const headers = signedHeaders(t, body);
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 1000 }, () => postWebhook(t.app, body, headers)),
    );
    const ms = performance.now() - started;
    console.log(
      `1,000 concurrent deliveries of one event: ${ms.toFixed(0)} ms ` +
        `(${(ms / 1000).toFixed(2)} ms each on average, ${onPostgres ? 'PostgreSQL' : 'PGlite in memory'})`,
    );
    expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([200]));
    expect(await repaymentsPosted(t.db, loan.orderId)).toBe(1);
    expect(await receiptsOf(t.db, loan.orderId)).toBe(1);
    expect(await eventsOf(intent.id)).toBe(1);
    expect((await getIntent(t.app, loan.token, intent.id)).status).toBe('succeeded');

    // And 1,000 more, one after another, replayed later: still one posting.
    const later = performance.now();
    for (let i = 0; i < 1000; i += 1) {
      const response = await postWebhook(t.app, body, signedHeaders(t, body));
      expect(response.statusCode).toBe(200);
    }
    console.log(`1,000 sequential replays: ${(performance.now() - later).toFixed(0)} ms`);
    expect(await repaymentsPosted(t.db, loan.orderId)).toBe(1);
    expect(await receiptsOf(t.db, loan.orderId)).toBe(1);
    // The job the first delivery enqueued finds the event processed and does nothing.
    t.clock.advance(60);
    await t.app.jobs.runDueJobs();
    expect(await repaymentsPosted(t.db, loan.orderId)).toBe(1);
  });

  it('refuses a bad signature and a stale timestamp with 401, storing nothing', async () => {
    const { loan, intent, body } = await paidButUndelivered();
    const forged = {
      ...signedHeaders(t, body),
      'sulong-signature': `t=${Math.floor(t.clock.now().getTime() / 1000)},v1=${'0'.repeat(64)}`,
    };
    const tampered = Buffer.from(body.toString('utf8').replace(/"amount":\d+/, '"amount":1'));
    const stale = signedHeaders(t, body, new Date(t.clock.now().getTime() - 10 * 60_000));
    for (const [raw, headers] of [
      [body, forged],
      [tampered, signedHeaders(t, body)],
      [body, stale],
      [body, { 'content-type': 'application/json' }],
    ] as const) {
      const response = await postWebhook(t.app, raw, headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    }
    expect(await eventsOf(intent.id)).toBe(0);
    expect(await repaymentsPosted(t.db, loan.orderId)).toBe(0);
    expect((await getIntent(t.app, loan.token, intent.id)).status).toBe('pending');
  });

  it('lists money paid for an unknown intent for refund (no intent) and posts nothing', async () => {
    const { loan, body } = await paidButUndelivered();
    const event = JSON.parse(body.toString('utf8'));
    event.id = `${event.id}-unknown`;
    event.data.intent_id = '00000000-0000-4000-8000-000000000000';
    event.data.checkout_id = 'cs_sbx_nobody';
    const raw = Buffer.from(JSON.stringify(event));
    const response = await postWebhook(t.app, raw, signedHeaders(t, raw));
    expect(response.statusCode).toBe(200);
    const [stored] = await t.db.query<{ outcome: string; intentId: string | null }>(
      `SELECT outcome, intent_id AS "intentId" FROM payment_events WHERE event_id = $1`,
      [event.id],
    );
    expect(stored).toEqual({ outcome: 'refund', intentId: null });
    const refunds = await t.db.query<{ intentId: string | null; amount: number; reason: string }>(
      `SELECT intent_id AS "intentId", amount_centavos AS amount, reason FROM refunds
        WHERE event_id = $1`,
      [event.id],
    );
    expect(refunds).toEqual([
      { intentId: null, amount: event.data.amount, reason: 'unknownIntent' },
    ]);
    expect(await repaymentsPosted(t.db, loan.orderId)).toBe(0);
  });

  it('posts money paid into another checkout of the intent; that one failing ends nothing', async () => {
    const loan = await repayingLoan(t);
    const intent = await fullIntent(t, loan);
    const provider = t.app.services.repayment.provider;
    // Two more sessions of the same intent, as a provider without idempotency could make.
    const another = async (key: string) =>
      provider.createCheckout({
        intentId: intent.id,
        idempotencyKey: key,
        amountCentavos: intent.amountCentavos,
        channel: 'gcash',
        language: 'en',
        description: 'another session',
        expiresAt: new Date(intent.expiresAt),
        returnUrl: '/#/repaidDetail',
      });
    const failing = await another('other-1');
    await pressCheckout(t.app, { ...intent, checkoutUrl: failing.checkoutUrl }, 'fail');
    await t.app.jobs.runDueJobs();
    expect((await getIntent(t.app, loan.token, intent.id)).status).toBe('pending');
    const paying = await another('other-2');
    await pressCheckout(t.app, { ...intent, checkoutUrl: paying.checkoutUrl }, 'pay');
    await t.app.jobs.runDueJobs();
    expect((await getIntent(t.app, loan.token, intent.id)).status).toBe('succeeded');
    expect(await repaymentsPosted(t.db, loan.orderId)).toBe(1);
  });

  it('refunds a payment made after the intent expired (beyond 5 minutes), posting nothing', async () => {
    for (const [late, posts] of [
      [4, true],
      [6, false],
    ] as const) {
      const { loan, intent, body } = await paidButUndelivered();
      const event = JSON.parse(body.toString('utf8'));
      const paidAt = new Date(new Date(intent.expiresAt).getTime() + late * 60_000);
      event.data.paid_at = paidAt.toISOString();
      t.clock.set(paidAt);
      const raw = Buffer.from(JSON.stringify(event));
      expect((await postWebhook(t.app, raw, signedHeaders(t, raw))).statusCode).toBe(200);
      const now = await getIntent(t.app, loan.token, intent.id);
      expect(await repaymentsPosted(t.db, loan.orderId)).toBe(posts ? 1 : 0);
      if (posts) {
        expect(now.status).toBe('succeeded');
        continue;
      }
      expect(now).toMatchObject({ status: 'failed', failureReason: 'notPostable' });
      const refunds = await t.db.query<{ amount: number; reason: string }>(
        `SELECT amount_centavos AS amount, reason FROM refunds WHERE intent_id = $1`,
        [intent.id],
      );
      expect(refunds).toEqual([{ amount: intent.amountCentavos, reason: 'notPostable' }]);
    }
  });

  it('finds the events of an intent through an index', async () => {
    const indexes = await t.db.query<{ def: string }>(
      `SELECT indexdef AS def FROM pg_indexes WHERE tablename = 'payment_events'`,
    );
    expect(indexes.map((i) => i.def).some((def) => def.endsWith('(intent_id)'))).toBe(true);
  });

  it('fails an intent paid with the wrong amount, flags a refund and posts nothing', async () => {
    const { loan, intent, body } = await paidButUndelivered();
    const event = JSON.parse(body.toString('utf8'));
    event.data.amount -= 100;
    const raw = Buffer.from(JSON.stringify(event));
    expect((await postWebhook(t.app, raw, signedHeaders(t, raw))).statusCode).toBe(200);
    expect(await getIntent(t.app, loan.token, intent.id)).toMatchObject({
      status: 'failed',
      failureReason: 'amountMismatch',
      receipt: null,
    });
    const refunds = await t.db.query<{ amount: number; reason: string; status: string }>(
      `SELECT amount_centavos AS amount, reason, status FROM refunds WHERE intent_id = $1`,
      [intent.id],
    );
    expect(refunds).toEqual([
      { amount: intent.amountCentavos - 100, reason: 'amountMismatch', status: 'toRefund' },
    ]);
    expect(await repaymentsPosted(t.db, loan.orderId)).toBe(0);
    // The same event again changes nothing.
    await postWebhook(t.app, raw, signedHeaders(t, raw));
    expect(await countRows(t.db, 'SELECT 1 FROM refunds WHERE intent_id = $1', [intent.id])).toBe(
      1,
    );
  });

  it('posts exactly once after a crash between storing the event and posting it', async () => {
    const { loan, intent, body } = await paidButUndelivered();
    // The request stored the event and its job, then the process died before processing it.
    const answer = await t.app.services.repayment.receiveWebhook(body, signedHeaders(t, body), {
      processInline: false,
    });
    expect(answer).toMatchObject({ stored: true, outcome: null });
    expect(await repaymentsPosted(t.db, loan.orderId)).toBe(0);
    const [job] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM jobs WHERE kind = $1 AND done_at IS NULL`,
      [COLLECTION_EVENT_JOB],
    );
    expect(job!.n).toBeGreaterThanOrEqual(1);
    // After the restart the job runs (twice, as at-least-once allows): one posting.
    t.clock.advance(60);
    await t.app.jobs.runDueJobs();
    await t.app.services.repayment.processEventJob({
      provider: 'sandbox',
      eventId: JSON.parse(body.toString('utf8')).id,
    });
    expect(await repaymentsPosted(t.db, loan.orderId)).toBe(1);
    expect(await receiptsOf(t.db, loan.orderId)).toBe(1);
    expect((await getIntent(t.app, loan.token, intent.id)).status).toBe('succeeded');
  });
});

describe('reconciliation (docs/loans.md#reconciliation)', () => {
  it('finds a payment whose webhook was lost', async () => {
    const { loan, intent } = await paidButUndelivered();
    await t.app.services.repayment.startReconciliation();
    await t.app.jobs.runDueJobs();
    // Pending less than 5 minutes: not asked yet.
    expect((await getIntent(t.app, loan.token, intent.id)).status).toBe('pending');
    t.clock.advance(6 * 60);
    await t.app.jobs.runDueJobs();
    const paid = await getIntent(t.app, loan.token, intent.id);
    expect(paid.status).toBe('succeeded');
    expect(paid.receipt?.settled).toBe(true);
    expect(await repaymentsPosted(t.db, loan.orderId)).toBe(1);
    // The chain goes on: the next slot's run is queued.
    const [next] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM jobs WHERE kind = 'collections-reconcile' AND done_at IS NULL`,
    );
    expect(next!.n).toBe(1);
  });

  it('ends an intent whose checkout expired, releasing nothing twice', async () => {
    const loan = await repayingLoan(t);
    const intent = await fullIntent(t, loan);
    t.clock.advance(61 * 60); // past the 60 minutes of an e-wallet checkout
    await t.app.services.repayment.startReconciliation();
    await t.app.jobs.runDueJobs();
    expect(await getIntent(t.app, loan.token, intent.id)).toMatchObject({
      status: 'expired',
      checkoutUrl: null,
    });
    expect(await repaymentsPosted(t.db, loan.orderId)).toBe(0);
  });

  /** The reconciliation job's next runs, at the clock's time. */
  async function reconcileAt(minutesLater: number): Promise<void> {
    t.clock.advance(minutesLater * 60);
    await t.app.services.repayment.startReconciliation();
    await t.app.jobs.runDueJobs();
  }

  async function couponIntent(loan: RepayingLoan) {
    const coupon = await withRepaymentCoupon(t, loan);
    return { intent: await fullIntent(t, loan, coupon), couponId: coupon.couponId };
  }

  it("ends another provider's intent an hour past its expiry, releasing its coupon", async () => {
    const loan = await repayingLoan(t);
    const { intent, couponId } = await couponIntent(loan);
    await t.db.query(`UPDATE payment_intents SET provider = 'paymongo' WHERE id = $1`, [intent.id]);
    await reconcileAt(61);
    expect((await getIntent(t.app, loan.token, intent.id)).status).toBe('pending');
    await reconcileAt(61);
    expect((await getIntent(t.app, loan.token, intent.id)).status).toBe('expired');
    expect(await couponOf(t.db, couponId)).toMatchObject({ status: 'available', releasedCount: 1 });
  });

  it('ends an intent whose provider keeps failing an hour past its expiry', async () => {
    const loan = await repayingLoan(t);
    const { intent, couponId } = await couponIntent(loan);
    await whileProviderDown(async () => {
      await reconcileAt(61);
      expect((await getIntent(t.app, loan.token, intent.id)).status).toBe('pending');
      await reconcileAt(61);
      expect((await getIntent(t.app, loan.token, intent.id)).status).toBe('expired');
      expect(await couponOf(t.db, couponId)).toMatchObject({
        status: 'available',
        releasedCount: 1,
      });
    });
  });

  it('ends an intent whose checkout the provider keeps answering open an hour past expiry', async () => {
    const loan = await repayingLoan(t);
    const intent = await fullIntent(t, loan);
    const provider = t.app.services.repayment.provider;
    const open = { status: 'pending' } as const;
    const spies = [
      vi.spyOn(provider, 'getCheckout').mockResolvedValue(open),
      vi.spyOn(provider, 'expireCheckout').mockResolvedValue(open),
    ];
    try {
      await reconcileAt(61);
      expect((await getIntent(t.app, loan.token, intent.id)).status).toBe('pending');
      await reconcileAt(61);
      expect((await getIntent(t.app, loan.token, intent.id)).status).toBe('expired');
    } finally {
      spies.forEach((spy) => spy.mockRestore());
    }
  });

  it('never gives up on an intent while a paid event of it waits to be processed', async () => {
    const loan = await repayingLoan(t);
    const intent = await fullIntent(t, loan);
    await t.db.query(
      `INSERT INTO payment_events (provider, event_id, type, intent_id, payload, received_at)
       VALUES ('sandbox', 'evt-waiting', 'paid', $1, '{}'::jsonb, $2)`,
      [intent.id, t.clock.now()],
    );
    await whileProviderDown(async () => {
      await reconcileAt(61);
      await reconcileAt(61);
      expect((await getIntent(t.app, loan.token, intent.id)).status).toBe('pending');
    });
  });

  it('posts a payment made in time on an intent it gave up on, when its webhook comes late', async () => {
    const loan = await repayingLoan(t);
    const { intent, couponId } = await couponIntent(loan);
    const raw = await payWithoutWebhook(intent);
    await whileProviderDown(async () => {
      await reconcileAt(61);
      await reconcileAt(61);
    });
    expect((await getIntent(t.app, loan.token, intent.id)).status).toBe('expired');
    expect((await postWebhook(t.app, raw, signedHeaders(t, raw))).statusCode).toBe(200);
    const paid = await getIntent(t.app, loan.token, intent.id);
    expect(paid.status).toBe('succeeded');
    expect(paid.receipt?.settled).toBe(true);
    expect(await repaymentsPosted(t.db, loan.orderId)).toBe(1);
    expect(await couponOf(t.db, couponId)).toMatchObject({ status: 'used' });
    expect(await countRows(t.db, 'SELECT 1 FROM refunds WHERE intent_id = $1', [intent.id])).toBe(
      0,
    );
  });

  it('refunds such a late payment once another payment of the loan started', async () => {
    const loan = await repayingLoan(t);
    const intent = await fullIntent(t, loan);
    const raw = await payWithoutWebhook(intent);
    await whileProviderDown(async () => {
      await reconcileAt(61);
      await reconcileAt(61);
    });
    await intentOf(t.app, loan.token, loan.orderId, { kind: 'part', amountCentavos: 10_000 });
    await postWebhook(t.app, raw, signedHeaders(t, raw));
    expect((await getIntent(t.app, loan.token, intent.id)).status).toBe('expired');
    expect(await repaymentsPosted(t.db, loan.orderId)).toBe(0);
    expect(await countRows(t.db, 'SELECT 1 FROM refunds WHERE intent_id = $1', [intent.id])).toBe(
      1,
    );
  });

  it('reaches newer intents behind a full page of older ones that stay pending', async () => {
    const stuck = await repayingLoan(t);
    const old = await fullIntent(t, stuck);
    await t.db.query(`UPDATE payment_intents SET provider = 'paymongo' WHERE id = $1`, [old.id]);
    t.clock.advance(1);
    const { loan, intent } = await paidButUndelivered();
    t.clock.advance(6 * 60);
    const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
    await reconcileIntents(
      {
        db: t.db,
        now: t.clock.now,
        provider: 'sandbox',
        scorecard: t.config.creditDecision.scorecard,
        collections: t.app.services.repayment.provider,
      },
      log,
      { batch: 1 },
    );
    expect((await getIntent(t.app, stuck.token, old.id)).status).toBe('pending');
    expect((await getIntent(t.app, loan.token, intent.id)).status).toBe('succeeded');
  });
});

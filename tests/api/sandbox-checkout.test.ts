import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOps } from '../../scripts/ops.ts';
import type { CheckoutRequest } from '../../server/collections/collections-provider.ts';
import { createCollectionsProvider } from '../../server/collections/create-collections-provider.ts';
import {
  SANDBOX_WEBHOOK_JOB,
  sandboxWebhookHandler,
} from '../../server/collections/sandbox/sandbox-webhook-job.ts';
import { createSandboxCheckoutBook } from '../../server/repositories/sandbox-checkouts.ts';
import { startServer } from '../../server/start-server.ts';
import { TestClock, createTestApp, sharedDb, testConfig } from './support/harness.ts';
import type { TestApp } from './support/harness.ts';
import { staffWithKey } from './support/desk-staff.ts';

const db = sharedDb();
const clock = new TestClock();
let t: TestApp;
let counter = 0;

beforeAll(async () => {
  await db.open();
  t = await createTestApp({ db: db.get(), clock });
  KEY = (await staffWithKey(t, ['care'])).key;
});
/** Any staff member's key: the sandbox's tools need a person behind them. */
let KEY = '';
afterAll(async () => {
  await t.app.close();
  await db.close();
});

const providerOf = (app: TestApp) =>
  createCollectionsProvider(app.config, {
    now: clock.now,
    sandboxBook: createSandboxCheckoutBook(db.get()),
  });

async function checkout(over: Partial<CheckoutRequest> = {}, app: TestApp = t) {
  counter += 1;
  return providerOf(app).createCheckout({
    intentId: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    idempotencyKey: `key-${counter}`,
    amountCentavos: 123_456,
    channel: 'gcash',
    language: 'en',
    description: 'Loan SC1 <pay in full> & "more"',
    expiresAt: new Date(clock.now().getTime() + 3600_000),
    returnUrl: '/#/repaidDetail?order=SC1',
    ...over,
  });
}

const page = (url: string, app: TestApp = t) => app.app.inject({ method: 'GET', url });
const press = (url: string, action: string, app: TestApp = t) =>
  app.app.inject({
    method: 'POST',
    url: `${url}/${action}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });

interface WebhookJob {
  body: string;
  delivery: number;
  attempts: number;
  done: boolean;
}
async function webhookJobs(): Promise<WebhookJob[]> {
  return db.get().query<WebhookJob>(
    `SELECT payload->>'body' AS body, (payload->>'delivery')::int AS delivery, attempts,
            done_at IS NOT NULL AS done
       FROM jobs WHERE kind = $1 ORDER BY id`,
    [SANDBOX_WEBHOOK_JOB],
  );
}
const eventsOf = async (checkoutId: string) =>
  (await webhookJobs())
    .map((job) => ({ ...job, event: JSON.parse(job.body) }))
    .filter((job) => job.event.data.checkout_id === checkoutId);

describe('GET /sandbox/checkout/:id', () => {
  it('is a phone-sized HTML page with its own strict CSP, the amount in pesos, escaped text', async () => {
    const { checkoutUrl } = await checkout();
    const response = await page(checkoutUrl);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const html = response.body;
    const css = /<style>([^<]*)<\/style>/.exec(html)![1]!;
    const hash = createHash('sha256').update(css).digest('base64');
    expect(response.headers['content-security-policy']).toBe(
      `default-src 'none'; style-src 'sha256-${hash}'; form-action 'self'; ` +
        "frame-ancestors 'none'; base-uri 'none'",
    );
    expect(html).toMatch(/^<!doctype html><html lang="en-PH">/);
    expect(html).toContain('name="viewport" content="width=device-width, initial-scale=1"');
    expect(html).toContain('₱1,234.56');
    expect(html).toContain('Loan SC1 &lt;pay in full&gt; &amp; &quot;more&quot;');
    expect(html).not.toContain('<pay in full>');
    expect(html).toContain('Approve the payment request of ₱1,234.56 to Sulong Cash');
    for (const action of ['pay', 'fail', 'expire']) {
      expect(html).toContain(`<form method="post" action="${checkoutUrl}/${action}">`);
    }
    expect(html).not.toContain('<script');
  });

  it('speaks the checkout language: Filipino and Hindi', async () => {
    const ph = await page((await checkout({ language: 'ph', channel: 'qrph' })).checkoutUrl);
    expect(ph.body).toMatch(/<html lang="fil-PH">/);
    expect(ph.body).toContain('Halagang babayaran');
    expect(ph.body).toContain('<svg class="qr" role="img" aria-labelledby="qr-title"');
    const hi = await page(
      (await checkout({ language: 'hi', channel: 'bankTransfer' })).checkoutUrl,
    );
    expect(hi.body).toMatch(/<html lang="hi-IN">/);
    expect(hi.body).toContain('भुगतान की राशि');
    expect(hi.body).toContain('Sulong Lending Corporation');
  });

  it('shows an over-the-counter reference, its store and expiry', async () => {
    const { checkoutUrl, otcReference } = await checkout({ channel: 'palawan' });
    const html = (await page(checkoutUrl)).body;
    expect(html).toContain(otcReference!.replace(/(\d{4})(?=\d)/g, '$1 '));
    expect(html).toContain('Palawan Express');
    expect(html).toContain('Pay before');
  });

  it('answers 404 for an unknown checkout', async () => {
    expect((await page('/sandbox/checkout/cs_sbx_nosuch')).statusCode).toBe(404);
  });
});

describe('tester buttons', () => {
  it('pay ends the checkout, returns with checkout=paid and enqueues one signed event', async () => {
    const { checkoutUrl, providerRef } = await checkout();
    const paid = await press(checkoutUrl, 'pay');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe('/#/repaidDetail?order=SC1&checkout=paid');
    // The first ending stands: a later button changes nothing and sends nothing.
    const failed = await press(checkoutUrl, 'fail');
    expect(failed.headers.location).toBe('/#/repaidDetail?order=SC1&checkout=paid');
    const events = await eventsOf(providerRef);
    expect(events).toHaveLength(1);
    expect(events[0]!.event).toEqual({
      id: expect.stringMatching(/^evt_[0-9a-f]{24}$/),
      type: 'checkout.paid',
      created_at: clock.now().toISOString(),
      data: {
        checkout_id: providerRef,
        intent_id: expect.any(String),
        amount: 123_456,
        currency: 'PHP',
        channel: 'gcash',
        paid_at: clock.now().toISOString(),
        payment_id: expect.stringMatching(/^pay_sbx_/),
      },
    });
    expect(await providerOf(t).getCheckout(providerRef)).toMatchObject({
      status: 'paid',
      eventId: events[0]!.event.id,
    });
    expect((await page(checkoutUrl)).body).toContain('This payment is done.');
  });

  it.each([
    ['fail', 'failed'],
    ['expire', 'expired'],
  ])('%s → checkout=%s and its event', async (action, state) => {
    const { checkoutUrl, providerRef } = await checkout({ returnUrl: '/#/repaidDetail' });
    const response = await press(checkoutUrl, action);
    expect(response.headers.location).toBe(`/#/repaidDetail?checkout=${state}`);
    const events = await eventsOf(providerRef);
    expect(events.map((e) => e.event.type)).toEqual([`checkout.${state}`]);
    expect(events[0]!.event.data).toMatchObject({ paid_at: null, payment_id: null });
  });

  it('over the counter, pay hands the reference to the store; the tester can pay at the store', async () => {
    const { checkoutUrl, providerRef } = await checkout({ channel: 'sevenEleven' });
    const handed = await press(checkoutUrl, 'pay');
    expect(handed.statusCode).toBe(303);
    expect(handed.headers.location).toBe(`${checkoutUrl}?step=store`);
    expect(await eventsOf(providerRef)).toEqual([]);
    const store = (await page(`${checkoutUrl}?step=store`)).body;
    expect(store).toContain('The store pays later');
    expect(store).toContain(`action="${checkoutUrl}/store-pay"`);
    expect(store).toContain('Pay at the store now (tester)');
    expect(store).toContain('href="/#/repaidDetail?order=SC1&amp;checkout=pending"');
    const paid = await press(checkoutUrl, 'store-pay');
    expect(paid.headers.location).toBe('/#/repaidDetail?order=SC1&checkout=paid');
    expect((await eventsOf(providerRef)).map((e) => e.event.type)).toEqual(['checkout.paid']);
  });

  it('a checkout past its expiry ends expired when looked at, and announces it once', async () => {
    const { checkoutUrl, providerRef } = await checkout();
    clock.advance(3600);
    expect((await page(checkoutUrl)).body).toContain('This checkout has expired.');
    expect((await press(checkoutUrl, 'pay')).headers.location).toContain('checkout=expired');
    expect((await eventsOf(providerRef)).map((e) => e.event.type)).toEqual(['checkout.expired']);
  });

  it('is not served unless the sandbox is the collections provider', async () => {
    const other = await createTestApp({
      db: db.get(),
      clock,
      env: { SANDBOX_ENABLED: 'false', SEMAPHORE_API_KEY: 'k' },
    });
    try {
      const { checkoutUrl } = await checkout();
      expect((await page(checkoutUrl, other)).statusCode).toBe(404);
      expect((await press(checkoutUrl, 'pay', other)).statusCode).toBe(404);
    } finally {
      await other.app.close();
    }
  });
});

describe('webhook delivery', () => {
  it('goes through the app’s own HTTP pipeline, which verifies and acknowledges it', async () => {
    // The webhook route (routes/webhooks.ts) checks the signature, stores the event (listed for
    // refund here: no intent of ours has this checkout) and answers 200, so the job is done.
    const { checkoutUrl, providerRef } = await checkout();
    await press(checkoutUrl, 'pay');
    await t.app.jobs.runDueJobs();
    expect((await eventsOf(providerRef))[0]).toMatchObject({ attempts: 1, done: true });
    const stored = await t.db.query<{ outcome: string }>(
      `SELECT outcome FROM payment_events WHERE payload -> 'event' ->> 'providerRef' = $1`,
      [providerRef],
    );
    expect(stored).toEqual([{ outcome: 'refund' }]);
  });

  it('signs each attempt at its own time and stops at the first 2xx', async () => {
    const { checkoutUrl, providerRef } = await checkout();
    await press(checkoutUrl, 'fail');
    const provider = providerOf(t);
    const answers = [500, 503, 204];
    const seen: { at: number; check: unknown }[] = [];
    t.app.jobs.registerHandler(
      SANDBOX_WEBHOOK_JOB,
      sandboxWebhookHandler({
        secret: t.config.collections.sandbox.webhookSecret,
        deliver: async (rawBody, headers) => {
          const check = provider.verifyWebhook(rawBody, headers);
          if ((check as { event?: { providerRef?: string } }).event?.providerRef !== providerRef) {
            return { statusCode: 200 }; // Another test's event: acknowledge it.
          }
          seen.push({ at: clock.now().getTime(), check });
          return { statusCode: answers[seen.length - 1]! };
        },
      }),
    );
    await t.app.jobs.runDueJobs();
    clock.advance(10); // the runner's backoff: 10 s, then 20 s
    await t.app.jobs.runDueJobs();
    clock.advance(20);
    await t.app.jobs.runDueJobs();
    clock.advance(3600);
    await t.app.jobs.runDueJobs();
    expect(seen).toHaveLength(3);
    expect(new Set(seen.map((s) => s.at)).size).toBe(3);
    for (const { check } of seen) {
      expect(check).toMatchObject({ ok: true, event: { type: 'failed', providerRef } });
    }
    expect((await eventsOf(providerRef))[0]).toMatchObject({ attempts: 3, done: true });
  });

  it('with SANDBOX_WEBHOOK_DUPLICATE_RATE=1 delivers every event twice, byte for byte', async () => {
    const twice = await createTestApp({
      db: db.get(),
      clock,
      env: { SANDBOX_WEBHOOK_DUPLICATE_RATE: '1' },
    });
    try {
      const { checkoutUrl, providerRef } = await checkout({}, twice);
      await press(checkoutUrl, 'pay', twice);
      const events = await eventsOf(providerRef);
      expect(events.map((e) => e.delivery)).toEqual([1, 2]);
      expect(events[0]!.body).toBe(events[1]!.body);
    } finally {
      await twice.app.close();
    }
  });
});

describe('pay-reference (a store pays an over-the-counter reference later)', () => {
  const payReference = (reference: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/desk/sandbox/references/${encodeURIComponent(reference)}/pay`,
      headers: { authorization: `Bearer ${KEY}` },
    });

  it('pays once; refuses unknown, already paid and expired references, and no key', async () => {
    const { otcReference, providerRef } = await checkout({ channel: 'cebuana' });
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/desk/sandbox/references/${otcReference}/pay`,
      headers: { authorization: 'Bearer wrong' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await payReference('000000000000')).json()).toMatchObject({ code: 'NOT_FOUND' });

    const grouped = otcReference!.replace(/(\d{4})(?=\d)/g, '$1 ');
    const paid = await payReference(grouped);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toEqual({
      reference: otcReference,
      checkoutId: providerRef,
      intentId: expect.any(String),
      amountCentavos: 123_456,
      paidAt: clock.now().toISOString(),
      paymentRef: expect.stringMatching(/^pay_sbx_/),
    });
    expect((await eventsOf(providerRef)).map((e) => e.event.type)).toEqual(['checkout.paid']);

    const again = await payReference(otcReference!);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'reference' });
    expect(await eventsOf(providerRef)).toHaveLength(1);

    const late = await checkout({ channel: 'bayadCenter' });
    clock.advance(3601);
    const expired = await payReference(late.otcReference!);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ code: 'LINK_EXPIRED' });
  });

  it('runs as `npm run ops -- pay-reference` through the running server', async () => {
    const server = await startServer({
      config: testConfig({ PORT: '0', HOST: '127.0.0.1' }),
      db: db.get(),
      now: clock.now,
      logger: false,
    });
    const env = { PORT: new URL(server.url).port, DATA_DIR: 'memory://', DESK_API_KEY: KEY };
    try {
      const { otcReference } = await checkout({ channel: 'mlhuillier' });
      const result = await runOps(['pay-reference', otcReference!], env);
      expect(result.exitCode).toBe(0);
      expect(result.output).toContain(`Reference ${otcReference}: the store took PHP 1234.56`);
      expect(await runOps(['pay-reference', otcReference!], env)).toMatchObject({
        exitCode: 1,
        output: expect.stringMatching(/^VALIDATION_FAILED: .*already paid/),
      });
      expect(await runOps(['pay-reference', 'nosuch'], env)).toMatchObject({
        exitCode: 1,
        output: expect.stringMatching(/^NOT_FOUND: /),
      });
      expect(await runOps(['pay-reference'], env)).toMatchObject({ exitCode: 2 });
    } finally {
      await server.close();
    }
  });
});

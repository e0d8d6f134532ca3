import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CheckoutRequest } from '../collections-provider.ts';
import { createPaymongoProvider, PAYMONGO_API, PAYMONGO_TIMEOUT_MS } from './paymongo-provider.ts';

const fixture = (name: string): string =>
  readFileSync(join(import.meta.dirname, 'fixtures', `${name}.json`), 'utf8');
const NOW = new Date(1773108125 * 1000);
const WEBHOOK_SECRET = 'whsk_test_secret';

interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** A fetch that records each request and answers the next status and fixture. */
function fakeFetch(answers: { status: number; body: string }[]) {
  const calls: Call[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    calls.push({
      url,
      method: init.method ?? 'GET',
      headers: init.headers as Record<string, string>,
      body: init.body ? JSON.parse(init.body as string) : undefined,
    });
    const answer = answers.shift();
    if (!answer) throw new Error('unexpected request');
    return new Response(answer.body, { status: answer.status });
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

function provider(answers: { status: number; body: string }[], secretKey = 'sk_test_abc') {
  const fake = fakeFetch(answers);
  return {
    ...fake,
    provider: createPaymongoProvider({
      secretKey,
      webhookSecret: WEBHOOK_SECRET,
      publicUrl: 'https://app.sulong.cash.example',
      now: () => NOW,
      fetch: fake.fetch,
    }),
  };
}

const request: CheckoutRequest = {
  intentId: '9f1c1c2e-3c1a-4c55-9d3e-7b4f2a9e0a11',
  idempotencyKey: 'key-1',
  amountCentavos: 123_456,
  channel: 'maya',
  language: 'en',
  description: 'Sulong Cash loan SC20260310ABCD — pay in full',
  expiresAt: new Date(NOW.getTime() + 3600_000),
  returnUrl: '/#/repaidDetail',
};

const sign = (body: string, t: number, mode: 'te' | 'li') => {
  const mac = createHmac('sha256', WEBHOOK_SECRET).update(`${t}.${body}`).digest('hex');
  const other = '0'.repeat(64);
  return mode === 'te' ? `t=${t},te=${mac},li=${other}` : `t=${t},te=${other},li=${mac}`;
};
const nowSeconds = Math.floor(NOW.getTime() / 1000);

describe('PayMongo checkout sessions', () => {
  it('offers only the channels its checkout collects', () => {
    expect(provider([]).provider.channels).toEqual(['gcash', 'maya', 'qrph']);
  });

  it('creates a session: line item, PHP, mapped method, absolute return URLs, our intent id', async () => {
    const { provider: p, calls } = provider([
      { status: 200, body: fixture('checkout-session-active') },
    ]);
    const checkout = await p.createCheckout(request);
    expect(checkout).toEqual({
      providerRef: 'cs_test_4Qd9xW2sYk3M1rT8',
      checkoutUrl: 'https://checkout.paymongo.com/cs_test_4Qd9xW2sYk3M1rT8',
      otcReference: null,
      expiresAt: request.expiresAt,
    });
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call!.url).toBe(`${PAYMONGO_API}/checkout_sessions`);
    expect(call!.method).toBe('POST');
    expect(call!.headers).toMatchObject({
      authorization: `Basic ${Buffer.from('sk_test_abc:').toString('base64')}`,
      'content-type': 'application/json',
      'idempotency-key': 'key-1',
    });
    expect(call!.body).toEqual({
      data: {
        attributes: {
          line_items: [
            { name: request.description, amount: 123_456, currency: 'PHP', quantity: 1 },
          ],
          payment_method_types: ['paymaya'],
          description: request.description,
          success_url: 'https://app.sulong.cash.example/#/repaidDetail?checkout=paid',
          cancel_url: 'https://app.sulong.cash.example/#/repaidDetail?checkout=failed',
          reference_number: request.intentId,
          metadata: { intent_id: request.intentId, idempotency_key: 'key-1' },
          send_email_receipt: false,
          show_description: true,
          show_line_items: true,
        },
      },
    });
  });

  it('refuses a channel it does not collect, before any request', async () => {
    const { provider: p, calls } = provider([]);
    await expect(p.createCheckout({ ...request, channel: 'sevenEleven' })).rejects.toThrow(
      /does not collect/,
    );
    expect(calls).toEqual([]);
  });

  it('gives every call a 15 s timeout', async () => {
    const signals: (AbortSignal | null | undefined)[] = [];
    const p = createPaymongoProvider({
      secretKey: 'sk_test_abc',
      webhookSecret: WEBHOOK_SECRET,
      publicUrl: 'https://app.sulong.cash.example',
      now: () => NOW,
      fetch: (async (_url: string, init: RequestInit) => {
        signals.push(init.signal);
        return new Response(fixture('checkout-session-active'), { status: 200 });
      }) as typeof fetch,
    });
    await p.createCheckout(request);
    await p.getCheckout('cs_1');
    expect(signals).toHaveLength(2);
    expect(signals.every((s) => s instanceof AbortSignal)).toBe(true);
    expect(PAYMONGO_TIMEOUT_MS).toBe(15_000);
  });

  it('dates a paid payment without paid_at by its own time, never 1970', async () => {
    const session = JSON.parse(fixture('checkout-session-paid'));
    delete session.data.attributes.payments[0].attributes.paid_at;
    const { provider: p } = provider([{ status: 200, body: JSON.stringify(session) }]);
    expect(await p.getCheckout('cs_1')).toMatchObject({
      status: 'paid',
      paidAt: new Date(1773108120 * 1000), // the payment's updated_at
    });
    for (const key of ['updated_at', 'created_at']) {
      delete session.data.attributes.payments[0].attributes[key];
      delete session.data.attributes[key];
    }
    const { provider: bare } = provider([{ status: 200, body: JSON.stringify(session) }]);
    expect(await bare.getCheckout('cs_1')).toMatchObject({ status: 'paid', paidAt: NOW });
  });

  it('surfaces an error answer', async () => {
    const { provider: p } = provider([{ status: 400, body: '{"errors":[{"code":"x"}]}' }]);
    await expect(p.createCheckout(request)).rejects.toThrow(/PayMongo answered 400/);
  });

  it('reads a session: pending, paid with its payment, expired', async () => {
    const { provider: p, calls } = provider([
      { status: 200, body: fixture('checkout-session-active') },
      { status: 200, body: fixture('checkout-session-paid') },
      { status: 200, body: fixture('checkout-session-expired') },
    ]);
    expect(await p.getCheckout('cs_test_4Qd9xW2sYk3M1rT8')).toEqual({ status: 'pending' });
    expect(await p.getCheckout('cs_test_4Qd9xW2sYk3M1rT8')).toEqual({
      status: 'paid',
      collectedCentavos: 123_456,
      paidAt: new Date(1773108120 * 1000),
      paymentRef: 'pay_test_Hq2Wn8Ys',
      eventId: 'cs_test_4Qd9xW2sYk3M1rT8:pay_test_Hq2Wn8Ys',
    });
    expect(await p.getCheckout('cs_test_4Qd9xW2sYk3M1rT8')).toEqual({
      status: 'expired',
      eventId: 'cs_test_4Qd9xW2sYk3M1rT8:expired',
    });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(
      Array(3).fill(`GET ${PAYMONGO_API}/checkout_sessions/cs_test_4Qd9xW2sYk3M1rT8`),
    );
  });

  it('expires a session; one paid meanwhile answers paid', async () => {
    const expired = provider([{ status: 200, body: fixture('checkout-session-expired') }]);
    expect(await expired.provider.expireCheckout('cs_1')).toMatchObject({ status: 'expired' });
    expect(expired.calls[0]).toMatchObject({
      method: 'POST',
      url: `${PAYMONGO_API}/checkout_sessions/cs_1/expire`,
    });
    const paid = provider([
      { status: 400, body: '{"errors":[{"code":"resource_failed_state"}]}' },
      { status: 200, body: fixture('checkout-session-paid') },
    ]);
    expect(await paid.provider.expireCheckout('cs_1')).toMatchObject({ status: 'paid' });
  });
});

describe('PayMongo webhooks', () => {
  const body = fixture('event-checkout-session-payment-paid');
  const raw = Buffer.from(body);

  it('verifies the test signature with a test key and maps checkout_session.payment.paid', () => {
    const { provider: p } = provider([]);
    const check = p.verifyWebhook(raw, { 'paymongo-signature': sign(body, nowSeconds, 'te') });
    expect(check).toEqual({
      ok: true,
      payload: JSON.parse(body),
      event: {
        type: 'paid',
        eventId: 'evt_test_9Ks2Lm4Np',
        providerRef: 'cs_test_4Qd9xW2sYk3M1rT8',
        intentId: request.intentId,
        collectedCentavos: 123_456,
        paidAt: new Date(1773108120 * 1000),
        paymentRef: 'pay_test_Hq2Wn8Ys',
      },
    });
  });

  it('a live key checks the live signature only', () => {
    const { provider: live } = provider([], 'sk_live_abc');
    expect(
      live.verifyWebhook(raw, { 'paymongo-signature': sign(body, nowSeconds, 'li') }),
    ).toMatchObject({ ok: true });
    expect(live.verifyWebhook(raw, { 'paymongo-signature': sign(body, nowSeconds, 'te') })).toEqual(
      { ok: false, reason: 'signature' },
    );
  });

  it('refuses a bad signature, a tampered body, a stale timestamp, no header', () => {
    const { provider: p } = provider([]);
    const header = sign(body, nowSeconds, 'te');
    const tampered = Buffer.from(body.replace('123456', '123450'));
    expect(p.verifyWebhook(tampered, { 'paymongo-signature': header })).toEqual({
      ok: false,
      reason: 'signature',
    });
    expect(p.verifyWebhook(raw, {})).toEqual({ ok: false, reason: 'signature' });
    expect(
      p.verifyWebhook(raw, { 'paymongo-signature': sign(body, nowSeconds - 301, 'te') }),
    ).toEqual({ ok: false, reason: 'stale' });
  });

  it('stores payment.failed as an event it does not act on (the session stays open)', () => {
    const { provider: p } = provider([]);
    const failed = fixture('event-payment-failed');
    expect(
      p.verifyWebhook(Buffer.from(failed), {
        'paymongo-signature': sign(failed, nowSeconds, 'te'),
      }),
    ).toMatchObject({
      ok: true,
      event: { type: 'other', eventId: 'evt_test_3Fd8Qa1Zx', providerType: 'payment.failed' },
    });
  });

  it('keeps a paid event without a paid payment or a time as another event (acknowledged)', () => {
    const { provider: p } = provider([]);
    const event = JSON.parse(body);
    const session = event.data.attributes.data.attributes;
    session.payments[0].attributes.status = 'pending';
    const unpaid = JSON.stringify(event);
    const timeless = JSON.parse(body);
    delete timeless.data.attributes.created_at;
    const timelessSession = timeless.data.attributes.data.attributes;
    delete timelessSession.created_at;
    delete timelessSession.updated_at;
    for (const key of ['paid_at', 'created_at', 'updated_at']) {
      delete timelessSession.payments[0].attributes[key];
    }
    for (const raw of [unpaid, JSON.stringify(timeless)]) {
      expect(
        p.verifyWebhook(Buffer.from(raw), { 'paymongo-signature': sign(raw, nowSeconds, 'te') }),
      ).toMatchObject({
        ok: true,
        event: { type: 'other', providerType: 'checkout_session.payment.paid' },
      });
    }
  });

  it('calls a signed body of another shape malformed', () => {
    const { provider: p } = provider([]);
    const odd =
      '{"data":{"id":"evt_1","attributes":{"type":"checkout_session.payment.paid","data":{}}}}';
    expect(
      p.verifyWebhook(Buffer.from(odd), { 'paymongo-signature': sign(odd, nowSeconds, 'te') }),
    ).toEqual({ ok: false, reason: 'malformed' });
  });
});

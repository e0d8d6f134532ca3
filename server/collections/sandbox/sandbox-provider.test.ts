import { describe, expect, it } from 'vitest';
import type { CheckoutRequest } from '../collections-provider.ts';
import { SIGNATURE_TOLERANCE_SECONDS } from '../signature.ts';
import { memoryCheckoutBook } from './memory-book.ts';
import { sandboxEventOf } from './sandbox-events.ts';
import { createSandboxCollectionsProvider, endCheckout } from './sandbox-provider.ts';
import { signSandboxBody } from './sandbox-signature.ts';

const SECRET = 'sandbox-secret-sandbox-secret-sandbox!';
const START = new Date('2026-03-10T02:00:00.000Z');

function setup() {
  let at = START.getTime();
  const now = () => new Date(at);
  const book = memoryCheckoutBook();
  const provider = createSandboxCollectionsProvider({ book, now, webhookSecret: SECRET });
  return { book, provider, now, advance: (seconds: number) => (at += seconds * 1000) };
}

const request = (over: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
  intentId: '9f1c1c2e-3c1a-4c55-9d3e-7b4f2a9e0a11',
  idempotencyKey: 'key-1',
  amountCentavos: 123_456,
  channel: 'gcash',
  language: 'en',
  description: 'Sulong Cash loan SC1 — pay in full',
  expiresAt: new Date(START.getTime() + 3600_000),
  returnUrl: '/#/repaidDetail?intent=1',
  ...over,
});

const signed = (body: string, at: Date, secret = SECRET) => ({
  'sulong-signature': signSandboxBody(secret, Buffer.from(body), at),
});

describe('sandbox createCheckout', () => {
  it('makes one checkout per idempotency key', async () => {
    const { provider, book } = setup();
    const first = await provider.createCheckout(request());
    const again = await provider.createCheckout(request());
    expect(again).toEqual(first);
    expect(book.rows.size).toBe(1);
    expect(first.checkoutUrl).toBe(`/sandbox/checkout/${first.providerRef}`);
    expect(first.otcReference).toBeNull();
    const other = await provider.createCheckout(request({ idempotencyKey: 'key-2' }));
    expect(other.providerRef).not.toBe(first.providerRef);
  });

  it('refuses a key reused with another amount', async () => {
    const { provider } = setup();
    await provider.createCheckout(request());
    await expect(provider.createCheckout(request({ amountCentavos: 1 }))).rejects.toThrow(
      /key reused/,
    );
  });

  it('gives over-the-counter channels a 12-digit reference', async () => {
    const { provider } = setup();
    const checkout = await provider.createCheckout(request({ channel: 'sevenEleven' }));
    expect(checkout.otcReference).toMatch(/^\d{12}$/);
  });
});

describe('sandbox status and expiry', () => {
  it('is pending, then expired past its expiry, with one stable event id', async () => {
    const { provider, advance } = setup();
    const { providerRef } = await provider.createCheckout(request());
    expect(await provider.getCheckout(providerRef)).toEqual({ status: 'pending' });
    advance(3600);
    const expired = await provider.getCheckout(providerRef);
    expect(expired).toMatchObject({ status: 'expired', eventId: expect.stringMatching(/^evt_/) });
    expect(await provider.getCheckout(providerRef)).toEqual(expired);
  });

  it('expireCheckout answers what the checkout had become: the first ending stands', async () => {
    const { provider, book, now } = setup();
    const { providerRef } = await provider.createCheckout(request());
    const paid = await endCheckout(book, providerRef, {
      status: 'paid',
      at: now(),
      eventId: 'evt_paid',
      paymentRef: 'pay_1',
    });
    expect(await provider.expireCheckout(providerRef)).toEqual({
      status: 'paid',
      collectedCentavos: 123_456,
      paidAt: paid.paidAt,
      paymentRef: 'pay_1',
      eventId: 'evt_paid',
    });
    const other = await provider.createCheckout(request({ idempotencyKey: 'k3' }));
    expect(await provider.expireCheckout(other.providerRef)).toMatchObject({ status: 'expired' });
  });
});

describe('sandbox verifyWebhook', () => {
  async function paidEventBody() {
    const { provider, book, now, advance } = setup();
    const { providerRef } = await provider.createCheckout(request());
    const ended = await endCheckout(book, providerRef, {
      status: 'paid',
      at: now(),
      eventId: 'evt_1',
      paymentRef: 'pay_1',
    });
    return { provider, now, advance, body: JSON.stringify(sandboxEventOf(ended)), providerRef };
  }

  it('accepts a good signature and maps the event', async () => {
    const { provider, now, body, providerRef } = await paidEventBody();
    const check = provider.verifyWebhook(Buffer.from(body), signed(body, now()));
    expect(check).toEqual({
      ok: true,
      payload: JSON.parse(body),
      event: {
        type: 'paid',
        eventId: 'evt_1',
        providerRef,
        intentId: request().intentId,
        collectedCentavos: 123_456,
        paidAt: now(),
        paymentRef: 'pay_1',
      },
    });
  });

  it('refuses a wrong secret, a tampered body, a missing or garbled header', async () => {
    const { provider, now, body } = await paidEventBody();
    const raw = Buffer.from(body);
    expect(provider.verifyWebhook(raw, signed(body, now(), `${SECRET}x`))).toEqual({
      ok: false,
      reason: 'signature',
    });
    const tampered = body.replace('123456', '123457');
    expect(tampered).not.toBe(body);
    expect(provider.verifyWebhook(Buffer.from(tampered), signed(body, now()))).toMatchObject({
      reason: 'signature',
    });
    for (const headers of [
      {},
      { 'sulong-signature': 'garbage' },
      { 'sulong-signature': 't=1' },
      { 'sulong-signature': ['a', 'b'] },
      { 'sulong-signature': signed(body, now())['sulong-signature'].replace(/v1=../, 'v1=zz') },
    ]) {
      expect(provider.verifyWebhook(raw, headers), JSON.stringify(headers)).toMatchObject({
        ok: false,
        reason: 'signature',
      });
    }
  });

  it('refuses a stale or future timestamp beyond the tolerance, accepts one within it', async () => {
    const { provider, now, body } = await paidEventBody();
    const raw = Buffer.from(body);
    const shifted = (seconds: number) => new Date(now().getTime() + seconds * 1000);
    for (const seconds of [-SIGNATURE_TOLERANCE_SECONDS - 1, SIGNATURE_TOLERANCE_SECONDS + 1]) {
      expect(provider.verifyWebhook(raw, signed(body, shifted(seconds)))).toEqual({
        ok: false,
        reason: 'stale',
      });
    }
    expect(
      provider.verifyWebhook(raw, signed(body, shifted(-SIGNATURE_TOLERANCE_SECONDS))),
    ).toMatchObject({
      ok: true,
    });
  });

  it('parses only after the signature holds: a signed non-event is malformed', async () => {
    const { provider, now } = setup();
    for (const body of [
      'not json',
      '{"id":"evt_1"}',
      '{"id":"evt_2","type":"checkout.paid","data":{}}',
    ]) {
      expect(provider.verifyWebhook(Buffer.from(body), signed(body, now()))).toEqual({
        ok: false,
        reason: 'malformed',
      });
    }
    const unknown = '{"id":"evt_3","type":"checkout.created"}';
    expect(provider.verifyWebhook(Buffer.from(unknown), signed(unknown, now()))).toMatchObject({
      ok: true,
      event: { type: 'other', eventId: 'evt_3', providerType: 'checkout.created' },
    });
  });

  it('maps failed and expired events', async () => {
    const { provider, book, now } = setup();
    for (const status of ['failed', 'expired'] as const) {
      const { providerRef } = await provider.createCheckout(request({ idempotencyKey: status }));
      const ended = await endCheckout(book, providerRef, {
        status,
        at: now(),
        eventId: `evt_${status}`,
      });
      const body = JSON.stringify(sandboxEventOf(ended));
      expect(provider.verifyWebhook(Buffer.from(body), signed(body, now()))).toMatchObject({
        ok: true,
        event: {
          type: status,
          eventId: `evt_${status}`,
          providerRef,
          intentId: request().intentId,
        },
      });
    }
  });
});

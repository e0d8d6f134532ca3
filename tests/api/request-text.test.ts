import { beforeAll, describe, expect, it } from 'vitest';
import { staffWithKey } from './support/desk-staff.ts';
import { newPhone, useTestApp } from './support/harness.ts';
import {
  approvedBorrower,
  documentsOf,
  postSign,
  quoteOf,
  signBody,
} from './support/loan-fixtures.ts';
import { countRows, postWebhook, signedHeaders } from './support/repayment-fixtures.ts';
import { lastCode, login, otherCode, requestCode } from './support/sign-in.ts';

/*
 * Text the database cannot hold is refused by the contract (docs/errors.md#text-input): each of
 * these reached PostgreSQL and answered 500 INTERNAL before (issue 11 §2).
 */

const t = useTestApp();
/** A finance staff member's API key, for the desk's order paths. */
let KEY = '';
beforeAll(async () => {
  KEY = (await staffWithKey(t, ['finance'])).key;
});

/** NUL breaks PostgreSQL's text; a lone surrogate breaks jsonb (and is not Unicode). */
const BAD = { nul: 'x\u0000y', loneSurrogate: 'x\ud800y' };

const refusedAt = (field: string) => ({
  code: 'VALIDATION_FAILED',
  field,
  message: 'validation.text.invalid',
});

describe.each(Object.entries(BAD))(
  'a request with %s text answers 400 with the field',
  (_, bad) => {
    it('POST /api/auth/login: captchaId after a wrong code', async () => {
      const phone = newPhone();
      await requestCode(t.app, phone);
      const code = await lastCode(t.app, phone);
      expect((await login(t.app, phone, otherCode(code))).json()).toMatchObject({
        code: 'WRONG_CODE',
      });
      const response = await login(t.app, phone, code, { captchaId: bad, captchaAnswer: 'ABCD' });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject(refusedAt('captchaId'));
    });

    it('POST /api/auth/otp: captchaId when a graphic code is required', async () => {
      const phone = newPhone();
      await requestCode(t.app, phone);
      t.clock.advance(61);
      const response = await requestCode(t.app, phone, { captchaId: bad, captchaAnswer: 'ABCD' });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject(refusedAt('captchaId'));
    });

    it('POST /api/loan/orders: device.screen', async () => {
      const borrower = await approvedBorrower(t);
      const quote = await quoteOf(t.app, borrower.token);
      const documents = await documentsOf(t.app, borrower.token, quote.id);
      const response = await postSign(
        t.app,
        borrower.token,
        signBody(documents, { device: { appType: null, screen: bad } }),
      );
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject(refusedAt('device.screen'));
      const orders = await t.db.query('SELECT id FROM orders WHERE customer_id = $1', [
        borrower.customerId,
      ]);
      expect(orders).toHaveLength(0);
    });
  },
);

describe.each(Object.entries(BAD))(
  'a signed provider event with %s text is refused as malformed',
  (_, bad) => {
    // The provider's body is stored whole as jsonb (docs/loans.md#webhooks), so its text is held
    // to the same rule as ours: one bad string, a key included, and nothing is stored.
    it.each([
      // An event type we do not act on is still stored: the shortest event that is.
      ['a value', (id: string) => ({ id, type: 'checkout.updated', created_at: bad })],
      ['a key', (id: string) => ({ id, type: 'checkout.updated', data: { [bad]: 1 } })],
    ])('in %s', async (_where, eventOf) => {
      const id = `evt_text_${Math.random().toString(36).slice(2)}`;
      const raw = Buffer.from(JSON.stringify(eventOf(id)));
      const response = await postWebhook(t.app, raw, signedHeaders(t, raw));
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'validation.webhook.malformed',
      });
      expect(await countRows(t.db, 'SELECT 1 FROM payment_events WHERE event_id = $1', [id])).toBe(
        0,
      );
    });
  },
);

describe('a path with NUL answers 400 with the field', () => {
  it('GET /api/dev/captcha/%00 (sandbox)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/dev/captcha/%00' });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject(refusedAt('id'));
  });

  // Found by npm run fuzz: each reached the database with the NUL and answered 500.
  it.each([
    ['desk/orders/a%00/cancel', 'orderNo'],
    ['desk/orders/a%00/principal-returned', 'orderNo'],
    ['desk/sandbox/orders/a%00/age', 'orderNo'],
    ['desk/sandbox/references/a%00/pay', 'reference'],
  ])('POST /api/%s', async (path, field) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/${path}`,
      headers: { authorization: `Bearer ${KEY}` },
      ...(path.endsWith('/age') ? { payload: { days: 1 } } : {}),
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject(refusedAt(field));
  });
});

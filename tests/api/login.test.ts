import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newPhone, useTestApp } from './support/harness.ts';
import {
  bearer,
  lastCode,
  login,
  otherCode,
  requestCode,
  signIn,
  solvedCaptcha,
} from './support/sign-in.ts';

const t = useTestApp();

describe('POST /api/auth/login', () => {
  it('registers the customer on the first sign-in and reuses it afterwards', async () => {
    const phone = newPhone();
    await requestCode(t.app, phone);
    const first = await login(t.app, phone, await lastCode(t.app, phone), { appType: 2 });
    expect(first.statusCode).toBe(200);
    const body = first.json<{
      token: string;
      customerId: string;
      phone: string;
      registered: boolean;
    }>();
    expect(body).toMatchObject({ phone, registered: true });
    expect(body.customerId).toMatch(/^c_[A-Z2-7]{16}$/);
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    t.clock.advance(61);
    await requestCode(t.app, phone, await solvedCaptcha(t.app));
    const second = await login(t.app, phone, await lastCode(t.app, phone));
    expect(second.json()).toMatchObject({ customerId: body.customerId, registered: false });
    expect(second.json<{ token: string }>().token).not.toBe(body.token);

    const customers = await t.db.query('SELECT id FROM customers WHERE phone = $1', [phone]);
    expect(customers).toHaveLength(1);
  });

  it('answers an opaque customer id, never the internal sequence (docs/security.md#customer-ids)', async () => {
    const signedIn: { token: string; customerId: string; internal: string; stored: string }[] = [];
    for (let n = 0; n < 3; n += 1) {
      const phone = newPhone();
      await requestCode(t.app, phone);
      const response = await login(t.app, phone, await lastCode(t.app, phone));
      const { token, customerId } = response.json<{ token: string; customerId: string }>();
      const [row] = await t.db.query<{ id: string; publicId: string }>(
        'SELECT id::text AS id, public_id AS "publicId" FROM customers WHERE phone = $1',
        [phone],
      );
      signedIn.push({ token, customerId, internal: row!.id, stored: row!.publicId });
    }
    // Registered one after another: consecutive internal ids, unrelated public ones.
    expect(signedIn.map((c) => Number(c.internal) - Number(signedIn[0]!.internal))).toEqual([
      0, 1, 2,
    ]);
    for (const c of signedIn) {
      expect(c.customerId).toBe(c.stored);
      expect(c.customerId).toMatch(/^c_[A-Z2-7]{16}$/);
      const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(c.token) });
      expect(me.json()).toMatchObject({ customerId: c.customerId });
    }
    expect(new Set(signedIn.map((c) => c.customerId)).size).toBe(3);
  });

  it('stores only the SHA-256 of the session token', async () => {
    const phone = newPhone();
    const { token } = await signIn(t.app, phone);
    const rows = await t.db.query<Record<string, unknown>>(
      `SELECT s.*, encode(s.token_hash, 'hex') AS hex FROM sessions s
         JOIN customers c ON c.id = s.customer_id WHERE c.phone = $1`,
      [phone],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.hex).toBe(createHash('sha256').update(token).digest('hex'));
    const everything = JSON.stringify(rows[0], (_key, value: unknown) =>
      value instanceof Uint8Array ? Buffer.from(value).toString('base64url') : value,
    );
    expect(everything).not.toContain(token);
  });

  it('answers WRONG_CODE, then wants a graphic code for the next try', async () => {
    const phone = newPhone();
    await requestCode(t.app, phone);
    const code = await lastCode(t.app, phone);
    const wrong = await login(t.app, phone, otherCode(code));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'WRONG_CODE', field: 'code' });

    expect((await login(t.app, phone, code)).json()).toMatchObject({ code: 'CAPTCHA_REQUIRED' });
    const captcha = await solvedCaptcha(t.app);
    expect(
      (await login(t.app, phone, code, { ...captcha, captchaAnswer: 'WRONG' })).json(),
    ).toMatchObject({
      code: 'CAPTCHA_WRONG',
    });
    const ok = await login(t.app, phone, code, await solvedCaptcha(t.app));
    expect(ok.statusCode).toBe(200);
  });

  it('answers CODE_EXPIRED after 5 minutes, after use, and when no code was sent', async () => {
    const phone = newPhone();
    expect((await login(t.app, phone, '1234')).json()).toMatchObject({
      code: 'CODE_EXPIRED',
      field: 'code',
    });

    await requestCode(t.app, phone);
    const code = await lastCode(t.app, phone);
    t.clock.advance(5 * 60);
    expect((await login(t.app, phone, code)).json()).toMatchObject({ code: 'CODE_EXPIRED' });

    await requestCode(t.app, phone, await solvedCaptcha(t.app));
    const next = await lastCode(t.app, phone);
    t.clock.advance(5 * 60 - 1);
    expect((await login(t.app, phone, next)).statusCode).toBe(200);
    expect((await login(t.app, phone, next)).json()).toMatchObject({ code: 'CODE_EXPIRED' });
  });

  it('accepts only the newest code: a new code invalidates the previous one', async () => {
    const phone = newPhone();
    await requestCode(t.app, phone);
    const first = await lastCode(t.app, phone);
    let second = first;
    while (second === first) {
      t.clock.advance(61);
      await requestCode(t.app, phone, await solvedCaptcha(t.app));
      second = await lastCode(t.app, phone);
    }
    expect((await login(t.app, phone, first)).json()).toMatchObject({ code: 'WRONG_CODE' });
    expect((await login(t.app, phone, second, await solvedCaptcha(t.app))).statusCode).toBe(200);
  });

  it('requires the privacy agreement', async () => {
    const phone = newPhone();
    const refused = await login(t.app, phone, '1234', { agreedToPrivacy: false });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      code: 'AGREEMENT_REQUIRED',
      message: 'validation.privacy.required',
      field: 'agreedToPrivacy',
    });
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { phone, code: '1234' },
    });
    expect(missing.json()).toMatchObject({ code: 'AGREEMENT_REQUIRED', field: 'agreedToPrivacy' });
  });

  it('validates the code and phone formats', async () => {
    const badCode = await login(t.app, newPhone(), '12a4');
    expect(badCode.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'validation.code.format',
      field: 'code',
    });
    const badPhone = await login(t.app, '+6391712', '1234');
    expect(badPhone.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'phone' });
    const badAppType = await login(t.app, newPhone(), '1234', { appType: 3 });
    expect(badAppType.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'appType' });
  });

  it('answers with no-store caching', async () => {
    const phone = newPhone();
    const { token } = await signIn(t.app, phone);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
    expect(me.headers['cache-control']).toBe('no-store');
  });
});

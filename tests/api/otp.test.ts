import { describe, expect, it } from 'vitest';
import { createTestApp, newPhone, useTestApp } from './support/harness.ts';
import { lastCode, login, otherCode, requestCode, solvedCaptcha } from './support/sign-in.ts';

const t = useTestApp();

describe('POST /api/auth/otp', () => {
  it('sends a 4-digit code in the chosen language and says a graphic code comes next', async () => {
    const phone = newPhone();
    const response = await requestCode(t.app, phone, { language: 'ph' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      resendInSeconds: 60,
      expiresInSeconds: 300,
      captchaRequiredNext: true,
      captchaRequiredForSignIn: false,
    });

    const outbox = await t.app.inject({
      method: 'GET',
      url: '/api/dev/sms-outbox',
      query: { phone },
    });
    const [sms] = outbox.json<{ phone: string; text: string; code: string; sentAt: string }[]>();
    expect(sms?.phone).toBe(phone);
    expect(sms?.code).toMatch(/^\d{4}$/);
    expect(sms?.text).toContain(`Ang iyong Sulong Cash code ay ${sms?.code}`);
    expect(sms?.sentAt).toBe(t.clock.now().toISOString());
  });

  it('stores only a keyed hash of the code', async () => {
    const phone = newPhone();
    await requestCode(t.app, phone);
    const code = await lastCode(t.app, phone);
    const rows = await t.db.query<Record<string, unknown>>(
      "SELECT *, encode(code_hash, 'hex') AS hex FROM otp_challenges WHERE phone = $1",
      [phone],
    );
    expect(rows).toHaveLength(1);
    const stored = JSON.stringify(rows[0], (_key, value: unknown) =>
      value instanceof Uint8Array ? Buffer.from(value).toString('hex') : value,
    );
    expect(stored).not.toContain(`"${code}"`);
    expect(String(rows[0]?.hex)).toHaveLength(64);
  });

  it('refuses a second code within 60 seconds, telling when to retry', async () => {
    const phone = newPhone();
    await requestCode(t.app, phone);
    t.clock.advance(45);
    const early = await requestCode(t.app, phone, await solvedCaptcha(t.app));
    expect(early.statusCode).toBe(429);
    // Field phone: this number's last code is too recent (not the address's request ceiling).
    expect(early.json()).toMatchObject({
      code: 'TOO_FREQUENT',
      field: 'phone',
      retryAfterSeconds: 15,
    });
    expect(early.headers['retry-after']).toBe('15');

    t.clock.advance(15);
    const onTime = await requestCode(t.app, phone, await solvedCaptcha(t.app));
    expect(onTime.statusCode).toBe(200);
  });

  it('does not use up the graphic code of a request refused as too frequent', async () => {
    const phone = newPhone();
    await requestCode(t.app, phone);
    const captcha = await solvedCaptcha(t.app);
    expect((await requestCode(t.app, phone, captcha)).statusCode).toBe(429);
    t.clock.advance(60);
    expect((await requestCode(t.app, phone, captcha)).statusCode).toBe(200);
  });

  it('asks for a graphic code from the second request within 24 hours', async () => {
    const phone = newPhone();
    expect((await requestCode(t.app, phone)).statusCode).toBe(200);
    t.clock.advance(61);
    const without = await requestCode(t.app, phone);
    expect(without.statusCode).toBe(400);
    expect(without.json()).toMatchObject({ code: 'CAPTCHA_REQUIRED', field: 'captchaAnswer' });

    t.clock.advance(24 * 60 * 60);
    expect((await requestCode(t.app, phone)).statusCode).toBe(200);
  });

  it('counts those 24 hours from the code sent, across the Manila day', async () => {
    const phone = newPhone();
    expect((await requestCode(t.app, phone)).statusCode).toBe(200);
    // Any 23 h 59 min reach into the next Manila day: still within the 24 hours.
    t.clock.advance(23 * 60 * 60 + 59 * 60);
    expect((await requestCode(t.app, phone)).json()).toMatchObject({ code: 'CAPTCHA_REQUIRED' });
    t.clock.advance(2 * 60);
    expect((await requestCode(t.app, phone)).statusCode).toBe(200);
  });

  it('refuses a wrong, reused or expired graphic code', async () => {
    const phone = newPhone();
    await requestCode(t.app, phone);
    t.clock.advance(61);

    const wrong = await solvedCaptcha(t.app);
    const wrongAnswer = await requestCode(t.app, phone, {
      ...wrong,
      captchaAnswer: `${wrong.captchaAnswer}X`,
    });
    expect(wrongAnswer.json()).toMatchObject({ code: 'CAPTCHA_WRONG', field: 'captchaAnswer' });
    // One picture, one guess: the right answer after a wrong one no longer counts.
    expect((await requestCode(t.app, phone, wrong)).json()).toMatchObject({
      code: 'CAPTCHA_WRONG',
    });

    const unknown = await requestCode(t.app, phone, {
      captchaId: 'no-such-id',
      captchaAnswer: 'ABCD',
    });
    expect(unknown.json()).toMatchObject({ code: 'CAPTCHA_WRONG' });

    const expiring = await solvedCaptcha(t.app);
    t.clock.advance(5 * 60);
    expect((await requestCode(t.app, phone, expiring)).json()).toMatchObject({
      code: 'CAPTCHA_WRONG',
    });

    const good = await solvedCaptcha(t.app);
    expect(
      (
        await requestCode(t.app, phone, {
          ...good,
          captchaAnswer: good.captchaAnswer.toLowerCase(),
        })
      ).statusCode,
    ).toBe(200);
    t.clock.advance(61);
    const reused = await requestCode(t.app, phone, good);
    expect(reused.json()).toMatchObject({ code: 'CAPTCHA_WRONG' });
  });

  it('asks for a graphic code after a wrong code, until a sign-in succeeds', async () => {
    const phone = newPhone();
    await requestCode(t.app, phone);
    const code = await lastCode(t.app, phone);
    expect((await login(t.app, phone, otherCode(code))).json()).toMatchObject({
      code: 'WRONG_CODE',
    });

    // Even a day later, when the 24-hour rule no longer applies.
    t.clock.advance(25 * 60 * 60);
    expect((await requestCode(t.app, phone)).json()).toMatchObject({ code: 'CAPTCHA_REQUIRED' });
    const sent = await requestCode(t.app, phone, await solvedCaptcha(t.app));
    expect(sent.statusCode).toBe(200);
    // The screen is told before the borrower types the new code: signing in needs a picture too.
    expect(sent.json()).toMatchObject({ captchaRequiredForSignIn: true });
    expect((await login(t.app, phone, await lastCode(t.app, phone))).json()).toMatchObject({
      code: 'CAPTCHA_REQUIRED',
      field: 'captchaAnswer',
    });
    const signedIn = await login(
      t.app,
      phone,
      await lastCode(t.app, phone),
      await solvedCaptcha(t.app),
    );
    expect(signedIn.statusCode).toBe(200);

    t.clock.advance(25 * 60 * 60);
    const after = await requestCode(t.app, phone);
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ captchaRequiredForSignIn: false });
  });

  it('asks for a graphic code on every request when CAPTCHA_ALWAYS is set', async () => {
    const strict = await createTestApp({
      db: t.db,
      clock: t.clock,
      env: { CAPTCHA_ALWAYS: 'true' },
    });
    const phone = newPhone();
    expect((await requestCode(strict.app, phone)).json()).toMatchObject({
      code: 'CAPTCHA_REQUIRED',
    });
    expect((await requestCode(strict.app, phone, await solvedCaptcha(strict.app))).statusCode).toBe(
      200,
    );
    const config = await strict.app.inject({ method: 'GET', url: '/api/config' });
    expect(config.json()).toMatchObject({ captchaAlways: true });
    await strict.app.close();
  });

  it('sends one code when two requests for a phone race', async () => {
    const phone = newPhone();
    const answers = await Promise.all([requestCode(t.app, phone), requestCode(t.app, phone)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 429]);
    const outbox = await t.app.inject({
      method: 'GET',
      url: '/api/dev/sms-outbox',
      query: { phone },
    });
    expect(outbox.json()).toHaveLength(1);
  });

  it('caps codes per Manila calendar day, not per UTC day', async () => {
    const clockAt = (iso: string) => t.clock.set(iso);
    const phone = newPhone();
    clockAt('2026-03-11T15:00:00Z'); // 23:00 in Manila
    for (let i = 0; i < 5; i += 1) {
      const captcha = i === 0 ? {} : await solvedCaptcha(t.app);
      expect((await requestCode(t.app, phone, captcha)).statusCode).toBe(200);
      t.clock.advance(61);
    }
    const sixth = await requestCode(t.app, phone, await solvedCaptcha(t.app));
    expect(sixth.statusCode).toBe(429);
    // 15:05:05Z → Manila midnight at 16:00:00Z.
    expect(sixth.json()).toMatchObject({ code: 'SMS_DAILY_LIMIT', retryAfterSeconds: 55 * 60 - 5 });

    clockAt('2026-03-11T15:59:59Z');
    expect((await requestCode(t.app, phone, await solvedCaptcha(t.app))).json()).toMatchObject({
      code: 'SMS_DAILY_LIMIT',
    });
    clockAt('2026-03-11T16:00:00Z'); // 00:00 in Manila, still the same UTC day
    expect((await requestCode(t.app, phone, await solvedCaptcha(t.app))).statusCode).toBe(200);
  });

  it('accepts only the configured first digits', async () => {
    const dito = '+638951234567';
    const refused = await requestCode(t.app, dito);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'phone',
      message: 'validation.phone.format',
    });

    const withDito = await createTestApp({ db: t.db, env: { PHONE_FIRST_DIGITS: '9,8' } });
    expect((await requestCode(withDito.app, dito)).statusCode).toBe(200);
    await withDito.app.close();
  });

  it('validates the body with the contract schema', async () => {
    const badPhone = await requestCode(t.app, '09171234567');
    expect(badPhone.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'validation.phone.format',
      field: 'phone',
    });

    const badLanguage = await requestCode(t.app, newPhone(), { language: 'zh' });
    expect(badLanguage.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'language' });

    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/auth/otp',
      headers: { 'content-type': 'application/json' },
      payload: '{"phone":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toMatchObject({ code: 'VALIDATION_FAILED' });

    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/auth/otp',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'VALIDATION_FAILED' });

    const poisoned = await t.app.inject({
      method: 'POST',
      url: '/api/auth/otp',
      headers: { 'content-type': 'application/json' },
      payload: '{"phone":"+639171234567","__proto__":{"admin":true}}',
    });
    expect(poisoned.statusCode).toBe(400);
  });
});

import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { publicConfigSchema } from '../../contract/public-config.ts';
import { migrate } from '../../server/db/migrate.ts';
import type { SmsProvider } from '../../server/sms/sms-provider.ts';
import { createTestApp, newPhone, useTestApp, testConfig } from './support/harness.ts';
import { lastCode, postJson, requestCode } from './support/sign-in.ts';

const t = useTestApp();

const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  SEMAPHORE_API_KEY: 'test-key',
  CORPORATE_NAME: 'Sulong Lending Corporation',
  SEC_REGISTRATION_NO: 'CS201912345',
  CERTIFICATE_OF_AUTHORITY_NO: '3125',
  CORPORATE_ADDRESS: '20F Example Tower, Ayala Avenue, Makati City',
  LANDLINE: '+63 2 8123 4567',
  KEY_FACTS_LINK_SECRET: 'k'.repeat(32),
  DESK_SECRET_KEY: 'd'.repeat(43),
} as const;
const silentSms: SmsProvider = {
  name: 'semaphore',
  sendOtp: async () => {},
  sendText: async () => {},
};

describe('GET /api/config', () => {
  it('answers the public configuration, sandbox outside production', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.statusCode).toBe(200);
    const body = publicConfigSchema.parse(response.json());
    expect(body).toMatchObject({
      proName: 'Sulong Cash',
      corporateName: 'Sulong Lending Corporation',
      phoneFirstDigits: ['9'],
      captchaAlways: false,
      otpResendSeconds: 60,
      adjustAppToken: '',
      environment: 'sandbox',
    });
  });

  it('says production when the sandbox is off', async () => {
    const prod = await createTestApp({ db: t.db, env: PRODUCTION_ENV, sms: silentSms });
    const body = (await prod.app.inject({ method: 'GET', url: '/api/config' })).json();
    expect(body).toMatchObject({ environment: 'production', secRegistrationNo: 'CS201912345' });
    await prod.app.close();
  });
});

describe('sandbox endpoints', () => {
  it('are 404 NOT_FOUND in production', async () => {
    const prod = await createTestApp({ db: t.db, env: PRODUCTION_ENV, sms: silentSms });
    for (const url of ['/api/dev/sms-outbox', '/api/dev/captcha/anything']) {
      const response = await prod.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    // No plain answer is kept for a production graphic code.
    const { id } = (await prod.app.inject({ method: 'GET', url: '/api/auth/captcha' })).json<{
      id: string;
    }>();
    const rows = await t.db.query<{ answer: string | null }>(
      'SELECT sandbox_answer AS answer FROM captchas WHERE id = $1',
      [id],
    );
    expect(rows).toEqual([{ answer: null }]);
    await prod.app.close();
  });

  it('lists the outbox newest first, with the number in any form', async () => {
    const phone = newPhone();
    await requestCode(t.app, phone);
    const national = phone.replace('+63', '0');
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/dev/sms-outbox?phone=${national}`,
    });
    expect(response.json()).toEqual([
      expect.objectContaining({
        phone,
        code: await lastCode(t.app, phone),
        sentAt: t.clock.now().toISOString(),
      }),
    ]);
    // An unencoded "+" arrives as a space.
    const plus = await t.app.inject({ method: 'GET', url: `/api/dev/sms-outbox?phone=${phone}` });
    expect(plus.json()).toHaveLength(1);
  });
});

describe('GET /api/auth/captcha', () => {
  it('draws a small SVG of stroked paths, not text', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/captcha' });
    const body = response.json<{ id: string; image: string; expiresInSeconds: number }>();
    expect(body.expiresInSeconds).toBe(300);
    expect(body.image.startsWith('data:image/svg+xml;base64,')).toBe(true);
    expect(body.image.length).toBeLessThan(6 * 1024);
    const svg = Buffer.from(body.image.split(',')[1] ?? '', 'base64').toString('utf8');
    const { answer } = (
      await t.app.inject({ method: 'GET', url: `/api/dev/captcha/${body.id}` })
    ).json<{
      answer: string;
    }>();
    expect(answer).toMatch(/^[A-Z0-9]{4,5}$/);
    expect(svg).not.toContain('<text');
    expect(svg).not.toContain(answer);
    expect(svg.match(/<path /g)?.length).toBeGreaterThanOrEqual(answer.length);
  });
});

describe('errors', () => {
  it('answers unknown /api routes with NOT_FOUND', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('hides the details of an unexpected failure, and a failed send does not count', async () => {
    let fail = true;
    const flaky: SmsProvider = {
      name: 'semaphore',
      sendOtp: async () => {
        if (fail) throw new Error('gateway said: apikey=SECRET123');
      },
      sendText: async () => {},
    };
    const app = await createTestApp({ db: t.db, sms: flaky });
    const phone = newPhone();
    const response = await requestCode(app.app, phone);
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 'INTERNAL', message: 'Something went wrong' });
    expect(response.body).not.toContain('SECRET123');

    fail = false;
    expect((await requestCode(app.app, phone)).statusCode).toBe(200);
    await app.app.close();
  });
});

describe('rate limits', () => {
  it('answer 429 TOO_FREQUENT per IP when enabled', async () => {
    const limited = await createTestApp({ db: t.db, env: { RATE_LIMIT_ENABLED: 'true' } });
    let last = await postJson(limited.app, '/api/auth/login', {});
    for (let i = 1; i < 31; i += 1) {
      expect(last.statusCode).toBe(400);
      last = await postJson(limited.app, '/api/auth/login', {});
    }
    expect(last.statusCode).toBe(429);
    expect(last.json()).toEqual({
      code: 'TOO_FREQUENT',
      message: expect.any(String),
      retryAfterSeconds: expect.any(Number),
    });
    expect(last.json<{ retryAfterSeconds: number }>().retryAfterSeconds).toBeGreaterThan(0);
    // Another address has its own budget.
    const other = await limited.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: {},
      remoteAddress: '203.0.113.9',
    });
    expect(other.statusCode).toBe(400);
    await limited.app.close();
  });

  it('are off when RATE_LIMIT_ENABLED=false', async () => {
    for (let i = 0; i < 35; i += 1) {
      expect((await postJson(t.app, '/api/auth/login', {})).statusCode).toBe(400);
    }
  });
});

describe('migrations', () => {
  it('apply once: a second run finds nothing to do', async () => {
    expect(await migrate(t.db)).toEqual([]);
    const again = await createTestApp({ db: t.db, config: testConfig() });
    await again.app.close();
    const versions = await t.db.query<{ version: number }>(
      'SELECT version FROM schema_migrations ORDER BY version',
    );
    // Every numbered file of server/db/migrations, each recorded once.
    const files = readdirSync(new URL('../../server/db/migrations/', import.meta.url))
      .filter((name) => /^\d{3}_.+\.sql$/.test(name))
      .map((name) => Number(name.slice(0, 3)));
    expect(files.length).toBeGreaterThanOrEqual(7);
    expect(versions.map((row) => row.version)).toEqual(files.sort((a, b) => a - b));
  });
});

import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import type { App } from '../../server/app.ts';
import { SMS_BUDGET_ALERT } from '../../server/services/sms-risk.ts';
import { TestClock, sharedDb, testConfig } from './support/harness.ts';
import { newDevice, solvedCaptcha } from './support/sign-in.ts';

/**
 * The graphic code by risk across numbers (docs/security.md#sms-pumping): the first code to a new
 * number is free of one only while the address, the device, the number block and the whole
 * service stay under their hourly counts.
 */
const db = sharedDb();
const clock = new TestClock();
const logLines: Record<string, unknown>[] = [];
let app: App;
let second: App;

const RISK = {
  SMS_RISK_PER_IP: '3',
  SMS_RISK_PER_DEVICE: '3',
  SMS_RISK_PER_BLOCK: '3',
  SMS_HOURLY_BUDGET: '12',
};

async function instance(): Promise<App> {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        logLines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  const built = await buildApp({
    config: testConfig(RISK),
    db: db.get(),
    now: clock.now,
    logger: { level: 'warn', stream },
  });
  await built.ready();
  return built;
}

beforeAll(async () => {
  await db.open();
  app = await instance();
  second = await instance();
});
afterAll(async () => {
  await app.close();
  await second.close();
  await db.close();
});

/** Numbers of their own block each (+63 9xx xxx), so only the rule under test counts. */
let block = 100;
const spreadPhone = (): string => `+63918${String((block += 1))}0000`;
const blockPhone = (prefix: string, n: number): string => `${prefix}${String(n).padStart(4, '0')}`;
let address = 10;
const newAddress = (): string => `198.51.100.${(address += 1)}`;

const ask = (
  phone: string,
  from: { address?: string; device?: Record<string, string>; via?: App } = {},
  extra: object = {},
) =>
  (from.via ?? app).inject({
    method: 'POST',
    url: '/api/auth/otp',
    payload: { phone, language: 'en', ...extra },
    remoteAddress: from.address ?? newAddress(),
    headers: from.device ?? newDevice(),
  });

describe('a first code request needs a graphic code', () => {
  it('from an address that had codes sent to 3 numbers in the hour', async () => {
    const address = newAddress();
    for (let i = 0; i < 3; i += 1) {
      const sent = await ask(spreadPhone(), { address });
      expect(sent.statusCode, sent.body).toBe(200);
    }
    const fourth = await ask(spreadPhone(), { address });
    expect(fourth.statusCode).toBe(400);
    expect(fourth.json()).toMatchObject({ code: 'CAPTCHA_REQUIRED', field: 'captchaAnswer' });
    const solved = await ask(spreadPhone(), { address }, await solvedCaptcha(app));
    expect(solved.statusCode).toBe(200);
    // Another address is not affected, and the hour ends.
    expect((await ask(spreadPhone())).statusCode).toBe(200);
    clock.advance(3600);
    expect((await ask(spreadPhone(), { address })).statusCode).toBe(200);
  });

  it('from an address whose requests arrive at once: exactly 3 pass without one', async () => {
    // Counted first and decided on the count: reading the count, then adding to it after the
    // commit, let 12 of 15 parallel requests through with a threshold of 5.
    const address = newAddress();
    const answers = await Promise.all(
      Array.from({ length: 15 }, () => ask(spreadPhone(), { address })),
    );
    const codes = answers.map((answer) =>
      answer.statusCode === 200 ? 'sent' : answer.json<{ code: string }>().code,
    );
    expect(codes.filter((code) => code === 'sent')).toHaveLength(3);
    expect(codes.filter((code) => code === 'CAPTCHA_REQUIRED')).toHaveLength(12);
    // The refused ones were taken back: the address's count is what was sent.
    const [counted] = await db
      .get()
      .query<{ count: number }>('SELECT count FROM rate_counters WHERE key = $1', [
        `sms-ip:${address}`,
      ]);
    expect(counted?.count).toBe(3);
    clock.advance(3600);
  });

  it('from a device that had codes sent to 3 numbers, whatever its addresses', async () => {
    const device = newDevice();
    for (let i = 0; i < 3; i += 1) {
      expect((await ask(spreadPhone(), { device })).statusCode).toBe(200);
    }
    expect((await ask(spreadPhone(), { device })).json()).toMatchObject({
      code: 'CAPTCHA_REQUIRED',
    });
    clock.advance(3600);
  });

  it('from a caller without a device id, counted by its user agent', async () => {
    const script = { 'user-agent': 'pump/1.0' };
    for (let i = 0; i < 3; i += 1) {
      expect((await ask(spreadPhone(), { device: script })).statusCode).toBe(200);
    }
    expect((await ask(spreadPhone(), { device: script })).json()).toMatchObject({
      code: 'CAPTCHA_REQUIRED',
    });
    // A malformed id counts as none.
    const junk = { ...script, 'x-device-id': 'x' };
    expect((await ask(spreadPhone(), { device: junk })).json()).toMatchObject({
      code: 'CAPTCHA_REQUIRED',
    });
    clock.advance(3600);
  });

  it('to a block of numbers that had codes sent to 3 of its numbers', async () => {
    const prefix = '+63919555';
    for (let i = 0; i < 3; i += 1) {
      expect((await ask(blockPhone(prefix, i))).statusCode).toBe(200);
    }
    expect((await ask(blockPhone(prefix, 3))).json()).toMatchObject({ code: 'CAPTCHA_REQUIRED' });
    expect((await ask(blockPhone('+63919556', 0))).statusCode).toBe(200);
    clock.advance(3600);
  });

  it('for everyone once the hourly budget is spent, on every instance, with one alert', async () => {
    logLines.length = 0;
    for (let i = 0; i < 12; i += 1) {
      const sent = await ask(spreadPhone(), { via: i % 2 === 0 ? app : second });
      expect(sent.statusCode, sent.body).toBe(200);
    }
    for (const via of [app, second]) {
      expect((await ask(spreadPhone(), { via })).json()).toMatchObject({
        code: 'CAPTCHA_REQUIRED',
      });
    }
    expect((await ask(spreadPhone(), {}, await solvedCaptcha(app))).statusCode).toBe(200);
    const alerts = logLines.filter((line) => line.msg === SMS_BUDGET_ALERT);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ level: 40, alert: 'sms-hourly-budget', budget: 12 });

    clock.advance(3600);
    expect((await ask(spreadPhone())).statusCode).toBe(200);
  });
});

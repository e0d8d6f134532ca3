import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/db.ts';
import { makeTestJpeg } from '../../server/lib/jpeg-test-image.ts';
import { LIVE_QUOTES_KEPT } from '../../server/services/orders/loan-service.ts';
import { TestClock, createTestApp, newPhone, sharedDb } from './support/harness.ts';
import type { TestApp } from './support/harness.ts';
import {
  approvedBorrower,
  makePng,
  pngDataUrl,
  postQuote,
  postSign,
} from './support/loan-fixtures.ts';
import { signIn } from './support/sign-in.ts';

/**
 * Request ceilings counted in the database (docs/security.md#shared-counters): two instances on
 * one database share them, they follow the app's clock, and they are keyed on what cannot be
 * chosen by the caller (docs/security.md#request-ceilings, #proxy-trust).
 */
const db = sharedDb();
const clock = new TestClock();
const LIMITED = { RATE_LIMIT_ENABLED: 'true', JOBS_ENABLED: 'false' };
let one: TestApp;
let two: TestApp;

beforeAll(async () => {
  await db.open();
  one = await createTestApp({ db: db.get(), clock, env: LIMITED });
  two = await createTestApp({ db: db.get(), clock, env: LIMITED });
});
afterAll(async () => {
  await one.app.close();
  await two.app.close();
  await db.close();
});

const loginFrom = (t: TestApp, remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: {}, remoteAddress, headers });

describe('request ceilings', () => {
  it('are shared by two instances on one database', async () => {
    const address = '198.51.100.1';
    // 30 sign-ins a minute per address: 15 on each instance use the whole budget.
    for (let i = 0; i < 30; i += 1) {
      const answer = await loginFrom(i % 2 === 0 ? one : two, address);
      expect(answer.statusCode, `request ${i + 1}`).toBe(400);
    }
    for (const t of [one, two]) {
      const refused = await loginFrom(t, address);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'TOO_FREQUENT', retryAfterSeconds: 60 });
    }
    const rows = await db
      .get()
      .query<{ count: number }>(
        "SELECT count FROM rate_counters WHERE key = 'route:POST /api/auth/login|198.51.100.1'",
      );
    expect(rows).toEqual([{ count: 32 }]);
  });

  it('lose no hit when instances count at the same moment', async () => {
    const address = '198.51.100.4';
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => loginFrom(i % 2 === 0 ? one : two, address)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(30);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
  });

  it('follow the app clock, and ended windows are swept', async () => {
    const address = '198.51.100.2';
    for (let i = 0; i < 30; i += 1) await loginFrom(one, address);
    clock.advance(59);
    expect((await loginFrom(two, address)).json()).toMatchObject({ retryAfterSeconds: 1 });
    clock.advance(1);
    expect((await loginFrom(two, address)).statusCode).toBe(400);

    // An hour on, a hit sweeps every window that ended (at most once a minute per instance), in
    // the background once it has counted.
    clock.advance(3600);
    await loginFrom(one, '198.51.100.3');
    await one.app.services.rateCounters.settled();
    const left = await db
      .get()
      .query<{ key: string }>('SELECT key FROM rate_counters WHERE window_ends_at <= $1', [
        clock.now(),
      ]);
    expect(left).toEqual([]);

    // A backlog goes in batches of 1,000, one after the other while batches come back full.
    await db.get().query(
      `INSERT INTO rate_counters (key, window_ends_at, count)
         SELECT 'backlog:' || n, $1, 1 FROM generate_series(1, 1500) n`,
      [clock.now()],
    );
    const backlog = async () => {
      const [row] = await db
        .get()
        .query<{ n: number }>(
          "SELECT count(*)::int AS n FROM rate_counters WHERE key LIKE 'backlog:%'",
        );
      return row?.n;
    };
    clock.advance(61);
    await loginFrom(one, '198.51.100.3');
    await one.app.services.rateCounters.settled();
    expect(await backlog()).toBe(500);
    await loginFrom(one, '198.51.100.3');
    await one.app.services.rateCounters.settled();
    expect(await backlog()).toBe(0);
  });
});

describe('the sweep of ended windows', () => {
  it('runs apart from the request: a sweep that fails is logged, the request answered', async () => {
    // On PostgreSQL a sweep could lose a deadlock; it used to run in the hit's statement chain
    // and fail the request with a 500. Here every sweep fails.
    const raw = db.get();
    const deadlocked: Db = {
      ...raw,
      query: (async (sql: string, params?: unknown[]) => {
        if (sql.includes('DELETE FROM rate_counters')) {
          throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
        }
        return raw.query(sql, params);
      }) as Db['query'],
    };
    const lines: string[] = [];
    const failing = await createTestApp({
      db: deadlocked,
      clock,
      env: LIMITED,
      logStream: { write: (line) => lines.push(line) },
    });
    clock.advance(3600); // windows of the tests above have ended: the first hit sweeps
    const answer = await loginFrom(failing, '198.51.100.9');
    await failing.app.services.rateCounters.settled();
    expect(answer.statusCode, answer.body).toBe(400);
    const logged = lines.map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(logged).toContainEqual(
      expect.objectContaining({ level: 50, msg: 'rate counters: sweep of ended windows failed' }),
    );
    await failing.app.close();
  });
});

describe('the sweep of ended windows, as the app closes', () => {
  it('is not started by a hit after close: the database may be closing', async () => {
    const raw = db.get();
    let sweeps = 0;
    const counting: Db = {
      ...raw,
      query: (async (sql: string, params?: unknown[]) => {
        if (sql.includes('DELETE FROM rate_counters')) sweeps += 1;
        return raw.query(sql, params);
      }) as Db['query'],
    };
    const closing = await createTestApp({ db: counting, clock, env: LIMITED });
    await closing.app.close();
    // A request that was still in flight counts its hit once the app has closed; windows of the
    // tests above have ended, so before the close it would have swept.
    clock.advance(3600);
    const counters = closing.app.services.rateCounters;
    await counters.hit([{ key: 'after-close', windowMs: 60_000 }]);
    await counters.settled();
    expect(sweeps).toBe(0);
  });
});

describe('TRUST_PROXY', () => {
  it('as a hop count takes the address the proxy saw, not the one the client wrote', async () => {
    const behindOne = await createTestApp({
      db: db.get(),
      clock,
      env: { ...LIMITED, TRUST_PROXY: '1' },
    });
    const proxy = '10.0.0.5';
    const spoofed = (i: number) => ({ 'x-forwarded-for': `192.0.2.${i}, 203.0.113.77` });
    const answers = [];
    for (let i = 0; i < 31; i += 1) answers.push(await loginFrom(behindOne, proxy, spoofed(i)));
    expect(answers.slice(0, 30).every((answer) => answer.statusCode === 400)).toBe(true);
    expect(answers[30]?.statusCode).toBe(429);
    // Another client behind the same proxy has its own budget.
    const other = await loginFrom(behindOne, proxy, { 'x-forwarded-for': '203.0.113.78' });
    expect(other.statusCode).toBe(400);
    await behindOne.app.close();
  });
});

describe('per-customer ceilings', () => {
  it('count photo uploads per customer, however the Authorization scheme is spelled', async () => {
    const { token } = await signIn(one.app, newPhone());
    const upload = (scheme: string, width: number) =>
      one.app.inject({
        method: 'PUT',
        url: '/api/profile/photos/face',
        headers: { authorization: `${scheme} ${token}`, 'content-type': 'image/jpeg' },
        payload: makeTestJpeg({ width, height: 800 }),
      });
    const schemes = ['Bearer', 'bearer', 'BEARER', 'bEARER'];
    for (let i = 0; i < 20; i += 1) {
      const answer = await upload(schemes[i % 4]!, 1000 + i);
      expect(answer.statusCode, answer.body).toBe(200);
    }
    for (const scheme of schemes) {
      expect((await upload(scheme, 1100)).json()).toMatchObject({ code: 'TOO_FREQUENT' });
    }
  });

  it('limit signing to 5 a minute per customer, on every instance', async () => {
    // Each signature is decoded, which costs CPU (docs/security.md#request-ceilings).
    const t = { app: one.app, clock };
    const borrower = await approvedBorrower(t);
    const other = await approvedBorrower(t);
    // A well-formed request for a quote that does not exist: refused after the count.
    const hash = 'a'.repeat(64);
    const sign = (app: TestApp['app'], token: string) =>
      postSign(app, token, {
        quoteId: crypto.randomUUID(),
        language: 'en',
        documentHashes: { keyFacts: hash, agreement: hash, sanctionLetter: hash },
        agreed: { agreement: true, sanctionLetter: true },
        signaturePng: pngDataUrl(makePng()),
        device: { appType: null, screen: '390x844' },
      });
    for (let i = 0; i < 5; i += 1) {
      const answer = await sign(i % 2 === 0 ? one.app : two.app, borrower.token);
      expect(answer.statusCode, answer.body).toBe(404);
    }
    const refused = await sign(two.app, borrower.token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'TOO_FREQUENT' });
    expect((await sign(one.app, other.token)).statusCode).toBe(404);
  });

  it('limit the quotes a customer stores to 30 a minute, on every instance', async () => {
    const t = { app: one.app, clock };
    const borrower = await approvedBorrower(t);
    const other = await approvedBorrower(t);
    let last = '';
    for (let i = 0; i < 30; i += 1) {
      const answer = await postQuote(i % 2 === 0 ? one.app : two.app, borrower.token);
      expect(answer.statusCode, answer.body).toBe(200);
      last = answer.json<{ id: string }>().id;
    }
    const refused = await postQuote(two.app, borrower.token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'TOO_FREQUENT' });
    expect((await postQuote(one.app, other.token)).statusCode).toBe(200);
    // The refused one stored nothing: the newest stored is the 30th, and of the 30 the newest
    // LIVE_QUOTES_KEPT are kept (docs/security.md#stored-quotes).
    const stored = await db.get().query<{ id: string }>(
      `SELECT q.id::text AS id FROM quotes q JOIN customers c ON c.id = q.customer_id
          WHERE c.phone = $1 ORDER BY q.seq DESC`,
      [borrower.phone],
    );
    expect(stored[0]?.id).toBe(last);
    expect(stored).toHaveLength(LIVE_QUOTES_KEPT);
  });
});

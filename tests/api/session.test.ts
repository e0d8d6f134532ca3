import { describe, expect, it, vi } from 'vitest';
import type { Db } from '../../server/db/db.ts';
import { createTestApp, newPhone, useTestApp } from './support/harness.ts';
import { bearer, lastCode, login, requestCode, signIn, solvedCaptcha } from './support/sign-in.ts';

const t = useTestApp();

const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
const DAY = 24 * 60 * 60;

describe('sessions', () => {
  it('GET /api/me answers the caller, and only the caller', async () => {
    const phoneA = newPhone();
    const phoneB = newPhone();
    const a = await signIn(t.app, phoneA);
    const b = await signIn(t.app, phoneB);
    expect(a.customerId).not.toBe(b.customerId);

    const asA = await me(a.token);
    expect(asA.statusCode).toBe(200);
    expect(asA.json()).toEqual({
      customerId: a.publicId,
      phone: phoneA,
      createdAt: t.clock.now().toISOString(),
    });
    expect((await me(b.token)).json()).toMatchObject({ customerId: b.publicId, phone: phoneB });
  });

  it('answers 401 UNAUTHORIZED without a valid bearer token', async () => {
    const { token } = await signIn(t.app, newPhone());
    const attempts: Record<string, string>[] = [
      {},
      { authorization: '' },
      { authorization: 'Bearer' },
      { authorization: `Basic ${token}` },
      { authorization: 'Bearer not-a-token' },
      { authorization: `Bearer ${token[0] === 'A' ? 'B' : 'A'}${token.slice(1)}` },
      { authorization: `Bearer ${'A'.repeat(43)}` },
    ];
    for (const headers of attempts) {
      const response = await t.app.inject({ method: 'GET', url: '/api/me', headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(401);
      expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    }
    expect((await me(token)).statusCode).toBe(200);
  });

  it('expires after SESSION_IDLE_DAYS without use, and use keeps it alive', async () => {
    const { token } = await signIn(t.app, newPhone());
    t.clock.advance(30 * DAY - 60);
    expect((await me(token)).statusCode).toBe(200);
    t.clock.advance(30 * DAY - 60);
    expect((await me(token)).statusCode).toBe(200);
    t.clock.advance(30 * DAY);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('writes last_used_at at most once a minute', async () => {
    const phone = newPhone();
    const { token } = await signIn(t.app, phone);
    const lastUsed = async () =>
      (
        await t.db.query<{ at: Date }>(
          'SELECT s.last_used_at AS at FROM sessions s JOIN customers c ON c.id = s.customer_id WHERE c.phone = $1',
          [phone],
        )
      )[0]?.at.toISOString();
    const signedInAt = t.clock.now().toISOString();
    t.clock.advance(59);
    await me(token);
    expect(await lastUsed()).toBe(signedInAt);
    t.clock.advance(1);
    await me(token);
    expect(await lastUsed()).toBe(t.clock.now().toISOString());
  });

  it('POST /api/auth/logout revokes the session on the server', async () => {
    const phone = newPhone();
    const first = await signIn(t.app, phone);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(first.token),
    });
    expect(out.statusCode).toBe(204);
    expect(out.body).toBe('');
    expect((await me(first.token)).statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(first.token),
    });
    expect(again.statusCode).toBe(401);
  });

  it('accepts a logout sent as JSON with an empty body', async () => {
    const { token } = await signIn(t.app, newPhone());
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: '',
    });
    expect(out.statusCode).toBe(204);
  });

  it('logging out on one device leaves the customer’s other devices signed in', async () => {
    const phone = newPhone();
    const phoneSession = await signIn(t.app, phone);
    t.clock.advance(61);
    await requestCode(t.app, phone, await solvedCaptcha(t.app));
    const tablet = await login(t.app, phone, await lastCode(t.app, phone));
    const tabletToken = tablet.json<{ token: string }>().token;

    await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(phoneSession.token),
    });
    expect((await me(phoneSession.token)).statusCode).toBe(401);
    expect((await me(tabletToken)).statusCode).toBe(200);
  });

  it('reads a session from the database once, and refuses it on every instance once it ends', async () => {
    // A second instance on the same database, counting how often it looks a session up.
    const lookups: string[] = [];
    const counting: Db = {
      ...t.db,
      query: ((sql: string, params?: readonly unknown[]) => {
        if (sql.includes('FROM sessions s JOIN customers c')) lookups.push(sql);
        return t.db.query(sql, params);
      }) as Db['query'],
    };
    const other = await createTestApp({ db: counting, clock: t.clock });
    try {
      const { token } = await signIn(t.app, newPhone());
      const meOn = (app: typeof t.app) =>
        app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
      for (let i = 0; i < 3; i += 1) expect((await meOn(other.app)).statusCode).toBe(200);
      expect(lookups).toHaveLength(1);
      expect((await meOn(t.app)).statusCode).toBe(200);

      await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
      // At once where it ended; on the other instance when the database's message arrives.
      expect((await meOn(t.app)).statusCode).toBe(401);
      await vi.waitFor(async () => expect((await meOn(other.app)).statusCode).toBe(401), {
        timeout: 2000,
        interval: 20,
      });
      expect(lookups).toHaveLength(2);
    } finally {
      await other.app.close();
    }
  });
});

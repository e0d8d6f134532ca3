import { describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { totpCode } from '../../server/lib/totp.ts';
import { deleteAuditBefore } from '../../server/repositories/staff-audit.ts';
import { json, newPhone, useTestApp } from './support/harness.ts';
import { signIn } from './support/sign-in.ts';

/*
 * The desk's accounts and sessions (docs/desk.md#sign-in): the first administrator from the
 * command line, enrolment with a password and an authenticator, a two-step sign-in into an
 * HttpOnly cookie of the desk's path, lockout, idle and absolute ends, and the audit trail.
 */
const t = useTestApp();
const ORIGIN = 'http://localhost:80';
const PASSWORD = 'bukid-sa-umaga-2026';
/** The first test's administrator, as the desk's own calls name their maker. */
const ADMIN = {
  staffId: '1',
  email: 'ana.reyes@lender.ph',
  displayName: 'Ana Reyes',
  roles: ['admin' as const],
  sessionId: null,
};

type Cookie = { name: string; value: string; path?: string; httpOnly?: boolean; sameSite?: string };

function post(url: string, payload: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/desk${url}`,
    payload: payload as object,
    headers: { origin: ORIGIN, ...headers },
  });
}

const get = (url: string, cookie?: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: `/api/desk${url}`,
    headers: { ...(cookie ? { cookie: `sulong_desk=${cookie}` } : {}), ...headers },
  });

const sessionCookie = (response: LightMyRequestResponse): Cookie | undefined =>
  (response.cookies as Cookie[]).find((c) => c.name === 'sulong_desk');

/** Enrols an account from its link's token, with the authenticator's code of the clock's now. */
async function enrol(token: string): Promise<string> {
  const started = json<{ totpSecret: string }>(await post('/auth/enrolment/start', { token }));
  const finished = await post('/auth/enrolment/finish', {
    token,
    password: PASSWORD,
    totpCode: totpCode(started.totpSecret, t.clock.now()),
  });
  expect(finished.statusCode).toBe(200);
  return started.totpSecret;
}

/** Both steps of the sign-in; the session cookie's value. Moves the clock on a step first. */
async function deskSignIn(email: string, secret: string): Promise<string> {
  t.clock.advance(30);
  const first = json<{ challengeToken: string }>(
    await post('/auth/sign-in', { email, password: PASSWORD }),
  );
  const second = await post('/auth/sign-in/totp', {
    challengeToken: first.challengeToken,
    code: totpCode(secret, t.clock.now()),
  });
  expect(second.statusCode).toBe(200);
  return (sessionCookie(second) as Cookie).value;
}

async function firstAdmin(email: string) {
  const created = await t.app.services.staff.createStaff({
    email,
    displayName: 'Ana Reyes',
    roles: ['admin'],
    by: null,
  });
  return { ...created, secret: await enrol(created.enrolmentToken) };
}

describe('the desk’s accounts (docs/desk.md#sign-in)', () => {
  it('enrols the first administrator once, then only the desk makes accounts', async () => {
    const admin = await firstAdmin('Ana.Reyes@Lender.ph');
    await expect(
      t.app.services.staff.createStaff({
        email: 'second@lender.ph',
        displayName: 'Second',
        roles: ['admin'],
        by: null,
      }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const cookie = await deskSignIn('ana.reyes@lender.ph', admin.secret);
    const me = json<{ email: string; roles: string[]; permissions: string[] }>(
      await get('/me', cookie),
    );
    expect(me.email).toBe('ana.reyes@lender.ph');
    expect(me.permissions).toContain('staff.manage');
    expect(me.permissions).not.toContain('applications.decide');

    const reviewer = await post(
      '/staff',
      { email: 'ben@lender.ph', displayName: 'Ben Cruz', roles: ['reviewer'] },
      { cookie: `sulong_desk=${cookie}` },
    );
    expect(reviewer.statusCode).toBe(200);
    const { enrolmentToken } = json<{ enrolmentToken: string }>(reviewer);
    const benSecret = await enrol(enrolmentToken);
    const benCookie = await deskSignIn('ben@lender.ph', benSecret);
    expect((await get('/staff', benCookie)).statusCode).toBe(403);
    const list = json<{ email: string; status: string }[]>(await get('/staff', cookie));
    expect(list.map((s) => [s.email, s.status])).toEqual([
      ['ana.reyes@lender.ph', 'active'],
      ['ben@lender.ph', 'active'],
    ]);
  });

  it('refuses a weak password, a wrong first code, and a link used or past 24 hours', async () => {
    const created = await t.app.services.staff.createStaff({
      email: 'dina@lender.ph',
      displayName: 'Dina',
      roles: ['care'],
      by: ADMIN,
    });
    const token = created.enrolmentToken;
    const { totpSecret } = json<{ totpSecret: string }>(
      await post('/auth/enrolment/start', { token }),
    );
    const weak = await post('/auth/enrolment/finish', {
      token,
      password: 'password1234',
      totpCode: totpCode(totpSecret, t.clock.now()),
    });
    expect(weak.statusCode).toBe(400);
    expect(json(weak)).toMatchObject({ code: 'VALIDATION_FAILED', field: 'password' });
    const wrongCode = await post('/auth/enrolment/finish', {
      token,
      password: PASSWORD,
      totpCode: totpCode(totpSecret, new Date(t.clock.now().getTime() + 120_000)),
    });
    expect(json(wrongCode)).toMatchObject({ code: 'WRONG_CODE', field: 'totpCode' });
    expect(
      (
        await post('/auth/enrolment/finish', {
          token,
          password: PASSWORD,
          totpCode: totpCode(totpSecret, t.clock.now()),
        })
      ).statusCode,
    ).toBe(200);
    expect(json(await post('/auth/enrolment/start', { token }))).toMatchObject({
      code: 'LINK_EXPIRED',
    });

    const late = await t.app.services.staff.createStaff({
      email: 'eli@lender.ph',
      displayName: 'Eli',
      roles: ['finance'],
      by: ADMIN,
    });
    t.clock.advance(24 * 3600);
    expect(json(await post('/auth/enrolment/start', { token: late.enrolmentToken }))).toMatchObject(
      { code: 'LINK_EXPIRED' },
    );
  });
});

describe('desk sign-in and sessions', () => {
  it('sets an HttpOnly, SameSite=Strict cookie for the desk’s path only, which a code cannot repeat', async () => {
    const secret = await enrolNew('fe@lender.ph', ['collections']);
    t.clock.advance(30);
    const first = json<{ challengeToken: string }>(
      await post('/auth/sign-in', { email: 'fe@lender.ph', password: PASSWORD }),
    );
    const code = totpCode(secret, t.clock.now());
    const signedIn = await post('/auth/sign-in/totp', {
      challengeToken: first.challengeToken,
      code,
    });
    expect(sessionCookie(signedIn)).toMatchObject({
      path: '/api/desk',
      httpOnly: true,
      sameSite: 'Strict',
    });
    // The same code again, within its 30 seconds, on a fresh password step: refused.
    const again = json<{ challengeToken: string }>(
      await post('/auth/sign-in', { email: 'fe@lender.ph', password: PASSWORD }),
    );
    const replay = await post('/auth/sign-in/totp', { challengeToken: again.challengeToken, code });
    expect(json(replay)).toMatchObject({ code: 'WRONG_CODE' });
    // A challenge is single use, and lasts 5 minutes.
    expect(
      json(await post('/auth/sign-in/totp', { challengeToken: first.challengeToken, code })),
    ).toMatchObject({ code: 'CODE_EXPIRED' });
  });

  it('locks an account after five wrong passwords, and an unknown e-mail reads the same', async () => {
    await enrolNew('gil@lender.ph', ['care']);
    const unknown = await post('/auth/sign-in', { email: 'nobody@lender.ph', password: PASSWORD });
    const wrong = () =>
      post('/auth/sign-in', { email: 'gil@lender.ph', password: 'not-the-password' });
    const first = await wrong();
    expect(first.statusCode).toBe(401);
    expect(json(first)).toEqual(json(unknown));
    for (let i = 0; i < 4; i += 1) await wrong();
    const locked = await post('/auth/sign-in', { email: 'gil@lender.ph', password: PASSWORD });
    expect(locked.statusCode).toBe(423);
    expect(json(locked)).toMatchObject({ code: 'SECURITY_LOCKED', retryAfterSeconds: 900 });
    t.clock.advance(901);
    expect(
      (await post('/auth/sign-in', { email: 'gil@lender.ph', password: PASSWORD })).statusCode,
    ).toBe(200);
  });

  it('ends a session after 30 idle minutes and after 12 hours, and everywhere on request', async () => {
    const secret = await enrolNew('hana@lender.ph', ['finance']);
    const idle = await deskSignIn('hana@lender.ph', secret);
    t.clock.advance(29 * 60);
    expect((await get('/me', idle)).statusCode).toBe(200);
    t.clock.advance(30 * 60);
    expect((await get('/me', idle)).statusCode).toBe(401);

    const busy = await deskSignIn('hana@lender.ph', secret);
    // Used every 29 minutes for 11 h 36 min: never idle, still alive; past 12 hours, ended.
    for (let i = 0; i < 24; i += 1) {
      t.clock.advance(29 * 60);
      expect((await get('/me', busy)).statusCode).toBe(200);
    }
    t.clock.advance(29 * 60);
    expect((await get('/me', busy)).statusCode).toBe(401);

    const laptop = await deskSignIn('hana@lender.ph', secret);
    const tablet = await deskSignIn('hana@lender.ph', secret);
    const everywhere = await post(
      '/auth/sign-out-everywhere',
      {},
      { cookie: `sulong_desk=${tablet}` },
    );
    expect(everywhere.statusCode).toBe(200);
    expect((await get('/me', laptop)).statusCode).toBe(401);
    expect((await get('/me', tablet)).statusCode).toBe(401);
  });

  it('refuses a change from another origin or none, and keeps borrowers and staff apart', async () => {
    const secret = await enrolNew('ivy@lender.ph', ['admin']);
    const cookie = await deskSignIn('ivy@lender.ph', secret);
    const change = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/desk/auth/sign-out',
        payload: {},
        headers: { cookie: `sulong_desk=${cookie}`, ...headers },
      });
    expect((await change({})).statusCode).toBe(403);
    expect((await change({ origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await get('/me', cookie)).statusCode).toBe(200);

    const borrower = await signIn(t.app, newPhone());
    expect(
      (await get('/me', undefined, { authorization: `Bearer ${borrower.token}` })).statusCode,
    ).toBe(401);
    const asBorrower = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: `sulong_desk=${cookie}`, authorization: `Bearer ${cookie}` },
    });
    expect(asBorrower.statusCode).toBe(401);
  });
});

describe('the audit trail (docs/desk.md#audit-trail)', () => {
  it('records enrolments and sign-ins, and refuses any change or delete but the retention’s', async () => {
    const rows = await t.db.query<{ action: string }>('SELECT action FROM staff_audit ORDER BY id');
    const actions = rows.map((r) => r.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'staff.create',
        'staff.enrol',
        'staff.sign_in',
        'staff.sign_in_failed',
        'staff.sign_out_everywhere',
      ]),
    );
    await expect(t.db.query("UPDATE staff_audit SET action = 'x'")).rejects.toThrow(/append-only/);
    await expect(t.db.query('DELETE FROM staff_audit')).rejects.toThrow(/append-only/);
    await expect(t.db.query('TRUNCATE staff_audit')).rejects.toThrow(/append-only/);
    const deleted = await deleteAuditBefore(t.db, new Date(t.clock.now().getTime() + 1000));
    expect(deleted).toBe(rows.length);
  });
});

/** A new account of these roles made by the desk's administrator, enrolled; its TOTP key. */
async function enrolNew(email: string, roles: string[]): Promise<string> {
  const created = await t.app.services.staff.createStaff({
    email,
    displayName: email.split('@')[0] as string,
    roles,
    by: ADMIN,
  });
  return enrol(created.enrolmentToken);
}

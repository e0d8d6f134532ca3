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
  staffId: '',
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
    // The command line makes administrators only; an unused link of its own it sends again.
    await expect(
      t.app.services.staff.createStaff({
        email: 'ana.reyes@lender.ph',
        displayName: 'Ana Reyes',
        roles: ['finance'],
        by: null,
      }),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED', field: 'roles' });
    const unused = await t.app.services.staff.createStaff({
      email: 'ana.reyes@lender.ph',
      displayName: 'Ana Reyes',
      roles: ['admin'],
      by: null,
    });
    const admin = await firstAdmin('Ana.Reyes@Lender.ph');
    expect(admin.staffId).toBe(unused.staffId);
    expect(
      json(await post('/auth/enrolment/start', { token: unused.enrolmentToken })),
    ).toMatchObject({ code: 'LINK_EXPIRED' });
    ADMIN.staffId = admin.staffId;
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

  it('locks an e-mail after five wrong tries, with or without an account, alike', async () => {
    await enrolNew('gil@lender.ph', ['care']);
    const tryWith = (email: string, password: string) => post('/auth/sign-in', { email, password });
    const answers = { known: [] as unknown[], unknown: [] as unknown[] };
    for (let i = 0; i < 6; i += 1) {
      answers.known.push(json(await tryWith('gil@lender.ph', 'not-the-password')));
      answers.unknown.push(json(await tryWith('nobody@lender.ph', 'not-the-password')));
    }
    // Five wrong answers, then the lock: the same for an address that exists and one that does not.
    expect(answers.known).toEqual(answers.unknown);
    expect(answers.known.slice(0, 5)).toEqual(
      Array(5).fill({ code: 'UNAUTHORIZED', message: 'The e-mail or password is not right.' }),
    );
    expect(answers.known[5]).toMatchObject({ code: 'SECURITY_LOCKED', retryAfterSeconds: 900 });
    // Even the right password waits.
    expect((await tryWith('gil@lender.ph', PASSWORD)).statusCode).toBe(423);
    t.clock.advance(901);
    expect((await tryWith('gil@lender.ph', PASSWORD)).statusCode).toBe(200);
  });

  it('counts wrong codes towards the same lock', async () => {
    const secret = await enrolNew('jo@lender.ph', ['care']);
    t.clock.advance(30);
    const wrong = totpCode(secret, new Date(t.clock.now().getTime() + 300_000));
    for (let i = 0; i < 5; i += 1) {
      const { challengeToken } = json<{ challengeToken: string }>(
        await post('/auth/sign-in', { email: 'jo@lender.ph', password: PASSWORD }),
      );
      const answer = await post('/auth/sign-in/totp', { challengeToken, code: wrong });
      expect(json(answer)).toMatchObject({ code: 'WRONG_CODE' });
    }
    const locked = await post('/auth/sign-in', { email: 'jo@lender.ph', password: PASSWORD });
    expect(json(locked)).toMatchObject({ code: 'SECURITY_LOCKED' });
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
    // The sign-in itself too: another site's page cannot sign a browser in (login CSRF).
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/desk/auth/sign-in',
      payload: { email: 'ivy@lender.ph', password: PASSWORD },
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    // Signing in again ends the session whose cookie the browser still sends.
    t.clock.advance(30);
    const { challengeToken } = json<{ challengeToken: string }>(
      await post('/auth/sign-in', { email: 'ivy@lender.ph', password: PASSWORD }),
    );
    const again = await post(
      '/auth/sign-in/totp',
      { challengeToken, code: totpCode(secret, t.clock.now()) },
      { cookie: `sulong_desk=${cookie}` },
    );
    expect(again.statusCode).toBe(200);
    expect((await get('/me', cookie)).statusCode).toBe(401);
    expect((await get('/me', (sessionCookie(again) as Cookie).value)).statusCode).toBe(200);

    // A borrower's live token, as a header or as the cookie, opens nothing of the desk.
    const borrower = await signIn(t.app, newPhone());
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/me',
          headers: { authorization: `Bearer ${borrower.token}` },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await get('/me', undefined, { authorization: `Bearer ${borrower.token}` })).statusCode,
    ).toBe(401);
    expect((await get('/me', borrower.token)).statusCode).toBe(401);
    const asBorrower = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: `sulong_desk=${cookie}`, authorization: `Bearer ${cookie}` },
    });
    expect(asBorrower.statusCode).toBe(401);
  });
});

describe('staff accounts managed in the desk (docs/desk.md#staff-accounts)', () => {
  it('disables an account, resets one with a new link, changes roles, and keeps one administrator', async () => {
    const secret = await enrolNew('kai@lender.ph', ['admin']);
    const kai = await deskSignIn('kai@lender.ph', secret);
    const list = json<{ staffId: string; email: string }[]>(await get('/staff', kai));
    const idOf = (email: string) =>
      (list.find((s) => s.email === email) as { staffId: string }).staffId;
    const as = { cookie: `sulong_desk=${kai}` };

    // Disabled: the sessions end and the sign-in is refused like a wrong password.
    const finSecret = await enrolNew('lu@lender.ph', ['finance']);
    const lu = await deskSignIn('lu@lender.ph', finSecret);
    const listed = json<{ staffId: string; email: string }[]>(await get('/staff', kai));
    const luId = (listed.find((s) => s.email === 'lu@lender.ph') as { staffId: string }).staffId;
    expect((await post(`/staff/${luId}/disable`, {}, as)).statusCode).toBe(200);
    expect((await get('/me', lu)).statusCode).toBe(401);
    expect(
      (await post('/auth/sign-in', { email: 'lu@lender.ph', password: PASSWORD })).statusCode,
    ).toBe(401);

    // A new link brings the account back as invited; the old password no longer opens it.
    const link = json<{ enrolmentToken: string }>(
      await post(`/staff/${luId}/enrolment-link`, {}, as),
    );
    expect(
      (await post('/auth/sign-in', { email: 'lu@lender.ph', password: PASSWORD })).statusCode,
    ).toBe(401);
    const luAgain = await enrol(link.enrolmentToken);
    await deskSignIn('lu@lender.ph', luAgain);

    // Roles: the reviewer's desk opens once the role is given.
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/desk/staff/${luId}/roles`,
          payload: { roles: ['finance', 'reviewer'] },
          headers: { origin: ORIGIN, ...as },
        })
      ).statusCode,
    ).toBe(200);
    const luMe = json<{ permissions: string[] }>(
      await get('/me', await deskSignIn('lu@lender.ph', luAgain)),
    );
    expect(luMe.permissions).toContain('applications.decide');

    // The last administrator who can sign in stays one.
    for (const other of list.filter(
      (s) => s.email !== 'kai@lender.ph' && s.email !== 'lu@lender.ph',
    ))
      await post(`/staff/${other.staffId}/disable`, {}, as);
    const kaiId = idOf('kai@lender.ph');
    expect(json(await post(`/staff/${kaiId}/disable`, {}, as))).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(
      json(
        await t.app.inject({
          method: 'PUT',
          url: `/api/desk/staff/${kaiId}/roles`,
          payload: { roles: ['care'] },
          headers: { origin: ORIGIN, ...as },
        }),
      ),
    ).toMatchObject({ code: 'FORBIDDEN' });
    expect(json(await post(`/staff/${kaiId}/enrolment-link`, {}, as))).toMatchObject({
      code: 'FORBIDDEN',
    });
    // Only an administrator manages accounts.
    const luCookie = await deskSignIn('lu@lender.ph', luAgain);
    expect(
      (await post(`/staff/${kaiId}/disable`, {}, { cookie: `sulong_desk=${luCookie}` })).statusCode,
    ).toBe(403);
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
        'staff.disable',
        'staff.enrolment_link',
        'staff.roles',
      ]),
    );
    await expect(t.db.query("UPDATE staff_audit SET action = 'x'")).rejects.toThrow(/append-only/);
    await expect(t.db.query('DELETE FROM staff_audit')).rejects.toThrow(/append-only/);
    await expect(t.db.query('TRUNCATE staff_audit')).rejects.toThrow(/append-only/);
    const later = new Date(t.clock.now().getTime() + 1000);
    expect(await deleteAuditBefore(t.db, later, 3)).toBe(3);
    expect(await deleteAuditBefore(t.db, later, 1000)).toBe(rows.length - 3);
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

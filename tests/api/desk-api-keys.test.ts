import { beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { totpCode } from '../../server/lib/totp.ts';
import { json, newPhone, useTestApp } from './support/harness.ts';
import { signIn } from './support/sign-in.ts';

/*
 * Staff API keys (docs/desk.md#api-keys): issued by an administrator to a named, active account,
 * acting with that account's roles, shown once, stored hashed, revoked at once, and gone with the
 * account's activity.
 */
const t = useTestApp();
const ORIGIN = 'http://localhost:80';
const PASSWORD = 'dagat-at-ulap-2026';
let adminCookie = '';

const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url: `/api/desk${url}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const asAdmin = () => ({ cookie: `sulong_desk=${adminCookie}`, origin: ORIGIN });
const withKey = (key: string) => ({ authorization: `Bearer ${key}` });
const cookieOf = (response: LightMyRequestResponse) =>
  (response.cookies as { name: string; value: string }[]).find((c) => c.name === 'sulong_desk')
    ?.value as string;

/** Enrols an account from its link with the app's code; signs it in; its cookie. */
async function enrolAndSignIn(token: string, email: string): Promise<string> {
  const started = json<{ totpSecret: string }>(
    await call('POST', '/auth/enrolment/start', { origin: ORIGIN }, { token }),
  );
  await call(
    'POST',
    '/auth/enrolment/finish',
    { origin: ORIGIN },
    {
      token,
      password: PASSWORD,
      totpCode: totpCode(started.totpSecret, t.clock.now()),
    },
  );
  t.clock.advance(30);
  const { challengeToken } = json<{ challengeToken: string }>(
    await call('POST', '/auth/sign-in', { origin: ORIGIN }, { email, password: PASSWORD }),
  );
  return cookieOf(
    await call(
      'POST',
      '/auth/sign-in/totp',
      { origin: ORIGIN },
      {
        challengeToken,
        code: totpCode(started.totpSecret, t.clock.now()),
      },
    ),
  );
}

beforeAll(async () => {
  const admin = await t.app.services.staff.createStaff({
    email: 'ana@lender.ph',
    displayName: 'Ana',
    roles: ['admin'],
    by: null,
  });
  adminCookie = await enrolAndSignIn(admin.enrolmentToken, 'ana@lender.ph');
});

async function careAccount(email: string): Promise<string> {
  const created = json<{ staffId: string; enrolmentToken: string }>(
    await call('POST', '/staff', asAdmin(), { email, displayName: 'Care bot', roles: ['care'] }),
  );
  await enrolAndSignIn(created.enrolmentToken, email);
  return created.staffId;
}

describe('staff API keys', () => {
  it('acts as its account, with its roles, without a cookie or an Origin', async () => {
    const staffId = await careAccount('bot@lender.ph');
    const issued = await call('POST', `/staff/${staffId}/api-keys`, asAdmin(), {
      label: 'ops script',
    });
    expect(issued.statusCode).toBe(200);
    const { key, keyId } = json<{ key: string; keyId: string }>(issued);
    expect(key).toMatch(/^sck_[A-Za-z0-9_-]{43}$/);
    const me = json<{ email: string; permissions: string[] }>(
      await call('GET', '/me', withKey(key)),
    );
    expect(me.email).toBe('bot@lender.ph');
    expect(me.permissions).toContain('care.act');
    // Its roles, no more.
    expect((await call('GET', '/staff', withKey(key))).statusCode).toBe(403);
    // Only the hash is kept; the list never shows the key.
    const stored = await t.db.query<{ key_hash: Uint8Array }>(
      'SELECT key_hash FROM staff_api_keys',
    );
    expect(JSON.stringify(stored)).not.toContain(key);
    const listed = json<{ keyId: string; label: string; lastUsedAt: string | null }[]>(
      await call('GET', `/staff/${staffId}/api-keys`, asAdmin()),
    );
    expect(listed).toEqual([expect.objectContaining({ keyId, label: 'ops script' })]);
    expect(listed[0]?.lastUsedAt).not.toBeNull();
    expect(JSON.stringify(listed)).not.toContain(key);

    // Revoked: refused at once, and the trail says who did what.
    expect(
      (await call('POST', `/staff/${staffId}/api-keys/${keyId}/revoke`, asAdmin(), {})).statusCode,
    ).toBe(200);
    expect((await call('GET', '/me', withKey(key))).statusCode).toBe(401);
    const trail = await t.db.query<{ action: string }>(
      "SELECT action FROM staff_audit WHERE action LIKE 'staff.api_key%' ORDER BY id",
    );
    expect(trail.map((r) => r.action)).toEqual(['staff.api_key_issue', 'staff.api_key_revoke']);
  });

  it('stops with its account, is refused to one not enrolled, and is no borrower token', async () => {
    const staffId = await careAccount('bot2@lender.ph');
    const { key } = json<{ key: string }>(
      await call('POST', `/staff/${staffId}/api-keys`, asAdmin(), { label: 'nightly' }),
    );
    expect((await call('GET', '/me', withKey(key))).statusCode).toBe(200);
    await call('POST', `/staff/${staffId}/disable`, asAdmin(), {});
    expect((await call('GET', '/me', withKey(key))).statusCode).toBe(401);

    const invited = json<{ staffId: string }>(
      await call('POST', '/staff', asAdmin(), {
        email: 'new@lender.ph',
        displayName: 'New',
        roles: ['care'],
      }),
    );
    expect(
      json(await call('POST', `/staff/${invited.staffId}/api-keys`, asAdmin(), { label: 'x' })),
    ).toMatchObject({ code: 'FORBIDDEN' });

    // A borrower's token is not a key, and a key opens nothing of the borrower's API.
    const borrower = await signIn(t.app, newPhone());
    expect((await call('GET', '/me', withKey(borrower.token))).statusCode).toBe(401);
    const other = await careAccount('bot3@lender.ph');
    const live = json<{ key: string }>(
      await call('POST', `/staff/${other}/api-keys`, asAdmin(), { label: 'y' }),
    ).key;
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/me', headers: withKey(live) })).statusCode,
    ).toBe(401);
    // Only an administrator issues keys.
    expect(
      (await call('POST', `/staff/${other}/api-keys`, withKey(live), { label: 'z' })).statusCode,
    ).toBe(403);
  });
});

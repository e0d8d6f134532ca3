import { beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { totpCode } from '../../server/lib/totp.ts';
import { json, useTestApp } from './support/harness.ts';
import { SoftPasskey } from './support/passkey.ts';

/*
 * Passkeys as the desk's second factor (docs/desk.md#passkeys): registered at enrolment instead
 * of (or with) the authenticator app, then the sign-in's second step; the server checks the
 * signature, the challenge, the origin, user verification and the counter.
 */
const t = useTestApp();
const ORIGIN = 'http://localhost:80';
const PASSWORD = 'ilog-sa-bundok-2026';

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/desk${url}`,
    payload: payload as object,
    headers: { origin: ORIGIN, ...headers },
  });

const cookieOf = (response: LightMyRequestResponse) =>
  (response.cookies as { name: string; value: string }[]).find((c) => c.name === 'sulong_desk')
    ?.value;

let adminId = '';

/** An account enrolled with this passkey only (the first one is the administrator). */
async function enrolWithPasskey(email: string, passkey: SoftPasskey, roles = ['care']) {
  const created = await t.app.services.staff.createStaff({
    email,
    displayName: email.split('@')[0] as string,
    roles: adminId ? roles : ['admin'],
    by: adminId
      ? { staffId: adminId, email: 'x', displayName: 'x', roles: ['admin'], sessionId: null }
      : null,
  });
  if (!adminId) adminId = created.staffId;
  const started = json<{ passkeyOptions: { challenge: string; rp: { id: string } } }>(
    await post('/auth/enrolment/start', { token: created.enrolmentToken }),
  );
  expect(started.passkeyOptions.rp.id).toBe('localhost');
  const finished = await post('/auth/enrolment/finish', {
    token: created.enrolmentToken,
    password: PASSWORD,
    passkey: passkey.register(started.passkeyOptions),
  });
  expect(finished.statusCode).toBe(200);
  return created;
}

async function passwordStep(email: string) {
  return json<{
    challengeToken: string;
    factors: string[];
    passkeyOptions?: { challenge: string; allowCredentials: { id: string }[] };
  }>(await post('/auth/sign-in', { email, password: PASSWORD }));
}

// The administrator whose desk makes the other accounts, enrolled with a passkey of their own.
beforeAll(async () => {
  await enrolWithPasskey('admin@lender.ph', new SoftPasskey(ORIGIN));
});

describe('passkeys on the desk (docs/desk.md#passkeys)', () => {
  it('enrols with a passkey alone and signs in with it', async () => {
    const passkey = new SoftPasskey(ORIGIN);
    await enrolWithPasskey('ana@lender.ph', passkey);
    const step = await passwordStep('ana@lender.ph');
    expect(step.factors).toEqual(['passkey']);
    expect(step.passkeyOptions?.allowCredentials.map((c) => c.id)).toEqual([passkey.id]);
    const signedIn = await post('/auth/sign-in/passkey', {
      challengeToken: step.challengeToken,
      response: passkey.authenticate(step.passkeyOptions as { challenge: string }),
    });
    expect(signedIn.statusCode).toBe(200);
    const cookie = cookieOf(signedIn) as string;
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/desk/me',
      headers: { cookie: `sulong_desk=${cookie}` },
    });
    expect(json(me)).toMatchObject({ email: 'ana@lender.ph', roles: ['care'] });
    // No authenticator app on this account: a code opens nothing.
    const again = await passwordStep('ana@lender.ph');
    expect(
      json(
        await post('/auth/sign-in/totp', { challengeToken: again.challengeToken, code: '123456' }),
      ),
    ).toMatchObject({ code: 'WRONG_CODE' });
  });

  it('refuses another site’s passkey, a used challenge, no user verification and a copied key', async () => {
    const passkey = new SoftPasskey(ORIGIN);
    await enrolWithPasskey('ben@lender.ph', passkey);
    const refused = async (answer: (options: { challenge: string }) => unknown) => {
      const step = await passwordStep('ben@lender.ph');
      const response = await post('/auth/sign-in/passkey', {
        challengeToken: step.challengeToken,
        response: answer(step.passkeyOptions as { challenge: string }),
      });
      return `${response.statusCode} ${json<{ code?: string }>(response).code}`;
    };
    // The same key, but signing for a page of another origin (a phishing site).
    const phished = new SoftPasskey('https://lender-ph.example');
    Object.assign(phished, {
      credentialId: passkey.credentialId,
      keys: (passkey as unknown as { keys: unknown }).keys,
    });
    expect(await refused((o) => phished.authenticate(o))).toBe('400 WRONG_CODE');
    // Signed without the device's PIN or biometrics.
    expect(await refused((o) => passkey.authenticate(o, { verified: false }))).toBe(
      '400 WRONG_CODE',
    );
    // The right answer opens, and the server keeps the counter it reached.
    passkey.count = 10;
    const step = await passwordStep('ben@lender.ph');
    const answer = passkey.authenticate(step.passkeyOptions as { challenge: string });
    const ok = await post('/auth/sign-in/passkey', {
      challengeToken: step.challengeToken,
      response: answer,
    });
    expect(ok.statusCode).toBe(200);
    // A copy of the key made before: its counter is behind the one the server saw.
    const copy = Object.assign(Object.create(Object.getPrototypeOf(passkey)), passkey, {
      count: 3,
    }) as SoftPasskey;
    expect(await refused((o) => copy.authenticate(o))).toBe('400 WRONG_CODE');
    // The same answer again: its challenge is used.
    const replay = await post('/auth/sign-in/passkey', {
      challengeToken: step.challengeToken,
      response: answer,
    });
    expect(json(replay)).toMatchObject({ code: 'CODE_EXPIRED' });
  });

  it('refuses another account’s passkey and another port of the same host', async () => {
    const mine = new SoftPasskey(ORIGIN);
    const theirs = new SoftPasskey(ORIGIN);
    await enrolWithPasskey('eli@lender.ph', mine);
    await enrolWithPasskey('fay@lender.ph', theirs);
    const step = await passwordStep('eli@lender.ph');
    const options = step.passkeyOptions as { challenge: string };
    // Fay's passkey, signing Eli's challenge: not one of Eli's.
    expect(
      json(
        await post('/auth/sign-in/passkey', {
          challengeToken: step.challengeToken,
          response: theirs.authenticate(options),
        }),
      ),
    ).toMatchObject({ code: 'WRONG_CODE' });
    // Eli's own key, but the answer names another origin of the same host (same relying party).
    const otherPort = Object.assign(Object.create(Object.getPrototypeOf(mine)), mine, {
      origin: 'http://localhost:8080',
    }) as SoftPasskey;
    expect(
      json(
        await post('/auth/sign-in/passkey', {
          challengeToken: step.challengeToken,
          response: otherPort.authenticate(options),
        }),
      ),
    ).toMatchObject({ code: 'WRONG_CODE' });
    // The right one still opens with the same challenge.
    const ok = await post('/auth/sign-in/passkey', {
      challengeToken: step.challengeToken,
      response: mine.authenticate(options),
    });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses a registration without user verification or with a credential id already known', async () => {
    const admin = {
      staffId: adminId,
      email: 'x',
      displayName: 'x',
      roles: ['admin' as const],
      sessionId: null,
    };
    const created = await t.app.services.staff.createStaff({
      email: 'gus@lender.ph',
      displayName: 'Gus',
      roles: ['finance'],
      by: admin,
    });
    const start = async () =>
      json<{ passkeyOptions: { challenge: string }; totpSecret: string }>(
        await post('/auth/enrolment/start', { token: created.enrolmentToken }),
      );
    const passkey = new SoftPasskey(ORIGIN);
    const finish = (body: Record<string, unknown>) =>
      post('/auth/enrolment/finish', {
        token: created.enrolmentToken,
        password: PASSWORD,
        ...body,
      });
    // Registered without the device's PIN or biometrics.
    const unverified = await start();
    const noUv = passkey.register(unverified.passkeyOptions, { verified: false });
    expect(json(await finish({ passkey: noUv }))).toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'passkey',
    });
    // An answer to the challenge of an earlier opening of the page.
    const earlier = await start();
    await start();
    expect(json(await finish({ passkey: passkey.register(earlier.passkeyOptions) }))).toMatchObject(
      {
        code: 'VALIDATION_FAILED',
        field: 'passkey',
      },
    );
    // A credential id the desk already knows (the administrator's, from their sign-in options).
    const known = (await passwordStep('ana@lender.ph')).passkeyOptions?.allowCredentials[0]
      ?.id as string;
    const copycat = Object.assign(Object.create(Object.getPrototypeOf(passkey)), passkey, {
      credentialId: Buffer.from(known, 'base64url'),
    }) as SoftPasskey;
    const latest = await start();
    expect(json(await finish({ passkey: copycat.register(latest.passkeyOptions) }))).toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'passkey',
    });
    // Both factors at once: a passkey and the app's code.
    const both = await finish({
      passkey: passkey.register(latest.passkeyOptions),
      totpCode: totpCode(latest.totpSecret, t.clock.now()),
    });
    expect(both.statusCode).toBe(200);
    expect((await passwordStep('gus@lender.ph')).factors).toEqual(['passkey', 'totp']);
  });

  it('drops the passkeys when an administrator resets the account', async () => {
    const passkey = new SoftPasskey(ORIGIN);
    const created = await enrolWithPasskey('cy@lender.ph', passkey);
    const link = await t.app.services.staff.newEnrolmentLink(
      { staffId: adminId, email: 'x', displayName: 'x', roles: ['admin'], sessionId: null },
      created.staffId,
    );
    const started = json<{ totpSecret: string }>(
      await post('/auth/enrolment/start', { token: link.enrolmentToken }),
    );
    await post('/auth/enrolment/finish', {
      token: link.enrolmentToken,
      password: PASSWORD,
      totpCode: totpCode(started.totpSecret, t.clock.now()),
    });
    const step = await passwordStep('cy@lender.ph');
    expect(step.factors).toEqual(['totp']);
    expect(step.passkeyOptions).toBeUndefined();
  });

  it('asks for a second factor at enrolment', async () => {
    const created = await t.app.services.staff.createStaff({
      email: 'dee@lender.ph',
      displayName: 'Dee',
      roles: ['care'],
      by: { staffId: adminId, email: 'x', displayName: 'x', roles: ['admin'], sessionId: null },
    });
    await post('/auth/enrolment/start', { token: created.enrolmentToken });
    const none = await post('/auth/enrolment/finish', {
      token: created.enrolmentToken,
      password: PASSWORD,
    });
    expect(json(none)).toMatchObject({ code: 'VALIDATION_FAILED', field: 'totpCode' });
  });
});

describe('a passkey added to an enrolled account', () => {
  it('takes the password again, works at the next sign-in, and is in the audit trail', async () => {
    const first = new SoftPasskey(ORIGIN);
    const created = await enrolWithPasskey('cora@lender.ph', first);
    const step = await passwordStep('cora@lender.ph');
    const signedIn = await post('/auth/sign-in/passkey', {
      challengeToken: step.challengeToken,
      response: first.authenticate(step.passkeyOptions as { challenge: string }),
    });
    const cookie = { cookie: `sulong_desk=${cookieOf(signedIn) as string}` };

    const options = json<{
      passkeyOptions: { challenge: string; excludeCredentials: { id: string }[] };
    }>(await post('/me/passkeys/options', {}, cookie)).passkeyOptions;
    // The passkey it has already is not made twice.
    expect(options.excludeCredentials.map((c) => c.id)).toEqual([first.id]);
    const second = new SoftPasskey(ORIGIN);
    const wrong = await post(
      '/me/passkeys',
      { password: 'not-the-password-2026', passkey: second.register(options) },
      cookie,
    );
    expect(json(wrong)).toMatchObject({ code: 'VALIDATION_FAILED', field: 'password' });
    // The challenge is still there after a wrong password; once answered it is gone.
    const added = await post(
      '/me/passkeys',
      { password: PASSWORD, passkey: second.register(options) },
      cookie,
    );
    expect(added.statusCode, added.body).toBe(200);
    const replayed = await post(
      '/me/passkeys',
      { password: PASSWORD, passkey: new SoftPasskey(ORIGIN).register(options) },
      cookie,
    );
    expect(json(replayed)).toMatchObject({ code: 'VALIDATION_FAILED', field: 'passkey' });

    const next = await passwordStep('cora@lender.ph');
    expect(next.passkeyOptions?.allowCredentials.map((c) => c.id).sort()).toEqual(
      [first.id, second.id].sort(),
    );
    const withSecond = await post('/auth/sign-in/passkey', {
      challengeToken: next.challengeToken,
      response: second.authenticate(next.passkeyOptions as { challenge: string }),
    });
    expect(withSecond.statusCode).toBe(200);
    const trail = await t.db.query<{ action: string }>(
      `SELECT action FROM staff_audit WHERE record_type = 'staff' AND record_id = $1
          AND action LIKE 'staff.passkey%' ORDER BY id`,
      [created.staffId],
    );
    expect(trail.map((e) => e.action)).toEqual(['staff.passkey_add_failed', 'staff.passkey_add']);
  });
});

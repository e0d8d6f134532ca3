import { beforeAll, describe, expect, it } from 'vitest';
import { readOperations } from '../../scripts/fuzz/run.ts';
import type { Operation } from '../../scripts/fuzz/operations.ts';
import { totpCode } from '../../server/lib/totp.ts';
import { siteOf } from '../../server/services/desk/passkeys.ts';
import { STAFF_ROLE_NAMES } from '../../contract/desk/roles.ts';
import type { StaffRoleName } from '../../contract/desk/roles.ts';
import { staffWithKey } from './support/desk-staff.ts';
import { newPhone, useTestApp } from './support/harness.ts';
import { signIn } from './support/sign-in.ts';

/*
 * The desk's permission matrix (issue 25 §3, docs/desk.md#roles): every desk endpoint of the
 * OpenAPI document × every role, a borrower's token, no credentials, a disabled account's key and
 * an expired session. Each endpoint says here, independently of the server's tables, which roles
 * may call it; a role not listed gets 403 before its input is even read, one listed anything but
 * 401 and 403. A new endpoint fails this test until it is declared below.
 */

/**
 * public: no credentials; anyStaff: any signed-in staff member; sessionOnly: a person on the desk
 * page, never an API key (adding one's own passkey); otherwise the roles that may.
 */
type Access = 'public' | 'anyStaff' | 'sessionOnly' | readonly StaffRoleName[];

const MATRIX: Record<string, Access> = {
  'POST /api/desk/auth/enrolment/start': 'public',
  'POST /api/desk/auth/enrolment/finish': 'public',
  'POST /api/desk/auth/sign-in': 'public',
  'POST /api/desk/auth/sign-in/totp': 'public',
  'POST /api/desk/auth/sign-in/passkey': 'public',
  'POST /api/desk/bootstrap/staff': 'public',
  'GET /api/desk/me': 'anyStaff',
  'POST /api/desk/me/passkeys/options': 'sessionOnly',
  'POST /api/desk/me/passkeys': 'sessionOnly',
  'POST /api/desk/auth/sign-out': 'anyStaff',
  'POST /api/desk/auth/sign-out-everywhere': 'anyStaff',
  'GET /api/desk/today': 'anyStaff',
  'POST /api/desk/sandbox/orders/{orderNo}/age': 'anyStaff',
  'POST /api/desk/sandbox/references/{reference}/pay': 'anyStaff',
  'GET /api/desk/staff': ['admin'],
  'POST /api/desk/staff': ['admin'],
  'POST /api/desk/staff/{staffId}/enrolment-link': ['admin'],
  'POST /api/desk/staff/{staffId}/disable': ['admin'],
  'GET /api/desk/staff/{staffId}/api-keys': ['admin'],
  'POST /api/desk/staff/{staffId}/api-keys': ['admin'],
  'POST /api/desk/staff/{staffId}/api-keys/{keyId}/revoke': ['admin'],
  'PUT /api/desk/staff/{staffId}/roles': ['admin'],
  'GET /api/desk/audit': ['admin'],
  'GET /api/desk/jobs/failed': ['admin'],
  'POST /api/desk/jobs/{jobId}/retry': ['admin'],
  'POST /api/desk/jobs/{jobId}/dismiss': ['admin'],
  'POST /api/desk/orders/{orderNo}/cancel': ['care', 'finance'],
  'POST /api/desk/orders/{orderNo}/principal-returned': ['finance'],
  'POST /api/desk/coupons': ['care'],
  'GET /api/desk/tickets': ['care'],
  'GET /api/desk/tickets/{ticketNo}': ['care'],
  'GET /api/desk/tickets/{ticketNo}/screenshot': ['care'],
  'POST /api/desk/tickets/{ticketNo}/progress': ['care'],
  'POST /api/desk/tickets/{ticketNo}/answer': ['care'],
  'POST /api/desk/tickets/{ticketNo}/close': ['care'],
  'GET /api/desk/reviews': ['reviewer'],
  'GET /api/desk/reviews/{applicationId}': ['reviewer'],
  'POST /api/desk/reviews/{applicationId}/reveal': ['reviewer'],
  'POST /api/desk/reviews/{applicationId}/photos/{kind}': ['reviewer'],
  'POST /api/desk/reviews/{applicationId}/decision': ['reviewer'],
  'GET /api/desk/settings': ['admin'],
  'GET /api/desk/borrowers': ['reviewer', 'collections', 'finance', 'care'],
  'GET /api/desk/borrowers/{customerId}': ['reviewer', 'collections', 'finance', 'care'],
  'PUT /api/desk/settings/application-review': ['admin'],
  'GET /api/desk/payouts': ['finance'],
  'GET /api/desk/payouts/{orderNo}': ['finance'],
  'POST /api/desk/payouts/{orderNo}/release': ['finance'],
  'POST /api/desk/payouts/{orderNo}/retry': ['finance'],
  'POST /api/desk/payouts/{orderNo}/invalid-account': ['finance'],
  'POST /api/desk/payouts/{orderNo}/check-again': ['finance'],
  'GET /api/desk/requests': ['finance'],
  'POST /api/desk/requests/{requestId}/approve': ['finance'],
  'POST /api/desk/requests/{requestId}/reject': ['finance'],
  'POST /api/desk/requests/{requestId}/withdraw': ['finance'],
  'GET /api/desk/collections': ['collections'],
  'GET /api/desk/collections/export': ['collections'],
  'POST /api/desk/collections/export/full': ['collections'],
  'GET /api/desk/collections/{orderNo}': ['collections'],
  'POST /api/desk/collections/{orderNo}/contacts': ['collections'],
};

/** Path values that name nothing: an allowed call is refused as unknown, and changes nothing. */
const NOBODY: Record<string, string> = {
  orderNo: 'SC000000NOSUCH',
  reference: '000000000000',
  staffId: '999999999',
  keyId: '999999999',
  jobId: '999999999',
  ticketNo: 'FB20260310AAAAAA',
  applicationId: '00000000-0000-4000-8000-000000000000',
  requestId: '00000000-0000-4000-8000-000000000000',
  customerId: 'c_NOSUCHCUSTOMER',
  kind: 'face',
};

const t = useTestApp();
const keys = {} as Record<StaffRoleName, string>;
let disabledKey = '';
let borrowerToken = '';
let expiredCookie = '';
let operations: Operation[] = [];

const key = (operation: Operation) => `${operation.method} ${operation.path}`;
const urlOf = (operation: Operation) =>
  operation.path.replace(/\{(\w+)\}/g, (_, name: string) => NOBODY[name] ?? 'x');

/** A body of the wrong type: a role without the permission is refused before it is read. */
const send = (operation: Operation, headers: Record<string, string>) =>
  t.app.inject({
    method: operation.method as 'GET' | 'POST' | 'PUT',
    url: urlOf(operation),
    headers: { ...headers, ...(operation.method === 'GET' ? {} : { 'content-type': 'text/csv' }) },
    ...(operation.method === 'GET' ? {} : { payload: 'a,b' }),
  });

beforeAll(async () => {
  for (const role of STAFF_ROLE_NAMES) keys[role] = (await staffWithKey(t, [role])).key;
  const disabled = await staffWithKey(t, ['care', 'finance', 'admin']);
  disabledKey = disabled.key;
  const admin = await staffWithKey(t, ['admin']);
  await t.app.services.staff.disableStaff(admin.staff, disabled.staff.staffId);
  borrowerToken = (await signIn(t.app, newPhone())).token;

  // A session 31 idle minutes old: over.
  const site = siteOf('http://localhost:80');
  const staff = t.app.services.staff;
  const created = await staff.createStaff({
    email: `expired-${process.pid}@lender.example`,
    displayName: 'Expired',
    roles: ['care'],
    by: admin.staff,
  });
  const { totpSecret } = await staff.startEnrolment(created.enrolmentToken, site);
  const password = 'lumang-sesyon-sa-mesa-2026';
  await staff.finishEnrolment(
    { token: created.enrolmentToken, password, totpCode: totpCode(totpSecret, t.clock.now()) },
    site,
  );
  t.clock.advance(30);
  const first = await staff.signInWithPassword(
    { email: `expired-${process.pid}@lender.example`, password },
    site,
  );
  const { sessionToken } = await staff.signInWithTotp({
    challengeToken: first.challengeToken,
    code: totpCode(totpSecret, t.clock.now()),
    userAgent: null,
  });
  expiredCookie = `sulong_desk=${sessionToken}`;
  t.clock.advance(31 * 60);

  operations = (await readOperations(t)).filter((o) => o.path.startsWith('/api/desk/'));
});

describe('the desk permission matrix', () => {
  it('declares every desk endpoint, and nothing that is not one', () => {
    expect(operations.map(key).sort()).toEqual(Object.keys(MATRIX).sort());
  });

  it('lets each role call exactly the endpoints its work needs', async () => {
    let allowed = 0;
    let refused = 0;
    for (const operation of operations) {
      const access = MATRIX[key(operation)]!;
      if (access === 'public') continue;
      for (const role of STAFF_ROLE_NAMES) {
        const response = await send(operation, { authorization: `Bearer ${keys[role]}` });
        // Every call here carries an API key: sessionOnly refuses them all.
        const may = access === 'anyStaff' || (access !== 'sessionOnly' && access.includes(role));
        const what = `${role} → ${key(operation)}: ${response.statusCode} ${response.body}`;
        if (may) {
          // Reached: past the session and the permission, to the route's own answer.
          expect([401, 403], what).not.toContain(response.statusCode);
          expect(response.statusCode, what).toBeLessThan(500);
          expect(response.body, what).not.toMatch(/No route for/);
          allowed += 1;
        } else {
          expect(response.statusCode, what).toBe(403);
          expect(response.json(), what).toMatchObject({ code: 'FORBIDDEN' });
          refused += 1;
        }
      }
    }
    // Printed for the closing note: how many pairs each way.
    console.info(`desk permission matrix: ${allowed} allowed, ${refused} refused`);
  });

  it('refuses a borrower, nobody, a disabled account and an expired session everywhere', async () => {
    for (const operation of operations) {
      if (MATRIX[key(operation)] === 'public') continue;
      const origin = { origin: 'http://localhost:80' };
      for (const [who, headers] of [
        ['borrower', { authorization: `Bearer ${borrowerToken}` }],
        ['nobody', {}],
        ['nobody from the desk page', origin],
        ['disabled account', { authorization: `Bearer ${disabledKey}` }],
        ['expired session', { cookie: expiredCookie, ...origin }],
      ] as const) {
        const response = await send(operation, headers);
        const what = `${who} → ${key(operation)}: ${response.statusCode}`;
        // 401 where credentials are missing or dead; 403 for a change sent without the desk's
        // Origin (the cookie's second lock), before any credential is read.
        expect(who === 'nobody' && operation.method !== 'GET' ? 403 : 401, what).toBe(
          response.statusCode,
        );
      }
    }
  });
});

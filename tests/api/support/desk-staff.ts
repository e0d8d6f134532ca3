import type { StaffRole } from '../../../server/domain/desk/roles.ts';
import { totpCode } from '../../../server/lib/totp.ts';
import { siteOf } from '../../../server/services/desk/passkeys.ts';
import type { StaffActor } from '../../../server/services/desk/staff-service.ts';
import type { TestApp } from './harness.ts';

const SITE = siteOf('http://localhost:80');
const PASSWORD = 'isang-mahabang-lakad-2026';
let counter = 0;

/** The first administrator (from the command line's path), or the one the database already has. */
async function administrator(t: Pick<TestApp, 'app' | 'clock'>): Promise<StaffActor> {
  const { staff } = t.app.services;
  const existing = (await staff.listStaff()).find(
    (s) => s.status === 'active' && s.roles.includes('admin'),
  );
  if (existing) return actorOf(existing.id, existing.email, ['admin']);
  return enrolled(t, ['admin'], null);
}

const actorOf = (staffId: string, email: string, roles: StaffRole[]): StaffActor => ({
  staffId,
  email,
  displayName: email.split('@')[0]!,
  roles,
  sessionId: null,
});

/** A new account with `roles`, enrolled with the app's code (no session opened). */
async function enrolled(
  t: Pick<TestApp, 'app' | 'clock'>,
  roles: StaffRole[],
  by: StaffActor | null,
): Promise<StaffActor> {
  const { staff } = t.app.services;
  counter += 1;
  const email = `${roles.join('-')}-${process.pid}-${counter}@lender.example`;
  const created = await staff.createStaff({ email, displayName: `Staff ${counter}`, roles, by });
  const { totpSecret } = await staff.startEnrolment(created.enrolmentToken, SITE);
  await staff.finishEnrolment(
    {
      token: created.enrolmentToken,
      password: PASSWORD,
      totpCode: totpCode(totpSecret, t.clock.now()),
    },
    SITE,
  );
  return actorOf(created.staffId, email, roles);
}

/**
 * A named staff member holding `roles` and an API key acting as them (docs/desk.md#api-keys): what
 * `npm run ops` and the tests' operator calls send as their bearer token.
 */
export async function staffWithKey(
  t: Pick<TestApp, 'app' | 'clock'>,
  roles: StaffRole[],
): Promise<{ staff: StaffActor; key: string }> {
  const admin = await administrator(t);
  const staff = await enrolled(t, roles, admin);
  const { key } = await t.app.services.staffApiKeys.issue(admin, staff.staffId, 'tests');
  return { staff, key };
}

/**
 * A named staff member holding `roles`, signed in on the desk page as a person (password and
 * code): the headers of their session's requests, the Origin a browser would send included.
 */
export async function staffWithSession(
  t: Pick<TestApp, 'app' | 'clock'>,
  roles: StaffRole[],
): Promise<{ staff: StaffActor; headers: Record<string, string> }> {
  const admin = await administrator(t);
  const { staff: service } = t.app.services;
  counter += 1;
  const email = `${roles.join('-')}-session-${process.pid}-${counter}@lender.example`;
  const created = await service.createStaff({
    email,
    displayName: `Staff ${counter}`,
    roles,
    by: admin,
  });
  const { totpSecret } = await service.startEnrolment(created.enrolmentToken, SITE);
  await service.finishEnrolment(
    {
      token: created.enrolmentToken,
      password: PASSWORD,
      totpCode: totpCode(totpSecret, t.clock.now()),
    },
    SITE,
  );
  // The next 30-second step: the enrolment's code is not taken twice.
  t.clock.advance(30);
  const first = await service.signInWithPassword({ email, password: PASSWORD }, SITE);
  const { sessionToken } = await service.signInWithTotp({
    challengeToken: first.challengeToken,
    code: totpCode(totpSecret, t.clock.now()),
    userAgent: null,
  });
  return {
    staff: actorOf(created.staffId, email, roles),
    headers: { cookie: `sulong_desk=${sessionToken}`, origin: 'http://localhost:80' },
  };
}

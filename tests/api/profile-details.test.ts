import { describe, expect, it } from 'vitest';
import type { ProfileView } from '../../contract/profile/api.ts';
import { newPhone, useTestApp } from './support/harness.ts';
import {
  VALID,
  completeProfile,
  getProfile,
  putSection,
  submit,
} from './support/profile-fixtures.ts';
import { bearer, signIn } from './support/sign-in.ts';
import { testLogStream } from './support/test-logs.ts';

/** The app's log lines, read by the test that checks the new e-mail and address never reach them. */
const logLines: string[] = [];
const t = useTestApp({
  env: { JOBS_ENABLED: 'false', LOG_LEVEL: 'debug' },
  logStream: {
    write: (line) => {
      logLines.push(line);
      testLogStream()?.write(line);
    },
  },
});

/** Makati City, Bel-Air: another city and barangay than the fixtures' Caloocan. */
const MOVED = {
  email: ' Maria.Santos@Example.org ',
  provinceCode: '1300000000',
  cityCode: '1380300000',
  barangayCode: '1380300002',
  postalCode: '1209',
  address: 'Unit 7B, 45 Jupiter Street',
};

const change = (token: string | null, body: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/profile/details',
    headers: token ? bearer(token) : {},
    payload: body as Record<string, unknown>,
  });

const history = (customerId: string) =>
  t.db.query<{ section: string; reason: string; data: Record<string, unknown>; session: string }>(
    `SELECT section, reason, data, replaced_by_session::text AS session
       FROM profile_section_history WHERE customer_id = $1 ORDER BY section`,
    [customerId],
  );

/** A borrower whose application is approved (the sandbox scorecard approves the fixtures). */
async function approvedBorrower() {
  const borrower = await signIn(t.app, newPhone());
  await completeProfile(t.app, borrower.token);
  expect((await submit(t.app, borrower.token)).statusCode).toBe(200);
  t.clock.advance(5);
  await t.app.jobs.runDueJobs();
  expect((await getProfile(t.app, borrower.token)).status).toBe('approved');
  return borrower;
}

describe('PUT /api/profile/details', () => {
  it('needs a session', async () => {
    const response = await change(null, MOVED);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('changes the e-mail and address after approval, keeping what it replaced', async () => {
    const { token, customerId } = await approvedBorrower();
    logLines.length = 0;
    const response = await change(token, MOVED);
    expect(response.statusCode, response.body).toBe(200);
    const view = response.json<ProfileView>();
    expect(view.status).toBe('approved');
    // Stored as the application stores it: trimmed, the e-mail in lower case.
    expect(view.sections.basic2).toEqual({
      email: 'maria.santos@example.org',
      whatsapp: '09171234567',
      viber: '',
    });
    expect(view.sections.address).toEqual({ ...MOVED, email: undefined });
    expect(await getProfile(t.app, token)).toMatchObject({ sections: view.sections });

    const replaced = await history(customerId);
    expect(replaced.map(({ section, reason }) => [section, reason])).toEqual([
      ['address', 'edit'],
      ['basic2', 'edit'],
    ]);
    expect(replaced[0]!.data).toMatchObject({ barangayCode: VALID.address.barangayCode });
    expect(replaced[1]!.data).toMatchObject({ email: 'maria.delacruz@example.com' });
    expect(replaced.every((row) => row.session === replaced[0]!.session)).toBe(true);
    expect(replaced[0]!.session).toMatch(/^\d+$/);

    // The same details again change nothing and keep no copy.
    expect((await change(token, MOVED)).statusCode).toBe(200);
    expect(await history(customerId)).toHaveLength(2);
    // Only the e-mail: only the contact details are replaced.
    expect((await change(token, { ...MOVED, email: 'maria@example.org' })).statusCode).toBe(200);
    expect((await history(customerId)).map((row) => row.section)).toEqual([
      'address',
      'basic2',
      'basic2',
    ]);

    // Personal data never reaches the logs (docs/security.md#what-logs-may-hold).
    expect(logLines.some((line) => line.includes('/api/profile/details'))).toBe(true);
    for (const line of logLines) {
      for (const value of ['maria.santos', 'maria@example.org', 'Jupiter Street', '1380300002']) {
        expect(line.toLowerCase()).not.toContain(value.toLowerCase());
      }
    }
  });

  it('checks every field as the application does, and stores nothing refused', async () => {
    const { token, customerId } = await approvedBorrower();
    const refused = async (body: object, field: string, message: string) => {
      const response = await change(token, { ...MOVED, ...body });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'VALIDATION_FAILED', message, field });
    };
    await refused({ email: 'maria@' }, 'email', 'validation.email.format');
    await refused({ email: '' }, 'email', 'validation.email.required');
    await refused({ postalCode: '12345' }, 'postalCode', 'validation.postalCode.format');
    await refused({ address: 'ab' }, 'address', 'validation.address.format');
    // A barangay of another city (Caloocan's, under Makati).
    await refused({ barangayCode: '1380100001' }, 'barangayCode', 'validation.barangay.required');
    const bad = await change(token, [MOVED]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED' });

    expect((await getProfile(t.app, token)).sections.address).toMatchObject({
      barangayCode: VALID.address.barangayCode,
    });
    expect(await history(customerId)).toEqual([]);
  });

  it('changes only the caller’s profile, whatever the body names', async () => {
    const owner = await approvedBorrower();
    const other = await approvedBorrower();
    const response = await change(other.token, { ...MOVED, customerId: owner.publicId });
    expect(response.statusCode).toBe(200);
    expect((await getProfile(t.app, other.token)).sections.address).toMatchObject({
      cityCode: MOVED.cityCode,
    });
    expect((await getProfile(t.app, owner.token)).sections).toMatchObject({
      basic2: { email: 'maria.delacruz@example.com' },
      address: { cityCode: VALID.address.cityCode },
    });
    expect(await history(owner.customerId)).toEqual([]);
  });

  it('waits while an application is under review', async () => {
    const { token, customerId } = await signIn(t.app, newPhone());
    await completeProfile(t.app, token);
    expect((await submit(t.app, token)).statusCode).toBe(200);
    const response = await change(token, MOVED);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'APPLICATION_UNDER_REVIEW' });
    expect((await getProfile(t.app, token)).sections.address).toMatchObject({
      cityCode: VALID.address.cityCode,
    });
    expect(await history(customerId)).toEqual([]);
  });

  it('sends a borrower who never saved those sections to the application', async () => {
    const { token } = await signIn(t.app, newPhone());
    const first = await change(token, MOVED);
    expect(first.statusCode).toBe(409);
    expect(first.json()).toMatchObject({ code: 'PROFILE_INCOMPLETE', field: 'basic2' });
    await putSection(t.app, token, 'basic2', VALID.basic2);
    expect((await change(token, MOVED)).json()).toMatchObject({
      code: 'PROFILE_INCOMPLETE',
      field: 'address',
    });
    // Before applying, nothing is kept: it is the same as saving the sections.
    await putSection(t.app, token, 'address', VALID.address);
    expect((await change(token, MOVED)).statusCode).toBe(200);
  });
});

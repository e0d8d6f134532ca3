import { beforeAll, describe, expect, it } from 'vitest';
import type { Timeline } from '../../contract/desk/borrowers.ts';
import { staffWithKey } from './support/desk-staff.ts';
import { newPhone, useTestApp } from './support/harness.ts';
import { completeProfile, submit } from './support/profile-fixtures.ts';
import { signIn } from './support/sign-in.ts';

/*
 * The borrower desk (docs/desk.md#borrowers): a borrower found by customer id or mobile, masked,
 * and their timeline; the search is logged by what it searched by, never the number typed.
 */
const t = useTestApp({ env: { JOBS_ENABLED: 'false' } });
let care = '';

beforeAll(async () => {
  care = (await staffWithKey(t, ['care'])).key;
});

const get = (url: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/desk${url}`,
    headers: { authorization: `Bearer ${care}` },
  });

describe('the borrower desk', () => {
  it('finds a borrower by mobile or customer id, masked, and shows their timeline', async () => {
    const phone = newPhone();
    const borrower = await signIn(t.app, phone);
    await completeProfile(t.app, borrower.token);
    await submit(t.app, borrower.token);
    t.clock.advance(5);
    await t.app.jobs.runDueJobs();

    const local = `0${phone.slice(3, 6)} ${phone.slice(6, 9)} ${phone.slice(9)}`;
    const byPhone = await get(`/borrowers?q=${encodeURIComponent(local)}`);
    expect(byPhone.json()).toEqual({
      borrowers: [
        {
          customerId: borrower.publicId,
          initials: 'M. D.',
          phoneMasked: `0917 *** ${phone.slice(-4)}`,
          since: expect.any(String),
        },
      ],
    });
    expect(JSON.stringify(byPhone.json())).not.toContain(phone.slice(3));
    // Any form a mobile is written in, and a customer id in any case.
    for (const q of [
      phone,
      phone.slice(1),
      `0${phone.slice(3)}`,
      borrower.publicId.toLowerCase(),
    ]) {
      expect((await get(`/borrowers?q=${encodeURIComponent(q)}`)).json(), q).toMatchObject({
        borrowers: [{ customerId: borrower.publicId }],
      });
    }
    expect((await get('/borrowers?q=Maria%20Santos')).json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'q',
    });

    const timelineResponse = await get(`/borrowers/${borrower.publicId}`);
    expect(timelineResponse.statusCode, timelineResponse.body).toBe(200);
    const timeline = timelineResponse.json<Timeline>();
    expect(timeline.customer).toMatchObject({ id: borrower.publicId, deleted: false });
    const types = timeline.events.map((e) => e.type);
    expect(types).toContain('applicationSubmitted');
    expect(timeline.events.find((e) => e.type === 'applicationDecided')?.detail).toMatchObject({
      status: 'approved',
      source: 'scorecard',
    });
    expect(types).toContain('message');
    // Newest first; within one instant, the decision after the application it decides.
    const times = timeline.events.map((e) => e.at);
    expect([...times].sort().reverse()).toEqual(times);
    const application = timeline.events.filter((e) => e.type.startsWith('application'));
    expect(application.map((e) => e.type)).toEqual(['applicationDecided', 'applicationSubmitted']);
    expect((await get('/borrowers/c_NOSUCHCUSTOMER')).json()).toMatchObject({ code: 'NOT_FOUND' });

    const trail = await t.db.query<{
      action: string;
      recordId: string | null;
      reason: string | null;
      detail: object;
    }>(
      `SELECT action, record_id AS "recordId", reason, detail FROM staff_audit
        WHERE action LIKE 'borrower.%' ORDER BY id`,
    );
    const found = [borrower.publicId];
    expect(
      trail.map(({ action, recordId, reason, detail }) => [action, recordId, reason, detail]),
    ).toEqual([
      ['borrower.search', null, null, { via: 'apiKey', by: 'phone', found }],
      ['borrower.search', null, null, { via: 'apiKey', by: 'phone', found }],
      ['borrower.search', null, null, { via: 'apiKey', by: 'phone', found }],
      ['borrower.search', null, null, { via: 'apiKey', by: 'phone', found }],
      ['borrower.search', null, null, { via: 'apiKey', by: 'publicId', found }],
      ['borrower.search', null, null, { via: 'apiKey', by: null, found: [] }],
      ['borrower.view', borrower.publicId, null, { via: 'apiKey' }],
    ]);
    // Not the number in any form it was typed in.
    for (const typed of [phone, phone.slice(3), phone.slice(4)])
      expect(JSON.stringify(trail)).not.toContain(typed);
  });
});

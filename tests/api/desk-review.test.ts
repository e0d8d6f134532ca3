import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReviewDetail, ReviewListItem } from '../../contract/desk/review.ts';
import { DEVICE_ID_HEADER } from '../../contract/device-id.ts';
import { addDays, manilaDate } from '../../contract/calendar.ts';
import { staffWithKey } from './support/desk-staff.ts';
import { newPhone, useTestApp } from './support/harness.ts';
import {
  EXPECTED_QUOTA_CENTAVOS,
  VALID,
  completeProfile,
  getProfile,
  putSection,
  submit,
  testJpeg,
  uploadPhoto,
} from './support/profile-fixtures.ts';
import { signIn } from './support/sign-in.ts';

/*
 * The review queue (docs/desk.md#review-queue) under APPLICATION_REVIEW=manual: every application
 * waits for a person, who sees it masked, reveals a value or a photo for a reason, and approves,
 * refuses or asks for a correction; the borrower's side follows exactly as for the scorecard.
 */
const t = useTestApp({ env: { JOBS_ENABLED: 'false', APPLICATION_REVIEW: 'manual' } });
let reviewer = { key: '', staffId: '' };
let care = '';

beforeAll(async () => {
  const r = await staffWithKey(t, ['reviewer']);
  reviewer = { key: r.key, staffId: r.staff.staffId };
  care = (await staffWithKey(t, ['care'])).key;
});

let idCounter = 0;
/** An ID number and payout account of this borrower only, so matches are the test's own. */
const ownIdentity = () => {
  idCounter += 1;
  const digits = String(process.pid * 1000 + idCounter)
    .padStart(12, '0')
    .slice(-12);
  return {
    identity: { idType: 'philsys', idNumber: `9${digits}008` },
    bank: { ...VALID.bank, account: `7${digits}`, confirmAccount: `7${digits}` },
  };
};

const call = (method: 'GET' | 'POST', url: string, body?: unknown, key = reviewer.key) =>
  t.app.inject({
    method,
    url: `/api/desk${url}`,
    headers: { authorization: `Bearer ${key}` },
    ...(body === undefined ? {} : { payload: body as object }),
  });

/** A borrower whose application is now in the queue. */
async function queued(overrides: Record<string, unknown> = ownIdentity(), device?: string) {
  const phone = newPhone();
  const headers: Record<string, string> = device ? { [DEVICE_ID_HEADER]: device } : {};
  const borrower = await signIn(t.app, phone, { headers });
  await completeProfile(t.app, borrower.token, overrides);
  expect((await submit(t.app, borrower.token)).statusCode).toBe(200);
  t.clock.advance(5);
  await t.app.jobs.runDueJobs();
  const profile = await getProfile(t.app, borrower.token);
  return { ...borrower, phone, applicationId: profile.application!.id };
}

const detail = async (id: string) => {
  const response = await call('GET', `/reviews/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ReviewDetail>();
};
const decide = (id: string, body: unknown, key = reviewer.key) =>
  call('POST', `/reviews/${id}/decision`, body, key);
const audit = (recordId: string) =>
  t.db.query<{ action: string; reason: string | null; detail: Record<string, unknown> }>(
    `SELECT action, reason, detail FROM staff_audit WHERE record_id = $1 ORDER BY id`,
    [recordId],
  );
const messages = (customerId: string) =>
  t.db.query<{ kind: string; params: Record<string, unknown> }>(
    `SELECT kind, params FROM messages WHERE customer_id = $1 ORDER BY id`,
    [customerId],
  );

describe('the review queue (manual)', () => {
  it('keeps every application under review for a person, listed masked for reviewers only', async () => {
    const b = await queued();
    const profile = await getProfile(t.app, b.token);
    expect(profile.status).toBe('underReview');
    expect((await messages(b.customerId)).map((m) => m.kind)).not.toContain('applicationApproved');

    expect((await call('GET', '/reviews', undefined, care)).statusCode).toBe(403);
    const list = (await call('GET', '/reviews')).json<{ applications: ReviewListItem[] }>();
    const item = list.applications.find((a) => a.applicationId === b.applicationId);
    expect(item).toMatchObject({
      customerId: b.publicId,
      initials: 'M. D.',
      reasons: ['manual'],
      phoneMasked: `0917 *** ${b.phone.slice(-4)}`,
    });
    expect(JSON.stringify(list)).not.toContain(b.phone.slice(3));
  });

  it('shows an application masked, with the scorecard and the bounds, and logs the look', async () => {
    const b = await queued();
    const d = await detail(b.applicationId);
    const { idNumber } = (
      await t.db.query<{ data: { idNumber: string } }>(
        `SELECT data FROM profile_sections WHERE customer_id = $1 AND section = 'identity'`,
        [b.customerId],
      )
    )[0]!.data;
    expect(d.identity).toEqual({
      idType: 'philsys',
      idNumberMasked: `••••••••••••${idNumber.slice(-4)}`,
      followsRule: true,
    });
    expect(JSON.stringify(d)).not.toContain(idNumber);
    expect(d.person).toMatchObject({
      fullName: 'Maria Santos Dela Cruz',
      emailMasked: 'm•••@example.com',
    });
    expect(d.contacts).toHaveLength(3);
    expect(d.contacts[0]!.phoneMasked).toMatch(/^09\d\d \*\*\* \d{4}$/);
    expect(d.photos.idDocument).not.toBeNull();
    expect(d.photos.face).not.toBeNull();
    expect(d.matches).toEqual([]);
    expect(d.scorecard?.quotaCentavos).toBe(EXPECTED_QUOTA_CENTAVOS);
    expect(d.quotaBounds).toEqual({
      minCentavos: 200_000,
      maxCentavos: EXPECTED_QUOTA_CENTAVOS,
      stepCentavos: 100,
    });
    expect(d.reapply.defaultOn).toBe(addDays(manilaDate(t.clock.now()), 30));
    expect(await audit(b.applicationId)).toEqual([
      { action: 'application.view', reason: null, detail: { via: 'apiKey' } },
    ]);
  });

  it('reveals a full value or a photo only for a typed reason, each in the audit trail', async () => {
    const b = await queued();
    const noReason = await call('POST', `/reviews/${b.applicationId}/reveal`, {
      field: 'idNumber',
      reason: '',
    });
    expect(noReason.statusCode).toBe(400);
    const revealed = await call('POST', `/reviews/${b.applicationId}/reveal`, {
      field: 'idNumber',
      reason: 'Compare with the ID photo',
    });
    expect(revealed.statusCode, revealed.body).toBe(200);
    expect(revealed.headers['cache-control']).toBe('no-store');
    const [stored] = await t.db.query<{ idNumber: string }>(
      `SELECT data ->> 'idNumber' AS "idNumber" FROM profile_sections
        WHERE customer_id = $1 AND section = 'identity'`,
      [b.customerId],
    );
    expect(revealed.json<{ value: string }>().value).toBe(stored!.idNumber);

    const photo = await call('POST', `/reviews/${b.applicationId}/photos/idDocument`, {
      reason: 'Check the ID is readable',
    });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect((await call('POST', `/reviews/${b.applicationId}/photos/face`, {})).statusCode).toBe(
      400,
    );

    expect(await audit(b.applicationId)).toEqual([
      {
        action: 'application.reveal',
        reason: 'Compare with the ID photo',
        detail: { field: 'idNumber', via: 'apiKey' },
      },
      {
        action: 'application.photo_view',
        reason: 'Check the ID is readable',
        detail: { kind: 'idDocument', via: 'apiKey' },
      },
    ]);
  });

  it('asks for a new ID photo; the re-upload goes back to the queue; an approval within the score', async () => {
    const b = await queued();
    expect(
      (await decide(b.applicationId, { decision: 'correct', reason: 'identityPhoto' }, care))
        .statusCode,
    ).toBe(403);
    const asked = await decide(b.applicationId, {
      decision: 'correct',
      reason: 'identityPhoto',
      note: 'Glare over the number',
    });
    expect(asked.json()).toEqual({ applicationId: b.applicationId, status: 'needsCorrection' });
    // Decided once: a second decision finds nothing waiting.
    expect(
      (await decide(b.applicationId, { decision: 'refuse', reason: 'identity' })).json(),
    ).toMatchObject({ code: 'NOT_FOUND' });

    let profile = await getProfile(t.app, b.token);
    expect(profile.status).toBe('needsCorrection');
    expect(profile.application?.correction).toEqual({
      reason: 'identityPhoto',
      section: 'identity',
      field: 'idDocumentPhoto',
    });
    expect(profile.nextSection).toBe('identity');
    expect((await messages(b.customerId)).at(-1)).toMatchObject({
      kind: 'applicationNeedsCorrection',
      params: { reason: 'identityPhoto' },
    });

    t.clock.advance(60);
    expect((await uploadPhoto(t.app, b.token, 'idDocument', testJpeg(1201, 800))).statusCode).toBe(
      200,
    );
    expect((await submit(t.app, b.token)).statusCode).toBe(200);
    t.clock.advance(5);
    await t.app.jobs.runDueJobs();
    profile = await getProfile(t.app, b.token);
    const second = profile.application!.id;
    expect(second).not.toBe(b.applicationId);
    expect(profile.status).toBe('underReview');
    expect((await detail(second)).earlier).toMatchObject([
      { id: b.applicationId, status: 'needsCorrection', correctionReason: 'identityPhoto' },
    ]);

    const tooMuch = await decide(second, {
      decision: 'approve',
      quotaCentavos: EXPECTED_QUOTA_CENTAVOS + 100,
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'quotaCentavos' });
    const approved = await decide(second, { decision: 'approve', quotaCentavos: 500_000 });
    expect(approved.json()).toEqual({ applicationId: second, status: 'approved' });
    profile = await getProfile(t.app, b.token);
    expect(profile.status).toBe('approved');
    expect(profile.application?.quotaCentavos).toBe(500_000);
    const [row] = await t.db.query<{ source: string; by: string }>(
      `SELECT decision_source AS source, decided_by::text AS by FROM applications WHERE id = $1`,
      [second],
    );
    expect(row).toEqual({ source: 'staff', by: reviewer.staffId });
    expect((await messages(b.customerId)).map((m) => m.kind)).toContain('applicationApproved');
    expect((await audit(second)).map((e) => [e.action, e.detail.decision])).toEqual([
      ['application.view', undefined],
      ['application.decide', 'approved'],
    ]);
    expect((await audit(b.applicationId)).at(-1)?.detail).toMatchObject({
      decision: 'needsCorrection',
      reason: 'identityPhoto',
      note: 'Glare over the number',
    });
  });

  it('asks for a new face photo: the face step is open until a new one is uploaded', async () => {
    const b = await queued();
    await decide(b.applicationId, { decision: 'correct', reason: 'facePhoto' });
    let profile = await getProfile(t.app, b.token);
    expect(profile.application?.correction).toEqual({
      reason: 'facePhoto',
      section: 'face',
      field: 'facePhoto',
    });
    expect(profile.nextSection).toBe('face');
    expect((await submit(t.app, b.token)).json()).toMatchObject({ code: 'PROFILE_INCOMPLETE' });
    t.clock.advance(60);
    await uploadPhoto(t.app, b.token, 'face', testJpeg(641, 800));
    profile = await getProfile(t.app, b.token);
    expect(profile.nextSection).toBeNull();
    expect((await submit(t.app, b.token)).statusCode).toBe(200);
  });

  it('asks to correct the payout account: the bank step is open until it is saved again', async () => {
    const own = ownIdentity();
    const b = await queued(own);
    await decide(b.applicationId, { decision: 'correct', reason: 'bankInfo' });
    let profile = await getProfile(t.app, b.token);
    expect(profile.application?.correction).toEqual({
      reason: 'bankInfo',
      section: 'bank',
      field: 'account',
    });
    expect(profile.nextSection).toBe('bank');
    t.clock.advance(60);
    const account = `8${own.bank.account.slice(1)}`;
    await putSection(t.app, b.token, 'bank', { ...own.bank, account, confirmAccount: account });
    profile = await getProfile(t.app, b.token);
    expect(profile.nextSection).toBeNull();
  });

  it('refuses with a reason the borrower reads and the date to apply again', async () => {
    const b = await queued();
    const today = manilaDate(t.clock.now());
    expect(
      (
        await decide(b.applicationId, { decision: 'refuse', reason: 'identity', reapplyOn: today })
      ).json(),
    ).toMatchObject({ code: 'VALIDATION_FAILED', field: 'reapplyOn' });
    const reapplyOn = addDays(today, 14);
    await decide(b.applicationId, { decision: 'refuse', reason: 'identity', reapplyOn });
    const profile = await getProfile(t.app, b.token);
    expect(profile.application).toMatchObject({
      status: 'rejected',
      reapplyOn,
      refusalReason: 'identity',
    });
    expect((await messages(b.customerId)).at(-1)).toMatchObject({
      kind: 'applicationRejected',
      params: { reapplyOn, refusalReason: 'identity' },
    });
  });

  it('never decides an application the job has not queued, nor approves after a knock-out', async () => {
    const borrower = await signIn(t.app, newPhone());
    await completeProfile(t.app, borrower.token, {
      ...ownIdentity(),
      work: {
        employmentType: 'unemployed',
        joblessPeriod: 'under3Months',
        fundSource: 'family',
        incomeBand: 'upTo12000',
      },
    });
    await submit(t.app, borrower.token);
    const { id } = (await getProfile(t.app, borrower.token)).application!;
    // Submitted, the decision job not run yet: not waiting for a person.
    expect(
      (await decide(id, { decision: 'approve', quotaCentavos: 200_000 })).json(),
    ).toMatchObject({ code: 'NOT_FOUND' });
    t.clock.advance(5);
    await t.app.jobs.runDueJobs();
    // Queued, the job running again leaves it to the person.
    await t.app.jobs.runDueJobs();
    expect((await getProfile(t.app, borrower.token)).status).toBe('underReview');
    const d = await detail(id);
    expect(d.scorecard?.knockouts).toEqual(['incomeKnockout']);
    expect(d.quotaBounds).toBeNull();
    expect(
      (await decide(id, { decision: 'approve', quotaCentavos: 200_000 })).json(),
    ).toMatchObject({ code: 'VALIDATION_FAILED', field: 'decision' });
    expect((await decide(id, { decision: 'refuse', reason: 'criteria' })).statusCode).toBe(200);
  });

  it('finds the same payout account with another borrower, at the same bank', async () => {
    const first = ownIdentity();
    const a = await queued(first);
    // The second borrower has the first one's account: a match, both ways.
    const b = await queued({ identity: ownIdentity().identity, bank: first.bank });
    expect((await detail(b.applicationId)).matches).toEqual([
      { kind: 'payoutAccount', customerId: a.publicId },
    ]);
    expect((await detail(a.applicationId)).matches).toEqual([
      { kind: 'payoutAccount', customerId: b.publicId },
    ]);
    // The same account at another bank is another account.
    const c = await queued({
      identity: ownIdentity().identity,
      bank: { ...first.bank, payeeCode: 'bpi' },
    });
    expect((await detail(c.applicationId)).matches).toEqual([]);
  });

  it('finds the same ID number, phone and device with another borrower', async () => {
    const device = randomUUID();
    const first = await queued(ownIdentity(), device);
    const own = ownIdentity();
    const firstSections = await t.db.query<{ section: string; data: Record<string, unknown> }>(
      `SELECT section, data FROM profile_sections WHERE customer_id = $1
         AND section IN ('identity', 'bank')`,
      [first.customerId],
    );
    const identity = firstSections.find((s) => s.section === 'identity')!.data;
    const wallet = `0${first.phone.slice(3)}`;
    const second = await queued(
      {
        identity: { idType: identity.idType, idNumber: identity.idNumber },
        bank: {
          ...own.bank,
          channel: 'ewallet',
          payeeCode: 'gcash',
          account: wallet,
          confirmAccount: wallet,
        },
      },
      device,
    );
    const d = await detail(second.applicationId);
    expect(d.matches).toEqual([
      { kind: 'device', customerId: first.publicId },
      { kind: 'idNumber', customerId: first.publicId },
      { kind: 'phone', customerId: first.publicId },
    ]);
    expect((await detail(first.applicationId)).matches).toEqual([
      { kind: 'device', customerId: second.publicId },
      { kind: 'idNumber', customerId: second.publicId },
      { kind: 'phone', customerId: second.publicId },
    ]);
  });
});

describe('who decides, set in the desk', () => {
  it('follows the administrator from the next application: risky, then auto', async () => {
    const admin = await staffWithKey(t, ['admin']);
    const put = (body: unknown, key = admin.key) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/desk/settings/application-review',
        headers: { authorization: `Bearer ${key}` },
        payload: body as object,
      });
    expect((await call('GET', '/settings', undefined, admin.key)).json()).toMatchObject({
      applicationReview: { mode: 'manual', margin: 5, source: 'environment', updatedBy: null },
    });
    expect((await put({ mode: 'risky', margin: 5 }, reviewer.key)).statusCode).toBe(403);
    expect((await put({ mode: 'sometimes', margin: 5 })).statusCode).toBe(400);
    const set = await put({ mode: 'risky', margin: 5 });
    expect(set.json()).toMatchObject({
      applicationReview: {
        mode: 'risky',
        margin: 5,
        source: 'desk',
        updatedBy: expect.stringMatching(/^Staff \d+$/),
      },
    });
    const [entry] = await t.db.query<{ detail: Record<string, unknown> }>(
      `SELECT detail FROM staff_audit WHERE action = 'settings.change' ORDER BY id DESC LIMIT 1`,
    );
    expect(entry?.detail).toEqual({
      before: { mode: 'manual', margin: 5 },
      after: { mode: 'risky', margin: 5 },
      via: 'apiKey',
    });

    const apply = async (overrides: Record<string, unknown>) => {
      const borrower = await signIn(t.app, newPhone());
      await completeProfile(t.app, borrower.token, overrides);
      await submit(t.app, borrower.token);
      t.clock.advance(5);
      await t.app.jobs.runDueJobs();
      return getProfile(t.app, borrower.token);
    };
    // Scored well clear of the cut-off, nothing shared: the scorecard decides.
    const own = ownIdentity();
    expect((await apply(own)).status).toBe('approved');
    // The same ID number as that borrower: a person decides.
    const second = await apply({ identity: own.identity, bank: ownIdentity().bank });
    expect(second.status).toBe('underReview');
    const [row] = await t.db.query<{ reasons: string[] }>(
      `SELECT review_reasons AS reasons FROM applications WHERE id = $1`,
      [second.application!.id],
    );
    expect(row?.reasons).toEqual(['match']);

    await put({ mode: 'auto', margin: 0 });
    expect((await apply({ identity: own.identity, bank: ownIdentity().bank })).status).toBe(
      'approved',
    );
    await put({ mode: 'manual', margin: 5 });
  });
});

import { describe, expect, it } from 'vitest';
import { profileViewSchema } from '../../contract/profile/api.ts';
import type { ProfileView } from '../../contract/profile/api.ts';
import { addDays, manilaDate } from '../../contract/calendar.ts';
import { createTestApp, newPhone, useTestApp } from './support/harness.ts';
import { claimDueJob } from '../../server/jobs/job-rows.ts';
import {
  EXPECTED_QUOTA_CENTAVOS,
  VALID,
  completeProfile,
  getProfile,
  identityEnding,
  putSection,
  submit,
  testJpeg,
  uploadPhoto,
} from './support/profile-fixtures.ts';
import { bearer, lastCode, login, requestCode, signIn } from './support/sign-in.ts';

const t = useTestApp({ env: { JOBS_ENABLED: 'false' } });
const DAY = 24 * 60 * 60;

const newBorrower = async () => {
  const phone = newPhone();
  return { phone, ...(await signIn(t.app, phone)) };
};

/** Moves past DECISION_DELAY_SECONDS (5 in the sandbox) and runs what is due. */
async function decide() {
  t.clock.advance(5);
  return t.app.jobs.runDueJobs();
}

async function submitted(token: string): Promise<ProfileView> {
  const response = await submit(t.app, token);
  expect(response.statusCode, response.body).toBe(200);
  return profileViewSchema.parse(response.json()) as ProfileView;
}

const messages = (customerId: string) =>
  t.db.query<{ kind: string; titleKey: string; params: Record<string, unknown> }>(
    `SELECT kind, title_key AS "titleKey", params FROM messages WHERE customer_id = $1 ORDER BY id`,
    [customerId],
  );

const outbox = async (phone: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/dev/sms-outbox', query: { phone } })).json<
    { text: string; code: string | null }[]
  >();

const applications = (customerId: string) =>
  t.db.query<{ status: string; source: string | null; scorecard: { total: number } | null }>(
    `SELECT status, decision_source AS source, scorecard FROM applications
      WHERE customer_id = $1 ORDER BY seq`,
    [customerId],
  );

describe('POST /api/profile/submit', () => {
  it('refuses an incomplete profile, naming the first missing section', async () => {
    const { token } = await newBorrower();
    let response = await submit(t.app, token);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'PROFILE_INCOMPLETE', field: 'basic' });

    for (const section of ['basic', 'basic2', 'address', 'work', 'contacts', 'identity'] as const) {
      await putSection(t.app, token, section, VALID[section]);
    }
    response = await submit(t.app, token);
    expect(response.json()).toMatchObject({ code: 'PROFILE_INCOMPLETE', field: 'identity' });
    await uploadPhoto(t.app, token, 'idDocument');
    response = await submit(t.app, token);
    expect(response.json()).toMatchObject({ code: 'PROFILE_INCOMPLETE', field: 'bank' });
    await putSection(t.app, token, 'bank', VALID.bank);
    expect((await submit(t.app, token)).json()).toMatchObject({ field: 'face' });
  });

  it('puts a complete profile under review, then approves it with a quota (scorecard)', async () => {
    const { token, customerId, phone } = await newBorrower();
    await completeProfile(t.app, token);
    const submittedAt = t.clock.now().toISOString();
    const view = await submitted(token);
    expect(view).toMatchObject({
      status: 'underReview',
      editable: false,
      nextSection: null,
      application: {
        status: 'underReview',
        submittedAt,
        decidedAt: null,
        quotaCentavos: null,
        reapplyOn: null,
        correction: null,
      },
    });
    expect(view.application?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await messages(customerId)).toEqual([
      {
        kind: 'applicationReceived',
        titleKey: 'message.applicationReceived.title',
        params: { applicationId: view.application?.id },
      },
    ]);
    expect(await submit(t.app, token).then((r) => r.json())).toMatchObject({
      code: 'PROFILE_LOCKED',
    });

    // Nothing before the delay.
    t.clock.advance(4);
    expect(await t.app.jobs.runDueJobs()).toMatchObject({ succeeded: 0 });
    t.clock.advance(1);
    expect(await t.app.jobs.runDueJobs()).toMatchObject({ succeeded: 2, failed: 0 });

    const decided = await getProfile(t.app, token);
    expect(decided).toMatchObject({
      status: 'approved',
      editable: false,
      application: {
        id: view.application?.id,
        status: 'approved',
        decidedAt: t.clock.now().toISOString(),
        quotaCentavos: EXPECTED_QUOTA_CENTAVOS,
      },
    });
    const quota = decided.application?.quotaCentavos ?? 0;
    expect(quota).toBeGreaterThanOrEqual(200_000);
    expect(quota).toBeLessThanOrEqual(1_000_000);
    expect(quota % 50_000).toBe(0);
    expect(await applications(customerId)).toEqual([
      {
        status: 'approved',
        source: 'scorecard',
        scorecard: expect.objectContaining({ total: 72 }),
      },
    ]);
    // The first approval's welcome coupon is told too (docs/coupons.md#welcome-coupon).
    expect((await messages(customerId)).map((m) => m.kind)).toEqual([
      'applicationReceived',
      'couponGranted',
      'applicationApproved',
    ]);
    const [sms] = await outbox(phone);
    expect(sms).toMatchObject({
      code: null,
      text: 'Sulong Cash: the decision on your loan application is ready. See it here: https://sulong.cash.example/#/homeIndex',
    });

    const status = await t.app.inject({
      method: 'GET',
      url: '/api/profile/status',
      headers: bearer(token),
    });
    expect(status.json()).toMatchObject({
      status: 'approved',
      completedCount: 8,
      application: { quotaCentavos: EXPECTED_QUOTA_CENTAVOS },
    });
    expect((await submit(t.app, token)).json()).toMatchObject({ code: 'PROFILE_LOCKED' });
  });

  it('sandbox, ID ending in 1: rejected with a reapply date; refused until then', async () => {
    const { token, customerId } = await newBorrower();
    await completeProfile(t.app, token, { identity: identityEnding(1) });
    await submitted(token);
    await decide();
    const reapplyOn = addDays(manilaDate(t.clock.now()), 30);
    const view = await getProfile(t.app, token);
    expect(view).toMatchObject({
      status: 'rejected',
      editable: true,
      application: { status: 'rejected', reapplyOn, quotaCentavos: null, correction: null },
    });
    expect((await applications(customerId))[0]?.source).toBe('sandbox');
    expect((await messages(customerId)).at(-1)).toMatchObject({
      kind: 'applicationRejected',
      params: { reapplyOn },
    });

    t.clock.advance(29 * DAY);
    const early = await submit(t.app, token);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'APPLICATION_REFUSED' });
    expect(early.json<{ message: string }>().message).toContain(reapplyOn);

    // On the reapply date a new application is taken; the sandbox forced only the first decision.
    t.clock.set(`${reapplyOn}T00:00:00+08:00`);
    await submitted(token);
    await decide();
    expect((await getProfile(t.app, token)).application).toMatchObject({
      status: 'approved',
      quotaCentavos: EXPECTED_QUOTA_CENTAVOS,
    });
    expect((await applications(customerId)).map((a) => [a.status, a.source])).toEqual([
      ['rejected', 'sandbox'],
      ['approved', 'scorecard'],
    ]);
  });

  it('sandbox, ID ending in 2: identity photo to correct, then a new application', async () => {
    const { token, customerId } = await newBorrower();
    await completeProfile(t.app, token, { identity: identityEnding(2) });
    await submitted(token);
    await decide();
    const view = await getProfile(t.app, token);
    expect(view).toMatchObject({
      status: 'needsCorrection',
      editable: true,
      nextSection: 'identity',
      application: {
        status: 'needsCorrection',
        correction: { reason: 'identityPhoto', section: 'identity', field: 'idDocumentPhoto' },
      },
    });
    expect(view.completed).not.toContain('identity');
    expect((await submit(t.app, token)).json()).toMatchObject({
      code: 'PROFILE_INCOMPLETE',
      field: 'identity',
    });
    // Saving the section again with the unreadable photo still on file corrects nothing: refused
    // at the photo, not answered as if it had worked (docs/profile.md#saving-and-review).
    t.clock.advance(60);
    const unchanged = await putSection(t.app, token, 'identity', identityEnding(2));
    expect(unchanged.statusCode).toBe(409);
    expect(unchanged.json()).toMatchObject({
      code: 'IDENTITY_VERIFICATION_FAILED',
      field: 'idDocumentPhoto',
    });

    expect((await uploadPhoto(t.app, token, 'idDocument', testJpeg(1600, 1000))).statusCode).toBe(
      200,
    );
    // With a new photo the same details save.
    expect((await putSection(t.app, token, 'identity', identityEnding(2))).statusCode).toBe(200);
    expect((await getProfile(t.app, token)).nextSection).toBeNull();
    const again = await submitted(token);
    expect(again.application?.id).not.toBe(view.application?.id);
    await decide();
    expect((await getProfile(t.app, token)).status).toBe('approved');
    expect((await applications(customerId)).map((a) => a.status)).toEqual([
      'needsCorrection',
      'approved',
    ]);
  });

  it('sandbox, ID ending in 3: authentication info to correct in the identity section', async () => {
    const { token } = await newBorrower();
    await completeProfile(t.app, token, { identity: identityEnding(3) });
    await submitted(token);
    await decide();
    expect(await getProfile(t.app, token)).toMatchObject({
      status: 'needsCorrection',
      nextSection: 'identity',
      application: { correction: { reason: 'authInfo', section: 'identity', field: 'idNumber' } },
    });

    t.clock.advance(60);
    const fixed = await putSection(t.app, token, 'identity', {
      idType: 'sss',
      idNumber: '34-1234567-8',
    });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json<ProfileView>().nextSection).toBeNull();
    await submitted(token);
    await decide();
    expect((await getProfile(t.app, token)).application).toMatchObject({ status: 'approved' });
  });

  it('the scorecard refuses an unemployed borrower without income', async () => {
    const { token, customerId } = await newBorrower();
    await completeProfile(t.app, token, {
      work: {
        employmentType: 'unemployed',
        joblessPeriod: '6to12Months',
        fundSource: 'family',
        incomeBand: 'upTo12000',
      },
    });
    await submitted(token);
    await decide();
    expect((await getProfile(t.app, token)).application).toMatchObject({
      status: 'rejected',
      reapplyOn: addDays(manilaDate(t.clock.now()), 30),
    });
    const [application] = await applications(customerId);
    expect(application).toMatchObject({
      source: 'scorecard',
      scorecard: { knockouts: ['incomeKnockout'] },
    });
  });

  it('the scorecard refuses a borrower who passed the maximum age before the decision', async () => {
    const { token } = await newBorrower();
    // 65 today, 66 tomorrow (Manila).
    const tomorrow = addDays(manilaDate(t.clock.now()), 1);
    const birthDate = `${Number(tomorrow.slice(0, 4)) - 66}${tomorrow.slice(4)}`;
    await completeProfile(t.app, token, { basic: { ...VALID.basic, birthDate } });
    await submitted(token);
    t.clock.advance(DAY);
    await t.app.jobs.runDueJobs();
    expect((await getProfile(t.app, token)).application).toMatchObject({ status: 'rejected' });
  });

  it('two submits at once make one application and one decision job', async () => {
    const { token, customerId } = await newBorrower();
    await completeProfile(t.app, token);
    const answers = await Promise.all([submit(t.app, token), submit(t.app, token)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.statusCode === 409)?.json()).toMatchObject({
      code: 'PROFILE_LOCKED',
    });
    expect(await applications(customerId)).toHaveLength(1);
    const jobs = await t.db.query(
      `SELECT 1 FROM jobs WHERE kind = 'credit-decision'
          AND payload->>'applicationId' IN (SELECT id::text FROM applications WHERE customer_id = $1)`,
      [customerId],
    );
    expect(jobs).toHaveLength(1);
    // The partial unique index holds even without the service's lock.
    await expect(
      t.db.query(
        `INSERT INTO applications (id, customer_id, status, submitted_at)
         VALUES (gen_random_uuid(), $1, 'underReview', $2)`,
        [customerId, t.clock.now()],
      ),
    ).rejects.toThrow(/applications_one_under_review/);
  });

  it('decides at once with DECISION_DELAY_SECONDS=0', async () => {
    const now = await createTestApp({
      db: t.db,
      clock: t.clock,
      env: { JOBS_ENABLED: 'false', DECISION_DELAY_SECONDS: '0' },
    });
    const { token } = await signIn(now.app, newPhone());
    await completeProfile(now.app, token);
    expect((await submit(now.app, token)).statusCode).toBe(200);
    await now.app.jobs.runDueJobs();
    expect((await getProfile(now.app, token)).status).toBe('approved');
    await now.app.close();
  });

  it('texts the borrower in the language of their last code request', async () => {
    const phone = newPhone();
    await requestCode(t.app, phone, { language: 'ph' });
    const { token } = (await login(t.app, phone, await lastCode(t.app, phone))).json<{
      token: string;
    }>();
    await completeProfile(t.app, token);
    await submitted(token);
    await decide();
    const [sms] = await outbox(phone);
    expect(sms?.text).toBe(
      'Sulong Cash: handa na ang desisyon sa iyong loan application. Tingnan dito: https://sulong.cash.example/#/homeIndex',
    );
  });

  it('keeps the replaced section when the borrower edits after a decision', async () => {
    const { token, customerId } = await newBorrower();
    await completeProfile(t.app, token, { identity: identityEnding(3) });
    await submitted(token);
    await decide();
    await putSection(t.app, token, 'identity', VALID.identity);
    const history = await t.db.query<{ section: string; reason: string; data: unknown }>(
      `SELECT section, reason, data FROM profile_section_history WHERE customer_id = $1`,
      [customerId],
    );
    expect(history).toEqual([
      {
        section: 'identity',
        reason: 'edit',
        data: { idType: 'philsys', idNumber: '1234567890123453' },
      },
    ]);
  });
});

describe('PUT /api/profile/bank-change', () => {
  const otherAccount = {
    ...VALID.bank,
    payeeCode: 'bpi',
    account: '9876543210',
    confirmAccount: '9876543210',
  };
  const change = (token: string, body: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/profile/bank-change',
      headers: bearer(token),
      payload: body as Record<string, unknown>,
    });

  it('is refused to a first-time borrower, allowed once a loan was settled', async () => {
    const { token, customerId } = await newBorrower();
    expect((await change(token, otherAccount)).json()).toMatchObject({
      code: 'CHANGE_BANK_NOT_ALLOWED',
    });
    await completeProfile(t.app, token, { bank: VALID.bank });
    await submitted(token);
    await decide();
    const refused = await change(token, otherAccount);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'CHANGE_BANK_NOT_ALLOWED' });
    expect((await getProfile(t.app, token)).canChangeBank).toBe(false);

    await t.db.query('UPDATE customers SET settled_loans = 1 WHERE id = $1', [customerId]);
    expect((await getProfile(t.app, token)).canChangeBank).toBe(true);
    const same = await change(token, VALID.bank);
    expect(same.statusCode).toBe(400);
    expect(same.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'validation.bank.unchanged',
      field: 'account',
    });
    const mismatch = await change(token, { ...otherAccount, confirmAccount: '9876543211' });
    expect(mismatch.json()).toMatchObject({ field: 'confirmAccount' });

    const changed = await change(token, otherAccount);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<ProfileView>().sections.bank).toMatchObject({
      payeeCode: 'bpi',
      account: '9876543210',
    });
    expect(changed.json<ProfileView>().status).toBe('approved');
    const history = await t.db.query<{
      reason: string;
      data: { account: string };
      session: string;
    }>(
      `SELECT reason, data, replaced_by_session::text AS session FROM profile_section_history
        WHERE customer_id = $1 AND section = 'bank'`,
      [customerId],
    );
    expect(history).toEqual([
      {
        reason: 'bankChange',
        data: expect.objectContaining({ account: '001234567890' }),
        session: expect.any(String),
      },
    ]);
    // The ordinary section route stays locked for an approved profile.
    expect((await putSection(t.app, token, 'bank', otherAccount)).statusCode).toBe(409);
  });

  it('is refused with a settled loan but no approved application', async () => {
    const { token, customerId } = await newBorrower();
    await completeProfile(t.app, token);
    await t.db.query('UPDATE customers SET settled_loans = 1 WHERE id = $1', [customerId]);
    expect((await change(token, otherAccount)).statusCode).toBe(403);
  });
});

describe('the credit-decision job', () => {
  const LEASE_MS = 300_000;
  const decisionJob = (applicationId: string) =>
    t.db.query<{ attempts: number; done: boolean }>(
      `SELECT attempts, done_at IS NOT NULL AS done FROM jobs
        WHERE kind = 'credit-decision' AND dedupe_key = $1`,
      [applicationId],
    );
  const decisions = async (customerId: string, phone: string) => ({
    messages: (await messages(customerId)).filter(
      (m) => m.kind.startsWith('application') && m.kind !== 'applicationReceived',
    ).length,
    sms: (await outbox(phone)).filter((m) => m.code === null).length,
  });

  it('decides once when a worker crashed after deciding, before finishing the job', async () => {
    const { token, customerId, phone } = await newBorrower();
    await completeProfile(t.app, token);
    const applicationId = (await submitted(token)).application!.id;
    t.clock.advance(5);

    // Another worker claims the job, commits the decision and dies before marking the job done.
    const at = t.clock.now();
    const claimed = await claimDueJob(t.db, {
      kinds: ['credit-decision'],
      workerId: 'crashed-worker',
      at,
      leaseUntil: new Date(at.getTime() + LEASE_MS),
    });
    expect(claimed?.payload).toEqual({ applicationId });
    await t.app.services.creditDecision.decide(claimed!.payload, {
      job: { ...claimed!, attempt: claimed!.attempts },
      db: t.db,
      now: t.clock.now,
      log: t.app.log,
    });

    // While its lease holds, nobody else takes the job (the SMS job is free to go).
    await t.app.jobs.runDueJobs();
    expect(await decisionJob(applicationId)).toEqual([{ attempts: 1, done: false }]);
    expect(await decisions(customerId, phone)).toEqual({ messages: 1, sms: 1 });

    t.clock.advance(LEASE_MS / 1000);
    await t.app.jobs.runDueJobs();
    expect(await decisionJob(applicationId)).toEqual([{ attempts: 2, done: true }]);
    expect(await decisions(customerId, phone)).toEqual({ messages: 1, sms: 1 });
    expect((await getProfile(t.app, token)).application?.status).toBe('approved');
  });

  it('decides once when a worker crashed before deciding: the next one takes over', async () => {
    const { token, customerId, phone } = await newBorrower();
    await completeProfile(t.app, token);
    const applicationId = (await submitted(token)).application!.id;
    t.clock.advance(5);
    const at = t.clock.now();
    await claimDueJob(t.db, {
      kinds: ['credit-decision'],
      workerId: 'crashed-worker',
      at,
      leaseUntil: new Date(at.getTime() + LEASE_MS),
    });
    await t.app.jobs.runDueJobs();
    expect((await getProfile(t.app, token)).status).toBe('underReview');

    t.clock.advance(LEASE_MS / 1000);
    await t.app.jobs.runDueJobs();
    expect(await decisionJob(applicationId)).toEqual([{ attempts: 2, done: true }]);
    expect(await decisions(customerId, phone)).toEqual({ messages: 1, sms: 1 });
  });

  it('two workers polling together make one decision and send one SMS', async () => {
    const second = await createTestApp({
      db: t.db,
      clock: t.clock,
      env: { JOBS_ENABLED: 'false' },
    });
    const { token, customerId, phone } = await newBorrower();
    await completeProfile(t.app, token);
    await submitted(token);
    t.clock.advance(5);
    const runs = await Promise.all([t.app.jobs.runDueJobs(), second.app.jobs.runDueJobs()]);
    expect(runs.reduce((sum, run) => sum + run.lost + run.failed, 0)).toBe(0);
    expect(await decisions(customerId, phone)).toEqual({ messages: 1, sms: 1 });
    expect(await applications(customerId)).toHaveLength(1);
    await second.app.close();
  });
});

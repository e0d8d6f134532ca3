import { beforeAll, describe, expect, it } from 'vitest';
import type { FailedJobView } from '../../contract/desk/jobs.ts';
import { enqueueJob } from '../../server/jobs/enqueue-job.ts';
import { staffWithKey } from './support/desk-staff.ts';
import { useTestApp } from './support/harness.ts';

/*
 * The desk's jobs page (docs/desk.md#jobs): background jobs that gave up, retried once more or
 * dismissed by an administrator, each in the audit trail.
 */
const t = useTestApp();
let admin = { key: '', staffId: '' };
let care = '';
let failures = 0;

beforeAll(async () => {
  const a = await staffWithKey(t, ['admin']);
  admin = { key: a.key, staffId: a.staff.staffId };
  care = (await staffWithKey(t, ['care'])).key;
  // Fails until told otherwise: what a provider down for a while looks like.
  t.app.jobs.registerHandler('desk-test-flaky', () => {
    if (failures > 0) {
      failures -= 1;
      throw new Error('provider unreachable for 09171234567');
    }
    return Promise.resolve();
  });
});

const call = (method: 'GET' | 'POST', url: string, key = admin.key) =>
  t.app.inject({ method, url: `/api/desk${url}`, headers: { authorization: `Bearer ${key}` } });
const failed = async () =>
  (await call('GET', '/jobs/failed')).json<{ jobs: FailedJobView[] }>().jobs;

/** A job that fails its one attempt now. */
async function failedJob(): Promise<string> {
  failures = 1;
  const { id } = await enqueueJob(
    t.db,
    { kind: 'desk-test-flaky', payload: { orderId: '1' }, maxAttempts: 1 },
    t.clock.now(),
  );
  await t.app.jobs.runDueJobs();
  return id;
}

describe('failed jobs on the desk', () => {
  it('are listed with their error for administrators only, never with their payload', async () => {
    const id = await failedJob();
    expect((await call('GET', '/jobs/failed', care)).statusCode).toBe(403);
    const job = (await failed()).find((j) => j.id === id);
    expect(job).toEqual({
      id,
      kind: 'desk-test-flaky',
      attempts: 1,
      createdAt: t.clock.now().toISOString(),
      failedAt: t.clock.now().toISOString(),
      lastError: expect.stringContaining('provider unreachable'),
    });
    // A phone in a provider's error never reaches the desk (nor the row).
    expect(job!.lastError).not.toContain('09171234567');
  });

  it('are retried once more: done, or back on the list when that attempt fails too', async () => {
    const healed = await failedJob();
    const failedAt = (await failed()).find((j) => j.id === healed)!.failedAt;
    t.clock.advance(60);
    const retried = await call('POST', `/jobs/${healed}/retry`);
    expect(retried.statusCode).toBe(200);
    // The answer names the failure that was retried, not the retry's time.
    expect(retried.json<FailedJobView>().failedAt).toBe(failedAt);
    expect((await failed()).map((j) => j.id)).not.toContain(healed);
    await t.app.jobs.runDueJobs();
    const [row] = await t.db.query<{ done: boolean }>(
      'SELECT done_at IS NOT NULL AS done FROM jobs WHERE id = $1',
      [healed],
    );
    expect(row!.done).toBe(true);
    // A second retry of a job no longer failed is refused.
    expect((await call('POST', `/jobs/${healed}/retry`)).statusCode).toBe(404);

    const stubborn = await failedJob();
    failures = 1;
    await call('POST', `/jobs/${stubborn}/retry`);
    await t.app.jobs.runDueJobs();
    expect((await failed()).find((j) => j.id === stubborn)).toMatchObject({ attempts: 2 });
  });

  it('are dismissed with who and when, and both acts are in the audit trail', async () => {
    const id = await failedJob();
    expect((await call('POST', `/jobs/${id}/dismiss`, care)).statusCode).toBe(403);
    expect((await call('POST', `/jobs/${id}/dismiss`)).statusCode).toBe(200);
    expect((await failed()).map((j) => j.id)).not.toContain(id);
    expect((await call('POST', `/jobs/${id}/dismiss`)).statusCode).toBe(404);
    expect((await call('POST', `/jobs/${id}/retry`)).statusCode).toBe(404);
    const [kept] = await t.db.query<{ by: string }>(
      'SELECT dismissed_by::text AS by FROM jobs WHERE id = $1',
      [id],
    );
    expect(kept!.by).toBe(admin.staffId);
    const retriedTrail = await t.db.query<{ action: string }>(
      `SELECT action FROM staff_audit WHERE record_type = 'job' AND action = 'job.retry'`,
    );
    expect(retriedTrail.length).toBeGreaterThanOrEqual(2);
    const trail = await t.db.query<{ action: string; detail: unknown }>(
      `SELECT action, detail FROM staff_audit WHERE record_type = 'job' AND record_id = $1`,
      [id],
    );
    expect(trail).toEqual([
      { action: 'job.dismiss', detail: { kind: 'desk-test-flaky', attempts: 1 } },
    ]);
  });

  it('refuses an id of the wrong form', async () => {
    const response = await call('POST', '/jobs/x1/retry');
    expect(response.statusCode).toBe(400);
  });
});

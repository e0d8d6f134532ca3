import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../server/app.ts';
import type { JobContext, JobPayload } from '../../server/jobs/job-types.ts';
import { TestClock, createTestApp, sharedDb, testConfig } from './support/harness.ts';
import type { TestApp } from './support/harness.ts';

/**
 * Two app instances over one database play two server processes. Each test uses its own job
 * kinds, so jobs left by another test are never claimed by it.
 */
const db = sharedDb();
const clock = new TestClock();
const OFF = { JOBS_ENABLED: 'false' };
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  await db.open();
  a = await createTestApp({ db: db.get(), clock, env: OFF });
  b = await createTestApp({ db: db.get(), clock, env: OFF });
});
afterAll(async () => {
  await a.app.close();
  await b.app.close();
  await db.close();
});

let kinds = 0;
const newKind = (): string => `test-kind-${(kinds += 1)}`;

/** A handler that records its calls. */
function recorder() {
  const calls: { payload: JobPayload; context: JobContext }[] = [];
  const handler = async (payload: JobPayload, context: JobContext) => {
    calls.push({ payload, context });
  };
  return { calls, handler };
}

/** A promise the test resolves by hand: a job "in progress". */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

interface JobRow {
  attempts: number;
  runAt: Date;
  doneAt: Date | null;
  failedAt: Date | null;
  lastError: string | null;
  lockedBy: string | null;
}
const jobRow = async (id: string): Promise<JobRow> =>
  (
    await db.get().query<JobRow>(
      `SELECT attempts, run_at AS "runAt", done_at AS "doneAt", failed_at AS "failedAt",
              last_error AS "lastError", locked_by AS "lockedBy" FROM jobs WHERE id = $1`,
      [id],
    )
  )[0]!;

const seconds = (s: number) => new Date(clock.now().getTime() + s * 1000);

describe('job queue', () => {
  it('runs a job once it is due, with its payload, and marks it done', async () => {
    const kind = newKind();
    const { calls, handler } = recorder();
    a.app.jobs.registerHandler(kind, handler);
    const job = await a.app.jobs.enqueue(db.get(), {
      kind,
      payload: { applicationId: '42' },
      runAt: seconds(5),
    });
    expect(job.created).toBe(true);

    expect(await a.app.jobs.runDueJobs()).toMatchObject({ succeeded: 0 });
    clock.advance(5);
    expect(await a.app.jobs.runDueJobs()).toEqual({ succeeded: 1, retried: 0, failed: 0, lost: 0 });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.payload).toEqual({ applicationId: '42' });
    expect(calls[0]?.context.job).toMatchObject({ id: job.id, kind, attempt: 1, maxAttempts: 5 });
    expect(await jobRow(job.id)).toMatchObject({
      attempts: 1,
      doneAt: clock.now(),
      lockedBy: null,
    });

    expect(await a.app.jobs.runDueJobs()).toMatchObject({ succeeded: 0 });
    expect(calls).toHaveLength(1);
  });

  it('enqueues inside the caller’s transaction: a rollback leaves no job', async () => {
    const kind = newKind();
    const { calls, handler } = recorder();
    a.app.jobs.registerHandler(kind, handler);
    await expect(
      db.get().transaction(async (tx) => {
        await a.app.jobs.enqueue(tx, { kind, payload: {} });
        throw new Error('the application insert failed');
      }),
    ).rejects.toThrow('the application insert failed');
    await a.app.jobs.runDueJobs();
    expect(calls).toHaveLength(0);
  });

  it('enqueues a dedupe key once: the second enqueue is a no-op', async () => {
    const kind = newKind();
    const { calls, handler } = recorder();
    a.app.jobs.registerHandler(kind, handler);
    const job = { kind, payload: { applicationId: '7' }, dedupeKey: 'application:7' };
    const first = await a.app.jobs.enqueue(db.get(), job);
    const second = await b.app.jobs.enqueue(db.get(), { ...job, payload: { other: true } });
    expect(second).toEqual({ id: first.id, created: false });
    await a.app.jobs.runDueJobs();
    expect(await a.app.jobs.enqueue(db.get(), job)).toEqual({ id: first.id, created: false });
    await a.app.jobs.runDueJobs();
    expect(calls.map((call) => call.payload)).toEqual([{ applicationId: '7' }]);
  });

  it('retries a failing job with exponential backoff, then gives up and keeps the error', async () => {
    const kind = newKind();
    let runs = 0;
    a.app.jobs.registerHandler(kind, async () => {
      runs += 1;
      throw new Error(`gateway down (${runs})`);
    });
    const { id } = await a.app.jobs.enqueue(db.get(), { kind, payload: {}, maxAttempts: 3 });

    expect(await a.app.jobs.runDueJobs()).toMatchObject({ retried: 1 });
    expect(await jobRow(id)).toMatchObject({ attempts: 1, runAt: seconds(10), failedAt: null });
    clock.advance(9);
    expect(await a.app.jobs.runDueJobs()).toMatchObject({ retried: 0 });
    clock.advance(1);
    expect(await a.app.jobs.runDueJobs()).toMatchObject({ retried: 1 });
    expect(await jobRow(id)).toMatchObject({ attempts: 2, runAt: seconds(20) });
    clock.advance(20);
    expect(await a.app.jobs.runDueJobs()).toMatchObject({ failed: 1 });
    expect(await jobRow(id)).toMatchObject({
      attempts: 3,
      failedAt: clock.now(),
      doneAt: null,
      lastError: 'Error: gateway down (3)',
      lockedBy: null,
    });
    clock.advance(3600);
    await a.app.jobs.runDueJobs();
    expect(runs).toBe(3);
  });

  it('succeeds on a retry after a failure', async () => {
    const kind = newKind();
    const attempts: number[] = [];
    a.app.jobs.registerHandler(kind, async (_payload, { job }) => {
      attempts.push(job.attempt);
      if (job.attempt === 1) throw new Error('first time fails');
    });
    const { id } = await a.app.jobs.enqueue(db.get(), { kind, payload: {} });
    await a.app.jobs.runDueJobs();
    clock.advance(10);
    await a.app.jobs.runDueJobs();
    expect(attempts).toEqual([1, 2]);
    expect(await jobRow(id)).toMatchObject({ doneAt: clock.now(), failedAt: null });
  });

  it('re-runs a job on another worker once a crashed worker’s lease has expired', async () => {
    const kind = newKind();
    const stuck = gate();
    const started = gate();
    const ranOn: string[] = [];
    a.app.jobs.registerHandler(kind, async () => {
      ranOn.push('a');
      started.open();
      await stuck.opened; // the process "dies" here: the job is never finished by a
    });
    b.app.jobs.registerHandler(kind, async () => {
      ranOn.push('b');
    });
    const { id } = await a.app.jobs.enqueue(db.get(), { kind, payload: {} });
    const crashed = a.app.jobs.runDueJobs();
    await started.opened;

    expect(await b.app.jobs.runDueJobs()).toMatchObject({ succeeded: 0 });
    clock.advance(299);
    expect(await b.app.jobs.runDueJobs()).toMatchObject({ succeeded: 0 });
    clock.advance(1);
    expect(await b.app.jobs.runDueJobs()).toMatchObject({ succeeded: 1 });
    expect(await jobRow(id)).toMatchObject({ attempts: 2, doneAt: clock.now() });

    // The lost worker coming back does not overwrite the other's result.
    const doneAt = clock.now();
    clock.advance(5);
    stuck.open();
    expect(await crashed).toMatchObject({ succeeded: 0, lost: 1 });
    expect(await jobRow(id)).toMatchObject({ doneAt, attempts: 2 });
    expect(ranOn).toEqual(['a', 'b']);
  });

  it('gives a job up when its worker was lost on the last attempt', async () => {
    const kind = newKind();
    const stuck = gate();
    const started = gate();
    a.app.jobs.registerHandler(kind, async () => {
      started.open();
      await stuck.opened;
    });
    const other = recorder();
    b.app.jobs.registerHandler(kind, other.handler);
    const { id } = await a.app.jobs.enqueue(db.get(), { kind, payload: {}, maxAttempts: 1 });
    const crashed = a.app.jobs.runDueJobs();
    await started.opened;
    clock.advance(300);
    await b.app.jobs.runDueJobs();
    expect(other.calls).toHaveLength(0);
    expect(await jobRow(id)).toMatchObject({
      failedAt: clock.now(),
      lastError: 'lease expired on the last attempt (worker lost)',
    });
    stuck.open();
    expect(await crashed).toMatchObject({ lost: 1 });
  });

  it('never runs one job twice when two workers poll at the same time', async () => {
    const kind = newKind();
    const runs: string[] = [];
    const handler = async (payload: JobPayload) => {
      await new Promise((resolve) => setImmediate(resolve));
      runs.push(String(payload.n));
    };
    a.app.jobs.registerHandler(kind, handler);
    b.app.jobs.registerHandler(kind, handler);
    for (let n = 0; n < 20; n += 1) {
      await a.app.jobs.enqueue(db.get(), { kind, payload: { n } });
    }
    const results = await Promise.all([
      a.app.jobs.runDueJobs(),
      b.app.jobs.runDueJobs(),
      a.app.jobs.runDueJobs(),
      b.app.jobs.runDueJobs(),
    ]);
    expect(results.reduce((sum, r) => sum + r.succeeded, 0)).toBe(20);
    expect(runs.sort((x, y) => Number(x) - Number(y))).toEqual(
      Array.from({ length: 20 }, (_, n) => String(n)),
    );
  });

  it('leaves kinds this worker has no handler for to the workers that have one', async () => {
    const kind = newKind();
    const { id } = await a.app.jobs.enqueue(db.get(), { kind, payload: {} });
    await a.app.jobs.runDueJobs();
    expect(await jobRow(id)).toMatchObject({ attempts: 0, doneAt: null, failedAt: null });
    const { calls, handler } = recorder();
    b.app.jobs.registerHandler(kind, handler);
    await b.app.jobs.runDueJobs();
    expect(calls).toHaveLength(1);
  });

  it('refuses a malformed kind', async () => {
    await expect(
      a.app.jobs.enqueue(db.get(), { kind: 'Credit Decision', payload: {} }),
    ).rejects.toThrow('Invalid job kind');
  });
});

describe('restarts', () => {
  it('a new process on the same database runs the jobs the old one left', async () => {
    const kind = newKind();
    const first = await createTestApp({ db: db.get(), clock, env: OFF });
    const { id } = await first.app.jobs.enqueue(db.get(), { kind, payload: {}, runAt: seconds(5) });
    await first.app.close();

    const second = await createTestApp({ db: db.get(), clock, env: OFF });
    const { calls, handler } = recorder();
    second.app.jobs.registerHandler(kind, handler);
    clock.advance(5);
    await second.app.jobs.runDueJobs();
    expect(calls).toHaveLength(1);
    expect(await jobRow(id)).toMatchObject({ doneAt: clock.now() });
    await second.app.close();
  });

  it('closing the app waits for the job in hand, which can still use the database', async () => {
    const kind = newKind();
    // The app opens (and on close, closes) its own database here.
    const app = await buildApp({
      config: testConfig(OFF),
      now: clock.now,
      logger: false,
    });
    const inHand = gate();
    const started = gate();
    let seen: number | null = null;
    app.jobs.registerHandler(kind, async (_payload, { db: jobDb }) => {
      started.open();
      await inHand.opened;
      const [row] = await jobDb.query<{ n: number }>('SELECT count(*)::int AS n FROM jobs');
      seen = row?.n ?? null;
    });
    await app.jobs.enqueue(app.db, { kind, payload: {} });
    const running = app.jobs.runDueJobs();
    await started.opened;
    let closed = false;
    const closing = app.close().then(() => (closed = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(closed).toBe(false);
    inHand.open();
    await closing;
    expect(await running).toMatchObject({ succeeded: 1 });
    expect(seen).toBe(1);
    // A closed app claims nothing more.
    expect(await app.jobs.runDueJobs()).toMatchObject({ succeeded: 0 });
  }, 60_000); // opens a database of its own: slow on a busy machine

  it('polls on its own when JOBS_ENABLED, and stops when closed', async () => {
    const kind = newKind();
    const polling = await createTestApp({
      db: db.get(),
      clock,
      env: { JOBS_ENABLED: 'true', JOB_POLL_MS: '50' },
    });
    const { calls, handler } = recorder();
    polling.app.jobs.registerHandler(kind, handler);
    await polling.app.jobs.enqueue(db.get(), { kind, payload: { n: 1 } });
    await vi.waitFor(() => expect(calls).toHaveLength(1), { timeout: 5000, interval: 20 });
    await polling.app.close();
    await polling.app.jobs.enqueue(db.get(), { kind, payload: { n: 2 } });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(calls).toHaveLength(1);
  });
});

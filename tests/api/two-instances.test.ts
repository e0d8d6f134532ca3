import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../server/db/db.ts';
import { openPgDb } from '../../server/db/pg-db.ts';
import { migrate } from '../../server/db/migrate.ts';
import {
  insertSignedOrder,
  orderState,
  payoutsOf,
  sandboxPayoutsOf,
} from './support/disbursement-fixtures.ts';
import { LOAN_DAY_JOB, LOAN_REMINDERS_JOB } from '../../server/services/repayment/daily-jobs.ts';
import { RECONCILE_JOB } from '../../server/services/repayment/repayment-jobs.ts';
import { TestClock, createTestApp } from './support/harness.ts';
import type { TestApp } from './support/harness.ts';
import { postgresDatabase } from './support/postgres-database.ts';

/*
 * Two API instances on one PostgreSQL database, each with its own pool and its job poller
 * running, as production runs them (docs/architecture.md#jobs): every job runs once. PGlite has
 * one connection in one process, so this needs PostgreSQL: TEST_DATABASE_URL's server, else a
 * throwaway cluster (docs/architecture.md#tests-on-postgresql).
 */

const postgres = postgresDatabase('two-instances.test.ts');

/** Sandbox payouts settle this long after the first request (testConfig's default). */
const PAYOUT_DELAY_SECONDS = 5;
/** Long enough for jobs to finish on a loaded 2-core machine; a test never waits it out. */
const SETTLED = { timeout: 20_000, interval: 50 };

describe.skipIf(postgres.skipped)('two instances on one PostgreSQL database', () => {
  const clock = new TestClock();
  const pools: Db[] = [];
  const instances: TestApp[] = [];

  beforeAll(async () => {
    const url = await postgres.open();
    // Both would migrate at start; one does it first so the two starts below only race on jobs.
    pools.push(openPgDb(url), openPgDb(url));
    await migrate(pools[0]!);
    for (const db of pools) {
      instances.push(
        await createTestApp({ db, clock, env: { JOBS_ENABLED: 'true', JOB_POLL_MS: '50' } }),
      );
    }
  });

  afterAll(async () => {
    for (const t of instances) await t.app.close();
    for (const db of pools) await db.close();
    await postgres.close();
  });

  const db = (): Db => pools[0]!;

  it('runs each of many jobs once, with both instances taking some', async () => {
    const runs: Record<string, string[]> = {};
    // Each instance's first job waits (boundedly) for the other to start one, so both are seen
    // claiming from the same queue at the same time, not one after the other drained it.
    const started = new Set<string>();
    let bothStarted: () => void = () => {};
    const together = new Promise<void>((resolve) => {
      bothStarted = resolve;
      setTimeout(resolve, 5000).unref(); // then the check below that both took some fails
    });
    instances.forEach((t, index) => {
      const name = `instance ${index + 1}`;
      t.app.jobs.registerHandler<{ n: number }>('tally', async ({ n }) => {
        (runs[n] ??= []).push(name);
        started.add(name);
        if (started.size === 2) bothStarted();
        await together;
      });
    });

    // Many, so that the two pollers' claims often meet: a claim that could take a row another
    // worker is taking (no SKIP LOCKED) makes some job run twice.
    const count = 200;
    await db().transaction(async (tx) => {
      for (let n = 0; n < count; n += 1) {
        await instances[0]!.app.jobs.enqueue(tx, { kind: 'tally', payload: { n } });
      }
    });
    await vi.waitFor(async () => {
      expect(await openJobs(db(), 'tally')).toBe(0);
    }, SETTLED);

    expect(Object.keys(runs)).toHaveLength(count);
    expect(Object.values(runs).filter((by) => by.length !== 1)).toEqual([]);
    const by = Object.values(runs).flat();
    expect(new Set(by)).toEqual(new Set(['instance 1', 'instance 2']));
    expect(
      await db().query(`SELECT attempts FROM jobs WHERE kind = 'tally' AND attempts <> 1`),
    ).toEqual([]);
  });

  it('makes one payout per order while both poll', async () => {
    const orders = await Promise.all(
      Array.from({ length: 6 }, (_, i) => insertSignedOrder({ ...instances[i % 2]!, db: db() })),
    );
    // The order checks and first payout requests run now; the status checks once settled.
    await vi.waitFor(async () => {
      for (const order of orders) {
        expect(await payoutsOf(db(), order.orderId)).toEqual([
          expect.objectContaining({ status: 'processing' }),
        ]);
      }
    }, SETTLED);
    clock.advance(PAYOUT_DELAY_SECONDS);
    await vi.waitFor(async () => {
      for (const order of orders) {
        expect(await orderState(db(), order.orderId)).toMatchObject({ status: 'repaying' });
      }
    }, SETTLED);

    for (const order of orders) {
      expect(await payoutsOf(db(), order.orderId)).toEqual([
        expect.objectContaining({ attempt: 1, status: 'paid' }),
      ]);
      expect(await sandboxPayoutsOf(db(), order.orderId)).toEqual([
        expect.objectContaining({ outcome: 'paid', requests: 1 }),
      ]);
    }
  });

  it('scheduled one of each daily job at start, and ran every job once', async () => {
    // Both instances scheduled today's runs and the reconciliation when they became ready; each
    // run has enqueued its next one, due later.
    const kinds = [LOAN_DAY_JOB, LOAN_REMINDERS_JOB, RECONCILE_JOB].sort();
    const dueByNow = await db().query<{ kind: string; runs: number; done: number }>(
      `SELECT kind, count(*)::int AS runs, count(done_at)::int AS done FROM jobs
        WHERE kind = ANY($1::text[]) AND run_at <= $2
        GROUP BY kind ORDER BY kind`,
      [kinds, clock.now()],
    );
    expect(dueByNow).toEqual(kinds.map((kind) => ({ kind, runs: 1, done: 1 })));
    expect(
      await db().query(
        `SELECT kind, attempts, last_error FROM jobs
          WHERE attempts > 1 OR failed_at IS NOT NULL OR last_error IS NOT NULL`,
      ),
    ).toEqual([]);
  });
});

/** Jobs of a kind not yet finished. */
async function openJobs(db: Db, kind: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM jobs WHERE kind = $1 AND done_at IS NULL AND failed_at IS NULL`,
    [kind],
  );
  return row!.n;
}

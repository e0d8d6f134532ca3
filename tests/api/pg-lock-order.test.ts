import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/db.ts';
import { migrate } from '../../server/db/migrate.ts';
import { openPgDb } from '../../server/db/pg-db.ts';
import {
  deleteEndedCounters,
  hitCounters,
  lockCountersOfHits,
  lowerCounters,
} from '../../server/repositories/rate-counters.ts';
import { deleteExpiredQuotes } from '../../server/repositories/quotes.ts';
import { TestClock, createTestApp } from './support/harness.ts';
import type { TestApp } from './support/harness.ts';
import { approvedBorrower, quoteOf } from './support/loan-fixtures.ts';
import { postgresDatabase } from './support/postgres-database.ts';

/*
 * Statements that lock several rows, many at once on PostgreSQL. Each must lock them in the one
 * order every other such statement uses, or not wait at all (a background deletion skips the rows
 * a request holds): otherwise two of them deadlock (40P01) and one fails, a 500 if it was a
 * request's. PGlite runs one statement at a time and never shows it, so this needs PostgreSQL:
 * TEST_DATABASE_URL's server, else a throwaway cluster.
 */

const postgres = postgresDatabase('pg-lock-order.test.ts');

const KEYS = ['sms-all', 'sms-block:+63917555', 'sms-device:id:a', 'sms-ip:198.51.100.7'];
const WORKERS = 12;
const ROUNDS = 150;

/** A random order of the keys: each request lists its keys as its own code happens to. */
const shuffled = <T>(items: readonly T[]): T[] =>
  items
    .map((item) => ({ item, order: Math.random() }))
    .sort((a, b) => a.order - b.order)
    .map(({ item }) => item);

describe.skipIf(postgres.skipped)('row locks on PostgreSQL', () => {
  let db: Db;
  let t: TestApp | null = null;

  beforeAll(async () => {
    const url = await postgres.open();
    db = openPgDb(url, { settings: { ...poolOf(WORKERS) } });
    await migrate(db);
  });

  afterAll(async () => {
    await t?.app.close();
    await db?.close();
    await postgres.close();
  });

  it('counters never deadlock: hits of several keys in any order, take-backs and sweeps at once', async () => {
    const failures: string[] = [];
    let statements = 0;
    const worker = async (w: number) => {
      // The first failure ends the run: each deadlock takes PostgreSQL a second to find.
      for (let round = 0; round < ROUNDS && failures.length === 0; round += 1) {
        const at = new Date();
        try {
          if ((round + w) % 8 === 0) {
            await deleteEndedCounters(db, at, 1000);
          } else {
            // Windows of a few milliseconds: they keep ending, so sweeps find rows to delete
            // while hits restart them.
            const hits = shuffled(KEYS).map((key) => ({
              key,
              windowEndsAt: new Date(at.getTime() + 3),
            }));
            const counted = await hitCounters(db, hits, at);
            if (round % 3 === 0) {
              statements += 1;
              await db.transaction(async (tx) => {
                await lowerCounters(tx, await lockCountersOfHits(tx, shuffled(counted)));
              });
            }
          }
          statements += 1;
        } catch (error) {
          failures.push((error as { code?: string }).code ?? String(error));
        }
      }
    };
    await Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w)));
    expect(failures).toEqual([]);
    expect(statements).toBeGreaterThan(WORKERS * ROUNDS);
  });

  it('the daily deletion of expired quotes skips a quote a request holds, never waits for it', async () => {
    // The job holds no borrower lock; a new quote prunes the borrower's old ones under it. Had
    // the job waited for rows, the two could each hold what the other waits for
    // (docs/security.md#stored-quotes).
    const clock = new TestClock();
    t = await createTestApp({ db, clock, env: { JOBS_ENABLED: 'false' } });
    const borrower = await approvedBorrower(t);
    const held = await quoteOf(t.app, borrower.token);
    const free = await quoteOf(t.app, borrower.token);
    clock.advance(3 * 24 * 3600);
    const expiredBefore = new Date(clock.now().getTime() - 24 * 3600 * 1000);

    const deleted = await db.transaction(async (tx) => {
      await tx.query('SELECT id FROM quotes WHERE id = $1 FOR UPDATE', [held.id]);
      // Waiting for the row would wait for this transaction: only a time limit ends it.
      return Promise.race([
        deleteExpiredQuotes(db, { expiredBefore, limit: 100 }),
        new Promise<string>((resolve) => setTimeout(() => resolve('waited for the row'), 3000)),
      ]);
    });
    expect(deleted).toBe(1);
    const left = await db.query<{ id: string }>(
      'SELECT id::text AS id FROM quotes WHERE id = ANY($1::uuid[])',
      [[held.id, free.id]],
    );
    expect(left).toEqual([{ id: held.id }]);
  });
});

function poolOf(max: number) {
  return { max, statementTimeoutMs: 10_000, idleTimeoutMs: 10_000, connectionTimeoutMs: 5_000 };
}

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
import { findPostgres, startPostgresCluster } from './support/postgres-cluster.ts';
import type { PostgresCluster } from './support/postgres-cluster.ts';
import { createTestDatabase, testDatabaseServer } from './support/test-database.ts';
import type { TestDatabase } from './support/test-database.ts';

/*
 * The shared counters on PostgreSQL, many statements at once (docs/security.md#shared-counters).
 * A statement that locks several counter rows must lock them in the one order every other such
 * statement uses, and the sweep must not wait for a row at all: otherwise two of them deadlock
 * (40P01) and a request fails with a 500. PGlite runs one statement at a time and never shows
 * it, so this needs PostgreSQL: TEST_DATABASE_URL's server, else a throwaway cluster.
 */

const postgres = findPostgres();
const skipped = testDatabaseServer() || !('missing' in postgres) ? null : postgres.missing;
if (skipped) console.warn(`counter-locks.test.ts skipped: needs PostgreSQL (${skipped})`);

const KEYS = ['sms-all', 'sms-block:+63917555', 'sms-device:id:a', 'sms-ip:198.51.100.7'];
const WORKERS = 12;
const ROUNDS = 150;

/** A random order of the keys: each request lists its keys as its own code happens to. */
const shuffled = <T>(items: readonly T[]): T[] =>
  items
    .map((item) => ({ item, order: Math.random() }))
    .sort((a, b) => a.order - b.order)
    .map(({ item }) => item);

describe.skipIf(skipped)('counter rows under concurrent statements on PostgreSQL', () => {
  let cluster: PostgresCluster | null = null;
  let database: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    let server = testDatabaseServer();
    if (!server) {
      cluster = await startPostgresCluster((postgres as { bin: string }).bin);
      server = cluster.url;
    }
    database = await createTestDatabase(server);
    db = openPgDb(database.url, { settings: { ...poolOf(WORKERS) } });
    await migrate(db);
  });

  afterAll(async () => {
    await db?.close();
    await database?.drop();
    cluster?.destroy();
  });

  it('never deadlock: hits of several keys in any order, take-backs and sweeps at once', async () => {
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
});

function poolOf(max: number) {
  return { max, statementTimeoutMs: 10_000, idleTimeoutMs: 10_000, connectionTimeoutMs: 5_000 };
}

import { findPostgres, startPostgresCluster } from './postgres-cluster.ts';
import type { PostgresCluster } from './postgres-cluster.ts';
import { createTestDatabase, testDatabaseServer } from './test-database.ts';
import type { TestDatabase } from './test-database.ts';

/**
 * A database for a test file that needs PostgreSQL whatever the project (several connections at
 * once, two instances): on TEST_DATABASE_URL's server, else on a throwaway cluster started for the
 * file (docs/architecture.md#tests-on-postgresql).
 */
export interface PostgresDatabase {
  /** Why the file cannot run here (no server and no binaries), or null. */
  skipped: string | null;
  /** Creates the database (starting the cluster first when there is no server) and gives its URL. */
  open(): Promise<string>;
  /** Drops the database and stops the cluster, whichever of them exist. */
  close(): Promise<void>;
}

/** `file` names the test file in the warning printed when it must skip. */
export function postgresDatabase(file: string): PostgresDatabase {
  const server = testDatabaseServer();
  const postgres = server ? null : findPostgres();
  const skipped = postgres && 'missing' in postgres ? postgres.missing : null;
  if (skipped) console.warn(`${file} skipped: needs PostgreSQL (${skipped})`);
  let cluster: PostgresCluster | null = null;
  let database: TestDatabase | null = null;
  return {
    skipped,
    async open() {
      if (skipped) throw new Error(`${file}: no PostgreSQL (${skipped})`);
      let url = server;
      if (!url) {
        cluster = await startPostgresCluster((postgres as { bin: string }).bin);
        url = cluster.url;
      }
      database = await createTestDatabase(url);
      return database.url;
    },
    async close() {
      try {
        await database?.drop();
      } finally {
        cluster?.destroy();
      }
    },
  };
}

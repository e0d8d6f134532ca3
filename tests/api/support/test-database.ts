import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * The PostgreSQL server the `api-pg` project runs the API suite on instead of PGlite
 * (docs/architecture.md#tests-on-postgresql); null when the suite runs on PGlite.
 */
export function testDatabaseServer(): string | null {
  return process.env.TEST_DATABASE_URL || null;
}

/** True in the `api-pg` project: tests that can only run on PGlite skip, saying why. */
export const onPostgres = testDatabaseServer() !== null;

export interface TestDatabase {
  url: string;
  /** Drops the database, ending whatever connection is still open on it. */
  drop(): Promise<void>;
}

/** A new, empty database on the server, named so that parallel test files never meet. */
export async function createTestDatabase(serverUrl: string): Promise<TestDatabase> {
  const name = `sulong_test_${process.pid}_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

async function onServer(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

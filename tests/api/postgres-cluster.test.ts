import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import {
  debianPostgresBins,
  findPostgres,
  freePort,
  startPostgresCluster,
} from './support/postgres-cluster.ts';
import { postgresDatabase } from './support/postgres-database.ts';
import { testDatabaseServer } from './support/test-database.ts';

/* The throwaway clusters the PostgreSQL-only tests start (docs/architecture.md#tests-on-postgresql). */

const postgres = findPostgres();
const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A folder the cluster's account (postgres, under root) can enter. */
function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sulong-cluster-test-'));
  chmodSync(dir, 0o755);
  made.push(dir);
  return dir;
}

describe('finding PostgreSQL', () => {
  it('searches every Debian version, newest first', () => {
    const root = folder();
    for (const version of ['9.6', '10', '15', '17', 'common']) mkdirSync(join(root, version));
    expect(debianPostgresBins(root)).toEqual(
      ['17', '15', '10', '9.6'].map((version) => join(root, version, 'bin')),
    );
    expect(debianPostgresBins(join(root, 'absent'))).toEqual([]);
  });
});

describe('starting a cluster', () => {
  it('leaves no folder behind when the server does not start', async () => {
    // Tools that pretend: initdb succeeds, pg_ctl fails as a broken server would.
    const bin = folder();
    for (const [tool, code] of [
      ['initdb', 0],
      ['pg_ctl', 1],
    ] as const) {
      writeFileSync(join(bin, tool), `#!/bin/sh\necho "${tool} here" >&2\nexit ${code}\n`);
      chmodSync(join(bin, tool), 0o755);
    }
    const parentDir = folder();
    await expect(startPostgresCluster(bin, { parentDir })).rejects.toThrow(
      /PostgreSQL did not start/,
    );
    expect(readdirSync(parentDir)).toEqual([]);
  });

  it.skipIf('missing' in postgres)(
    'starts on another port when the one chosen was taken meanwhile',
    async () => {
      const squatter = createServer();
      await new Promise<void>((resolve) => squatter.listen(0, '127.0.0.1', resolve));
      const taken = (squatter.address() as { port: number }).port;
      const ports = [taken];
      const cluster = await startPostgresCluster((postgres as { bin: string }).bin, {
        nextPort: async () => ports.shift() ?? freePort(),
      }).finally(() => squatter.close());
      try {
        expect(ports).toEqual([]);
        expect(new URL(cluster.url).port).not.toBe(String(taken));
        const client = new pg.Client({ connectionString: cluster.url });
        await client.connect();
        const { rows } = await client.query<{ one: number }>('SELECT 1 AS one');
        await client.end();
        expect(rows).toEqual([{ one: 1 }]);
      } finally {
        cluster.destroy();
      }
    },
  );
});

/** The first database's name at `url`, or the connection error's message. */
async function databaseAt(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
    const { rows } = await client.query<{ name: string }>('SELECT current_database() AS name');
    return rows[0]!.name;
  } catch (error) {
    return (error as Error).message;
  } finally {
    await client.end().catch(() => {});
  }
}

describe('a database for a PostgreSQL-only test file', () => {
  it.skipIf(testDatabaseServer() !== null || 'missing' in postgres)(
    'is made on a cluster of its own when there is no server, and gone with it after close',
    async () => {
      const database = postgresDatabase('postgres-cluster.test.ts');
      expect(database.skipped).toBeNull();
      const url = await database.open();
      try {
        expect(await databaseAt(url)).toMatch(/^sulong_test_/);
      } finally {
        await database.close();
      }
      expect(await databaseAt(url)).toMatch(/ECONNREFUSED/);
    },
  );
});

import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPostgres, startPostgresCluster } from './support/postgres-cluster.ts';
import type { PostgresCluster } from './support/postgres-cluster.ts';

/*
 * The API on real PostgreSQL survives the database dropping its connections and going away for a
 * while (docs/errors.md#service-unavailable): the process keeps serving, requests during the
 * outage answer SERVICE_UNAVAILABLE 503 in bounded time, and service resumes by itself.
 */

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const NODE = fileURLToPath(new URL('../../node_modules/.bin/node', import.meta.url));
const postgres = findPostgres();
if ('missing' in postgres) {
  console.warn(`pg-outage.test.ts skipped: ${postgres.missing}`);
}

describe.skipIf('missing' in postgres)('the API when PostgreSQL drops out', () => {
  let cluster: PostgresCluster;
  let server: ReturnType<typeof spawn>;
  let stdout = '';
  let url = '';

  beforeAll(async () => {
    cluster = await startPostgresCluster((postgres as { bin: string }).bin);
    server = spawn(NODE, ['server/main.ts'], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        PORT: '0',
        HOST: '127.0.0.1',
        DATABASE_URL: cluster.url,
        DATA_DIR: 'memory://',
        STATIC_DIR: '/nonexistent',
        RATE_LIMIT_ENABLED: 'false',
        // The job poller runs through the outage too.
        JOB_POLL_MS: '100',
        DB_CONNECTION_TIMEOUT_MS: '1000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    server.stderr!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    for (let waited = 0; !url && waited < 30_000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const line = stdout.split('\n').find((l) => l.includes('"msg":"server listening"'));
      url = line ? (JSON.parse(line) as { url: string }).url : '';
    }
    expect(url, stdout).not.toBe('');
  });

  afterAll(() => {
    if (server?.exitCode === null) server.kill('SIGKILL');
    cluster?.destroy();
  });

  /** A request that needs the database: a graphic code is stored before it is shown. */
  const captcha = () => fetch(`${url}/api/auth/captcha`, { signal: AbortSignal.timeout(10_000) });

  it('keeps serving after pg_terminate_backend ends its pooled connections', async () => {
    // Several at once, so the pool holds several idle connections.
    const warm = await Promise.all(Array.from({ length: 4 }, captcha));
    expect(warm.map((r) => r.status)).toEqual([200, 200, 200, 200]);

    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    const { rows } = await admin.query<{ pid: number }>(
      `SELECT pg_terminate_backend(pid) AS pid FROM pg_stat_activity
        WHERE backend_type = 'client backend' AND pid <> pg_backend_pid()`,
    );
    await admin.end();
    expect(rows.length).toBeGreaterThan(0);

    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.exitCode, stdout).toBeNull();
    expect(stdout).toContain('database connection lost while idle');
    expect(stdout).not.toContain("Emitted 'error' event");
    expect((await captcha()).status).toBe(200);
  });

  it('answers 503 SERVICE_UNAVAILABLE while PostgreSQL is stopped, then serves again', async () => {
    // Only what the poller logs from here: terminating backends earlier may have paused it too.
    const logBefore = stdout.length;
    cluster.stop();
    const started = Date.now();
    const during = await captcha();
    const took = Date.now() - started;
    expect(during.status).toBe(503);
    expect(during.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await during.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect(took).toBeLessThan(5000);
    expect(server.exitCode, stdout).toBeNull();
    // The job poller also ran into the outage without ending the process.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.exitCode, stdout).toBeNull();

    const paused = stdout.slice(logBefore).split('job polling paused').length - 1;
    expect(paused).toBeLessThanOrEqual(1);

    cluster.start();
    expect((await captcha()).status).toBe(200);
    expect((await fetch(`${url}/api/config`)).status).toBe(200);
  });

  it('drains the pool and exits 0 on SIGTERM', async () => {
    const exited =
      server.exitCode === null
        ? new Promise<number | null>((resolve) => server.on('exit', resolve))
        : Promise.resolve(server.exitCode);
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});

/**
 * `npm run db-faults [-- options]`: the API under load while its PostgreSQL misbehaves
 * (docs/errors.md#database-faults). A throwaway cluster and the API server in its own process;
 * signed-in borrowers read /api/me and the loan home without pause while this script
 *   1. kills every connection the server holds (pg_terminate_backend, as an operator or a
 *      failover would),
 *   2. stops PostgreSQL (fast shutdown) and, a few seconds later, starts it again.
 * It prints, per phase, the answers by status, requests that hung past the timeout, the slowest
 * answer, and after the restart how long until the first success. It exits 1 when the server
 * died, a request hung, an answer was neither 200 nor 503 SERVICE_UNAVAILABLE, or service did
 * not come back by itself.
 *
 *   --clients 32        concurrent request loops
 *   --down-s 5          seconds PostgreSQL stays stopped
 *   --timeout-ms 10000  a request unanswered this long counts as hung
 */
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import pg from 'pg';
import { findPostgres, startPostgresCluster } from '../tests/api/support/postgres-cluster.ts';
import { cleanupAll, onCleanup } from './audit/cleanup.ts';
import { createClient } from './bench/client.ts';
import { phoneNumbers, signIn } from './bench/lifecycle.ts';
import { startProcess } from './bench/processes.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

const { values: args } = parseArgs({
  options: {
    clients: { type: 'string', default: '32' },
    'down-s': { type: 'string', default: '5' },
    'timeout-ms': { type: 'string', default: '10000' },
  },
});
const CLIENTS = Number(args.clients);
const DOWN_MS = Number(args['down-s']) * 1000;
const TIMEOUT_MS = Number(args['timeout-ms']);

type Phase = 'before' | 'connections killed' | 'database down' | 'after restart';

interface Tally {
  statuses: Map<string, number>;
  hung: number;
  slowestMs: number;
}

const tallies = new Map<Phase, Tally>();
let phase: Phase = 'before';
let running = true;
let restartedAt = 0;
let firstOkAfterRestartMs: number | null = null;

function count(key: string, ms: number): void {
  let tally = tallies.get(phase);
  if (!tally) tallies.set(phase, (tally = { statuses: new Map(), hung: 0, slowestMs: 0 }));
  tally.statuses.set(key, (tally.statuses.get(key) ?? 0) + 1);
  tally.slowestMs = Math.max(tally.slowestMs, ms);
  if (key === 'hung') tally.hung += 1;
}

async function loop(url: string, token: string, paths: string[]): Promise<void> {
  for (let i = 0; running; i += 1) {
    const started = performance.now();
    try {
      const response = await fetch(`${url}${paths[i % paths.length]}`, {
        headers: { authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const body = (await response.json().catch(() => null)) as { code?: string } | null;
      const key = response.ok ? String(response.status) : `${response.status} ${body?.code}`;
      count(key, performance.now() - started);
      if (response.ok && phase === 'after restart' && firstOkAfterRestartMs === null) {
        firstOkAfterRestartMs = performance.now() - restartedAt;
      }
      // A refusal says when to come back; the app waits, so do these loops (a little).
      if (!response.ok) await sleep(100);
    } catch (error) {
      const hung = error instanceof Error && error.name === 'TimeoutError';
      count(hung ? 'hung' : `no answer (${(error as Error).message})`, performance.now() - started);
    }
  }
}

async function main(): Promise<void> {
  const found = findPostgres();
  if ('missing' in found) throw new Error(found.missing);
  const cluster = await startPostgresCluster(found.bin);
  onCleanup(() => cluster.destroy());
  const api = await startProcess('server/main.ts', {
    cwd: ROOT,
    env: {
      DATABASE_URL: cluster.url,
      STATIC_DIR: join(ROOT, 'no-static-files'),
      RATE_LIMIT_ENABLED: 'false',
      LOG_LEVEL: 'warn',
    },
    readyPath: '/api/config',
  });
  const setup = createClient(api.url);
  const nextPhone = phoneNumbers();
  const borrowers = await Promise.all([0, 1, 2, 3].map(() => signIn(setup, nextPhone())));
  console.log(`PostgreSQL ${cluster.url}; API ${api.url}; ${CLIENTS} clients`);

  const loops = Array.from({ length: CLIENTS }, (_, i) =>
    loop(api.url, borrowers[i % borrowers.length]!.token, ['/api/me', '/api/loan/home']),
  );
  await sleep(5000);

  phase = 'connections killed';
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  const killed = await admin.query(
    `SELECT count(*)::int AS n FROM (SELECT pg_terminate_backend(pid) FROM pg_stat_activity
      WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend') k`,
  );
  await admin.end();
  console.log(`killed ${killed.rows[0].n} connections`);
  await sleep(5000);

  phase = 'database down';
  cluster.stop();
  console.log(`PostgreSQL stopped for ${DOWN_MS / 1000} s`);
  await sleep(DOWN_MS);
  cluster.start();
  phase = 'after restart';
  restartedAt = performance.now();
  console.log('PostgreSQL started again');
  await sleep(10_000);
  running = false;
  await Promise.all(loops);

  const alive = await fetch(`${api.url}/api/me`, {
    headers: { authorization: `Bearer ${borrowers[0]!.token}` },
  }).then(
    (r) => r.status,
    () => 0,
  );
  console.log('\nphase                 answers');
  let bad = false;
  for (const [name, tally] of tallies) {
    const answers = [...tally.statuses].map(([k, n]) => `${k} × ${n}`).join(', ');
    console.log(`${name.padEnd(21)} ${answers}; slowest ${Math.round(tally.slowestMs)} ms`);
    for (const key of tally.statuses.keys()) {
      if (key !== '200' && key !== '503 SERVICE_UNAVAILABLE') bad = true;
    }
  }
  console.log(
    `first success after the restart: ${firstOkAfterRestartMs === null ? 'none' : `${Math.round(firstOkAfterRestartMs)} ms`}`,
  );
  console.log(
    `server after the run: ${alive === 200 ? 'serving (200)' : `not serving (${alive})`}`,
  );
  console.log(`server log lines at error or above: ${api.errorLines().length}`);
  if (bad || alive !== 200 || firstOkAfterRestartMs === null) process.exitCode = 1;
}

try {
  await main();
} finally {
  await cleanupAll();
}

/**
 * `npm run bench [-- options]`: the API under load (docs/performance.md#benchmark).
 *
 * Starts a bare Fastify hello route and the API server (PGlite in a temporary folder; PostgreSQL
 * with DATABASE_URL, or a throwaway local cluster with --postgres), each in its own process, and
 * loads them from this one: requests per second and p50/p99 of the hello route, /api/config,
 * /api/me and the loan home, then a scripted lifecycle of N concurrent new borrowers with its
 * p95 and error count. A script, not a timed test: the figures depend on the machine, so compare
 * the shares of the hello route within one run.
 *
 *   --seconds 10       load per route and round
 *   --connections 20   concurrent connections per route
 *   --rounds 1         repeat the routes, interleaved; the table shows medians
 *   --borrowers 200    lifecycle borrowers at once (0 skips the lifecycle)
 *   --poll-ms 5000     mean pause between polls of a job's outcome, as the app (±50 %)
 *   --ramp-s 0         start the borrowers at random instants over this many seconds (0: at once)
 *   --one-client       every borrower from one address and device, numbers in one block (by
 *                      default each has a phone of their own: address, device id, number)
 *   --postgres         a throwaway PostgreSQL cluster (needs initdb/pg_ctl on this machine)
 *   --only <text>      load only the routes whose name holds this text (and the hello route)
 *   --cpu-prof         write the API server's CPU profile to reports/bench-profile/
 *   --server-dir <dir> run the API server of another checkout (an earlier commit, to compare)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { findPostgres, startPostgresCluster } from '../tests/api/support/postgres-cluster.ts';
import { cleanupAll, onCleanup } from './audit/cleanup.ts';
import { createClient } from './bench/client.ts';
import { approve, lifecycle, ownPhone, phoneNumbers, signIn, withdraw } from './bench/lifecycle.ts';
import type { LifecycleOptions } from './bench/lifecycle.ts';
import type { CpuMeter } from './bench/cpu.ts';
import { loadRoute } from './bench/load.ts';
import type { LoadOptions } from './bench/load.ts';
import { cpuMeter, postgresPid } from './bench/cpu.ts';
import { startProcess } from './bench/processes.ts';
import { lifecycleTable, routeTable, shareOf } from './bench/report.ts';
import type { RouteRow } from './bench/report.ts';
import { percentile } from './bench/stats.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    rounds: { type: 'string', default: '1' },
    borrowers: { type: 'string', default: '200' },
    'poll-ms': { type: 'string', default: '5000' },
    'ramp-s': { type: 'string', default: '0' },
    'one-client': { type: 'boolean', default: false },
    postgres: { type: 'boolean', default: false },
    'cpu-prof': { type: 'boolean', default: false },
    only: { type: 'string' },
    'server-dir': { type: 'string' },
  },
});
const load: LoadOptions = { seconds: Number(args.seconds), connections: Number(args.connections) };
const rounds = Number(args.rounds);
const borrowers = Number(args.borrowers);
const lifecycleOptions: LifecycleOptions = { pollMs: Number(args['poll-ms']), waitMs: 180_000 };
const rampMs = Number(args['ramp-s']) * 1000;

/**
 * What the API server runs with, besides its database (printed with the figures); the same
 * variable set in the environment wins, e.g. `LOG_LEVEL=warn npm run bench`.
 */
const BENCH_ENV = {
  // One address sends every request here: per-IP limits would refuse most of them.
  RATE_LIMIT_ENABLED: 'false',
  // The decision, payout and settlement as soon as their jobs are polled.
  DECISION_DELAY_SECONDS: '0',
  PAYOUT_DELAY_SECONDS: '0',
  ORDER_CHECK_DELAY_SECONDS: '0',
  JOB_POLL_MS: '200',
  // The database shares this machine's cores: more connections than about twice as many only
  // queue inside it, and 200 borrowers at once met more delay with 10 than with 5 on 2 cores
  // (docs/performance.md#pool-size).
  DB_POOL_MAX: String(2 * availableParallelism() + 1),
  LOG_LEVEL: 'info',
  NODE_ENV: 'development',
  SANDBOX_ENABLED: 'true',
  // The borrowers' own addresses arrive as X-Forwarded-For from this machine (ownPhone).
  TRUST_PROXY: 'loopback',
};
const SERVER_ENV: Record<string, string> = Object.fromEntries(
  Object.entries(BENCH_ENV).map(([name, value]) => [name, process.env[name] ?? value]),
);

async function database(): Promise<{ env: Record<string, string>; label: string }> {
  if (process.env.DATABASE_URL) {
    return { env: { DATABASE_URL: process.env.DATABASE_URL }, label: 'PostgreSQL (DATABASE_URL)' };
  }
  if (args.postgres) {
    const found = findPostgres();
    if ('missing' in found) throw new Error(`--postgres: ${found.missing}`);
    const cluster = await startPostgresCluster(found.bin);
    onCleanup(() => cluster.destroy());
    return {
      env: { DATABASE_URL: cluster.url },
      label: `PostgreSQL (throwaway cluster, ${found.bin})`,
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'sulong-bench-'));
  onCleanup(() => rmSync(dir, { recursive: true, force: true }));
  return { env: { DATA_DIR: dir }, label: 'PGlite (on disk, a temporary folder)' };
}

async function main(): Promise<void> {
  const db = await database();
  const hello = await startProcess('scripts/bench/hello-server.ts', {
    cwd: ROOT,
    env: {},
    readyPath: '/hello',
  });
  const serverDir = args['server-dir'] ? resolve(args['server-dir']) : ROOT;
  const api = await startProcess('server/main.ts', {
    cwd: serverDir,
    env: {
      ...SERVER_ENV,
      ...db.env,
      STATIC_DIR: join(ROOT, 'no-static-files'),
    },
    readyPath: '/api/config',
    nodeArgs: args['cpu-prof']
      ? ['--cpu-prof', '--cpu-prof-dir', join(ROOT, 'reports/bench-profile')]
      : [],
  });

  console.log(`Database: ${db.label}`);
  if (serverDir !== ROOT) console.log(`API server from ${serverDir}`);
  console.log(
    `Node ${process.version}, ${availableParallelism()} CPUs, load ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  console.log(
    `API server: ${Object.entries(SERVER_ENV)
      .map(([k, v]) => `${k}=${v}`)
      .join(' ')}`,
  );

  // The signed-in callers of the routes: one borrower just signed in, one approved, one repaying.
  const setup = createClient(api.url);
  const oneClient = args['one-client'];
  const nextPhone = phoneNumbers(oneClient);
  const signedIn = await signIn(setup, nextPhone());
  const approved = await signIn(setup, nextPhone());
  await approve(setup, approved, lifecycleOptions);
  const repaying = await signIn(setup, nextPhone());
  await approve(setup, repaying, lifecycleOptions);
  await withdraw(setup, repaying, lifecycleOptions);

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const encoding = { 'accept-encoding': 'gzip, deflate, br' };
  const databasePid = db.env.DATABASE_URL
    ? postgresPid(Number(new URL(db.env.DATABASE_URL).port || 5432))
    : null;
  const apiMeter = cpuMeter(api.pid, databasePid);
  const allRoutes: {
    name: string;
    url: string;
    headers: Record<string, string>;
    meter?: CpuMeter | null;
  }[] = [
    {
      name: 'hello (bare Fastify)',
      url: `${hello.url}/hello`,
      headers: encoding,
      meter: cpuMeter(hello.pid, null),
    },
    { name: 'GET /api/config', url: `${api.url}/api/config`, headers: encoding },
    {
      name: 'GET /api/me',
      url: `${api.url}/api/me`,
      headers: { ...encoding, ...bearer(signedIn.token) },
    },
    {
      name: 'GET /api/loan/home (approved)',
      url: `${api.url}/api/loan/home`,
      headers: { ...encoding, ...bearer(approved.token) },
    },
    {
      name: 'GET /api/loan/home (repaying)',
      url: `${api.url}/api/loan/home`,
      headers: { ...encoding, ...bearer(repaying.token) },
    },
  ];
  const routes = allRoutes.filter(
    (route, i) => i === 0 || !args.only || route.name.includes(args.only),
  );
  console.log(
    `\nRoutes: ${load.seconds} s × ${load.connections} connections each, ${rounds} round(s), after a 2 s warm-up`,
  );
  const rows: RouteRow[] = routes.map((route) => ({ name: route.name, rounds: [] }));
  for (let round = 0; round < rounds; round += 1) {
    for (const [i, route] of routes.entries()) {
      await loadRoute(route.url, route.headers, { ...load, seconds: 2 });
      rows[i]!.rounds.push(
        await loadRoute(route.url, route.headers, load, route.meter ?? apiMeter),
      );
    }
  }
  for (const line of routeTable(rows)) console.log(line);
  console.log(
    'server µs, db µs: CPU time per request of the server process and of the database (its local processes)',
  );

  let lifecycleP95: number | null = null;
  let lifecycleErrors = 0;
  if (borrowers > 0) {
    console.log(
      `\nLifecycle: ${borrowers} new borrowers ${rampMs > 0 ? `starting over ${rampMs / 1000} s` : 'at once'}, ${oneClient ? 'all from one address and device' : 'each from a phone of their own'}, sign-in → profile → decision → quote → sign → payout → repay (polls every ${lifecycleOptions.pollMs} ms ± 50 %)`,
    );
    const client = createClient(api.url);
    const started = Date.now();
    const loadCpu = process.cpuUsage();
    const failures: string[] = [];
    await Promise.all(
      Array.from({ length: borrowers }, async (_, index) => {
        if (rampMs > 0) await new Promise((resolve) => setTimeout(resolve, Math.random() * rampMs));
        const phone = oneClient ? client : client.as(ownPhone(index + 1));
        await lifecycle(phone, nextPhone(), lifecycleOptions).catch((error: unknown) => {
          failures.push(error instanceof Error ? error.message : String(error));
        });
      }),
    );
    const seconds = (Date.now() - started) / 1000;
    const { user, system } = process.cpuUsage(loadCpu);
    const unexpected = client.samples.filter((s) => !s.ok).length;
    lifecycleErrors = Math.max(unexpected, failures.length);
    lifecycleP95 = percentile(
      client.samples.map((s) => s.ms),
      95,
    );
    for (const line of lifecycleTable(client.samples)) console.log(line);
    console.log(
      `${borrowers - failures.length}/${borrowers} borrowers repaid in ${seconds.toFixed(1)} s; ` +
        `${client.samples.length} requests (${(client.samples.length / seconds).toFixed(0)}/s), ` +
        `${unexpected} unexpected answers, ${failures.length} borrowers stopped; ` +
        `the borrowers' side (this process) used ${((user + system) / 1e6).toFixed(1)} s of CPU`,
    );
    for (const failure of failures.slice(0, 5)) console.log(`  ${failure.slice(0, 300)}`);
  }

  const serverErrors = api.errorLines();
  console.log(`\nServer log lines at level error or above: ${serverErrors.length}`);
  for (const line of serverErrors.slice(0, 3)) console.log(`  ${line.slice(0, 300)}`);

  const mark = (ok: boolean) => (ok ? 'met' : 'MISSED');
  const target = (label: string, names: string[], share: number) => {
    const shares = names.filter((name) => rows.some((r) => r.name === name));
    if (shares.length === 0) return;
    const reached = Math.min(...shares.map((name) => shareOf(rows, name)));
    console.log(`  ${label}: ${(reached * 100).toFixed(1)} % ${mark(reached >= share)}`);
  };
  console.log('\nTargets (issue 11, on PostgreSQL):');
  target('/api/me ≥ 25 % of hello', ['GET /api/me'], 0.25);
  target(
    'loan home ≥ 10 % of hello',
    ['GET /api/loan/home (approved)', 'GET /api/loan/home (repaying)'],
    0.1,
  );
  if (lifecycleP95 !== null) {
    console.log(
      `  lifecycle p95 < 300 ms and 0 errors: ${lifecycleP95.toFixed(0)} ms, ${lifecycleErrors} errors ` +
        mark(lifecycleP95 < 300 && lifecycleErrors === 0),
    );
  }
}

try {
  await main();
} finally {
  await cleanupAll(15_000);
}

/**
 * `npm run audit` (= node scripts/audit.ts [--no-build]): builds the PWA, serves it with the
 * real server, and checks what a borrower on a cheap phone gets on each entry route (welcome,
 * sign-in, and home signed in with a sandbox session): the JavaScript fetched until the network is
 * idle, Lighthouse (mobile, median of 5), a repeat visit from the service worker, installability
 * and the offline shell (docs/first-paint.md#audit).
 * Writes reports/audit.json (+ reports/lighthouse-<route>.html); exits 1 when a gate fails.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureBrowserScripts } from './audit/browser-scripts.ts';
import { cleanupAll } from './audit/cleanup.ts';
import { readFirstLoad } from './audit/first-load.ts';
import { checkInstallability } from './audit/installability.ts';
import { runLighthouse } from './audit/lighthouse.ts';
import {
  auditPasses,
  crossCheckScripts,
  emptyReport,
  evaluateBudgets,
  formatSummary,
  notesFor,
} from './audit/report.ts';
import type { AuditReport } from './audit/report.ts';
import { runBuild, startServer } from './audit/server.ts';
import { AUDIT_ROUTES, sandboxSession } from './audit/routes.ts';
import { errorMessage, withTimeout } from './audit/timeout.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST = join(ROOT, 'dist');
const REPORTS = join(ROOT, 'reports');
// Sixteen Lighthouse runs or more; steps have their own, shorter limits inside this one.
const WHOLE_AUDIT_MS = 900_000;

function gitCommit(): string | null {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

function log(message: string): void {
  process.stdout.write(`[audit] ${message}\n`);
}

/** Runs one step; a crash is recorded (and fails its gates) instead of ending the audit. */
async function step<T>(
  errors: Record<string, string>,
  name: string,
  ms: number,
  run: () => Promise<T>,
): Promise<T | null> {
  const started = Date.now();
  log(`${name}…`);
  try {
    const result = await withTimeout(run(), ms, name);
    log(`${name} done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return result;
  } catch (error) {
    errors[name] = errorMessage(error);
    log(`${name} FAILED: ${errors[name]}`);
    return null;
  }
}

/** The report being filled in, so a watchdog stop can still write what was measured. */
let current: AuditReport | null = null;

async function measure(report: AuditReport, build: boolean): Promise<void> {
  const { errors } = report;
  const built = build ? await step(errors, 'build', 120_000, () => runBuild(ROOT)) : true;
  if (built === null) return;
  report.firstLoad = await step(errors, 'first-load', 5_000, async () => readFirstLoad(DIST));
  const server = await step(errors, 'server', 35_000, () => startServer(ROOT, DIST));
  if (!server) return;
  report.url = server.url;
  try {
    const storage = await step(errors, 'sandbox session', 15_000, () => sandboxSession(server.url));
    // One browser at a time: on two cores, parallel Chromiums would skew Lighthouse's timings.
    for (const route of AUDIT_ROUTES) {
      if (route.signedIn && !storage) continue;
      const seeded = route.signedIn ? (storage ?? undefined) : undefined;
      const scripts = await step(errors, `browser-scripts ${route.name}`, 45_000, () =>
        measureBrowserScripts(server.url, route.path, seeded),
      );
      if (scripts && report.firstLoad && route.name === 'start')
        scripts.crossCheck = crossCheckScripts(scripts, report.firstLoad);
      if (scripts) report.browserScripts[route.name] = scripts;
      // A returning borrower's runs each open the page once before they measure it.
      const lighthouseMs = route.returning ? 300_000 : 150_000;
      const lighthouse = await step(errors, `lighthouse ${route.name}`, lighthouseMs, () =>
        runLighthouse(
          `${server.url}${route.path}`,
          join(REPORTS, `lighthouse-${route.name}.html`),
          { storage: seeded, returning: route.returning },
        ),
      );
      // Scores of a screen the app redirected to would gate the wrong page.
      // (The hash router writes the welcome page's empty address as `#/`.)
      const finalHash = lighthouse ? new URL(lighthouse.finalUrl).hash.replace(/^#\/$/, '') : '';
      if (lighthouse && finalHash !== route.finalHash) {
        errors[`lighthouse ${route.name}`] =
          `audited ${lighthouse.finalUrl}, not ${route.path} (redirected)`;
      }
      if (lighthouse) report.lighthouse[route.name] = lighthouse;
    }
    report.repeatVisit = await step(errors, 'lighthouse repeat visit', 150_000, () =>
      runLighthouse(`${server.url}/#/start`, join(REPORTS, 'lighthouse-start-repeat.html'), {
        repeat: true,
      }),
    );
    const install = await step(errors, 'installability', 60_000, () =>
      checkInstallability(server.url),
    );
    report.installability = install?.installability ?? null;
    report.offline = install?.offline ?? null;
  } finally {
    await server.stop();
  }
}

/** Gates, notes, verdict; then reports/audit.json and the summary. Returns the exit code. */
function conclude(report: AuditReport): number {
  // Once only: the watchdog may conclude while a step is still winding down.
  if (report.budgets.length) return report.pass ? 0 : 1;
  report.budgets = evaluateBudgets(report);
  report.notes = notesFor(report);
  // A crashed step fails the audit even when it has no budget of its own.
  const crashed = Object.keys(report.errors);
  report.pass = auditPasses(report.budgets, crashed);
  const path = join(REPORTS, 'audit.json');
  writeFileSync(path, `${JSON.stringify(report, null, 2)}\n`);
  process.stdout.write(formatSummary(report));
  log(`report written to ${path}`);
  return report.pass ? 0 : 1;
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.some((arg) => arg !== '--no-build')) {
    process.stderr.write('usage: node scripts/audit.ts [--no-build]\n');
    return 2;
  }
  mkdirSync(REPORTS, { recursive: true });
  current = emptyReport(gitCommit());
  await measure(current, !args.includes('--no-build'));
  return conclude(current);
}

async function finish(code: number): Promise<never> {
  await cleanupAll();
  process.exit(code);
}

// Last resort: whatever hangs, the server and browsers are stopped and the audit fails.
setTimeout(() => {
  log(`whole audit exceeded ${WHOLE_AUDIT_MS / 1000} s; stopping`);
  if (current) {
    current.errors.watchdog = `stopped after ${WHOLE_AUDIT_MS / 1000} s`;
    conclude(current);
  }
  void finish(1);
}, WHOLE_AUDIT_MS).unref();
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void finish(130));

main().then(finish, (error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : error}\n`);
  void finish(1);
});

import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { runBuild, startServer } from '../../../scripts/audit/server.ts';
import { PERSONAL_FIXTURE_VALUES } from '../../api/support/profile-fixtures.ts';
import { describeFindings, scanLines } from '../../support/log-scan.ts';
import { firstAdministratorKey } from './desk-staff.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    staticDir: string;
    /** An API key of the e2e server's first administrator (every role), for operator calls. */
    deskKey: string;
  }
}

const root = new URL('../../..', import.meta.url).pathname;

/**
 * Starts the real server on a free port, serving a copy of the build, with its own data folder
 * (the embedded database, and the desk's bootstrap secret the first administrator is made with).
 */
export default async function setup(project: TestProject) {
  if (!existsSync(join(root, 'dist/index.html')) || !existsSync(join(root, 'dist/desk/index.html')))
    await runBuild(root);
  // A copy, so a test can publish a "new version" of the service worker without touching dist/.
  const staticDir = mkdtempSync(join(tmpdir(), 'sulong-e2e-dist-'));
  cpSync(join(root, 'dist'), staticDir, { recursive: true });
  const dataDir = mkdtempSync(join(tmpdir(), 'sulong-e2e-data-'));

  // The server's log, scanned after the run like the API tests' (docs/security.md#what-logs-may-hold).
  const logLines: string[] = [];
  const server = await startServer(
    root,
    staticDir,
    {
      NODE_ENV: 'test',
      // The per-IP limits are proven by the API tests; here every test signs in from one IP.
      RATE_LIMIT_ENABLED: 'false',
      // Likewise the graphic code by risk across numbers (docs/security.md#sms-pumping).
      SMS_RISK_PER_IP: '0',
      SMS_RISK_PER_DEVICE: '0',
      SMS_RISK_PER_BLOCK: '0',
      SMS_HOURLY_BUDGET: '0',
      // The sandbox decides a submitted application after this delay: long enough that home shows
      // "Under review" first, short enough for the decision tests. Jobs are polled often.
      DECISION_DELAY_SECONDS: '3',
      JOB_POLL_MS: '200',
      // The sandbox pays out this long after the request: "in process" is on screen first.
      PAYOUT_DELAY_SECONDS: '2',
      DATA_DIR: dataDir,
    },
    (line) => logLines.push(line),
  );
  project.provide('baseURL', server.url);
  project.provide('staticDir', staticDir);
  let deskKey: string;
  try {
    deskKey = await firstAdministratorKey(server.url, dataDir, 'ops@lender.example');
  } catch (error) {
    await server.stop();
    rmSync(staticDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  project.provide('deskKey', deskKey);

  return async () => {
    await server.stop();
    rmSync(staticDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
    const findings = scanLines('e2e server', logLines, {
      personal: PERSONAL_FIXTURE_VALUES,
      secrets: [{ kind: 'staff API key', value: deskKey }],
    });
    if (findings.length === 0) return;
    const dir = join(root, 'reports', 'test-logs', `e2e-${Date.now()}`);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'server.log'), `${logLines.join('\n')}\n`);
    writeFileSync(join(dir, 'findings.txt'), describeFindings(findings, Infinity));
    process.stderr.write(`\nPersonal data or secrets in the e2e server's log (${dir}):\n`);
    process.stderr.write(`${describeFindings(findings)}\n`);
    throw new Error(`The e2e server's log holds personal data or secrets: ${findings.length}`);
  };
}

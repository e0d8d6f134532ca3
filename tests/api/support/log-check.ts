import { mkdirSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { describeFindings, scanLogDir } from '../../support/log-scan.ts';
import { PERSONAL_FIXTURE_VALUES } from './profile-fixtures.ts';

const ROOT = new URL('../../../', import.meta.url).pathname;

/**
 * The API project's global setup: a folder for this run's logs (tests/api/support/test-logs.ts),
 * and after the last test file a scan of every line (docs/security.md#what-logs-may-hold). A
 * finding fails the run (`vitest run` exits 1) and keeps the folder to read; a clean run removes it.
 */
export default function setup(project: TestProject) {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const dir = join(ROOT, 'reports', 'test-logs', `${project.name}-${stamp}-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  project.provide('testLogDir', dir);

  return () => {
    const findings = scanLogDir(dir, PERSONAL_FIXTURE_VALUES);
    if (findings.length === 0) {
      rmSync(dir, { recursive: true, force: true });
      try {
        rmdirSync(dirname(dir)); // only when empty: another run's folder stays
      } catch {
        // not empty
      }
      return;
    }
    const report = describeFindings(findings);
    writeFileSync(join(dir, 'findings.txt'), describeFindings(findings, Infinity));
    process.stderr.write(`\nPersonal data or secrets in the API test logs (${dir}):\n${report}\n`);
    throw new Error(`API test logs hold personal data or secrets: ${findings.length} finding(s)`);
  };
}

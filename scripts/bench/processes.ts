/**
 * The benchmark's servers, each in its own process so the load generator (this process) never
 * shares their event loop. Stopped however the run ends (scripts/audit/cleanup.ts).
 */
import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { freePort } from '../../tests/api/support/postgres-cluster.ts';
import { onCleanup } from '../audit/cleanup.ts';
import { stopChild } from '../audit/server.ts';

const LISTEN_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;

export interface ServerProcess {
  url: string;
  pid: number;
  /** Log lines at level error or above since the start (pino levels: 50 and 60). */
  errorLines: () => string[];
  stop: () => Promise<void>;
}

/**
 * `node <script>` listening on 127.0.0.1 and a free port (PORT, HOST); resolves once `readyPath`
 * answers. The server's output goes to a file, read when asked: reading it line by line here
 * would take CPU from the load generator in this process, as a log shipper in production takes
 * none from the load.
 */
export async function startProcess(
  script: string,
  options: { cwd: string; env: Record<string, string>; readyPath: string; nodeArgs?: string[] },
): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const logDir = mkdtempSync(join(tmpdir(), `bench-${basename(script, '.ts')}-`));
  const logFile = join(logDir, 'output.log');
  const output = openSync(logFile, 'a');
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), script], {
    cwd: options.cwd,
    stdio: ['ignore', output, output],
    env: { ...process.env, ...options.env, HOST: '127.0.0.1', PORT: String(port) },
  });
  closeSync(output);
  const lines = (): string[] => readFileSync(logFile, 'utf8').split('\n');
  const errors = (): string[] =>
    lines().filter((line) => line.includes('"level":50') || line.includes('"level":60'));
  const recent = (): string[] => lines().slice(-20);
  const stop = onCleanup(async () => {
    await stopChild(child, STOP_TIMEOUT_MS);
    rmSync(logDir, { recursive: true, force: true });
  });
  let exited: string | null = null;
  child.once('exit', (code, signal) => (exited = signal ?? `exit ${code}`));

  const until = Date.now() + LISTEN_TIMEOUT_MS;
  for (;;) {
    if (exited) break;
    try {
      await fetch(`${url}${options.readyPath}`);
      return { url, pid: child.pid!, errorLines: errors, stop };
    } catch {
      if (Date.now() > until) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  const tail = recent();
  await stop();
  throw new Error(
    `${script}: ${exited ? `exited early (${exited})` : 'did not answer in time'}\n${tail.join('\n')}`,
  );
}

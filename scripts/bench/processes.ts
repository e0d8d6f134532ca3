/**
 * The benchmark's servers, each in its own process so the load generator (this process) never
 * shares their event loop. Stopped however the run ends (scripts/audit/cleanup.ts).
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
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
 * answers. Whatever its log level, the server's output is read to the end.
 */
export async function startProcess(
  script: string,
  options: { cwd: string; env: Record<string, string>; readyPath: string; nodeArgs?: string[] },
): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), script], {
    cwd: options.cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...options.env, HOST: '127.0.0.1', PORT: String(port) },
  });
  const recent: string[] = [];
  const errors: string[] = [];
  const remember = (line: string): void => {
    recent.push(line);
    if (recent.length > 20) recent.shift();
  };
  // Both pipes are read to the end: a full pipe would block the server's logging.
  createInterface({ input: child.stderr }).on('line', remember);
  createInterface({ input: child.stdout }).on('line', (line) => {
    remember(line);
    if (line.includes('"level":50') || line.includes('"level":60')) errors.push(line);
  });
  const stop = onCleanup(() => stopChild(child, STOP_TIMEOUT_MS));
  let exited: string | null = null;
  child.once('exit', (code, signal) => (exited = signal ?? `exit ${code}`));

  const until = Date.now() + LISTEN_TIMEOUT_MS;
  for (;;) {
    if (exited) break;
    try {
      await fetch(`${url}${options.readyPath}`);
      return { url, pid: child.pid!, errorLines: () => [...errors], stop };
    } catch {
      if (Date.now() > until) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  await stop();
  throw new Error(
    `${script}: ${exited ? `exited early (${exited})` : 'did not answer in time'}\n${recent.join('\n')}`,
  );
}

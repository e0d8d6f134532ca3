/**
 * The benchmark's servers, each in its own process so the load generator (this process) never
 * shares their event loop. Stopped however the run ends (scripts/audit/cleanup.ts).
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { onCleanup } from '../audit/cleanup.ts';

const LISTEN_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;

export interface ServerProcess {
  url: string;
  /** Log lines at level error or above since the start (pino levels: 50 and 60). */
  errorLines: () => string[];
  stop: () => Promise<void>;
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    // SIGTERM lets the server finish and close its database (and write a CPU profile).
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** `node <script>` with `env`; resolves once it logs "server listening" with its URL. */
export function startProcess(
  script: string,
  options: { cwd: string; env: Record<string, string>; nodeArgs?: string[] },
): Promise<ServerProcess> {
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), script], {
    cwd: options.cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...options.env },
  });
  const recent: string[] = [];
  const errors: string[] = [];
  const remember = (line: string): void => {
    recent.push(line);
    if (recent.length > 20) recent.shift();
  };
  // Both pipes are read to the end: a full pipe would block the server's logging.
  createInterface({ input: child.stderr }).on('line', remember);
  const stdout = createInterface({ input: child.stdout });
  const stop = onCleanup(() => stopChild(child));

  return new Promise((resolve, reject) => {
    const fail = (message: string): void => {
      clearTimeout(timer);
      void stop().then(() => reject(new Error(`${script}: ${message}\n${recent.join('\n')}`)));
    };
    const timer = setTimeout(
      () => fail(`no "server listening" within ${LISTEN_TIMEOUT_MS / 1000} s`),
      LISTEN_TIMEOUT_MS,
    );
    child.once('error', (error) => fail(`did not start: ${error.message}`));
    child.once('exit', (code, signal) => fail(`exited early (${signal ?? `exit ${code}`})`));
    stdout.on('line', (line) => {
      remember(line);
      // Cheap test first: most lines are request logs at level 30.
      if (line.includes('"level":5') || line.includes('"level":6')) errors.push(line);
      if (!line.includes('server listening')) return;
      let entry: { msg?: unknown; url?: unknown };
      try {
        entry = JSON.parse(line) as typeof entry;
      } catch {
        return;
      }
      if (entry.msg === 'server listening' && typeof entry.url === 'string') {
        clearTimeout(timer);
        child.removeAllListeners('exit');
        resolve({ url: entry.url, errorLines: () => [...errors], stop });
      }
    });
  });
}

/** Builds the PWA and serves it with the real API server, as production would send it. */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { onCleanup } from './cleanup.ts';

const BUILD_TIMEOUT_MS = 120_000;
const LISTEN_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 5_000;

/** `npm run build`, output passed through so a failing build shows its own error. */
export function runBuild(cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build'], { cwd, stdio: ['ignore', 'inherit', 'inherit'] });
    const stop = onCleanup(() => stopChild(child));
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`npm run build timed out after ${BUILD_TIMEOUT_MS / 1000} s`));
    }, BUILD_TIMEOUT_MS);
    child.once('error', (error) => {
      clearTimeout(timer);
      void stop();
      reject(error);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      void stop();
      if (code === 0) resolve();
      else reject(new Error(`npm run build failed (${signal ?? `exit ${code}`})`));
    });
  });
}

export interface RunningServer {
  url: string;
  stop: () => Promise<void>;
}

/** SIGTERM, then SIGKILL if the child has not exited after `timeoutMs`. */
export function stopChild(child: ChildProcess, timeoutMs = STOP_TIMEOUT_MS): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    // SIGTERM lets the server close the database; SIGKILL only if it does not exit in time.
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * `node server/main.ts` on a free port with an in-memory database; resolves with the URL from
 * its "server listening" log line. The same Node runs it, so the pinned version is used.
 * `onLine` sees every line the server writes (the e2e run scans its log).
 */
export function startServer(
  cwd: string,
  staticDir: string,
  env: Record<string, string> = {},
  onLine: (line: string) => void = () => {},
): Promise<RunningServer> {
  const child = spawn(process.execPath, ['server/main.ts'], {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      STATIC_DIR: staticDir,
      ...env,
    },
  });
  const recent: string[] = [];
  const remember = (line: string): void => {
    onLine(line);
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
      void stop().then(() => reject(new Error(`${message}\n${recent.join('\n')}`)));
    };
    const timer = setTimeout(
      () => fail(`server did not log "server listening" within ${LISTEN_TIMEOUT_MS / 1000} s`),
      LISTEN_TIMEOUT_MS,
    );
    child.once('error', (error) => fail(`server did not start: ${error.message}`));
    child.once('exit', (code, signal) => fail(`server exited early (${signal ?? `exit ${code}`})`));
    stdout.on('line', (line) => {
      remember(line);
      let entry: { msg?: unknown; url?: unknown };
      try {
        entry = JSON.parse(line) as typeof entry;
      } catch {
        return;
      }
      if (entry.msg === 'server listening' && typeof entry.url === 'string') {
        clearTimeout(timer);
        child.removeAllListeners('exit');
        resolve({ url: entry.url, stop });
      }
    });
  });
}

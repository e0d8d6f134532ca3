import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    staticDir: string;
  }
}

const root = new URL('../../..', import.meta.url).pathname;

/** Starts the real server on a free port, in-memory database, serving a copy of the build. */
export default async function setup(project: TestProject) {
  if (!existsSync(join(root, 'dist/index.html'))) {
    execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  }
  // A copy, so a test can publish a "new version" of the service worker without touching dist/.
  const staticDir = mkdtempSync(join(tmpdir(), 'sulong-e2e-dist-'));
  cpSync(join(root, 'dist'), staticDir, { recursive: true });

  const server: ChildProcess = spawn(join(root, 'node_modules/.bin/node'), ['server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      STATIC_DIR: staticDir,
      NODE_ENV: 'test',
      // info: the "server listening" line carries the URL; stdout is read here, not shown.
      LOG_LEVEL: 'info',
      // The per-IP limits are proven by the API tests; here every test signs in from one IP.
      RATE_LIMIT_ENABLED: 'false',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('server did not start in 30 s')), 30_000);
    server.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    createInterface({ input: server.stdout! }).on('line', (line) => {
      try {
        const entry = JSON.parse(line) as { msg?: string; url?: string };
        if (entry.msg === 'server listening' && entry.url) {
          clearTimeout(timer);
          resolve(entry.url);
        }
      } catch {
        // not a log line
      }
    });
  });

  project.provide('baseURL', url);
  project.provide('staticDir', staticDir);

  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(staticDir, { recursive: true, force: true });
  };
}

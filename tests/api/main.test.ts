import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** The pinned Node 24: the server runs by its native type stripping, not through Vite. */
const NODE = fileURLToPath(new URL('../../node_modules/.bin/node', import.meta.url));

const started: ReturnType<typeof spawn>[] = [];
afterEach(() => {
  // A failed assertion must not leave a server behind.
  for (const child of started.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

function run(env: Record<string, string>) {
  const child = spawn(NODE, ['server/main.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => ({ stdout, stderr }) };
}

describe('node server/main.ts', () => {
  it('starts on a free port, logs its URL as JSON, serves, and stops cleanly on SIGTERM', async () => {
    const server = run({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      STATIC_DIR: '/nonexistent',
    });
    let url: string | undefined;
    for (let waited = 0; !url && waited < 30_000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const line = server
        .output()
        .stdout.split('\n')
        .find((l) => l.includes('"msg":"server listening"'));
      url = line ? (JSON.parse(line) as { url: string }).url : undefined;
    }
    expect(url, server.output().stderr).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);

    const config = await fetch(`${url}/api/config`);
    expect(config.status).toBe(200);
    expect(await config.json()).toMatchObject({ environment: 'sandbox' });

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });

  it('logs a failed start as one fatal line of the app logger and exits 1', async () => {
    // The port is taken: listen fails after the app was built. Node's default wrote the error
    // with util.inspect to stderr, past the log's serializer and scrubbing.
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = taken.address() as AddressInfo;
      const server = run({
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: 'memory://',
        STATIC_DIR: '/nonexistent',
      });
      expect(await server.exited).toBe(1);
      const { stdout, stderr } = server.output();
      const fatal = stdout
        .split('\n')
        .filter((line) => line.includes('"level":60'))
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(fatal, stderr).toEqual([
        expect.objectContaining({
          msg: 'fatal error: the process exits',
          err: expect.objectContaining({ code: 'EADDRINUSE' }) as unknown,
        }),
      ]);
      expect(stderr).toBe('');
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  });

  it('refuses a bad environment, naming the variable', async () => {
    const server = run({ PORT: 'eighty', DATA_DIR: 'memory://' });
    expect(await server.exited).toBe(1);
    expect(server.output().stderr).toContain('PORT');
  });
});

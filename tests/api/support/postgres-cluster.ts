import { execFileSync, type ExecFileSyncOptions } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';

/**
 * A throwaway PostgreSQL cluster in a temporary folder, on 127.0.0.1 and a free port, for tests
 * that must stop and start the database itself. PostgreSQL refuses to run as root: under root
 * the cluster belongs to the `postgres` (or `nobody`) account.
 */
export interface PostgresCluster {
  url: string;
  stop(): void;
  start(): void;
  /** Stops the cluster and removes its folder. */
  destroy(): void;
}

/** Where initdb and pg_ctl are, or why a cluster cannot be started here. */
export function findPostgres(): { bin: string } | { missing: string } {
  const dirs = [
    ...(process.env.PATH ?? '').split(delimiter),
    '/usr/local/bin',
    '/usr/lib/postgresql/17/bin',
    '/usr/lib/postgresql/16/bin',
    '/usr/lib/postgresql/15/bin',
  ];
  const bin = dirs.find(
    (dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl')),
  );
  if (!bin) return { missing: 'PostgreSQL binaries (initdb, pg_ctl) not found' };
  if (process.getuid?.() === 0 && !clusterAccount()) {
    return { missing: 'running as root without a postgres or nobody account' };
  }
  return { bin };
}

/** The account a root process runs PostgreSQL as. */
function clusterAccount(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const passwd = readFileSync('/etc/passwd', 'utf8').split('\n');
  for (const name of ['postgres', 'nobody']) {
    const fields = passwd.find((line) => line.startsWith(`${name}:`))?.split(':');
    if (fields) return { uid: Number(fields[2]), gid: Number(fields[3]) };
  }
  return null;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function startPostgresCluster(bin: string): Promise<PostgresCluster> {
  const account = clusterAccount();
  const dir = mkdtempSync(join(tmpdir(), 'sulong-pg-'));
  if (account) chownSync(dir, account.uid, account.gid);
  const data = join(dir, 'data');
  const port = await freePort();
  const run = (tool: string, args: string[]) => {
    const options: ExecFileSyncOptions = {
      stdio: 'pipe',
      cwd: dir,
      env: { PATH: process.env.PATH ?? '', LC_ALL: 'C' },
      ...(account ?? {}),
    };
    execFileSync(join(bin, tool), args, options);
  };
  run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () =>
    run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start']);
  const stop = () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    destroy() {
      try {
        stop();
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

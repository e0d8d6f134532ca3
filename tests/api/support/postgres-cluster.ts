import { execFileSync, type ExecFileSyncOptions } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
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

const DEBIAN_VERSIONS = '/usr/lib/postgresql';

/** Debian's `/usr/lib/postgresql/<version>/bin` folders, newest version first. */
export function debianPostgresBins(root: string = DEBIAN_VERSIONS): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root)
    .filter((version) => /^\d+(\.\d+)?$/.test(version))
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => join(root, version, 'bin'));
}

/** Where initdb and pg_ctl are, or why a cluster cannot be started here. */
export function findPostgres(): { bin: string } | { missing: string } {
  const dirs = [
    ...(process.env.PATH ?? '').split(delimiter).filter(Boolean),
    '/usr/local/bin',
    ...debianPostgresBins(),
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

/** Ports tried before giving up: another process may take the free one before PostgreSQL binds. */
const START_ATTEMPTS = 5;

export interface ClusterOptions {
  /** Default 100; the API suite on PostgreSQL opens a pool per test file. */
  maxConnections?: number;
  /** Where the cluster's folder is made; default the system's temporary folder. */
  parentDir?: string;
  /** Picks the port of each start attempt; default a port free at that moment. */
  nextPort?: () => Promise<number>;
}

export async function startPostgresCluster(
  bin: string,
  options: ClusterOptions = {},
): Promise<PostgresCluster> {
  const account = clusterAccount();
  const dir = mkdtempSync(join(options.parentDir ?? tmpdir(), 'sulong-pg-'));
  const data = join(dir, 'data');
  const log = join(dir, 'log');
  const run = (tool: string, args: string[]) => {
    const execOptions: ExecFileSyncOptions = {
      stdio: 'pipe',
      cwd: dir,
      env: { PATH: process.env.PATH ?? '', LC_ALL: 'C' },
      ...(account ?? {}),
    };
    execFileSync(join(bin, tool), args, execOptions);
  };
  let port = 0;
  const settings = [
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    `-c max_connections=${options.maxConnections ?? 100}`,
  ].join(' ');
  const start = () =>
    run('pg_ctl', ['-D', data, '-o', `-p ${port} -k ${dir} ${settings}`, '-l', log, '-w', 'start']);
  const stop = () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  try {
    if (account) chownSync(dir, account.uid, account.gid);
    run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
    for (let attempt = 1; ; attempt += 1) {
      port = await (options.nextPort ?? freePort)();
      rmSync(log, { force: true });
      try {
        start();
        break;
      } catch (error) {
        // The port was free when chosen; someone may have bound it since. Anything else is fatal.
        if (attempt === START_ATTEMPTS || !portTaken(log)) throw withLog(error, log);
      }
    }
  } catch (error) {
    try {
      stop(); // a server that came up too late for pg_ctl's wait
    } catch {
      // none is running
    }
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
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

function portTaken(log: string): boolean {
  return (
    existsSync(log) && /could not bind|address already in use/i.test(readFileSync(log, 'utf8'))
  );
}

function withLog(error: unknown, log: string): Error {
  const tail = existsSync(log) ? readFileSync(log, 'utf8').slice(-2000) : '(no server log)';
  return new Error(`PostgreSQL did not start: ${String(error)}\n${tail}`, { cause: error });
}

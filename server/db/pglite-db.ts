import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Transaction } from '@electric-sql/pglite';
import { lockedThen } from './db.ts';
import type { Db } from './db.ts';
import { statementsOf } from './failed-statement.ts';
import { INT8_OID, parseInt8 } from './int8.ts';

export const MEMORY_DATA_DIR = 'memory://';

/**
 * The process holding DATA_DIR's database writes its pid here while it is open: PGlite has no
 * lock of its own, and a second opener (a command-line tool beside a server that did not
 * answer) would corrupt it. A stale file, its process gone, holds nothing.
 */
const holderPath = (dataDir: string) => join(resolve(dataDir), 'pglite.pid');

/** The pid of a live process holding DATA_DIR's database, or null. */
export function pgliteHolder(dataDir: string): number | null {
  let pid: number;
  try {
    pid = Number(readFileSync(holderPath(dataDir), 'utf8').trim());
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: alive, but another user's.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : null;
  }
}

/** Embedded Postgres: `memory://` for tests, otherwise DATA_DIR/pglite on disk. */
export async function openPgliteDb(dataDir: string): Promise<Db> {
  let location = MEMORY_DATA_DIR;
  if (dataDir !== MEMORY_DATA_DIR) {
    location = join(resolve(dataDir), 'pglite');
    mkdirSync(location, { recursive: true });
  }
  // bigint as a safe-integer number, never a BigInt or a rounded value (int8.ts).
  const pglite = await PGlite.create(location, { parsers: { [INT8_OID]: parseInt8 } });
  const onDisk = dataDir !== MEMORY_DATA_DIR;
  if (onDisk) writeFileSync(holderPath(dataDir), `${process.pid}\n`);
  return {
    ...statementsOf(pglite),
    // PGlite has one connection: everything else waits until the transaction ends.
    transaction: (fn, options) =>
      pglite.transaction((tx) => lockedThen(transactionDb(tx), fn, options)),
    // One process holds the database: nothing can be missed, so it is live from the start.
    listen: async (channel, handlers) => {
      const unlisten = await pglite.listen(channel, handlers.message);
      handlers.live(true);
      return async () => {
        if (!pglite.closed) await unlisten();
      };
    },
    close: async () => {
      await pglite.close();
      if (onDisk) rmSync(holderPath(dataDir), { force: true });
    },
  };
}

function transactionDb(tx: Transaction): Db {
  const db: Db = {
    ...statementsOf(tx),
    transaction: (fn, options) => lockedThen(db, fn, options),
    close: () => Promise.reject(new Error('close() inside a transaction')),
  };
  return db;
}

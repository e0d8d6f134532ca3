import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Transaction } from '@electric-sql/pglite';
import { lockedThen } from './db.ts';
import type { Db } from './db.ts';
import { statementsOf } from './failed-statement.ts';
import { INT8_OID, parseInt8 } from './int8.ts';

export const MEMORY_DATA_DIR = 'memory://';

/** Embedded Postgres: `memory://` for tests, otherwise DATA_DIR/pglite on disk. */
export async function openPgliteDb(dataDir: string): Promise<Db> {
  let location = MEMORY_DATA_DIR;
  if (dataDir !== MEMORY_DATA_DIR) {
    location = join(resolve(dataDir), 'pglite');
    mkdirSync(location, { recursive: true });
  }
  // bigint as a safe-integer number, never a BigInt or a rounded value (int8.ts).
  const pglite = await PGlite.create(location, { parsers: { [INT8_OID]: parseInt8 } });
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
    close: () => pglite.close(),
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

import type { AppConfig } from '../config.ts';
import type { Db } from './db.ts';
import { openPgDb } from './pg-db.ts';
import type { DbLogger } from './pg-db.ts';
import { openPgliteDb } from './pglite-db.ts';

/** DATABASE_URL wins (with its pool settings); otherwise the embedded database in DATA_DIR. */
export function openDb(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir' | 'pgPool'>,
  log?: DbLogger,
): Promise<Db> {
  return config.databaseUrl
    ? Promise.resolve(
        openPgDb(config.databaseUrl, { settings: config.pgPool, ...(log ? { log } : {}) }),
      )
    : openPgliteDb(config.dataDir);
}

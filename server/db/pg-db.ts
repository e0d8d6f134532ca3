import pg from 'pg';
import type { CustomTypesConfig, PoolClient, QueryConfig } from 'pg';
import type { PgPoolSettings } from '../config.ts';
import { lockText, lockedThen } from './db.ts';
import type { Db, LockName } from './db.ts';
import { INT8_OID, parseInt8 } from './int8.ts';
import { statementsOf } from './failed-statement.ts';
import { listenOnOwnConnection } from './pg-listener.ts';
import type { ListenClient } from './pg-listener.ts';
import { preparedQuery } from './prepared-statements.ts';
import { databaseErrorSummary } from './unavailable.ts';

type ErrorListener = (error: Error) => void;
type PooledClient = Pick<PoolClient, 'query' | 'release'> & {
  on(event: 'error', listener: ErrorListener): unknown;
  removeListener(event: 'error', listener: ErrorListener): unknown;
};

/** The subset of pg.Pool the adapter uses, so tests can hand in a fake. */
export interface PoolLike {
  query(statement: string | QueryConfig): Promise<{ rows: unknown[] }>;
  connect(): Promise<PooledClient>;
  end(): Promise<void>;
  on(event: 'error', listener: ErrorListener): unknown;
}

export const DEFAULT_PG_POOL: PgPoolSettings = {
  max: 10,
  statementTimeoutMs: 30_000,
  idleTimeoutMs: 30_000,
  connectionTimeoutMs: 5_000,
};

/** Where the adapter reports a connection the database dropped while it sat in the pool. */
export interface DbLogger {
  warn(fields: object, message: string): void;
}

/**
 * node-postgres' type parsers for this pool only (the global pg.types stay as they are): bigint
 * becomes a safe-integer number (int8.ts), every other type keeps pg's parser.
 */
export const pgTypes: CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID && format !== 'binary'
      ? parseInt8
      : pg.types.getTypeParser(oid, format)) as CustomTypesConfig['getTypeParser'],
};

export function createPgPool(databaseUrl: string, settings: PgPoolSettings): pg.Pool {
  return new pg.Pool({
    connectionString: databaseUrl,
    types: pgTypes,
    max: settings.max,
    idleTimeoutMillis: settings.idleTimeoutMs,
    connectionTimeoutMillis: settings.connectionTimeoutMs,
    statement_timeout: settings.statementTimeoutMs,
    // A transaction left open by a stuck request must not hold its locks for ever.
    idle_in_transaction_session_timeout: settings.statementTimeoutMs,
  });
}

/**
 * PostgreSQL through node-postgres: many stateless API instances can share one database.
 *
 * The database may drop a connection at any time (a restart, `pg_terminate_backend`). pg reports
 * that as an 'error' event on the pool (an idle connection) or on the client a transaction holds;
 * an event without a listener would end the process. Both are logged (code and message only) and
 * the connection is discarded; the request that needed it fails as SERVICE_UNAVAILABLE
 * (docs/errors.md#service-unavailable), and the pool opens new connections once the database is
 * back.
 */
export function openPgDb(
  databaseUrl: string,
  options: {
    settings?: PgPoolSettings;
    log?: DbLogger;
    pool?: PoolLike;
    listenClient?: () => ListenClient;
  } = {},
): Db {
  const log = options.log ?? { warn: () => {} };
  const settings = options.settings ?? DEFAULT_PG_POOL;
  const pool: PoolLike = options.pool ?? createPgPool(databaseUrl, settings);
  const newListenClient =
    options.listenClient ??
    (() =>
      new pg.Client({
        connectionString: databaseUrl,
        connectionTimeoutMillis: settings.connectionTimeoutMs,
        // The probes (pg-listener.ts) find a silent connection; keepalives close it sooner than
        // the operating system's two hours.
        keepAlive: true,
        keepAliveInitialDelayMillis: 10_000,
      }));
  const listeners = new Set<() => Promise<void>>();
  pool.on('error', (error) => {
    log.warn({ db: databaseErrorSummary(error) }, 'database connection lost while idle');
  });
  let closing: Promise<void> | null = null;
  return {
    ...statementsOf({
      query: (sql, params) => pool.query(preparedQuery(sql, params)),
      exec: (sql) => pool.query(sql),
    }),
    transaction: async (fn, options) => {
      const client = await pool.connect();
      let broken = false;
      const onError: ErrorListener = (error) => {
        // Dropped while held (between two statements): the next statement fails and rolls back.
        broken = true;
        log.warn({ db: databaseErrorSummary(error) }, 'database connection lost in a transaction');
      };
      client.on('error', onError);
      try {
        await client.query(options?.lock ? beginLocked(options.lock) : 'BEGIN');
        const result = await fn(clientDb(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        try {
          await client.query('ROLLBACK');
        } catch {
          broken = true; // a connection that cannot roll back must not go back to the pool
        }
        throw error;
      } finally {
        client.removeListener('error', onError);
        client.release(broken);
      }
    },
    listen: async (channel, handlers) => {
      const stop = await listenOnOwnConnection(newListenClient, channel, handlers, {
        log,
        // Through the pool: a probe proves that what another connection sends reaches this one.
        probe: (to, payload) =>
          pool.query({ text: 'SELECT pg_notify($1, $2)', values: [to, payload] }),
      });
      const stopOnce = async () => {
        listeners.delete(stopOnce);
        await stop();
      };
      listeners.add(stopOnce);
      return stopOnce;
    },
    // Waits for the connections in use to be released, then closes every one (once).
    close: () =>
      (closing ??= Promise.all([...listeners].map((stop) => stop())).then(() => pool.end())),
  };
}

/**
 * BEGIN and the advisory lock in one simple-protocol round trip: most write transactions start by
 * taking a lock (docs/performance.md#locked-transactions). The simple protocol has no parameters,
 * so the key is a literal, quoted by pg.escapeLiteral.
 */
export const beginLocked = (lock: LockName): string =>
  `BEGIN; SELECT pg_advisory_xact_lock(hashtext(${pg.escapeLiteral(lockText(lock))}))`;

function clientDb(client: Pick<PoolClient, 'query'>): Db {
  const db: Db = {
    ...statementsOf({
      query: (sql, params) => client.query(preparedQuery(sql, params)),
      exec: (sql) => client.query(sql),
    }),
    transaction: (fn, options) => lockedThen(db, fn, options),
    close: () => Promise.reject(new Error('close() inside a transaction')),
  };
  return db;
}

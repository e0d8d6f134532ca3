import pg from 'pg';
import type { CustomTypesConfig, PoolClient } from 'pg';
import type { Db } from './db.ts';
import { INT8_OID, parseInt8 } from './int8.ts';

/** The subset of pg.Pool the adapter uses, so tests can hand in a fake. */
export interface PoolLike {
  query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
  connect(): Promise<Pick<PoolClient, 'query' | 'release'>>;
  end(): Promise<void>;
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

/** PostgreSQL through node-postgres: many stateless API instances can share one database. */
export function openPgDb(
  databaseUrl: string,
  pool: PoolLike = new pg.Pool({ connectionString: databaseUrl, types: pgTypes }),
): Db {
  return {
    query: async <T>(sql: string, params?: readonly unknown[]) =>
      (await pool.query(sql, params ? [...params] : undefined)).rows as T[],
    exec: async (sql) => {
      await pool.query(sql);
    },
    transaction: async (fn) => {
      const client = await pool.connect();
      let broken = false;
      try {
        await client.query('BEGIN');
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
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}

function clientDb(client: Pick<PoolClient, 'query'>): Db {
  const db: Db = {
    query: async <T>(sql: string, params?: readonly unknown[]) =>
      (await client.query(sql, params ? [...params] : undefined)).rows as T[],
    exec: async (sql) => {
      await client.query(sql);
    },
    transaction: (fn) => fn(db),
    close: () => Promise.reject(new Error('close() inside a transaction')),
  };
  return db;
}

import { createHash } from 'node:crypto';
import type { Db } from './db.ts';

/**
 * A short name for a statement that says where it failed without any value: the verb, the first
 * table, and a hash of the text that tells two statements on one table apart, e.g.
 * `UPDATE loan_orders #3fa9c21e`. Statements take their values as $n parameters, and only
 * identifiers are read out of the text (docs/security.md#what-logs-may-hold).
 */
export function statementLabel(sql: string): string {
  const text = sql
    .replace(/--[^\n]*/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const verb = /^[a-z]+/i.exec(text)?.[0]?.toUpperCase() ?? 'SQL';
  // The first table named; `DO UPDATE SET` and `FOR UPDATE SKIP LOCKED` name none.
  const table = /\b(?:INTO|UPDATE|FROM|TABLE)\s+(?!(?:SET|SKIP|NOWAIT|OF)\b)([a-z_][\w.]*)/i.exec(
    text,
  )?.[1];
  const hash = createHash('sha1').update(sql).digest('hex').slice(0, 8);
  return `${verb}${table ? ` ${table.toLowerCase()}` : ''} #${hash}`;
}

/** Error properties through which drivers hand back a failed statement and its values. */
const STATEMENT_PROPERTIES = ['query', 'params', 'parameters', 'queryOptions'];

/**
 * The driver's error, named after its statement, with the statement's text and values taken off
 * it: PGlite attaches both, and whatever logs or prints the error later would show them.
 */
export function failedStatement(error: unknown, sql: string): unknown {
  if (typeof error !== 'object' || error === null) return error;
  for (const key of STATEMENT_PROPERTIES) {
    if (key in error) delete (error as Record<string, unknown>)[key];
  }
  Object.defineProperty(error, 'statement', {
    value: statementLabel(sql),
    enumerable: true,
    configurable: true,
    writable: true,
  });
  return error;
}

/** What a driver (a pg pool or client, PGlite or its transaction) runs statements with. */
export interface StatementDriver {
  query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
  /** Several statements without parameters. */
  exec(sql: string): Promise<unknown>;
}

/** Runs one statement; its failure leaves as failedStatement() describes. */
async function runStatement<T>(sql: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw failedStatement(error, sql);
  }
}

/** A Db's `query` and `exec` over a driver, every failure named and stripped as above. */
export function statementsOf(driver: StatementDriver): Pick<Db, 'query' | 'exec'> {
  return {
    query: <T>(sql: string, params?: readonly unknown[]) =>
      runStatement(
        sql,
        async () => (await driver.query(sql, params ? [...params] : undefined)).rows as T[],
      ),
    exec: (sql) =>
      runStatement(sql, async () => {
        await driver.exec(sql);
      }),
  };
}

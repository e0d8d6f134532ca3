import { createHash } from 'node:crypto';
import type { QueryConfig } from 'pg';

/**
 * Past this many distinct statement texts, new ones run unnamed: every text we send is a constant
 * of a repository (a few hundred), so more would mean SQL built from values, and each name costs
 * memory in every connection that prepared it.
 */
const MAX_NAMED_STATEMENTS = 2000;

const names = new Map<string, string>();

/**
 * A statement as node-postgres sends it, named after a hash of its text: each pooled connection
 * parses and plans it once, then only binds and executes it. Planning cost PostgreSQL several
 * times the execution of our short statements (docs/performance.md#prepared-statements).
 */
export function preparedQuery(sql: string, params?: readonly unknown[]): QueryConfig {
  let name = names.get(sql);
  if (name === undefined && names.size < MAX_NAMED_STATEMENTS) {
    name = `s${createHash('sha1').update(sql).digest('hex').slice(0, 24)}`;
    names.set(sql, name);
  }
  const values = params ? [...params] : undefined;
  return name === undefined ? { text: sql, values } : { name, text: sql, values };
}

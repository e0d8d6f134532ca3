import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * SQL lives in repositories/ only (server/README.md, "Layout"). eslint.config.js keeps the
 * imports one way; this keeps the statements themselves out of the other layers.
 */
const SERVER = import.meta.dirname;
const WITHOUT_SQL = [
  'domain',
  'services',
  'routes',
  'plugins',
  'documents',
  'payouts',
  'collections',
];
const SQL_STATEMENT = /\b(SELECT|INSERT\s+INTO|UPDATE\s+\w+(\s+\w+)?\s+SET|DELETE\s+FROM)\b/;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

describe('server layers', () => {
  it('recognises SQL statements, not the words in prose', () => {
    for (const sql of [
      'SELECT provider FROM payouts',
      'INSERT INTO order_events (order_id) VALUES ($1)',
      'UPDATE orders SET status = $1',
      'UPDATE orders o SET status = $1',
      'DELETE FROM sessions WHERE id = $1',
    ]) {
      expect(SQL_STATEMENT.test(sql), sql).toBe(true);
    }
    expect(SQL_STATEMENT.test('Select a product, then update the amount.')).toBe(false);
  });

  it.each(WITHOUT_SQL)('%s/ holds no SQL statement (repositories/ does)', (folder) => {
    const files = sourceFiles(join(SERVER, folder));
    expect(files.length).toBeGreaterThan(0);
    const offending = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, index) => ({ line, index }))
        .filter(({ line }) => SQL_STATEMENT.test(line))
        .map(({ line, index }) => `${relative(SERVER, file)}:${index + 1}: ${line.trim()}`),
    );
    expect(offending).toEqual([]);
  });
});

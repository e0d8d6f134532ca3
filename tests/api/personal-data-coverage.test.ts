import { describe, expect, it } from 'vitest';
import { PARTS } from '../../server/services/account/parts.ts';
import { useTestApp } from './support/harness.ts';

/**
 * Every table that holds a customer_id or a phone is claimed by exactly one personal-data part,
 * as erased or as kept (docs/account.md#what-is-kept): a new table cannot slip past the data
 * download and the account deletion.
 */
const t = useTestApp();

describe('the personal-data parts', () => {
  it('claim every table with a customer_id or phone column exactly once, and only those', async () => {
    const rows = await t.db.query<{ table: string }>(
      `SELECT DISTINCT c.table_name AS table
         FROM information_schema.columns c
         JOIN information_schema.tables t
           ON t.table_schema = c.table_schema AND t.table_name = c.table_name
        WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
          AND c.column_name IN ('customer_id', 'phone')
        ORDER BY 1`,
    );
    const claims = PARTS.flatMap((part) =>
      [...part.tables.erased, ...part.tables.kept].map((table) => ({ table, part: part.name })),
    );
    const claimed = claims.map((c) => c.table);
    const twice = claimed.filter((table, i) => claimed.indexOf(table) !== i);
    expect(twice, 'claimed by more than one part').toEqual([]);
    expect([...claimed].sort()).toEqual(rows.map((r) => r.table));
  });

  it('have distinct names (the sections of the download)', () => {
    const names = PARTS.map((p) => p.name);
    expect(new Set(names).size).toBe(names.length);
  });
});

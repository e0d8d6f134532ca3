import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './db.ts';
import { readMigrations } from './migrate.ts';
import { MEMORY_DATA_DIR, openPgliteDb } from './pglite-db.ts';

/*
 * Migrations 019 and 022 on snapshots stored before the tax line named a kind
 * (docs/loans.md#tax-line): run on two tables holding only the snapshot columns and their time, so
 * the old rows need no customer or loan.
 */
describe('migrations 019 and 022: a stored tax name reads as its kind', () => {
  let db: Db;
  const sql = (version: number) => readMigrations().find((m) => m.version === version)!.sql;
  const legacy = (name: string) => ({
    pricing: { tax: { name, ratePpm: 180_000, base: 'serviceFee', centavos: 1_080 } },
    product: { tax: { name, ratePpm: 180_000, base: 'serviceFee', timing: 'upfront' } },
    at: '2026-01-01T00:00:00Z',
  });
  const priced = (kind: string, ratePpm: number, at: string) => ({
    pricing: { tax: { kind, ratePpm, base: 'serviceFee', centavos: ratePpm / 100 } },
    product: { tax: { kind, ratePpm, base: 'serviceFee', timing: 'upfront' } },
    at,
  });

  beforeAll(async () => {
    db = await openPgliteDb(MEMORY_DATA_DIR);
    for (const table of ['quotes', 'orders']) {
      await db.exec(
        `CREATE TABLE ${table} (id int, pricing jsonb, product jsonb, created_at timestamptz)`,
      );
    }
    await db.exec(
      'CREATE TABLE schema_migrations (version int, name text, applied_at timestamptz)',
    );
    type Row = { pricing: object; product: object; at: string };
    const insert = async (rows: Row[], first: number) => {
      for (const table of ['quotes', 'orders']) {
        for (const [i, row] of rows.entries()) {
          await db.query(`INSERT INTO ${table} VALUES ($1, $2::jsonb, $3::jsonb, $4)`, [
            first + i,
            JSON.stringify(row.pricing),
            JSON.stringify(row.product),
            row.at,
          ]);
        }
      }
    };
    await insert(
      [
        legacy('Service tax'),
        legacy('Percentage tax'),
        priced('vat', 120_000, '2026-01-01T00:00:00Z'),
      ],
      0,
    );
    await db.exec(sql(19));
    await db.exec("INSERT INTO schema_migrations VALUES (19, 'tax_kind', '2026-06-01T00:00:00Z')");
    // A loan priced since, with VAT at 18 % from the configuration: left as it is.
    await insert([priced('vat', 180_000, '2026-07-01T00:00:00Z')], 3);
    await db.exec(sql(22));
    // PGlite starts in seconds on a busy machine.
  }, 60_000);

  afterAll(() => db.close());

  it.each(['quotes', 'orders'])('rewrites %s, keeping the figures', async (table) => {
    const rows = await db.query<{ pricing: { tax: object }; product: { tax: object } }>(
      `SELECT pricing, product FROM ${table} ORDER BY id`,
    );
    // The old "Service tax" at 18 % is the tax on the service fee it was, never VAT.
    expect(rows.map((r) => r.pricing.tax)).toEqual([
      { kind: 'serviceFeeTax', ratePpm: 180_000, base: 'serviceFee', centavos: 1_080 },
      { kind: 'percentageTax', ratePpm: 180_000, base: 'serviceFee', centavos: 1_080 },
      { kind: 'vat', ratePpm: 120_000, base: 'serviceFee', centavos: 1_200 },
      { kind: 'vat', ratePpm: 180_000, base: 'serviceFee', centavos: 1_800 },
    ]);
    expect(rows.map((r) => r.product.tax)).toEqual([
      { kind: 'serviceFeeTax', ratePpm: 180_000, base: 'serviceFee', timing: 'upfront' },
      { kind: 'percentageTax', ratePpm: 180_000, base: 'serviceFee', timing: 'upfront' },
      { kind: 'vat', ratePpm: 120_000, base: 'serviceFee', timing: 'upfront' },
      { kind: 'vat', ratePpm: 180_000, base: 'serviceFee', timing: 'upfront' },
    ]);
  });
});

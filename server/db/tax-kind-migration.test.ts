import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './db.ts';
import { readMigrations } from './migrate.ts';
import { MEMORY_DATA_DIR, openPgliteDb } from './pglite-db.ts';

/*
 * Migration 019 on snapshots stored before the tax line named a kind (docs/loans.md#tax-line):
 * run on two tables holding only the snapshot columns, so the old rows need no customer or loan.
 */
describe('migration 019: a stored tax name reads as its kind', () => {
  let db: Db;
  const migration = readMigrations().find((m) => m.version === 19)!;
  const legacy = (name: string) => ({
    pricing: { tax: { name, ratePpm: 180_000, base: 'serviceFee', centavos: 1_080 } },
    product: { tax: { name, ratePpm: 180_000, base: 'serviceFee', timing: 'upfront' } },
  });

  beforeAll(async () => {
    db = await openPgliteDb(MEMORY_DATA_DIR);
    await db.exec('CREATE TABLE quotes (id int, pricing jsonb, product jsonb)');
    await db.exec('CREATE TABLE orders (id int, pricing jsonb, product jsonb)');
    const rows = [
      legacy('Service tax'),
      legacy('Percentage tax'),
      legacy('VAT'),
      {
        pricing: { tax: { kind: 'vat', ratePpm: 120_000, base: 'serviceFee', centavos: 720 } },
        product: { tax: { kind: 'vat', ratePpm: 120_000, base: 'serviceFee', timing: 'upfront' } },
      },
    ];
    for (const table of ['quotes', 'orders']) {
      for (const [id, row] of rows.entries()) {
        await db.query(`INSERT INTO ${table} VALUES ($1, $2::jsonb, $3::jsonb)`, [
          id,
          JSON.stringify(row.pricing),
          JSON.stringify(row.product),
        ]);
      }
    }
    await db.exec(migration.sql);
    // PGlite starts in seconds on a busy machine.
  }, 60_000);

  afterAll(() => db.close());

  it.each(['quotes', 'orders'])('rewrites %s, keeping the figures', async (table) => {
    const rows = await db.query<{ pricing: { tax: object }; product: { tax: object } }>(
      `SELECT pricing, product FROM ${table} ORDER BY id`,
    );
    // The old "Service tax" is named as it was signed, never relabelled VAT.
    expect(rows.map((r) => r.pricing.tax)).toEqual([
      { kind: 'serviceFeeTax', ratePpm: 180_000, base: 'serviceFee', centavos: 1_080 },
      { kind: 'percentageTax', ratePpm: 180_000, base: 'serviceFee', centavos: 1_080 },
      { kind: 'vat', ratePpm: 180_000, base: 'serviceFee', centavos: 1_080 },
      { kind: 'vat', ratePpm: 120_000, base: 'serviceFee', centavos: 720 },
    ]);
    expect(rows.map((r) => r.product.tax)).toEqual([
      { kind: 'serviceFeeTax', ratePpm: 180_000, base: 'serviceFee', timing: 'upfront' },
      { kind: 'percentageTax', ratePpm: 180_000, base: 'serviceFee', timing: 'upfront' },
      { kind: 'vat', ratePpm: 180_000, base: 'serviceFee', timing: 'upfront' },
      { kind: 'vat', ratePpm: 120_000, base: 'serviceFee', timing: 'upfront' },
    ]);
  });
});

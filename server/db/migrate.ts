import { readFileSync, readdirSync } from 'node:fs';
import type { Db } from './db.ts';

const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);
const MIGRATION_FILE = /^(\d{3})_([a-z0-9_]+)\.sql$/;
/** Any constant works, as long as nothing else in the database takes the same advisory lock. */
const MIGRATION_LOCK = 7_726_001;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export function readMigrations(dir: URL = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .map((file) => {
      const match = MIGRATION_FILE.exec(file);
      if (!match) throw new Error(`Migration file name must look like 001_name.sql: ${file}`);
      return {
        version: Number(match[1]),
        name: match[2] ?? '',
        sql: readFileSync(new URL(file, dir), 'utf8'),
      };
    })
    .sort((a, b) => a.version - b.version);
}

/**
 * Applies the pending migrations in one transaction. The advisory lock makes a second process
 * starting at the same moment wait, then find nothing left to do.
 */
export async function migrate(
  db: Db,
  migrations: Migration[] = readMigrations(),
): Promise<number[]> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const rows = await tx.query<{ version: number }>('SELECT version FROM schema_migrations');
    const done = new Set(rows.map((row) => row.version));
    const applied: number[] = [];
    for (const migration of migrations) {
      if (done.has(migration.version)) continue;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      applied.push(migration.version);
    }
    return applied;
  });
}

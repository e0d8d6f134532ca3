import type { Db } from '../db/db.ts';

export interface CounterHit {
  key: string;
  /** The end of the window a first hit opens. */
  windowEndsAt: Date;
}

export interface CounterState {
  key: string;
  count: number;
  windowEndsAt: Date;
}

/**
 * Rows are locked in one order by every statement that locks several (the keys' byte order, as
 * `COLLATE "C"` sorts them): two statements taking the same rows in opposite orders would deadlock
 * on PostgreSQL (docs/security.md#shared-counters).
 */
const inLockOrder = <T extends { key: string }>(rows: readonly T[]): T[] => {
  const byKey = new Map(rows.map((row) => [row.key, row]));
  return [...byKey.keys()].sort().map((key) => byKey.get(key)!);
};

/**
 * Counts one hit on each key in one atomic statement: a key without a live window starts one at 1,
 * a live one goes up by one. Every instance sees the same counts (docs/security.md#shared-counters).
 * The rows are inserted, so locked, in key order.
 */
export async function hitCounters(
  db: Db,
  hits: readonly CounterHit[],
  at: Date,
): Promise<CounterState[]> {
  if (hits.length === 0) return [];
  const params: unknown[] = [at];
  const rows = inLockOrder(hits).map((hit) => {
    params.push(hit.key, hit.windowEndsAt);
    return `($${params.length - 1}, $${params.length}::timestamptz, 1)`;
  });
  return db.query<CounterState>(
    `INSERT INTO rate_counters AS c (key, window_ends_at, count) VALUES ${rows.join(', ')}
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN c.window_ends_at <= $1 THEN 1 ELSE c.count + 1 END,
       window_ends_at = CASE WHEN c.window_ends_at <= $1 THEN EXCLUDED.window_ends_at
                             ELSE c.window_ends_at END
     RETURNING key, count, window_ends_at AS "windowEndsAt"`,
    params,
  );
}

/**
 * Locks, in key order as hitCounters does, the counters still in the windows the hits were
 * counted in (a window that has since ended and started again is left alone); returns their keys.
 * Run in a transaction, before lowerCounters.
 */
export async function lockCountersOfHits(db: Db, hits: readonly CounterState[]): Promise<string[]> {
  if (hits.length === 0) return [];
  const ordered = inLockOrder(hits);
  const rows = await db.query<{ key: string }>(
    `SELECT r.key FROM rate_counters r
       JOIN unnest($1::text[], $2::timestamptz[]) AS h(key, window_ends_at)
         ON h.key = r.key AND h.window_ends_at = r.window_ends_at
      ORDER BY r.key COLLATE "C" FOR UPDATE OF r`,
    [ordered.map((hit) => hit.key), ordered.map((hit) => hit.windowEndsAt.toISOString())],
  );
  return rows.map((row) => row.key);
}

/**
 * Takes one off each count; a count of 1 goes with its row, as if its window had never opened.
 * Run after lockCountersOfHits, in its transaction: the rows cannot change in between, so both
 * parts read the same counts.
 */
export async function lowerCounters(db: Db, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.query(
    `WITH lowered AS (
       UPDATE rate_counters SET count = count - 1 WHERE key = ANY($1::text[]) AND count > 1)
     DELETE FROM rate_counters WHERE key = ANY($1::text[]) AND count = 1`,
    [keys],
  );
}

/**
 * Deletes up to `limit` counters whose window ended; returns how many went. Rows another statement
 * holds are skipped, never waited for, so a sweep takes no part in a deadlock; the outer condition
 * is checked again on a row another instance just counted into a new window, which is kept.
 */
export async function deleteEndedCounters(db: Db, at: Date, limit: number): Promise<number> {
  const rows = await db.query<{ key: string }>(
    `DELETE FROM rate_counters WHERE window_ends_at <= $1 AND key IN (
       SELECT key FROM rate_counters WHERE window_ends_at <= $1
        ORDER BY window_ends_at LIMIT $2 FOR UPDATE SKIP LOCKED)
     RETURNING key`,
    [at, limit],
  );
  return rows.length;
}

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
 * Counts one hit on each key in one atomic statement: a key without a live window starts one at 1,
 * a live one goes up by one. Every instance sees the same counts (docs/security.md#shared-counters).
 */
export async function hitCounters(
  db: Db,
  hits: readonly CounterHit[],
  at: Date,
): Promise<CounterState[]> {
  if (hits.length === 0) return [];
  const params: unknown[] = [at];
  const rows = hits.map((hit) => {
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

/** The live counts of the keys; a key without a live window is absent. */
export async function readCounters(
  db: Db,
  keys: readonly string[],
  at: Date,
): Promise<CounterState[]> {
  if (keys.length === 0) return [];
  return db.query<CounterState>(
    `SELECT key, count, window_ends_at AS "windowEndsAt" FROM rate_counters
      WHERE key = ANY($1::text[]) AND window_ends_at > $2`,
    [keys, at],
  );
}

/**
 * Deletes up to `limit` counters whose window ended; returns how many went. The outer condition
 * is checked again on a row another instance just counted into a new window, which is kept.
 */
export async function deleteEndedCounters(db: Db, at: Date, limit: number): Promise<number> {
  const rows = await db.query<{ key: string }>(
    `DELETE FROM rate_counters WHERE window_ends_at <= $1 AND key IN (
       SELECT key FROM rate_counters WHERE window_ends_at <= $1 ORDER BY window_ends_at LIMIT $2)
     RETURNING key`,
    [at, limit],
  );
  return rows.length;
}

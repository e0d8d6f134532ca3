import type { Db } from '../db/db.ts';

/** Until when the client may not ask for codes or sign in; null when it is not locked. */
export async function clientLockedUntil(db: Db, clientKey: Uint8Array): Promise<Date | null> {
  const [row] = await db.query<{ lockedUntil: Date }>(
    'SELECT locked_until AS "lockedUntil" FROM sign_in_client_locks WHERE client_key = $1',
    [clientKey],
  );
  return row?.lockedUntil ?? null;
}

/**
 * Wrong codes of the client counted toward a lock: those after `since` (the window start) and
 * after the end of its previous lock, so an ended lock starts a fresh count.
 */
export async function countClientWrongCodesSince(
  db: Db,
  clientKey: Uint8Array,
  since: Date,
): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM wrong_code_attempts w
       LEFT JOIN sign_in_client_locks l ON l.client_key = w.client_key
      WHERE w.client_key = $1 AND w.attempted_at > $2
        AND w.attempted_at > COALESCE(l.locked_until, '-infinity')`,
    [clientKey, since],
  );
  return row?.n ?? 0;
}

export async function lockClient(
  db: Db,
  clientKey: Uint8Array,
  until: Date,
  at: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO sign_in_client_locks (client_key, locked_until, updated_at) VALUES ($1, $2, $3)
     ON CONFLICT (client_key) DO UPDATE
       SET locked_until = EXCLUDED.locked_until, updated_at = EXCLUDED.updated_at`,
    [clientKey, until, at],
  );
}

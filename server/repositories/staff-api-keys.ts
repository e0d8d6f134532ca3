import type { Db } from '../db/db.ts';

export interface ApiKeyRow {
  id: string;
  staffId: string;
  label: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

const COLUMNS = `k.id::text AS id, k.staff_id::text AS "staffId", k.label,
  k.created_at AS "createdAt", k.last_used_at AS "lastUsedAt", k.revoked_at AS "revokedAt"`;

export async function insertApiKey(
  db: Db,
  k: { staffId: string; keyHash: Uint8Array; label: string; at: Date; createdBy: string },
): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO staff_api_keys (staff_id, key_hash, label, created_at, created_by)
     VALUES ($1, $2, $3, $4, $5) RETURNING id::text AS id`,
    [k.staffId, k.keyHash, k.label, k.at, k.createdBy],
  );
  return (row as { id: string }).id;
}

export async function listApiKeys(db: Db, staffId: string): Promise<ApiKeyRow[]> {
  return db.query<ApiKeyRow>(
    `SELECT ${COLUMNS} FROM staff_api_keys k WHERE k.staff_id = $1 ORDER BY k.id`,
    [staffId],
  );
}

/** A live key's row and its owner's id, when the owner can still act (active). */
export async function findLiveApiKey(db: Db, keyHash: Uint8Array): Promise<ApiKeyRow | null> {
  const [row] = await db.query<ApiKeyRow>(
    `SELECT ${COLUMNS} FROM staff_api_keys k JOIN staff s ON s.id = k.staff_id
      WHERE k.key_hash = $1 AND k.revoked_at IS NULL AND s.status = 'active'`,
    [keyHash],
  );
  return row ?? null;
}

/** Marks a use, at most once a minute: a busy script does not write a row per request. */
export async function touchApiKey(db: Db, id: string, at: Date): Promise<void> {
  await db.query(
    `UPDATE staff_api_keys SET last_used_at = $2
      WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < $2::timestamptz - interval '1 minute')`,
    [id, at],
  );
}

/** Revokes the key; false when there is no such live key of that owner. */
export async function revokeApiKey(
  db: Db,
  staffId: string,
  keyId: string,
  at: Date,
): Promise<boolean> {
  const rows = await db.query<{ id: string }>(
    `UPDATE staff_api_keys SET revoked_at = $3
      WHERE id = $2 AND staff_id = $1 AND revoked_at IS NULL RETURNING id::text AS id`,
    [staffId, keyId, at],
  );
  return rows.length > 0;
}

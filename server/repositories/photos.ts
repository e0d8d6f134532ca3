import type { PhotoKind } from '../../contract/profile/api.ts';
import type { Db } from '../db/db.ts';

export interface PhotoRow {
  id: string;
  kind: PhotoKind;
  storageKey: string;
  sha256: Uint8Array;
  bytes: number;
  width: number;
  height: number;
  contentType: string;
  createdAt: Date;
}

const COLUMNS = `id::text AS id, kind, storage_key AS "storageKey", sha256, bytes, width, height,
  content_type AS "contentType", created_at AS "createdAt"`;
const CURRENT = 'replaced_at IS NULL AND deleted_at IS NULL';

/** The customer's current photos (at most one per kind). */
export async function findCurrentPhotos(db: Db, customerId: string): Promise<PhotoRow[]> {
  return db.query<PhotoRow>(
    `SELECT ${COLUMNS} FROM photos WHERE customer_id = $1 AND ${CURRENT} ORDER BY kind`,
    [customerId],
  );
}

export async function findCurrentPhoto(
  db: Db,
  customerId: string,
  kind: PhotoKind,
): Promise<PhotoRow | null> {
  const [row] = await db.query<PhotoRow>(
    `SELECT ${COLUMNS} FROM photos WHERE customer_id = $1 AND kind = $2 AND ${CURRENT}`,
    [customerId, kind],
  );
  return row ?? null;
}

/**
 * Retires the current photo of the kind: its row stays as the record of who sent what when, its
 * bytes until the retention job deletes them (docs/security.md#photo-retention).
 */
export async function replaceCurrentPhoto(
  db: Db,
  customerId: string,
  kind: PhotoKind,
  at: Date,
): Promise<void> {
  await db.query(
    `UPDATE photos SET replaced_at = $3 WHERE customer_id = $1 AND kind = $2 AND ${CURRENT}`,
    [customerId, kind, at],
  );
}

export async function insertPhoto(
  db: Db,
  p: {
    customerId: string;
    kind: PhotoKind;
    storageKey: string;
    sha256: Uint8Array;
    bytes: number;
    width: number;
    height: number;
    contentType: string;
    createdAt: Date;
    createdIp: string | null;
    userAgent: string | null;
  },
): Promise<PhotoRow> {
  const [row] = await db.query<PhotoRow>(
    `INSERT INTO photos (customer_id, kind, storage_key, sha256, bytes, width, height,
                         content_type, created_at, created_ip, user_agent)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     RETURNING ${COLUMNS}`,
    [
      p.customerId,
      p.kind,
      p.storageKey,
      p.sha256,
      p.bytes,
      p.width,
      p.height,
      p.contentType,
      p.createdAt,
      p.createdIp,
      p.userAgent,
    ],
  );
  return row!;
}

export interface ExpiredPhoto {
  id: string;
  storageKey: string;
}

/**
 * Replaced photos whose bytes are still stored and whose replacement is older than
 * `replacedBefore`, by id after `afterId` (pages). A photo that was current when one of its
 * customer's applications was approved is never among them (docs/security.md#photo-retention).
 */
export async function expiredReplacedPhotos(
  db: Db,
  o: { replacedBefore: Date; afterId: string | null; limit: number },
): Promise<ExpiredPhoto[]> {
  return db.query<ExpiredPhoto>(
    `SELECT p.id::text AS id, p.storage_key AS "storageKey"
       FROM photos p
      WHERE p.replaced_at IS NOT NULL AND p.deleted_at IS NULL
        AND p.replaced_at <= $1 AND p.id > $2::bigint
        AND NOT EXISTS (
          SELECT 1 FROM applications a
           WHERE a.customer_id = p.customer_id AND a.status = 'approved'
             AND a.submitted_at >= p.created_at AND a.submitted_at < p.replaced_at)
      ORDER BY p.id
      LIMIT $3`,
    [o.replacedBefore, o.afterId ?? '0', o.limit],
  );
}

/** Records that the photo's bytes left the store; the row stays as the record of the upload. */
export async function markPhotoDeleted(db: Db, id: string, at: Date): Promise<boolean> {
  const rows = await db.query(
    `UPDATE photos SET deleted_at = $2
      WHERE id = $1 AND replaced_at IS NOT NULL AND deleted_at IS NULL
      RETURNING 1`,
    [id, at],
  );
  return rows.length > 0;
}

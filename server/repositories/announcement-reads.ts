import type { Db } from '../db/db.ts';

/*
 * Who read which announcement (docs/messages.md#announcements). The announcements are in the
 * configuration; a read mark outlives one that was removed, and is harmless.
 */

/** When the borrower read each of `ids` that they have read. */
export async function announcementReadsOf(
  db: Db,
  customerId: string,
  ids: readonly string[],
): Promise<Map<string, Date>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<{ id: string; readAt: Date }>(
    `SELECT announcement_id AS id, read_at AS "readAt" FROM announcement_reads
      WHERE customer_id = $1 AND announcement_id = ANY($2::text[])`,
    [customerId, ids],
  );
  return new Map(rows.map((row) => [row.id, row.readAt]));
}

/** Marks announcements read; one read already marked keeps its first read_at. */
export async function markAnnouncementsRead(
  db: Db,
  customerId: string,
  ids: readonly string[],
  at: Date,
): Promise<void> {
  if (ids.length === 0) return;
  await db.query(
    // Not for a deleted account: a read mark in flight must not bring a row back after the
    // erasure (docs/account.md#account-deletion).
    `INSERT INTO announcement_reads (customer_id, announcement_id, read_at)
     SELECT $1, id, $3 FROM unnest($2::text[]) AS id
      WHERE EXISTS (SELECT 1 FROM customers c WHERE c.id = $1 AND c.deleted_at IS NULL)
     ON CONFLICT (customer_id, announcement_id) DO NOTHING`,
    [customerId, ids, at],
  );
}

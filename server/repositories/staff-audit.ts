import type { Db } from '../db/db.ts';
import type { AuditNote } from '../domain/desk/audit-note.ts';

export type { AuditNote };
export type AuditEntry = AuditNote & { at: Date };

export async function insertAuditEntry(db: Db, e: AuditEntry): Promise<void> {
  await db.query(
    `INSERT INTO staff_audit (at, staff_id, action, record_type, record_id, reason, detail)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      e.at,
      e.staffId,
      e.action,
      e.recordType ?? null,
      e.recordId ?? null,
      e.reason ?? null,
      JSON.stringify(e.detail ?? {}),
    ],
  );
}

export interface AuditRow {
  id: string;
  at: Date;
  staffId: string | null;
  staffEmail: string | null;
  action: string;
  recordType: string | null;
  recordId: string | null;
  reason: string | null;
  detail: Record<string, unknown>;
}

/**
 * Newest first; every filter optional; `before` pages by id. Only the filters given are in the
 * statement, each a parameter, so each search uses its own index (migration 027) whatever plan a
 * prepared statement would otherwise settle on.
 */
export async function searchAudit(
  db: Db,
  f: {
    staffId?: string | null;
    action?: string | null;
    recordType?: string | null;
    recordId?: string | null;
    before?: string | null;
    limit: number;
  },
): Promise<AuditRow[]> {
  const params: unknown[] = [];
  const where: string[] = [];
  const filter = (sql: string, value: string | null | undefined) => {
    if (value === null || value === undefined) return;
    params.push(value);
    where.push(sql.replace('?', `$${params.length}`));
  };
  filter('a.staff_id = ?::bigint', f.staffId);
  filter('a.action = ?', f.action);
  filter('a.record_type = ?', f.recordType);
  filter('a.record_id = ?', f.recordId);
  filter('a.id < ?::bigint', f.before);
  params.push(f.limit);
  return db.query<AuditRow>(
    `SELECT a.id::text AS id, a.at, a.staff_id::text AS "staffId", s.email AS "staffEmail",
            a.action, a.record_type AS "recordType", a.record_id AS "recordId", a.reason, a.detail
       FROM staff_audit a LEFT JOIN staff s ON s.id = a.staff_id
      ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''}
      ORDER BY a.id DESC
      LIMIT $${params.length}`,
    params,
  );
}

/**
 * The retention job's delete, up to `limit` of the oldest entries before `before`: the only
 * delete the trail allows, and for this transaction alone (docs/desk.md#audit-trail).
 */
export async function deleteAuditBefore(db: Db, before: Date, limit: number): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.query("SELECT set_config('sulong.audit_retention', 'on', true)");
    const rows = await tx.query<{ id: string }>(
      `DELETE FROM staff_audit
        WHERE id IN (SELECT id FROM staff_audit WHERE at < $1 ORDER BY id LIMIT $2)
        RETURNING id::text AS id`,
      [before, limit],
    );
    return rows.length;
  });
}

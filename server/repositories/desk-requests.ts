import type { RequestKind, RequestStatus } from '../../contract/desk/requests.ts';
import type { Db } from '../db/db.ts';

/* Four eyes' requests (docs/desk.md#four-eyes): asked, approved, rejected, withdrawn, lapsed. */

export interface DeskRequestRow {
  id: string;
  kind: RequestKind;
  recordType: string;
  recordId: string;
  params: Record<string, unknown>;
  note: string;
  madeBy: string;
  madeByName: string;
  madeAt: Date;
  status: RequestStatus;
  decidedBy: string | null;
  decidedByName: string | null;
  decidedAt: Date | null;
  decisionNote: string | null;
}

const COLUMNS = `r.id::text AS id, r.kind, r.record_type AS "recordType", r.record_id AS "recordId",
  r.params, r.note, r.made_by::text AS "madeBy", m.display_name AS "madeByName",
  r.made_at AS "madeAt", r.status, r.decided_by::text AS "decidedBy",
  d.display_name AS "decidedByName", r.decided_at AS "decidedAt",
  r.decision_note AS "decisionNote"`;
const FROM = `FROM desk_requests r JOIN staff m ON m.id = r.made_by
  LEFT JOIN staff d ON d.id = r.decided_by`;

/** A new pending request; false when one of that kind already waits for the record. */
export async function insertDeskRequest(
  tx: Db,
  r: {
    id: string;
    kind: RequestKind;
    recordType: string;
    recordId: string;
    params: Record<string, unknown>;
    note: string;
    madeBy: string;
    at: Date;
  },
): Promise<boolean> {
  const rows = await tx.query(
    `INSERT INTO desk_requests (id, kind, record_type, record_id, params, note, made_by, made_at)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8)
     ON CONFLICT (kind, record_type, record_id) WHERE status = 'pending' DO NOTHING
     RETURNING id`,
    [r.id, r.kind, r.recordType, r.recordId, JSON.stringify(r.params), r.note, r.madeBy, r.at],
  );
  return rows.length > 0;
}

export async function lockDeskRequest(tx: Db, id: string): Promise<DeskRequestRow | null> {
  const [row] = await tx.query<DeskRequestRow>(
    `SELECT ${COLUMNS} ${FROM} WHERE r.id = $1 FOR UPDATE OF r`,
    [id],
  );
  return row ?? null;
}

export async function findDeskRequest(db: Db, id: string): Promise<DeskRequestRow | null> {
  const [row] = await db.query<DeskRequestRow>(`SELECT ${COLUMNS} ${FROM} WHERE r.id = $1`, [id]);
  return row ?? null;
}

/** The requests waiting for a checker, of the given kinds, oldest first. */
export async function listPendingRequests(
  db: Db,
  kinds: readonly RequestKind[],
  limit: number,
): Promise<DeskRequestRow[]> {
  return db.query<DeskRequestRow>(
    `SELECT ${COLUMNS} ${FROM}
      WHERE r.status = 'pending' AND r.kind = ANY($1::text[])
      ORDER BY r.made_at, r.seq LIMIT $2`,
    [kinds, limit],
  );
}

/** Every request about one record, newest first. */
export async function requestsAbout(
  db: Db,
  record: { type: string; id: string },
): Promise<DeskRequestRow[]> {
  return db.query<DeskRequestRow>(
    `SELECT ${COLUMNS} ${FROM}
      WHERE r.record_type = $1 AND r.record_id = $2
      ORDER BY r.made_at DESC, r.seq DESC LIMIT 50`,
    [record.type, record.id],
  );
}

export async function closeDeskRequest(
  tx: Db,
  c: {
    id: string;
    status: Exclude<RequestStatus, 'pending'>;
    by: string | null;
    note: string | null;
    at: Date;
  },
): Promise<void> {
  await tx.query(
    `UPDATE desk_requests SET status = $2, decided_by = $3, decided_at = $5, decision_note = $4
      WHERE id = $1`,
    [c.id, c.status, c.by, c.note, c.at],
  );
}

/**
 * The record moved on (an order changed status): what was asked about it no longer applies. The
 * approval that moves it closes its own request after this.
 */
export async function lapseRequestsAbout(
  tx: Db,
  record: { type: string; id: string },
  at: Date,
): Promise<void> {
  await tx.query(
    `UPDATE desk_requests SET status = 'lapsed', decided_at = $3
      WHERE record_type = $1 AND record_id = $2 AND status = 'pending'`,
    [record.type, record.id, at],
  );
}

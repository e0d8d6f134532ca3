import type { Db } from '../db/db.ts';
import type { FeedbackCategory, TicketStatus } from '../../contract/care/feedback-rules.ts';

/** A ticket row (docs/care.md#tickets); `id` never leaves the server, `ticketNo` does. */
export interface TicketRow {
  id: string;
  ticketNo: string;
  customerId: string;
  clientKey: string;
  category: FeedbackCategory;
  body: string;
  screenshotKey: string | null;
  screenshotSha256: Buffer | null;
  status: TicketStatus;
  answer: string | null;
  targetDate: string;
  createdAt: Date;
  answeredAt: Date | null;
  closedAt: Date | null;
}

export interface TicketEventRow {
  status: TicketStatus;
  actor: 'borrower' | 'operator';
  at: Date;
}

const COLUMNS = `
  id::text AS id, ticket_no AS "ticketNo", customer_id::text AS "customerId",
  client_key::text AS "clientKey", category, body, screenshot_key AS "screenshotKey",
  screenshot_sha256 AS "screenshotSha256", status, answer, target_date::text AS "targetDate",
  created_at AS "createdAt", answered_at AS "answeredAt", closed_at AS "closedAt"`;

/**
 * Inserts the ticket and its 'received' event, or nothing when the borrower already has a ticket
 * under this client key (a replay, or two sends at once): then null, and the caller reads it.
 */
export async function insertTicket(
  tx: Db,
  t: {
    id: string;
    ticketNo: string;
    customerId: string;
    clientKey: string;
    category: FeedbackCategory;
    body: string;
    screenshotKey: string | null;
    screenshotSha256: Buffer | null;
    targetDate: string;
    at: Date;
  },
): Promise<TicketRow | null> {
  const [row] = await tx.query<TicketRow>(
    `INSERT INTO feedback_tickets (id, ticket_no, customer_id, client_key, category, body,
       screenshot_key, screenshot_sha256, status, target_date, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'received', $9, $10)
     ON CONFLICT (customer_id, client_key) DO NOTHING
     RETURNING ${COLUMNS}`,
    [
      t.id,
      t.ticketNo,
      t.customerId,
      t.clientKey,
      t.category,
      t.body,
      t.screenshotKey,
      t.screenshotSha256,
      t.targetDate,
      t.at,
    ],
  );
  if (!row) return null;
  await insertTicketEvent(tx, row.id, 'received', 'borrower', t.at);
  return row;
}

export async function insertTicketEvent(
  tx: Db,
  ticketId: string,
  status: TicketStatus,
  actor: 'borrower' | 'operator',
  at: Date,
): Promise<void> {
  await tx.query(
    `INSERT INTO feedback_events (ticket_id, status, actor, at) VALUES ($1, $2, $3, $4)`,
    [ticketId, status, actor, at],
  );
}

export async function findTicketByClientKey(
  db: Db,
  customerId: string,
  clientKey: string,
): Promise<TicketRow | null> {
  const [row] = await db.query<TicketRow>(
    `SELECT ${COLUMNS} FROM feedback_tickets WHERE customer_id = $1 AND client_key = $2`,
    [customerId, clientKey],
  );
  return row ?? null;
}

/** The borrower's own ticket by number; another borrower's is not found. */
export async function findOwnTicket(
  db: Db,
  customerId: string,
  ticketNo: string,
): Promise<TicketRow | null> {
  const [row] = await db.query<TicketRow>(
    `SELECT ${COLUMNS} FROM feedback_tickets WHERE customer_id = $1 AND ticket_no = $2`,
    [customerId, ticketNo],
  );
  return row ?? null;
}

/** Whose a ticket is, unlocked: an operator's change takes that borrower's lock first. */
export async function findTicketOwner(db: Db, ticketNo: string): Promise<string | null> {
  const [row] = await db.query<{ customerId: string }>(
    `SELECT customer_id::text AS "customerId" FROM feedback_tickets WHERE ticket_no = $1`,
    [ticketNo],
  );
  return row?.customerId ?? null;
}

/** Any ticket by number, for an operator to read (docs/care.md#tickets). */
export async function findTicket(db: Db, ticketNo: string): Promise<TicketRow | null> {
  const [row] = await db.query<TicketRow>(
    `SELECT ${COLUMNS} FROM feedback_tickets WHERE ticket_no = $1`,
    [ticketNo],
  );
  return row ?? null;
}

/** Any ticket by number, locked for an operator's change (FOR UPDATE). */
export async function lockTicket(tx: Db, ticketNo: string): Promise<TicketRow | null> {
  const [row] = await tx.query<TicketRow>(
    `SELECT ${COLUMNS} FROM feedback_tickets WHERE ticket_no = $1 FOR UPDATE`,
    [ticketNo],
  );
  return row ?? null;
}

/** The borrower's tickets, newest first. */
export async function listOwnTickets(db: Db, customerId: string): Promise<TicketRow[]> {
  return db.query<TicketRow>(
    `SELECT ${COLUMNS} FROM feedback_tickets WHERE customer_id = $1
      ORDER BY created_at DESC, ticket_no DESC LIMIT 200`,
    [customerId],
  );
}

/** Tickets for customer service: the open ones oldest first, or all of them. */
export async function listTicketsForOps(db: Db, openOnly: boolean): Promise<TicketRow[]> {
  return db.query<TicketRow>(
    `SELECT ${COLUMNS} FROM feedback_tickets
      WHERE NOT $1::boolean OR status IN ('received', 'inProgress')
      ORDER BY created_at, ticket_no LIMIT 500`,
    [openOnly],
  );
}

export async function listTicketEvents(db: Db, ticketId: string): Promise<TicketEventRow[]> {
  return db.query<TicketEventRow>(
    `SELECT status, actor, at FROM feedback_events WHERE ticket_id = $1 ORDER BY id`,
    [ticketId],
  );
}

/** Moves a ticket (an operator's progress, answer or close); `answer` only with 'answered'. */
export async function updateTicket(
  tx: Db,
  ticketId: string,
  change: { status: TicketStatus; answer?: string; at: Date },
): Promise<void> {
  await tx.query(
    `UPDATE feedback_tickets
        SET status = $2,
            answer = COALESCE($3, answer),
            answered_at = CASE WHEN $3::text IS NULL THEN answered_at ELSE $4 END,
            closed_at = CASE WHEN $2 = 'closed' THEN $4 ELSE closed_at END
      WHERE id = $1`,
    [ticketId, change.status, change.answer ?? null, change.at],
  );
}

/**
 * Every ticket of the borrower with its events, for the data download: all of them, not the
 * screen's newest 200, in two statements whatever their number.
 */
export async function exportTickets(
  db: Db,
  customerId: string,
): Promise<(TicketRow & { events: TicketEventRow[] })[]> {
  const tickets = await db.query<TicketRow>(
    `SELECT ${COLUMNS} FROM feedback_tickets WHERE customer_id = $1
      ORDER BY created_at DESC, ticket_no DESC`,
    [customerId],
  );
  const events = await db.query<TicketEventRow & { ticketId: string }>(
    `SELECT e.ticket_id::text AS "ticketId", e.status, e.actor, e.at
       FROM feedback_events e JOIN feedback_tickets t ON t.id = e.ticket_id
      WHERE t.customer_id = $1 ORDER BY e.id`,
    [customerId],
  );
  const byTicket = new Map<string, TicketEventRow[]>();
  for (const { ticketId, status, actor, at } of events) {
    byTicket.set(ticketId, [...(byTicket.get(ticketId) ?? []), { status, actor, at }]);
  }
  return tickets.map((t) => ({ ...t, events: byTicket.get(t.id) ?? [] }));
}

/**
 * Deletes the borrower's tickets and their events; answers the screenshot keys, which the
 * deletion records as pending erasures (the job and the daily sweep remove their bytes).
 */
export async function deleteTickets(tx: Db, customerId: string): Promise<string[]> {
  await tx.query(
    `DELETE FROM feedback_events
      WHERE ticket_id IN (SELECT id FROM feedback_tickets WHERE customer_id = $1)`,
    [customerId],
  );
  const rows = await tx.query<{ key: string | null }>(
    `DELETE FROM feedback_tickets WHERE customer_id = $1 RETURNING screenshot_key AS key`,
    [customerId],
  );
  return rows.flatMap((r) => (r.key ? [r.key] : []));
}

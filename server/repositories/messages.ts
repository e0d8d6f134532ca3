import type { Db } from '../db/db.ts';

import type { MessageKind, MessageParams } from '../../contract/messages/kinds.ts';

// The kinds live in the contract (zod-free) so the client's texts cover the same list.
export { MESSAGE_KINDS } from '../../contract/messages/kinds.ts';
export type { MessageKind, MessageParams } from '../../contract/messages/kinds.ts';

/** A message as the message centre lists it: its public id, never the table's key. */
export interface StoredMessage {
  id: string;
  kind: MessageKind;
  titleKey: string;
  bodyKey: string;
  params: MessageParams;
  createdAt: Date;
  readAt: Date | null;
  /** params.orderId, or for rows that carry only orderNo, the borrower's order of that number. */
  orderId: string | null;
}

export async function insertMessage(
  db: Db,
  m: { customerId: string; kind: MessageKind; params: MessageParams; at: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO messages (customer_id, kind, title_key, body_key, params, created_at)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6)`,
    [
      m.customerId,
      m.kind,
      `message.${m.kind}.title`,
      `message.${m.kind}.body`,
      JSON.stringify(m.params),
      m.at,
    ],
  );
}

/** Where the next page starts: the last item's instant and public id (docs/messages.md#tabs). */
export interface MessageKey {
  createdAt: Date;
  id: string;
}

/**
 * A message as listed, with the order its link needs: the params' own orderId, or for older rows
 * that carry only the order number, the borrower's order with that number.
 */
const MESSAGE_ROWS = `
SELECT m.public_id::text AS id, m.kind, m.title_key AS "titleKey", m.body_key AS "bodyKey",
       m.params, m.created_at AS "createdAt", m.read_at AS "readAt",
       COALESCE(m.params->>'orderId', o.id::text) AS "orderId"
  FROM messages m
  LEFT JOIN orders o
    ON m.params->>'orderId' IS NULL
   AND o.order_no = m.params->>'orderNo' AND o.customer_id = m.customer_id`;

/**
 * One page of the borrower's messages, newest first, after `after` (keyset paging: a message
 * written between two pages comes before the first one and never shifts the next). Messages of one
 * instant (an approval and its welcome coupon) come in the reverse order they were written: the
 * internal id breaks the tie, looked up from the cursor's public id, so it never leaves the server.
 */
export async function listMessages(
  db: Db,
  customerId: string,
  page: { after: MessageKey | null; limit: number },
): Promise<StoredMessage[]> {
  return db.query<StoredMessage>(
    `${MESSAGE_ROWS}
      WHERE m.customer_id = $1
        AND ($2::timestamptz IS NULL OR (m.created_at, m.id) < ($2::timestamptz, COALESCE(
              (SELECT c.id FROM messages c WHERE c.customer_id = $1 AND c.public_id = $3::uuid),
              9223372036854775807)))
      ORDER BY m.created_at DESC, m.id DESC
      LIMIT $4`,
    [customerId, page.after?.createdAt ?? null, page.after?.id ?? null, page.limit],
  );
}

/** One of the borrower's messages by its public id. */
export async function findMessage(
  db: Db,
  customerId: string,
  id: string,
): Promise<StoredMessage | null> {
  const [row] = await db.query<StoredMessage>(
    `${MESSAGE_ROWS}
      WHERE m.customer_id = $1 AND m.public_id = $2::uuid`,
    [customerId, id],
  );
  return row ?? null;
}

/**
 * Unread messages, and how many of the announcements `announcementIds` the borrower has read:
 * one statement (docs/messages.md#unread-counts).
 */
export async function countUnread(
  db: Db,
  customerId: string,
  announcementIds: readonly string[],
): Promise<{ notify: number; announcementsRead: number }> {
  const [row] = await db.query<{ notify: number; announcementsRead: number }>(
    `SELECT (SELECT count(*) FROM messages WHERE customer_id = $1 AND read_at IS NULL)::int
              AS notify,
            (SELECT count(*) FROM announcement_reads
              WHERE customer_id = $1 AND announcement_id = ANY($2::text[]))::int
              AS "announcementsRead"`,
    [customerId, announcementIds],
  );
  return row ?? { notify: 0, announcementsRead: 0 };
}

/**
 * Marks one of the borrower's messages read; a message already read keeps its first read_at.
 * False when the borrower has no message of that id.
 */
export async function markMessageRead(
  db: Db,
  customerId: string,
  id: string,
  at: Date,
): Promise<boolean> {
  const rows = await db.query<{ id: string }>(
    `UPDATE messages SET read_at = COALESCE(read_at, $3)
      WHERE customer_id = $1 AND public_id = $2::uuid
      RETURNING public_id::text AS id`,
    [customerId, id, at],
  );
  return rows.length > 0;
}

/** Marks every unread message written at or before `before` read (what the list showed). */
export async function markMessagesReadUntil(
  db: Db,
  customerId: string,
  before: Date,
  at: Date,
): Promise<number> {
  const rows = await db.query<{ n: number }>(
    `WITH marked AS (
       UPDATE messages SET read_at = $3
        WHERE customer_id = $1 AND read_at IS NULL AND created_at <= $2
        RETURNING 1)
     SELECT count(*)::int AS n FROM marked`,
    [customerId, before, at],
  );
  return rows[0]?.n ?? 0;
}

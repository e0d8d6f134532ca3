import type { Db } from '../db/db.ts';

export interface OutboxEntry {
  phone: string;
  text: string;
  code: string | null;
  sentAt: Date;
}

export async function insertOutboxEntry(db: Db, e: OutboxEntry): Promise<void> {
  await db.query('INSERT INTO sms_outbox (phone, text, code, sent_at) VALUES ($1, $2, $3, $4)', [
    e.phone,
    e.text,
    e.code,
    e.sentAt,
  ]);
}

/** Newest first; all phones when `phone` is null. */
export async function listOutbox(
  db: Db,
  phone: string | null,
  limit: number,
): Promise<OutboxEntry[]> {
  return db.query<OutboxEntry>(
    `SELECT phone, text, code, sent_at AS "sentAt" FROM sms_outbox
      WHERE $1::text IS NULL OR phone = $1 ORDER BY sent_at DESC, id DESC LIMIT $2`,
    [phone, limit],
  );
}

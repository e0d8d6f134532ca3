import type { Db } from '../db/db.ts';
import type { ReminderKind } from '../domain/loan-days.ts';

/*
 * SQL of the daily loan jobs (docs/loans.md#overdue, #reminders): the repaying loans (each locked
 * by repayment-orders.ts while its ledger is read and appended to), the reminders issued, and
 * where a reminder goes.
 */

/** One page of repaying loans by id, after `afterId` (keyset: no loan is skipped or repeated). */
export async function repayingLoanIds(
  db: Db,
  page: { afterId: string | null; limit: number },
): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `SELECT id::text AS id FROM orders
      WHERE status = 'repaying' AND ($1::uuid IS NULL OR id > $1::uuid)
      ORDER BY id LIMIT $2`,
    [page.afterId, page.limit],
  );
  return rows.map((row) => row.id);
}

/**
 * Records a reminder; false when this loan already had this kind for this due date (the primary
 * key), so a second run, or a second instance, issues nothing.
 */
export async function insertReminder(
  tx: Db,
  r: { orderId: string; kind: ReminderKind; dueDate: string; at: Date },
): Promise<boolean> {
  const rows = await tx.query(
    `INSERT INTO reminders (order_id, kind, due_date, sent_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT DO NOTHING RETURNING order_id`,
    [r.orderId, r.kind, r.dueDate, r.at],
  );
  return rows.length > 0;
}

/**
 * The borrower's phone, whether they want the day-before SMS, and their language: the one chosen
 * in Settings, else the one they last used — the newest of their last code request, payment
 * intent and signature (null when none says). A deleted account has no phone: null
 * (docs/account.md#notification-preferences).
 */
export async function reminderRecipient(
  db: Db,
  customerId: string,
): Promise<{ phone: string; language: string | null; reminderSms: boolean } | null> {
  const [row] = await db.query<{ phone: string; language: string | null; reminderSms: boolean }>(
    `SELECT c.phone, COALESCE(p.reminder_sms, true) AS "reminderSms",
            COALESCE(p.language, (SELECT l.language FROM (
               (SELECT o.language, o.created_at AS at FROM otp_challenges o
                 WHERE o.phone = c.phone ORDER BY o.created_at DESC LIMIT 1)
               UNION ALL
               (SELECT i.language, i.created_at FROM payment_intents i
                 WHERE i.customer_id = c.id ORDER BY i.created_at DESC LIMIT 1)
               UNION ALL
               (SELECT s.language, s.signed_at FROM signatures s
                 WHERE s.customer_id = c.id ORDER BY s.signed_at DESC LIMIT 1)
             ) l ORDER BY l.at DESC LIMIT 1)) AS language
       FROM customers c LEFT JOIN customer_preferences p ON p.customer_id = c.id
      WHERE c.id = $1 AND c.deleted_at IS NULL`,
    [customerId],
  );
  return row ?? null;
}

import type { Db } from '../db/db.ts';

/*
 * The sandbox's loan clock (`npm run ops -- age`, docs/loans.md#sandbox-loan-clock): moves every
 * date of one loan back by whole days so testers see due today, overdue and late charges without
 * waiting. It is the only code that ever updates ledger entries, and it rewrites dates, never
 * amounts. The caller holds the order's row lock.
 */

/** Shifts the loan's dates `days` back; `pricing` is its snapshot already redated. */
export async function shiftLoanDates(
  tx: Db,
  s: { orderId: string; days: number; pricing: unknown; at: Date },
): Promise<void> {
  const params = [s.orderId, s.days];
  await tx.query(
    `UPDATE orders SET withdrawal_date = withdrawal_date - $2::int, due_date = due_date - $2::int,
            disbursed_at = disbursed_at - make_interval(days => $2::int), pricing = $3::jsonb,
            promised_on = promised_on - $2::int, updated_at = $4
      WHERE id = $1`,
    [...params, JSON.stringify(s.pricing), s.at],
  );
  // A late charge's key starts with its day; unique keys are checked row by row, so they pass
  // through a temporary value or a shifted day could meet one not shifted yet.
  await tx.query(
    `UPDATE ledger_entries SET day = day - $2::int, new_due_date = new_due_date - $2::int,
            late_key = 'shift:' || late_key
      WHERE order_id = $1`,
    params,
  );
  await tx.query(
    `UPDATE ledger_entries SET late_key = day::text || ':' || split_part(late_key, ':', 3)
      WHERE order_id = $1 AND late_key LIKE 'shift:%'`,
    [s.orderId],
  );
  await tx.query(
    `UPDATE payment_intents SET quote_day = quote_day - $2::int,
            created_at = created_at - make_interval(days => $2::int),
            expires_at = expires_at - make_interval(days => $2::int),
            ended_at = ended_at - make_interval(days => $2::int)
      WHERE order_id = $1`,
    params,
  );
  await tx.query(
    `UPDATE receipts SET new_due_date = new_due_date - $2::int,
            paid_at = paid_at - make_interval(days => $2::int)
      WHERE order_id = $1`,
    params,
  );
  // Reminders are keyed by due date: re-inserted shifted, as a row-by-row update could collide.
  const reminders = await tx.query<{ kind: string; dueDate: string; sentAt: Date }>(
    `DELETE FROM reminders WHERE order_id = $1
      RETURNING kind, (due_date - $2::int)::text AS "dueDate", sent_at AS "sentAt"`,
    params,
  );
  for (const r of reminders) {
    await tx.query(
      'INSERT INTO reminders (order_id, kind, due_date, sent_at) VALUES ($1, $2, $3, $4)',
      [s.orderId, r.kind, r.dueDate, r.sentAt],
    );
  }
}

import type { Db } from '../db/db.ts';

/** The today page's figures (docs/desk.md#today). */
export interface TodayFigures {
  applicationsWaiting: number;
  oldestWaitingSince: Date | null;
  paidOutCentavos: number;
  payoutsPaid: number;
  collectedCentavos: number;
  paymentsPosted: number;
  dueToday: number;
  overdue: number;
  ticketsPastTarget: number;
}

/**
 * `from`–`to` is today in Manila as instants; `day` its date. Sums and counts are bigint, read by
 * the safe-integer parser (db/int8.ts): no float ever holds money. Each count has its partial
 * index (migration 027).
 */
export async function readTodayFigures(
  db: Db,
  t: { day: string; from: Date; to: Date },
): Promise<TodayFigures> {
  const [row] = await db.query<{
    waiting: number;
    oldest: Date | null;
    paidOut: number;
    paidCount: number;
    collected: number;
    collectedCount: number;
    dueToday: number;
    overdue: number;
    tickets: number;
  }>(
    `SELECT
       (SELECT count(*) FROM applications WHERE status = 'underReview') AS waiting,
       (SELECT min(submitted_at) FROM applications WHERE status = 'underReview') AS oldest,
       (SELECT coalesce(sum(amount_centavos), 0)::bigint FROM payouts
         WHERE status = 'paid' AND answered_at >= $2 AND answered_at < $3) AS "paidOut",
       (SELECT count(*) FROM payouts
         WHERE status = 'paid' AND answered_at >= $2 AND answered_at < $3) AS "paidCount",
       (SELECT coalesce(sum(centavos), 0)::bigint FROM ledger_entries
         WHERE kind = 'payment' AND payment_kind <> 'disbursement'
           AND posted_at >= $2 AND posted_at < $3) AS collected,
       (SELECT count(*) FROM ledger_entries
         WHERE kind = 'payment' AND payment_kind <> 'disbursement'
           AND posted_at >= $2 AND posted_at < $3) AS "collectedCount",
       (SELECT count(*) FROM orders WHERE status = 'repaying' AND due_date = $1::date) AS "dueToday",
       (SELECT count(*) FROM orders WHERE status = 'repaying' AND due_date < $1::date) AS overdue,
       (SELECT count(*) FROM feedback_tickets
         WHERE status IN ('received', 'inProgress') AND target_date < $1::date) AS tickets`,
    [t.day, t.from, t.to],
  );
  const n = (value: number | undefined) => value ?? 0;
  return {
    applicationsWaiting: n(row?.waiting),
    oldestWaitingSince: row?.oldest ?? null,
    paidOutCentavos: n(row?.paidOut),
    payoutsPaid: n(row?.paidCount),
    collectedCentavos: n(row?.collected),
    paymentsPosted: n(row?.collectedCount),
    dueToday: n(row?.dueToday),
    overdue: n(row?.overdue),
    ticketsPastTarget: n(row?.tickets),
  };
}

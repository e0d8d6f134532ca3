import type { Db } from '../db/db.ts';

/** The today page's figures (docs/desk.md#today), each one query over indexed columns. */
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
 * `from`–`to` is today in Manila as instants; `day` its date. Money is summed in SQL as bigint and
 * read as text, so no float ever holds it.
 */
export async function readTodayFigures(
  db: Db,
  t: { day: string; from: Date; to: Date },
): Promise<TodayFigures> {
  const [row] = await db.query<{
    waiting: string;
    oldest: Date | null;
    paidOut: string;
    paidCount: string;
    collected: string;
    collectedCount: string;
    dueToday: string;
    overdue: string;
    tickets: string;
  }>(
    `SELECT
       (SELECT count(*) FROM applications WHERE status = 'underReview') AS waiting,
       (SELECT min(submitted_at) FROM applications WHERE status = 'underReview') AS oldest,
       (SELECT coalesce(sum(amount_centavos), 0)::text FROM payouts
         WHERE status = 'paid' AND answered_at >= $2 AND answered_at < $3) AS "paidOut",
       (SELECT count(*) FROM payouts
         WHERE status = 'paid' AND answered_at >= $2 AND answered_at < $3) AS "paidCount",
       (SELECT coalesce(sum(centavos), 0)::text FROM ledger_entries
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
  const n = (value: string | undefined) => Number(value ?? 0);
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

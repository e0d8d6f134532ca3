import type { Db } from '../db/db.ts';

/*
 * What a settled loan changes for the next one (docs/loans.md#repeat-borrowing): the count of
 * settled loans the scorecard reads, and the quota of the approved application.
 */

/** One more settled loan; the new count. */
export async function countSettledLoan(tx: Db, customerId: string): Promise<number> {
  const [row] = await tx.query<{ n: number }>(
    `UPDATE customers SET settled_loans = settled_loans + 1 WHERE id = $1
      RETURNING settled_loans AS n`,
    [customerId],
  );
  return row?.n ?? 0;
}

export interface ScoredApplication {
  id: string;
  status: string;
  quotaCentavos: number | null;
  /** The breakdown stored with the decision (domain/scorecard.ts ScorecardResult), if any. */
  scorecard: { total?: unknown; points?: { history?: unknown } } | null;
  /** scorecard, sandbox or staff (a reviewer set the quota). */
  decisionSource: string | null;
}

export async function lockApplicationScore(
  tx: Db,
  applicationId: string,
): Promise<ScoredApplication | null> {
  const [row] = await tx.query<ScoredApplication>(
    `SELECT id::text AS id, status, quota_centavos AS "quotaCentavos", scorecard,
            decision_source AS "decisionSource"
       FROM applications WHERE id = $1 FOR UPDATE`,
    [applicationId],
  );
  return row ?? null;
}

export async function setApplicationQuota(
  tx: Db,
  a: { applicationId: string; quotaCentavos: number },
): Promise<void> {
  await tx.query(`UPDATE applications SET quota_centavos = $2 WHERE id = $1`, [
    a.applicationId,
    a.quotaCentavos,
  ]);
}

import type { Db } from '../db/db.ts';
import type { JobPayload } from './job-types.ts';

export interface ClaimedJob {
  id: string;
  kind: string;
  payload: JobPayload;
  /** This claim's number: 1 the first time. */
  attempts: number;
  maxAttempts: number;
  runAt: Date;
  createdAt: Date;
}

/** Who holds a claim. A finish only counts while the claim is still this worker's own. */
export interface Claim {
  jobId: string;
  workerId: string;
  attempts: number;
}

const OPEN = 'done_at IS NULL AND failed_at IS NULL';

/**
 * Takes the oldest due job of the given kinds, in one statement. SKIP LOCKED lets concurrent
 * workers pass over a row another is claiming instead of waiting for it; an expired lease makes
 * a job claimable again.
 */
export async function claimDueJob(
  db: Db,
  c: { kinds: string[]; workerId: string; at: Date; leaseUntil: Date },
): Promise<ClaimedJob | null> {
  const [row] = await db.query<ClaimedJob>(
    `UPDATE jobs SET locked_by = $2, locked_until = $3, attempts = attempts + 1
      WHERE id = (
        SELECT id FROM jobs
         WHERE ${OPEN} AND run_at <= $1 AND kind = ANY($4::text[])
           AND (locked_until IS NULL OR locked_until <= $1)
           AND attempts < max_attempts
         ORDER BY run_at, id
         LIMIT 1
         FOR UPDATE SKIP LOCKED)
      RETURNING id::text AS id, kind, payload, attempts, max_attempts AS "maxAttempts",
                run_at AS "runAt", created_at AS "createdAt"`,
    [c.at, c.workerId, c.leaseUntil, c.kinds],
  );
  return row ?? null;
}

/** A claim whose worker vanished on the last attempt: nobody may claim it again, so give up. */
export async function failAbandonedJobs(db: Db, at: Date): Promise<number> {
  const rows = await db.query<{ id: string }>(
    `UPDATE jobs SET failed_at = $1, locked_by = NULL, locked_until = NULL,
            last_error = 'lease expired on the last attempt (worker lost)'
      WHERE ${OPEN} AND locked_until <= $1 AND attempts >= max_attempts
      RETURNING id::text AS id`,
    [at],
  );
  return rows.length;
}

/** False when the claim was lost (lease expired and someone else took the job). */
export async function markJobDone(db: Db, claim: Claim, at: Date): Promise<boolean> {
  const rows = await db.query(
    `UPDATE jobs SET done_at = $4, locked_by = NULL, locked_until = NULL
      WHERE id = $1 AND locked_by = $2 AND attempts = $3 AND ${OPEN}
      RETURNING id`,
    [claim.jobId, claim.workerId, claim.attempts, at],
  );
  return rows.length > 0;
}

/**
 * Records a failed run: retried at `retryAt`, or given up when no attempt is left. Null when the
 * claim was lost.
 */
export async function markJobFailed(
  db: Db,
  claim: Claim,
  f: { at: Date; retryAt: Date; error: string },
): Promise<'retry' | 'failed' | null> {
  const [row] = await db.query<{ failed: boolean }>(
    `UPDATE jobs SET locked_by = NULL, locked_until = NULL, last_error = $6,
            failed_at = CASE WHEN attempts >= max_attempts THEN $4::timestamptz END,
            run_at = CASE WHEN attempts >= max_attempts THEN run_at ELSE $5::timestamptz END
      WHERE id = $1 AND locked_by = $2 AND attempts = $3 AND ${OPEN}
      RETURNING failed_at IS NOT NULL AS failed`,
    [claim.jobId, claim.workerId, claim.attempts, f.at, f.retryAt, f.error],
  );
  if (!row) return null;
  return row.failed ? 'failed' : 'retry';
}

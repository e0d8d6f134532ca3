import type { Db } from '../db/db.ts';
import { scrubLine } from '../lib/log-redaction.ts';

/** A job that gave up, as the desk's jobs page lists it (docs/desk.md#jobs). */
export interface FailedJob {
  id: string;
  kind: string;
  attempts: number;
  createdAt: Date;
  failedAt: Date;
  lastError: string | null;
}

const FAILED_OPEN = 'failed_at IS NOT NULL AND dismissed_at IS NULL';

/**
 * Failed jobs nobody dismissed, newest failure first (the order of index jobs_failed_open). Never
 * the payload: it names borrowers. The error is scrubbed again on the way out, for rows written
 * before errors were scrubbed of unquoted phones (job-runner.ts).
 */
export async function listFailedJobs(db: Db, limit: number): Promise<FailedJob[]> {
  const rows = await db.query<FailedJob>(
    `SELECT id::text AS id, kind, attempts, created_at AS "createdAt", failed_at AS "failedAt",
            last_error AS "lastError"
       FROM jobs WHERE ${FAILED_OPEN}
      ORDER BY failed_at DESC, id
      LIMIT $1`,
    [limit],
  );
  return rows.map((r) => ({
    ...r,
    lastError: r.lastError === null ? null : scrubLine(r.lastError),
  }));
}

/**
 * One more attempt, now: the job is open again with a single attempt left, so a job that fails
 * again is back on the list, not retried for a day on its own. False when it is not a failed,
 * undismissed job (already retried, dismissed, or unknown).
 */
export async function retryFailedJob(db: Db, id: string, at: Date): Promise<FailedJob | null> {
  // The failure the person saw is answered back, not the retry's time: read before the update.
  const [row] = await db.query<FailedJob>(
    `WITH failed AS (SELECT id, failed_at FROM jobs WHERE id = $1 AND ${FAILED_OPEN} FOR UPDATE)
     UPDATE jobs j SET failed_at = NULL, run_at = $2, max_attempts = j.attempts + 1,
            locked_by = NULL, locked_until = NULL
       FROM failed
      WHERE j.id = failed.id
      RETURNING j.id::text AS id, j.kind, j.attempts, j.created_at AS "createdAt",
                failed.failed_at AS "failedAt", j.last_error AS "lastError"`,
    [id, at],
  );
  return row ?? null;
}

/** Let a failed job go: kept with who and when, gone from the list. */
export async function dismissFailedJob(
  db: Db,
  d: { id: string; at: Date; staffId: string },
): Promise<FailedJob | null> {
  const [row] = await db.query<FailedJob>(
    `UPDATE jobs SET dismissed_at = $2, dismissed_by = $3
      WHERE id = $1 AND ${FAILED_OPEN}
      RETURNING id::text AS id, kind, attempts, created_at AS "createdAt", failed_at AS "failedAt",
                last_error AS "lastError"`,
    [d.id, d.at, d.staffId],
  );
  return row ?? null;
}

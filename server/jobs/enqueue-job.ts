import type { Db } from '../db/db.ts';
import type { EnqueuedJob, JobPayload, NewJob } from './job-types.ts';

export const DEFAULT_MAX_ATTEMPTS = 5;
const KIND = /^[a-z][a-z0-9-]*$/;

/**
 * Adds a job. Pass the transaction that makes the work necessary (e.g. the one inserting the
 * application), so the job exists exactly when that commit does. `now` is the caller's clock:
 * it is written as created_at and is the default runAt.
 */
export async function enqueueJob<P extends JobPayload>(
  tx: Db,
  job: NewJob<P>,
  now: Date,
): Promise<EnqueuedJob> {
  if (!KIND.test(job.kind)) throw new Error(`Invalid job kind: ${job.kind}`);
  const maxAttempts = job.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1) {
    throw new Error(`maxAttempts must be a positive integer: ${maxAttempts}`);
  }
  const [inserted] = await tx.query<{ id: string }>(
    `INSERT INTO jobs (kind, payload, dedupe_key, run_at, max_attempts, created_at)
     VALUES ($1, $2::jsonb, $3, $4, $5, $6)
     ON CONFLICT (kind, dedupe_key) DO NOTHING
     RETURNING id::text AS id`,
    [
      job.kind,
      JSON.stringify(job.payload),
      job.dedupeKey ?? null,
      job.runAt ?? now,
      maxAttempts,
      now,
    ],
  );
  if (inserted) return { id: inserted.id, created: true };
  // Only a dedupe key can conflict, so the existing job is there to be found.
  const [existing] = await tx.query<{ id: string }>(
    'SELECT id::text AS id FROM jobs WHERE kind = $1 AND dedupe_key = $2',
    [job.kind, job.dedupeKey],
  );
  return { id: existing!.id, created: false };
}

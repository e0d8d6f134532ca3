import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/db.ts';

/** A job's input: a JSON object (stored as jsonb), e.g. `{ applicationId: '42' }`. */
export type JobPayload = Record<string, unknown>;

export interface NewJob<P extends JobPayload = JobPayload> {
  /** Which handler runs it: lower case, digits and dashes, e.g. `credit-decision`. */
  kind: string;
  payload: P;
  /** Not before this instant; defaults to the enqueueing instant. */
  runAt?: Date;
  /**
   * At most one job per (kind, dedupeKey), ever: enqueueing the same key again is a no-op that
   * returns the existing job, even after it ran. Include whatever makes the work distinct (e.g.
   * `application:42`).
   */
  dedupeKey?: string;
  /** Claims before the job is given up (default 5). A crash during a run counts as one. */
  maxAttempts?: number;
}

export interface EnqueuedJob {
  id: string;
  /** False when a job with the same kind and dedupeKey already existed. */
  created: boolean;
}

/** What a handler learns about the run it is in. */
export interface JobContext {
  job: {
    id: string;
    kind: string;
    /** 1 on the first run; a retry or a run after a crashed worker counts up. */
    attempt: number;
    maxAttempts: number;
    runAt: Date;
    createdAt: Date;
  };
  /** The database (not a transaction): the handler opens its own transactions. */
  db: Db;
  /** The runner's clock, the same one as the app's rules. */
  now: () => Date;
  log: JobLogger;
}

/**
 * Does the work of one job. Resolving marks the job done; throwing schedules a retry with
 * exponential backoff, until maxAttempts. Handlers MUST be idempotent: a job runs at least once
 * — a worker that dies (or overruns its lease) after the work but before the job is marked done
 * leaves it to run again. Check the state first ("is the application still under review?") and
 * make each write conditional, in one transaction with the writes it guards.
 */
export type JobHandler<P = JobPayload> = (payload: P, context: JobContext) => Promise<void>;

export type JobLogger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

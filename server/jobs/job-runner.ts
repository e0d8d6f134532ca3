import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Db } from '../db/db.ts';
import { databaseErrorSummary, isDatabaseUnavailable } from '../db/unavailable.ts';
import { safeErrorMessage } from '../lib/log-errors.ts';
import { scrubLine } from '../lib/log-redaction.ts';
import { claimDueJob, failAbandonedJobs, markJobDone, markJobFailed } from './job-rows.ts';
import type { Claim, ClaimedJob } from './job-rows.ts';
import type { JobHandler, JobLogger, JobPayload } from './job-types.ts';

export interface JobRunnerOptions {
  db: Db;
  /** Decides what is due, leases and backoff: tests move it instead of sleeping. */
  now: () => Date;
  logger: JobLogger;
  handlers?: Record<string, JobHandler>;
  /** Names this worker in `jobs.locked_by`; default host, pid and a random suffix. */
  workerId?: string;
  /** How long a claim holds; a worker silent for longer is presumed dead. Default 300. */
  leaseSeconds?: number;
  /** Pause between polls once nothing is due (start() only). Default 1000. */
  pollMs?: number;
  /** Retry after base·2^(attempt−1) seconds, at most max. Default 10 s and 1 h. */
  backoff?: { baseSeconds: number; maxSeconds: number };
}

export interface RunSummary {
  succeeded: number;
  retried: number;
  failed: number;
  /** Runs whose claim another worker had taken over when they finished. */
  lost: number;
}

export interface JobRunner {
  readonly workerId: string;
  /** Adds (or replaces) the handler of a kind. Only kinds with a handler are ever claimed. */
  registerHandler<P = JobPayload>(kind: string, handler: JobHandler<P>): void;
  /** Runs due jobs one after another until none is left (or `limit` ran); tests call this. */
  runDueJobs(options?: { limit?: number }): Promise<RunSummary>;
  /** Polls every pollMs in the background. */
  start(): void;
  /** Stops claiming; resolves once the jobs in hand have finished. */
  stop(): Promise<void>;
}

const MAX_ERROR_LENGTH = 2000;

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, now, logger } = options;
  const handlers = new Map<string, JobHandler>(Object.entries(options.handlers ?? {}));
  const workerId =
    options.workerId ?? `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const leaseMs = (options.leaseSeconds ?? 300) * 1000;
  const pollMs = options.pollMs ?? 1000;
  const backoff = options.backoff ?? { baseSeconds: 10, maxSeconds: 3600 };
  const active = new Set<Promise<unknown>>();
  let started = false;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;

  const retryDelayMs = (attempt: number): number =>
    Math.min(backoff.baseSeconds * 2 ** (attempt - 1), backoff.maxSeconds) * 1000;

  async function runOne(job: ClaimedJob, summary: RunSummary): Promise<void> {
    const claim: Claim = { jobId: job.id, workerId, attempts: job.attempts };
    const log = { jobId: job.id, kind: job.kind, attempt: job.attempts };
    try {
      await handlers.get(job.kind)!(job.payload, {
        job: {
          id: job.id,
          kind: job.kind,
          attempt: job.attempts,
          maxAttempts: job.maxAttempts,
          runAt: job.runAt,
          createdAt: job.createdAt,
        },
        db,
        now,
        log: logger,
      });
    } catch (error) {
      const at = now();
      const message = errorText(error);
      const outcome = await markJobFailed(db, claim, {
        at,
        retryAt: new Date(at.getTime() + retryDelayMs(job.attempts)),
        error: message,
      });
      if (outcome === 'retry') summary.retried += 1;
      else if (outcome === 'failed') summary.failed += 1;
      else summary.lost += 1;
      const level = outcome === 'failed' ? 'error' : 'warn';
      logger[level]({ ...log, err: error, outcome: outcome ?? 'lost' }, 'job failed');
      return;
    }
    if (await markJobDone(db, claim, now())) {
      summary.succeeded += 1;
    } else {
      summary.lost += 1;
      logger.warn(log, 'job finished after its lease was taken over');
    }
  }

  async function drain(limit: number): Promise<RunSummary> {
    const summary: RunSummary = { succeeded: 0, retried: 0, failed: 0, lost: 0 };
    const kinds = [...handlers.keys()];
    if (kinds.length === 0 || stopped) return summary;
    const abandoned = await failAbandonedJobs(db, now());
    if (abandoned > 0) logger.error({ abandoned }, 'jobs given up after their worker was lost');
    for (let ran = 0; ran < limit && !stopped; ran += 1) {
      const at = now();
      const job = await claimDueJob(db, {
        kinds,
        workerId,
        at,
        leaseUntil: new Date(at.getTime() + leaseMs),
      });
      if (!job) break;
      await runOne(job, summary);
    }
    return summary;
  }

  /** Every run is tracked, so stop() can wait for the one in hand. */
  function track<T>(run: Promise<T>): Promise<T> {
    active.add(run);
    void run.finally(() => active.delete(run)).catch(() => {});
    return run;
  }

  /** The last poll found the database out of reach: polling goes on, quietly. */
  let databaseDown = false;

  async function poll(): Promise<void> {
    timer = null;
    if (stopped) return;
    try {
      await track(drain(100));
      if (databaseDown) logger.info({}, 'job polling resumed');
      databaseDown = false;
    } catch (error) {
      if (!isDatabaseUnavailable(error)) logger.error({ err: error }, 'job polling failed');
      else if (!databaseDown) {
        // Once per outage, not once per poll (docs/errors.md#service-unavailable).
        databaseDown = true;
        logger.warn(
          { db: databaseErrorSummary(error) },
          'job polling paused: database unavailable',
        );
      }
    }
    if (!stopped) timer = setTimeout(() => void poll(), pollMs).unref();
  }

  return {
    workerId,
    registerHandler(kind, handler) {
      handlers.set(kind, handler as JobHandler);
    },
    runDueJobs({ limit = 1000 } = {}) {
      return track(drain(limit));
    },
    start() {
      if (stopped || started) return;
      started = true;
      timer = setTimeout(() => void poll(), 0).unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await Promise.allSettled([...active]);
    },
  };
}

/**
 * What jobs.last_error keeps for operators: the error's name and its message with the values cut
 * out, as in the logs (docs/security.md#what-logs-may-hold).
 */
function errorText(error: unknown): string {
  const text =
    error instanceof Error
      ? `${error.name}: ${safeErrorMessage(error.message)}`
      : safeErrorMessage(String(error));
  // Unquoted phones and tokens too: administrators read it on the desk (docs/desk.md#jobs).
  return scrubLine(text).slice(0, MAX_ERROR_LENGTH);
}

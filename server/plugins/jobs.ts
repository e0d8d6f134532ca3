import fp from 'fastify-plugin';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/db.ts';
import { enqueueJob } from '../jobs/enqueue-job.ts';
import { createJobRunner } from '../jobs/job-runner.ts';
import type { RunSummary } from '../jobs/job-runner.ts';
import type { EnqueuedJob, JobHandler, JobPayload, NewJob } from '../jobs/job-types.ts';

export interface AppJobs {
  /** Adds a job with the app's clock (created_at, default runAt); pass the caller's transaction. */
  enqueue<P extends JobPayload>(tx: Db, job: NewJob<P>): Promise<EnqueuedJob>;
  /** Runs what is due now, one job after another; what tests call instead of waiting. */
  runDueJobs(options?: { limit?: number }): Promise<RunSummary>;
  /** The handler of a kind; register it while the app is built (a plugin or route file). */
  registerHandler<P = JobPayload>(kind: string, handler: JobHandler<P>): void;
  readonly workerId: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: AppJobs;
  }
}

/**
 * The database job queue of this process. With JOBS_ENABLED it polls every JOB_POLL_MS once the
 * app is ready; either way `app.close()` (hence SIGTERM) stops claiming and waits for the job in
 * hand before the database closes.
 */
export const jobsPlugin = fp<{ config: AppConfig; now: () => Date }>(
  async (app, { config, now }) => {
    const runner = createJobRunner({
      db: app.db,
      now,
      logger: app.log.child({ component: 'jobs' }),
      pollMs: config.jobs.pollMs,
    });
    app.decorate('jobs', {
      enqueue: (tx, job) => enqueueJob(tx, job, now()),
      runDueJobs: (options) => runner.runDueJobs(options),
      registerHandler: (kind, handler) => runner.registerHandler(kind, handler),
      workerId: runner.workerId,
    } satisfies AppJobs);
    if (config.jobs.enabled) app.addHook('onReady', async () => runner.start());
    // onClose hooks run in reverse order of registration: this one before the database closes.
    app.addHook('onClose', () => runner.stop());
  },
  { name: 'jobs', fastify: '5.x', dependencies: ['db'] },
);

import { AppError } from '../../errors.ts';
import { dismissFailedJob, listFailedJobs, retryFailedJob } from '../../jobs/failed-jobs.ts';
import type { FailedJob } from '../../jobs/failed-jobs.ts';
import { insertAuditEntry } from '../../repositories/staff-audit.ts';
import type { ServiceDeps } from '../deps.ts';
import type { StaffActor } from './staff-service.ts';

const LIST_LIMIT = 200;

/**
 * The desk's jobs page (docs/desk.md#jobs): the background jobs that gave up, each retried once
 * more or dismissed by an administrator, in the audit trail with the job's kind.
 */
export function createJobsDesk({ db, now }: Pick<ServiceDeps, 'db' | 'now'>) {
  const act = async (
    actor: StaffActor,
    id: string,
    action: 'job.retry' | 'job.dismiss',
    change: (tx: typeof db, at: Date) => Promise<FailedJob | null>,
  ): Promise<FailedJob> =>
    db.transaction(async (tx) => {
      const at = now();
      const job = await change(tx, at);
      if (!job) throw new AppError('NOT_FOUND', 'No failed job with that id is waiting.');
      await insertAuditEntry(tx, {
        at,
        staffId: actor.staffId,
        action,
        recordType: 'job',
        recordId: id,
        detail: { kind: job.kind, attempts: job.attempts },
      });
      return job;
    });

  return {
    /** The newest LIST_LIMIT, and whether there are more than that. */
    async listFailed(): Promise<{ jobs: FailedJob[]; more: boolean }> {
      const rows = await listFailedJobs(db, LIST_LIMIT + 1);
      return { jobs: rows.slice(0, LIST_LIMIT), more: rows.length > LIST_LIMIT };
    },
    retry: (actor: StaffActor, id: string) =>
      act(actor, id, 'job.retry', (tx, at) => retryFailedJob(tx, id, at)),
    dismiss: (actor: StaffActor, id: string) =>
      act(actor, id, 'job.dismiss', (tx, at) =>
        dismissFailedJob(tx, { id, at, staffId: actor.staffId }),
      ),
  };
}

import { z } from 'zod';
import { addDays, manilaDate } from '../../../contract/calendar.ts';
import type { DeletionBlock, DeletionStatus } from '../../../contract/account/api.ts';
import type { Db } from '../../db/db.ts';
import { lockKey } from '../../db/db.ts';
import { AppError } from '../../errors.ts';
import { dailyJob, dayPayload } from '../../jobs/daily-job.ts';
import { enqueueJob } from '../../jobs/enqueue-job.ts';
import type { JobContext, JobHandler, NewJob } from '../../jobs/job-types.ts';
import { nextRunDay } from '../../domain/loan-days.ts';
import {
  deletedAccountsWithBytes,
  deletionsDueForPurge,
  dropPendingErasure,
  hasLiveIntent,
  insertAccountDeletion,
  insertPendingErasures,
  pendingErasures,
  purgeKeptRecords,
} from '../../repositories/account-deletions.ts';
import { latestApplication } from '../../repositories/applications.ts';
import { findOpenOrder } from '../../repositories/orders.ts';
import { markPhotoErased, photosToErase } from '../../repositories/personal-data.ts';
import type { ObjectStore } from '../../storage/object-store.ts';
import type { ServiceDeps } from '../deps.ts';
import { openOrderBlock } from '../orders/loan-standing.ts';
import { LOAN_LOCK_NAMESPACE } from '../orders/sign-order.ts';
import type { SessionService } from '../session-service.ts';
import { PROFILE_LOCK_NAMESPACE } from './live-customer.ts';
import { PARTS } from './parts.ts';

/**
 * Deletes the bytes of a deleted account's photos and of its pending erasures (feedback
 * screenshots) (docs/account.md#account-deletion); the daily purge sweeps what it left.
 */
export const PHOTO_ERASURE_JOB = 'photo-erasure';
/** Purges a deleted account's kept records past DELETED_ACCOUNT_RETENTION_DAYS. */
export const DELETED_ACCOUNT_PURGE_JOB = 'deleted-account-purge';

// The keys of bytes whose rows the parts erased are in pending_erasures, not here (a payload
// that still names objectKeys, from before migration 016, had them copied there).
const photoErasurePayload = z.object({ customerId: z.string().regex(/^\d+$/) });

const photoErasureJob = (customerId: string): NewJob => ({
  kind: PHOTO_ERASURE_JOB,
  payload: { customerId },
  dedupeKey: `photo-erasure:${customerId}`,
});

/** 03:00 Manila, with the other daily deletions (retention.ts). */
const PURGE_HOUR = 3;
const PAGE = 100;

/** The borrower's words for each refusal are the client's (account.settings.blocked.*). */
const MESSAGES: Record<DeletionBlock, string> = {
  OUTSTANDING_REPAYMENT: 'Repay the outstanding loan before deleting the account',
  ORDER_IN_PROGRESS: 'A loan is in progress: the account can be deleted once it is settled',
  PAYMENT_IN_PROGRESS: 'A payment is in progress: wait for it to end',
  APPLICATION_UNDER_REVIEW: 'The application awaits its decision: wait for it',
};

/** What stops a deletion now, and the loan it is about (docs/account.md#account-deletion). */
async function deletionBlock(
  db: Db,
  customerId: string,
): Promise<{ blockedBy: DeletionBlock; orderId: string | null } | null> {
  const open = await findOpenOrder(db, customerId);
  // An open order blocks as it blocks a new withdrawal: owing money, or not yet paid out.
  if (open)
    return {
      blockedBy:
        openOrderBlock(open) === 'OUTSTANDING_REPAYMENT'
          ? 'OUTSTANDING_REPAYMENT'
          : 'ORDER_IN_PROGRESS',
      orderId: open.id,
    };
  if (await hasLiveIntent(db, customerId))
    return { blockedBy: 'PAYMENT_IN_PROGRESS', orderId: null };
  const latest = await latestApplication(db, customerId);
  if (latest?.status === 'underReview')
    return { blockedBy: 'APPLICATION_UNDER_REVIEW', orderId: null };
  return null;
}

export function createAccountDeletion(
  deps: Pick<ServiceDeps, 'db' | 'config' | 'now'>,
  sessions: Pick<SessionService, 'endCustomerSessions'>,
  store: ObjectStore,
) {
  const { db, config, now } = deps;
  const keepDays = config.deletedAccountRetentionDays;

  async function status(customerId: string): Promise<DeletionStatus> {
    const block = await deletionBlock(db, customerId);
    return {
      allowed: block === null,
      blockedBy: block?.blockedBy ?? null,
      orderId: block?.orderId ?? null,
      keepYears: Math.floor(keepDays / 365),
    };
  }

  /**
   * Erases the account (docs/account.md#account-deletion): under the borrower's loan and profile
   * locks (a signature or a submission racing it waits, then finds no session, or makes the
   * deletion refuse), every part erases what it holds, the kept records are detached, every
   * session is revoked and every instance told — all in one transaction. A writer that passed its
   * session check meanwhile re-checks the account under the same lock (live-customer.ts). The
   * bytes follow by a job, from the photo rows and pending_erasures; the daily purge sweeps what
   * it left.
   */
  async function deleteAccount(customerId: string, understood: boolean): Promise<void> {
    if (!understood) {
      throw new AppError('AGREEMENT_REQUIRED', 'Confirm that you understand what is erased', {
        field: 'understood',
      });
    }
    await sessions.endCustomerSessions(customerId, async (tx) => {
      await lockKey(tx, LOAN_LOCK_NAMESPACE, customerId);
      await lockKey(tx, PROFILE_LOCK_NAMESPACE, customerId);
      const block = await deletionBlock(tx, customerId);
      if (block) throw new AppError(block.blockedBy, MESSAGES[block.blockedBy]);
      const at = now();
      const objectKeys: string[] = [];
      for (const part of PARTS) objectKeys.push(...((await part.erase(tx, customerId, at)) ?? []));
      await insertAccountDeletion(tx, {
        customerId,
        erasedAt: at,
        keepUntil: addDays(manilaDate(at), keepDays),
      });
      await insertPendingErasures(tx, { customerId, objectKeys, at });
      await enqueueJob(tx, photoErasureJob(customerId), at);
    });
  }

  /**
   * A deleted account's bytes still in the store; answers how many could not be deleted. The
   * bytes leave the store first, then the pending key goes or the photo row is marked, so a crash
   * between the two leaves a row the next run finds again (deleting a missing object is not an
   * error).
   */
  async function eraseBytes(customerId: string, log: JobContext['log']): Promise<number> {
    let failed = 0;
    for (const key of await pendingErasures(db, customerId)) {
      try {
        await store.delete(key);
        await dropPendingErasure(db, key);
      } catch (err) {
        failed += 1;
        log.error({ err }, "photo erasure: erased row's bytes not deleted");
      }
    }
    for (const photo of await photosToErase(db, customerId)) {
      try {
        await store.delete(photo.storageKey);
        await markPhotoErased(db, photo.id, now());
      } catch (err) {
        failed += 1;
        log.error({ err, photoId: photo.id }, 'photo erasure: photo not deleted');
      }
    }
    return failed;
  }

  const erasePhotos: JobHandler = async (payload, { log }) => {
    const { customerId } = photoErasurePayload.parse(payload);
    const failed = await eraseBytes(customerId, log);
    if (failed > 0) throw new Error(`photo erasure: ${failed} photos not deleted`);
  };

  /** Enqueues a day's purge; a day already enqueued (another instance, a restart) stays as it is. */
  const enqueuePurge = (day: string): Promise<void> =>
    db.transaction(async (tx) => {
      await enqueueJob(tx, dailyJob(DELETED_ACCOUNT_PURGE_JOB, day, PURGE_HOUR), now());
    });

  /** Deleted accounts past their keep-until day: the identifying rest of the kept records goes. */
  const purgeDeletedAccounts: JobHandler = async (payload, { log }) => {
    const { day } = dayPayload.parse(payload);
    await enqueuePurge(nextRunDay(day, now()));
    let purged = 0;
    for (;;) {
      const due = await deletionsDueForPurge(db, { today: manilaDate(now()), limit: PAGE });
      for (const customerId of due) {
        if (await db.transaction((tx) => purgeKeptRecords(tx, customerId, now()))) purged += 1;
      }
      if (due.length < PAGE) break;
    }
    log.info({ day, purged }, 'deleted accounts: kept records purged');

    // Bytes the photo-erasure job left after its last attempt (a long store outage): every day
    // until they are gone (docs/account.md#retention-after-deletion).
    let failed = 0;
    let swept = 0;
    for (let after = '0'; ;) {
      const page = await deletedAccountsWithBytes(db, { after, limit: PAGE });
      for (const customerId of page) {
        failed += await eraseBytes(customerId, log);
        swept += 1;
      }
      if (page.length < PAGE) break;
      after = page.at(-1)!;
    }
    if (swept > 0) log.info({ day, swept, failed }, 'deleted accounts: leftover bytes swept');
    // Not thrown: the keys stay in pending_erasures for tomorrow's sweep, and one key the store
    // keeps refusing must not fail (and re-sweep) the whole purge all day. Operators alert on it.
    if (failed > 0) {
      log.error(
        { day, failed, alert: 'deleted-account-bytes' },
        "deleted-account purge: objects not deleted; tomorrow's sweep tries again",
      );
    }
  };

  return {
    status,
    deleteAccount,
    erasePhotos,
    purgeDeletedAccounts,
    scheduleToday: () => enqueuePurge(manilaDate(now())),
  };
}

/** Registers the deletion's jobs with the runner (app.ts). */
export function registerAccountJobs(
  jobs: { registerHandler: (kind: string, handler: JobHandler) => void },
  account: { jobs: { erasePhotos: JobHandler; purgeDeletedAccounts: JobHandler } },
): void {
  jobs.registerHandler(PHOTO_ERASURE_JOB, account.jobs.erasePhotos);
  jobs.registerHandler(DELETED_ACCOUNT_PURGE_JOB, account.jobs.purgeDeletedAccounts);
}

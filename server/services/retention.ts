import { DAY_MS, manilaDate } from '../../contract/calendar.ts';
import { nextRunDay } from '../domain/loan-days.ts';
import { dailyJob, dayPayload } from '../jobs/daily-job.ts';
import { enqueueJob } from '../jobs/enqueue-job.ts';
import type { JobHandler } from '../jobs/job-types.ts';
import { expiredReplacedPhotos, markPhotoDeleted } from '../repositories/photos.ts';
import { deleteExpiredQuotes } from '../repositories/quotes.ts';
import { deleteAuditBefore } from '../repositories/staff-audit.ts';
import { deleteStaleThrottles } from '../repositories/staff.ts';
import type { ObjectStore } from '../storage/object-store.ts';
import type { ServiceDeps } from './deps.ts';

/*
 * The daily deletions (docs/security.md#photo-retention, #stored-quotes). Like the loan days,
 * each run first enqueues the next day's, so a run that fails for good does not end the chain,
 * and one job per kind and Manila day, so two instances scheduling the same day enqueue it once.
 */

/** Deletes the bytes of photos replaced more than PHOTO_RETENTION_DAYS ago. */
export const PHOTO_RETENTION_JOB = 'photo-retention';
/** Deletes quotes that expired more than a day ago and were never signed. */
export const QUOTE_EXPIRY_JOB = 'quote-expiry';
/** Deletes the desk's audit entries older than AUDIT_RETENTION_DAYS (docs/desk.md#audit-trail). */
export const AUDIT_RETENTION_JOB = 'audit-retention';

/** 03:00 Manila: the quietest hour, and after the loan day's late charges. */
const RUN_HOUR = 3;
/** An expired quote answers QUOTE_STALE for a day before it is gone (then NOT_FOUND). */
export const EXPIRED_QUOTE_KEPT_MS = 24 * 60 * 60 * 1000;
const PAGE = 100;

export function createRetention(
  deps: Pick<ServiceDeps, 'db' | 'config' | 'now'>,
  store: ObjectStore,
) {
  const { db, config, now } = deps;

  const enqueueNext = (kind: string, day: string) =>
    db.transaction((tx) => enqueueJob(tx, dailyJob(kind, nextRunDay(day, now()), RUN_HOUR), now()));

  /**
   * Replaced photos past retention: the bytes leave the store first, then the row is marked,
   * so a crash between the two leaves a row the next run finds again (deleting a missing object
   * is not an error). The row stays: who sent which photo when is the record.
   */
  const purgeReplacedPhotos: JobHandler = async (payload, { log }) => {
    const { day } = dayPayload.parse(payload);
    await enqueueNext(PHOTO_RETENTION_JOB, day);
    const replacedBefore = new Date(now().getTime() - config.photoRetentionDays * DAY_MS);
    let afterId: string | null = null;
    let deleted = 0;
    let failed = 0;
    for (;;) {
      const page = await expiredReplacedPhotos(db, { replacedBefore, afterId, limit: PAGE });
      for (const photo of page) {
        try {
          await store.delete(photo.storageKey);
          if (await markPhotoDeleted(db, photo.id, now())) deleted += 1;
        } catch (err) {
          failed += 1;
          log.error({ err, photoId: photo.id }, 'photo retention: photo not deleted');
        }
      }
      if (page.length < PAGE) break;
      afterId = page.at(-1)!.id;
    }
    log.info({ day, deleted, failed }, 'photo retention: replaced photos deleted');
    // What failed is still unmarked: the retry (or tomorrow's run) finds it again.
    if (failed > 0) throw new Error(`photo retention: ${failed} photos not deleted`);
  };

  const purgeExpiredQuotes: JobHandler = async (payload, { log }) => {
    const { day } = dayPayload.parse(payload);
    await enqueueNext(QUOTE_EXPIRY_JOB, day);
    const expiredBefore = new Date(now().getTime() - EXPIRED_QUOTE_KEPT_MS);
    let deleted = 0;
    for (;;) {
      const batch = await deleteExpiredQuotes(db, { expiredBefore, limit: PAGE * 5 });
      deleted += batch;
      if (batch < PAGE * 5) break;
    }
    log.info({ day, deleted }, 'quote expiry: expired quotes deleted');
  };

  const purgeOldAudit: JobHandler = async (payload, { log }) => {
    const { day } = dayPayload.parse(payload);
    await enqueueNext(AUDIT_RETENTION_JOB, day);
    const before = new Date(now().getTime() - config.desk.auditRetentionDays * DAY_MS);
    let deleted = 0;
    for (;;) {
      const batch = await deleteAuditBefore(db, before, PAGE * 50);
      deleted += batch;
      if (batch < PAGE * 50) break;
    }
    // Wrong-try counts untouched for a day: their locks are over (docs/desk.md#sign-in).
    const throttles = await deleteStaleThrottles(db, new Date(now().getTime() - DAY_MS));
    log.info({ day, deleted, throttles }, 'audit retention: old audit entries deleted');
  };

  /** Today's runs; a day already enqueued (another instance, a restart) is left as it is. */
  const scheduleToday = (): Promise<void> =>
    db.transaction(async (tx) => {
      const today = manilaDate(now());
      await enqueueJob(tx, dailyJob(PHOTO_RETENTION_JOB, today, RUN_HOUR), now());
      await enqueueJob(tx, dailyJob(QUOTE_EXPIRY_JOB, today, RUN_HOUR), now());
      await enqueueJob(tx, dailyJob(AUDIT_RETENTION_JOB, today, RUN_HOUR), now());
    });

  return { purgeReplacedPhotos, purgeExpiredQuotes, purgeOldAudit, scheduleToday };
}

export type Retention = ReturnType<typeof createRetention>;

/** Registers the daily deletions with the runner (app.ts). */
export function registerRetentionJobs(
  jobs: { registerHandler: (kind: string, handler: JobHandler) => void },
  retention: Retention,
): void {
  jobs.registerHandler(PHOTO_RETENTION_JOB, retention.purgeReplacedPhotos);
  jobs.registerHandler(QUOTE_EXPIRY_JOB, retention.purgeExpiredQuotes);
  jobs.registerHandler(AUDIT_RETENTION_JOB, retention.purgeOldAudit);
}

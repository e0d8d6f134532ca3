import { z } from 'zod';
import type { NewJob } from '../../jobs/job-types.ts';

/*
 * The repayment jobs (docs/loans.md#webhooks, #reconciliation): each idempotent, named by a dedupe
 * key so a replay or a second instance enqueues nothing twice.
 */

/** Processes one stored provider event, if the webhook request could not (docs/loans.md#webhooks). */
export const COLLECTION_EVENT_JOB = 'collection-event';
/** Asks the provider about intents still pending (docs/loans.md#reconciliation). */
export const RECONCILE_JOB = 'collections-reconcile';

/** Minutes between reconciliation runs; an intent is asked about once pending this long. */
export const RECONCILE_EVERY_MINUTES = 3;
export const RECONCILE_AFTER_MINUTES = 5;

/**
 * The webhook processes the event inline; the job is the safety net after a crash, so it waits a
 * little to leave the inline run its turn.
 */
export const EVENT_JOB_DELAY_SECONDS = 30;
const EVENT_JOB_MAX_ATTEMPTS = 60;

export const eventPayload = z.object({ provider: z.string().min(1), eventId: z.string().min(1) });

export function collectionEventJob(
  provider: string,
  eventId: string,
  runAt: Date,
): NewJob<{ provider: string; eventId: string }> {
  return {
    kind: COLLECTION_EVENT_JOB,
    payload: { provider, eventId },
    dedupeKey: `collection-event:${provider}:${eventId}`,
    runAt,
    maxAttempts: EVENT_JOB_MAX_ATTEMPTS,
  };
}

/** The run of the time slot that holds `at`: one per slot, whoever enqueues it. */
export function reconcileJob(at: Date): NewJob<{ slot: string }> {
  const slotMs = RECONCILE_EVERY_MINUTES * 60_000;
  const slot = new Date(Math.floor(at.getTime() / slotMs) * slotMs);
  return {
    kind: RECONCILE_JOB,
    payload: { slot: slot.toISOString() },
    dedupeKey: `collections-reconcile:${slot.toISOString()}`,
    runAt: slot,
    maxAttempts: 3,
  };
}

/** The next slot's run, enqueued by each run so the chain never stops. */
export const nextReconcileJob = (at: Date): NewJob<{ slot: string }> =>
  reconcileJob(new Date(at.getTime() + RECONCILE_EVERY_MINUTES * 60_000));

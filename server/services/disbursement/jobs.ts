import { z } from 'zod';
import type { NewJob } from '../../jobs/job-types.ts';

/*
 * The disbursement jobs: their kinds, payloads, retry budget and the jobs themselves. Each job is
 * idempotent; its dedupe key names the order or payout it moves.
 */

/** requested → toCheck → disbursing (the loan flow enqueues it when the order is signed). */
export const ORDER_CHECK_JOB = 'order-check';
/** Asks the payout provider for one payout attempt. */
export const DISBURSE_JOB = 'disburse';
/** Asks the provider again about a payout it answered "processing". */
export const PAYOUT_STATUS_JOB = 'payout-status';

/**
 * Claims of a disbursement job before it is given up: with the runner's backoff (capped at an
 * hour) a gateway may be down for days without an order being stranded after a few minutes.
 */
export const PAYOUT_JOB_MAX_ATTEMPTS = 60;
/** Later status checks back off from this, up to an hour, whatever the configured delay. */
export const MIN_CHECK_SECONDS = 5;
export const MAX_CHECK_SECONDS = 3600;

export const orderPayload = z.object({ orderId: z.uuid() });
export const payoutPayload = z.object({ payoutId: z.uuid() });
export const statusPayload = z.object({ payoutId: z.uuid(), check: z.number().int().positive() });

/** The job the signing transaction enqueues (DESIGN: dedupe per order, after the check delay). */
export function orderCheckJob(orderId: string, runAt: Date): NewJob<{ orderId: string }> {
  return {
    kind: ORDER_CHECK_JOB,
    payload: { orderId },
    dedupeKey: `order-check:${orderId}`,
    runAt,
    maxAttempts: PAYOUT_JOB_MAX_ATTEMPTS,
  };
}

/** Sends one payout attempt (dedupe per payout). */
export function disburseJob(payoutId: string): NewJob<{ payoutId: string }> {
  return {
    kind: DISBURSE_JOB,
    payload: { payoutId },
    dedupeKey: `disburse:${payoutId}`,
    maxAttempts: PAYOUT_JOB_MAX_ATTEMPTS,
  };
}

/** The `check`-th status check of a payout answered "processing", at `runAt`. */
export function payoutStatusJob(
  payoutId: string,
  check: number,
  runAt: Date,
): NewJob<{ payoutId: string; check: number }> {
  return {
    kind: PAYOUT_STATUS_JOB,
    payload: { payoutId, check },
    dedupeKey: `payout-status:${payoutId}:${check}`,
    runAt,
    maxAttempts: PAYOUT_JOB_MAX_ATTEMPTS,
  };
}

/** The wait before status check number `check`: the configured delay, then doubling up to 1 h. */
export function checkDelaySeconds(check: number, delaySeconds: number): number {
  return check === 1
    ? delaySeconds
    : Math.min(Math.max(delaySeconds, MIN_CHECK_SECONDS) * 2 ** (check - 1), MAX_CHECK_SECONDS);
}

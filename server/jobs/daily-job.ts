import { z } from 'zod';
import { manilaDate } from '../../contract/loan/api.ts';
import { manilaTime } from '../domain/loan-days.ts';
import type { NewJob } from './job-types.ts';

/** With the runner's backoff (up to an hour), a day's run keeps retrying for about a day. */
const DAILY_MAX_ATTEMPTS = 30;

/** A daily run's payload: the Manila day it is for. */
export const dayPayload = z.object({ day: manilaDate });

/**
 * The run of a daily job for one Manila day, at `hour` Manila (the loan days, the reminders, the
 * retention deletions). One job per kind and day, by its dedupe key, so two instances scheduling
 * the same day enqueue it once (docs/architecture.md#jobs).
 */
export function dailyJob(kind: string, day: string, hour: number): NewJob<{ day: string }> {
  return {
    kind,
    payload: { day },
    dedupeKey: `${kind}:${day}`,
    runAt: manilaTime(day, hour),
    maxAttempts: DAILY_MAX_ATTEMPTS,
  };
}

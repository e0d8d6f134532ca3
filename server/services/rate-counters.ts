import {
  deleteEndedCounters,
  hitCounters,
  lockCountersOfHits,
  lowerCounters,
} from '../repositories/rate-counters.ts';
import type { CounterState } from '../repositories/rate-counters.ts';
import type { ServiceDeps } from './deps.ts';

/** How often one instance sweeps ended windows, and how many rows a sweep deletes at most. */
const SWEEP_EVERY_MS = 60 * 1000;
const SWEEP_ROWS = 1000;

export interface CounterTally {
  count: number;
  /** Milliseconds until the window ends. */
  ttlMs: number;
}

/** Where a sweep that failed is reported; it never fails the request that started it. */
export interface CountersLog {
  error(fields: object, message: string): void;
}

/** The hits of one call, as counted: what `takeBack` needs to undo exactly those. */
export interface CountedHits {
  tallies: Map<string, CounterTally>;
  states: CounterState[];
}

/**
 * Windowed counts in the database, shared by every instance (docs/security.md#shared-counters):
 * the request ceilings of the routes and the risk counts of sign-in. Times come from the app's
 * clock. Each instance deletes ended windows as it counts, a batch at most once a minute unless
 * the last batch was full, so the table holds about one row per live key without a job.
 *
 * Every statement runs on its own, never inside a caller's transaction: a hit holds its rows for
 * one statement only, and the sweep runs after the hit, in the background, so a sweep that fails
 * (or waits) is logged and never fails or slows the request.
 */
export function createRateCounters({ db, now }: ServiceDeps, log: CountersLog) {
  let nextSweepAt = 0;
  let sweeping: Promise<void> | null = null;
  /** Set as the app closes: a request still in flight then starts no sweep on a closing database. */
  let closed = false;

  function sweepSoon(at: Date): void {
    if (closed || sweeping || at.getTime() < nextSweepAt) return;
    nextSweepAt = at.getTime() + SWEEP_EVERY_MS;
    sweeping = deleteEndedCounters(db, at, SWEEP_ROWS)
      .then(
        (deleted) => {
          // A full batch means more are waiting: the next hit sweeps again.
          if (deleted === SWEEP_ROWS) nextSweepAt = 0;
        },
        (err: unknown) => {
          log.error({ err }, 'rate counters: sweep of ended windows failed');
        },
      )
      .finally(() => {
        sweeping = null;
      });
  }

  const tally = (state: CounterState, at: Date): CounterTally => ({
    count: state.count,
    ttlMs: Math.max(0, state.windowEndsAt.getTime() - at.getTime()),
  });

  return {
    /** Counts one hit on each key (windows of `windowMs` each) and returns the new counts. */
    async hit(hits: readonly { key: string; windowMs: number }[]): Promise<CountedHits> {
      const at = now();
      const states = await hitCounters(
        db,
        hits.map((h) => ({ key: h.key, windowEndsAt: new Date(at.getTime() + h.windowMs) })),
        at,
      );
      sweepSoon(at);
      return { tallies: new Map(states.map((state) => [state.key, tally(state, at)])), states };
    },

    /** Undoes the hits of one `hit` call, in the windows they were counted in. */
    takeBack: (counted: CountedHits): Promise<void> =>
      db.transaction(async (tx) => {
        await lowerCounters(tx, await lockCountersOfHits(tx, counted.states));
      }),

    /** Resolves when no sweep is running (tests wait for the sweep a hit started). */
    settled: (): Promise<void> => sweeping ?? Promise.resolve(),

    /**
     * Starts no sweep from now on and resolves when the running one has ended: the app calls it
     * as it closes, before the database closes. Hits still count.
     */
    close(): Promise<void> {
      closed = true;
      return sweeping ?? Promise.resolve();
    },
  };
}

export type RateCounters = ReturnType<typeof createRateCounters>;

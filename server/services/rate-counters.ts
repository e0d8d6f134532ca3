import type { Db } from '../db/db.ts';
import { deleteEndedCounters, hitCounters, readCounters } from '../repositories/rate-counters.ts';
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

/**
 * Windowed counts in the database, shared by every instance (docs/security.md#shared-counters):
 * the request ceilings of the routes and the risk counts of sign-in. Times come from the app's
 * clock. Each instance deletes ended windows as it counts, a batch at most once a minute unless
 * the last batch was full, so the table holds about one row per live key without a job.
 */
export function createRateCounters({ db, now }: ServiceDeps) {
  let nextSweepAt = 0;

  async function sweep(tx: Db, at: Date): Promise<void> {
    if (at.getTime() < nextSweepAt) return;
    nextSweepAt = at.getTime() + SWEEP_EVERY_MS;
    // A full batch means more are waiting: the next hit sweeps again.
    if ((await deleteEndedCounters(tx, at, SWEEP_ROWS)) === SWEEP_ROWS) nextSweepAt = 0;
  }

  const tally = (state: CounterState | undefined, at: Date): CounterTally =>
    state
      ? { count: state.count, ttlMs: Math.max(0, state.windowEndsAt.getTime() - at.getTime()) }
      : { count: 0, ttlMs: 0 };

  return {
    /**
     * Counts one hit on each key (windows of `windowMs` each) and returns the new counts. `tx` is
     * the transaction to count in, if any (PGlite has one connection: outside it would wait).
     */
    async hit(
      hits: readonly { key: string; windowMs: number }[],
      tx: Db = db,
    ): Promise<Map<string, CounterTally>> {
      const at = now();
      const states = await hitCounters(
        tx,
        hits.map((h) => ({ key: h.key, windowEndsAt: new Date(at.getTime() + h.windowMs) })),
        at,
      );
      await sweep(tx, at);
      return new Map(states.map((state) => [state.key, tally(state, at)]));
    },

    /** The live counts of the keys, without counting; an unknown key reads 0. */
    async read(keys: readonly string[], tx: Db = db): Promise<Map<string, CounterTally>> {
      const at = now();
      const states = await readCounters(tx, keys, at);
      const byKey = new Map(states.map((state) => [state.key, state]));
      return new Map(keys.map((key) => [key, tally(byKey.get(key), at)]));
    },
  };
}

export type RateCounters = ReturnType<typeof createRateCounters>;

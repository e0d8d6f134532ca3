import { useEffect, useRef, useState } from 'react';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { isApiError } from '@contract/error-codes';
import { toApiError } from '@/lib/api/api-error';
import { useOnline } from '@/lib/use-online';
import { snapshotKey, type SnapshotEndpoint } from './snapshot-keys';
import type { SnapshotPart } from './snapshot-store';

/** What a screen passes of its RTK Query result. */
export type QueryLike<T> = {
  data?: T;
  error?: FetchBaseQueryError | SerializedError;
  fulfilledTimeStamp?: number;
  /** Asks the server again (RTK Query's refetch). */
  refetch?: () => unknown;
};

export type Shown<T> = {
  /** The live answer, else the snapshot's when the server cannot be reached. */
  data: T | undefined;
  /**
   * When what is shown was fetched (ms), while the server cannot be reached; null when it is live
   * (or nothing is shown). A screen showing a time shows "Last updated" and refuses money actions.
   */
  updatedAt: number | null;
  /** The snapshot is being read: show the placeholder, not a load problem. */
  checking: boolean;
  /**
   * While the phone is online but the server cannot be reached: asks again now (the notice's
   * "Try again"; SnapshotScope onRetry). Null otherwise: offline, the screens ask again when the
   * network returns (refetchOnReconnect).
   */
  retry: (() => void) | null;
};

/** Waits between the automatic tries while online and unreachable: 5 s, doubling, at most 1 min. */
export const RETRY_DELAYS_MS = [5_000, 10_000, 20_000, 40_000, 60_000] as const;

/**
 * The server cannot be reached: the phone is offline, or the request got no answer of ours (a
 * dropped connection, a timeout, a gateway's or captive portal's page:
 * docs/errors.md#network-abnormal). A refusal our server answered (a 4xx with our JSON: the
 * order is not this borrower's, the session ended) is an answer, and never falls back to the
 * snapshot, even offline.
 */
export function unreachable(online: boolean, error: QueryLike<unknown>['error']): boolean {
  if (error && 'status' in error && typeof error.status === 'number' && error.status < 500) {
    if (isApiError(error.data)) return false;
  }
  return !online || toApiError(error)?.code === 'NETWORK_ABNORMAL';
}

/**
 * The one hook screens use for their snapshot (docs/offline.md#snapshot): the live answer when
 * there is one, else, while the server cannot be reached, what the borrower's snapshot kept for
 * the same query and arguments, with its time.
 */
export function useSnapshotFallback<T>(
  query: QueryLike<T>,
  customerId: string,
  endpoint: SnapshotEndpoint,
  args: unknown,
): Shown<T> {
  const online = useOnline();
  const cut = unreachable(online, query.error);
  const key = snapshotKey(customerId, endpoint, args);
  const wanted = cut && query.data === undefined && key !== null;
  const [saved, setSaved] = useState<{ key: string; part: SnapshotPart<T> | null } | null>(null);
  useEffect(() => {
    if (!wanted || !key) return;
    let current = true;
    void import('./snapshot-store')
      .then(({ readSnapshot }) => readSnapshot<T>(key))
      // The module did not load (a new version replaced the old chunks, a flaky network): no
      // snapshot, so the screen shows its load problem instead of a placeholder for ever.
      .catch(() => null)
      .then((part) => {
        if (current) setSaved({ key, part });
      });
    return () => {
      current = false;
    };
  }, [wanted, key]);

  // Online but nothing of ours answers: ask again by itself, 5 s after the failure, then
  // waiting longer each time (RETRY_DELAYS_MS), until an answer comes. Offline, the network's
  // return asks again (refetchOnReconnect), so nothing is tried meanwhile.
  const { refetch, error } = query;
  const retrying = online && cut && refetch !== undefined;
  const tries = useRef(0);
  useEffect(() => {
    if (!retrying) {
      if (!cut) tries.current = 0;
      return;
    }
    const delay = RETRY_DELAYS_MS[Math.min(tries.current, RETRY_DELAYS_MS.length - 1)];
    const timer = setTimeout(() => {
      tries.current += 1;
      void refetch();
    }, delay);
    return () => clearTimeout(timer);
    // Each new failure (a new error object) waits for the next try.
  }, [retrying, cut, error, refetch]);
  const retry = retrying ? () => void refetch() : null;

  if (query.data !== undefined) {
    return {
      data: query.data,
      updatedAt: cut ? (query.fulfilledTimeStamp ?? null) : null,
      checking: false,
      retry,
    };
  }
  if (!wanted) return { data: undefined, updatedAt: null, checking: false, retry };
  if (saved?.key !== key) return { data: undefined, updatedAt: null, checking: true, retry };
  return saved.part
    ? { data: saved.part.data, updatedAt: saved.part.fetchedAt, checking: false, retry }
    : { data: undefined, updatedAt: null, checking: false, retry };
}

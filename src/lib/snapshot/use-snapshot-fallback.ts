import { useEffect, useState } from 'react';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { toApiError } from '@/lib/api/api-error';
import { useOnline } from '@/lib/use-online';
import { snapshotKey, type SnapshotEndpoint } from './snapshot-keys';
import type { SnapshotPart } from './snapshot-store';

/** What a screen passes of its RTK Query result. */
export type QueryLike<T> = {
  data?: T;
  error?: FetchBaseQueryError | SerializedError;
  fulfilledTimeStamp?: number;
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
};

/**
 * The server cannot be reached: the phone is offline, or the request got no answer of ours (a
 * dropped connection, a timeout, a gateway's page: docs/errors.md#network-abnormal). A refusal
 * (4xx) is an answer, and never falls back to the snapshot.
 */
export const unreachable = (online: boolean, error: QueryLike<unknown>['error']): boolean =>
  !online || toApiError(error)?.code === 'NETWORK_ABNORMAL';

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
      .then((part) => {
        if (current) setSaved({ key, part });
      });
    return () => {
      current = false;
    };
  }, [wanted, key]);

  if (query.data !== undefined) {
    return {
      data: query.data,
      updatedAt: cut ? (query.fulfilledTimeStamp ?? null) : null,
      checking: false,
    };
  }
  if (!wanted) return { data: undefined, updatedAt: null, checking: false };
  if (saved?.key !== key) return { data: undefined, updatedAt: null, checking: true };
  return saved.part
    ? { data: saved.part.data, updatedAt: saved.part.fetchedAt, checking: false }
    : { data: undefined, updatedAt: null, checking: false };
}

import type { CollectionBucket } from '../../../contract/desk/collections.ts';

/**
 * The collections desk's buckets by days overdue (docs/desk.md#collections), inclusive; the last
 * has no end.
 */
export const BUCKET_DAYS: Readonly<Record<CollectionBucket, { from: number; to: number | null }>> =
  {
    '1-7': { from: 1, to: 7 },
    '8-30': { from: 8, to: 30 },
    '31-60': { from: 31, to: 60 },
    '61+': { from: 61, to: null },
  };

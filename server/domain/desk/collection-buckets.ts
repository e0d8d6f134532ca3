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

export function bucketOf(daysOverdue: number): CollectionBucket | null {
  const found = (Object.keys(BUCKET_DAYS) as CollectionBucket[]).find((bucket) => {
    const { from, to } = BUCKET_DAYS[bucket];
    return daysOverdue >= from && (to === null || daysOverdue <= to);
  });
  return found ?? null;
}

import { describe, expect, it } from 'vitest';
import { bucketOf } from './collection-buckets.ts';

describe('bucketOf', () => {
  it('puts each day overdue in one bucket, none before the first day', () => {
    expect([0, 1, 7, 8, 30, 31, 60, 61, 400].map(bucketOf)).toEqual([
      null,
      '1-7',
      '1-7',
      '8-30',
      '8-30',
      '31-60',
      '31-60',
      '61+',
      '61+',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { median, percentile } from './stats.ts';

describe('percentile', () => {
  it('takes the nearest rank of the sorted values', () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i); // 100 … 1, unsorted
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 95)).toBe(95);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile(values, 100)).toBe(100);
  });

  it('answers the only value, and 0 for none', () => {
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([], 95)).toBe(0);
  });

  it('takes the lower middle of an even count as the median', () => {
    expect(median([4, 1, 3, 2])).toBe(2);
  });
});

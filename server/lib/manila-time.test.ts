import { describe, expect, it } from 'vitest';
import { nextManilaMidnight, startOfManilaDay } from './manila-time.ts';

describe('Manila calendar days', () => {
  it('start at 16:00 UTC of the day before', () => {
    expect(startOfManilaDay(new Date('2026-03-11T15:59:59.999Z')).toISOString()).toBe(
      '2026-03-10T16:00:00.000Z',
    );
    expect(startOfManilaDay(new Date('2026-03-11T16:00:00.000Z')).toISOString()).toBe(
      '2026-03-11T16:00:00.000Z',
    );
    expect(startOfManilaDay(new Date('2026-03-11T02:00:00.000Z')).toISOString()).toBe(
      '2026-03-10T16:00:00.000Z',
    );
  });

  it('end at the next Manila midnight', () => {
    expect(nextManilaMidnight(new Date('2026-12-31T23:30:00Z')).toISOString()).toBe(
      '2027-01-01T16:00:00.000Z',
    );
  });
});

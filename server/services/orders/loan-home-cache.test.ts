import { describe, expect, it } from 'vitest';
import { createLoanHomeCache } from './loan-home-cache.ts';

describe('createLoanHomeCache', () => {
  it('offers a home only inside the instants it was built for', () => {
    const homes = createLoanHomeCache<string>();
    homes.put('c1', { version: 3, from: 1_000, until: 2_000, view: 'home' });
    expect(homes.candidate('c1', 999)).toBeNull(); // a clock set back: read again
    homes.put('c1', { version: 3, from: 1_000, until: 2_000, view: 'home' });
    expect(homes.candidate('c1', 1_000)).toEqual({ version: 3, view: 'home' });
    expect(homes.candidate('c1', 1_999)).toMatchObject({ version: 3 });
    expect(homes.candidate('c1', 2_000)).toBeNull();
    expect(homes.size()).toBe(0); // what time changed is dropped
  });

  it('keeps a newer home in place of the older, and no home that time already changed', () => {
    const homes = createLoanHomeCache<string>();
    homes.put('c1', { version: 1, from: 0, until: 10, view: 'old' });
    homes.put('c1', { version: 2, from: 5, until: 10, view: 'new' });
    expect(homes.candidate('c1', 6)).toEqual({ version: 2, view: 'new' });
    homes.put('c1', { version: 3, from: 10, until: 10, view: 'none' });
    expect(homes.candidate('c1', 10)).toBeNull();
  });

  it('holds at most its bound, dropping the home built longest ago', () => {
    const homes = createLoanHomeCache<number>(2);
    for (const [i, id] of ['a', 'b', 'c'].entries()) {
      homes.put(id, { version: 1, from: 0, until: 10, view: i });
    }
    expect(homes.size()).toBe(2);
    expect(homes.candidate('a', 1)).toBeNull();
    expect(homes.candidate('c', 1)).toMatchObject({ view: 2 });
  });
});

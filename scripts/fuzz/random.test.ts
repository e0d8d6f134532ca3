import { describe, expect, it } from 'vitest';
import { Random } from './random.ts';

describe('Random', () => {
  const draw = (seed: number) => {
    const random = new Random(seed);
    return [
      random.next(),
      random.int(10),
      random.pick(['a', 'b', 'c']),
      random.uuid(),
      random.matchingString('^\\+63\\d{10}$'),
    ];
  };

  it('repeats its sequence for a seed, and another seed gives another', () => {
    expect(draw(1)).toEqual(draw(1));
    expect(draw(2)).not.toEqual(draw(1));
  });

  it('keeps ints in range and draws strings that match their pattern', () => {
    const random = new Random(5);
    for (let i = 0; i < 1_000; i += 1) {
      const n = random.between(-3, 3);
      expect(n).toBeGreaterThanOrEqual(-3);
      expect(n).toBeLessThanOrEqual(3);
    }
    expect(random.uuid()).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(random.matchingString('^[A-Za-z0-9_-]{16,64}$')).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  });

  it('shuffles into a permutation that the seed decides, leaving the input as it was', () => {
    const items = Array.from({ length: 50 }, (_, i) => i);
    const once = new Random(9).shuffle(items);
    expect(once).not.toEqual(items);
    expect([...once].sort((a, b) => a - b)).toEqual(items);
    expect(new Random(9).shuffle(items)).toEqual(once);
    expect(items[0]).toBe(0);
  });
});

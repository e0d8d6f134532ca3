import { describe, expect, it } from 'vitest';
import { reviewReasons } from './review-rule.ts';

const at = (total: number) => ({ total, approveAt: 45 });

describe('reviewReasons (APPLICATION_REVIEW)', () => {
  it('sends nothing to a person under auto, everything under manual', () => {
    expect(reviewReasons('auto', 5, at(45), true)).toEqual([]);
    expect(reviewReasons('manual', 5, at(90), false)).toEqual(['manual']);
  });

  it('sends a match or a score within the margin either side of the cut-off under risky', () => {
    expect(reviewReasons('risky', 5, at(60), false)).toEqual([]);
    expect(reviewReasons('risky', 5, at(60), true)).toEqual(['match']);
    expect(reviewReasons('risky', 5, at(50), false)).toEqual(['margin']);
    expect(reviewReasons('risky', 5, at(40), false)).toEqual(['margin']);
    expect(reviewReasons('risky', 5, at(39), false)).toEqual([]);
    expect(reviewReasons('risky', 0, at(45), true)).toEqual(['match', 'margin']);
  });
});

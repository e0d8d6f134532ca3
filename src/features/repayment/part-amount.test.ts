import { describe, expect, it } from 'vitest';
import { checkPart, parsePesos } from './part-amount';

describe('parsePesos', () => {
  it.each([
    ['750', 75_000],
    ['750.5', 75_050],
    ['750.50', 75_050],
    ['1,250.05', 125_005],
    [' ₱100 ', 10_000],
    ['0.07', 7],
  ])('%s is %i centavos', (text, centavos) => expect(parsePesos(text)).toBe(centavos));

  it.each(['', 'abc', '1.234', '-5', '1e3', '12.'])('%j is not an amount', (text) =>
    expect(parsePesos(text)).toBeNull(),
  );
});

describe('checkPart (docs/loans.md#part-payment)', () => {
  const range = { minCentavos: 10_000, maxCentavos: 512_557 };
  it('takes the range inclusive, and says which end was missed', () => {
    expect(checkPart('100', range)).toEqual({ ok: true, centavos: 10_000 });
    expect(checkPart('5125.57', range)).toEqual({ ok: true, centavos: 512_557 });
    expect(checkPart('99.99', range)).toEqual({ ok: false, problem: 'tooLow' });
    expect(checkPart('5125.58', range)).toEqual({ ok: false, problem: 'tooHigh' });
    expect(checkPart('0', range)).toEqual({ ok: false, problem: 'invalid' });
    expect(checkPart('ten', range)).toEqual({ ok: false, problem: 'invalid' });
  });
});

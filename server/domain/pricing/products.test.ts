import { describe, expect, it } from 'vitest';
import { checkProductCaps, formatPesos } from './caps.ts';
import type { ProductConfig } from './product-config.ts';
import { MAX_PRICE_POINTS } from './product-config.ts';
import { DEFAULT_PRODUCTS, resolveProducts } from './products.ts';

const [SULONG, PLUS] = DEFAULT_PRODUCTS as [ProductConfig, ProductConfig];
const withMain = (changes: Partial<ProductConfig>) =>
  JSON.stringify([{ ...SULONG, ...changes }, PLUS]);
const problemOf = (json: string) => {
  const result = resolveProducts(json);
  if (result.ok) throw new Error('expected a problem');
  return result.problem;
};

describe('default products', () => {
  it('pass every cap, with or without PRODUCTS_JSON', () => {
    for (const product of DEFAULT_PRODUCTS) expect(checkProductCaps(product)).toEqual([]);
    expect(resolveProducts()).toEqual({ ok: true, value: DEFAULT_PRODUCTS });
    expect(resolveProducts(JSON.stringify(DEFAULT_PRODUCTS))).toEqual({
      ok: true,
      value: DEFAULT_PRODUCTS,
    });
  });

  it('offer one main product and a themed sub-product (docs/loans.md#sub-product)', () => {
    expect(DEFAULT_PRODUCTS.map((p) => [p.id, p.line, p.theme])).toEqual([
      ['sulong', 'main', 1],
      ['sulong-plus', 'sub', 2],
    ]);
    expect(SULONG).toMatchObject({ minAmountCentavos: 200_000, maxAmountCentavos: 8_000_000 });
    expect(SULONG.terms).toEqual([7, 14]);
    expect(SULONG.tax).toMatchObject({ kind: 'vat', ratePpm: 120_000, base: 'serviceFee' });
  });
});

describe('resolveProducts refuses a malformed PRODUCTS_JSON', () => {
  it.each([
    ['not JSON', '{', 'not valid JSON'],
    ['an empty list', '[]', '(root)'],
    ['an unknown key', withMain({ colour: 'red' } as Partial<ProductConfig>), 'product "sulong"'],
    [
      'a fractional rate',
      withMain({ dailyInterestPpm: 999.5 }),
      'product "sulong" dailyInterestPpm',
    ],
    [
      'a negative fee',
      withMain({ serviceFee: { ...SULONG.serviceFee, fixedCentavos: -1 } }),
      'serviceFee.fixedCentavos',
    ],
    ['repeated terms', withMain({ terms: [7, 7] }), 'terms repeat'],
    ['a zero term', withMain({ terms: [0] }), 'terms.0'],
    [
      'min above max',
      withMain({ minAmountCentavos: 900_000, maxAmountCentavos: 800_000 }),
      'minAmountCentavos exceeds',
    ],
    [
      'an amount off the step',
      withMain({ maxAmountCentavos: 8_000_100 }),
      'multiples of stepCentavos',
    ],
    ['repeated ids', JSON.stringify([SULONG, { ...PLUS, id: 'sulong' }]), 'product ids repeat'],
    ['no main product', JSON.stringify([PLUS]), 'exactly one product must have line "main"'],
    ['two main products', JSON.stringify([SULONG, { ...PLUS, line: 'main' }]), 'exactly one'],
    ['too many price points', withMain({ stepCentavos: 100 }), `more than ${MAX_PRICE_POINTS}`],
  ])('%s', (_name, json, fragment) => {
    expect(problemOf(json)).toContain(fragment);
  });
});

describe('resolveProducts refuses a product that can breach a cap, naming product and cap', () => {
  it('nominal interest above 0.20 % a day', () => {
    // 14 days only, so the EIR stays in its cap: interest 2000 × 0.2001 % × 14 = ₱56.03,
    // EIR = ((2000 + 56.03 + 4) / (2000 − 28.32))^(30/14) − 1 = 1.044810^2.142857 − 1 = 9.85 %.
    // Only the nominal cap is breached.
    const changes = { dailyInterestPpm: 2_001, terms: [14] };
    expect(checkProductCaps({ ...SULONG, ...changes }).map((b) => b.cap)).toEqual([
      'nominalInterest',
    ]);
    expect(problemOf(withMain(changes))).toBe(
      'product "sulong": nominal interest 0.2001 %/day exceeds the 0.2 %/day (6 %/month) cap ' +
        '(SEC MC 14 s.2025)',
    );
  });

  it('an EIR above 12 % a month for its smallest, shortest loan', () => {
    // A fixed ₱20 on the service fee: ₱2,000 / 7 days → service fee 24 + 20 = ₱44.00, VAT
    // 44 × 12 % = ₱5.28, received 2000 − 49.28 = ₱1,950.72, total ₱2,018.00:
    // EIR = (2018 / 1950.72)^(30/7) − 1 = 1.034490^4.285714 − 1 = 15.64 % > 12 %.
    const serviceFee = { ...SULONG.serviceFee, fixedCentavos: 2_000 };
    const breaches = checkProductCaps({ ...SULONG, serviceFee });
    expect(breaches).toEqual([
      {
        productId: 'sulong',
        cap: 'effectiveInterestRate',
        message:
          'product "sulong": effective interest rate 15.64 %/month for ₱2,000 over 7 days ' +
          'exceeds the 12 % cap (SEC MC 14 s.2025)',
      },
    ]);
    expect(problemOf(withMain({ serviceFee }))).toBe(breaches[0]!.message);
  });

  it('charges deducted that take the whole amount', () => {
    const serviceFee = { ...SULONG.serviceFee, fixedCentavos: 200_000 };
    expect(problemOf(withMain({ serviceFee }))).toContain(
      'product "sulong": effective interest rate unbounded',
    );
  });

  it('an extension dearer than 12 % a month', () => {
    // 4 % for 8 days: 1.04^(30/8) − 1 = 1.04^3.75 − 1 = 15.84 % > 12 %.
    const extension = { days: 8, feePpm: 40_000, maxExtensions: 3 };
    expect(checkProductCaps({ ...SULONG, extension }).map((b) => b.cap)).toEqual([
      'effectiveInterestRate',
    ]);
    expect(problemOf(withMain({ extension }))).toBe(
      'product "sulong": effective interest rate 15.84 %/month of an extension (fee ₱80 for 8 ' +
        'days on ₱2,000) exceeds the 12 % cap (SEC MC 14 s.2025)',
    );
    // No extension offered: its fee cannot breach anything.
    expect(checkProductCaps({ ...SULONG, extension: { ...extension, maxExtensions: 0 } })).toEqual(
      [],
    );
  });

  it('late charge above 5 % a month', () => {
    // 0.17 % a day × 30 = 5.1 % > 5 %; 0.1666 % × 30 = 4.998 % passes.
    expect(checkProductCaps({ ...SULONG, lateChargeDailyPpm: 1_666 })).toEqual([]);
    expect(problemOf(withMain({ lateChargeDailyPpm: 1_700 }))).toBe(
      'product "sulong": late charge 5.1 %/month exceeds the 5 %/month cap (SEC MC 14 s.2025)',
    );
  });

  it('total cost above 100 % of the principal once every extension is counted', () => {
    // 2 % for 8 days keeps each extension at 1.02^3.75 − 1 = 7.71 % a month, but 60 of them cost
    // 120 % of the principal on their own. Worst: ₱2,000 over 14 days = interest 28 + fees 24 +
    // 2.88 + 4 + 60 × 40 = ₱2,458.88.
    const extension = { days: 8, feePpm: 20_000, maxExtensions: 60 };
    expect(checkProductCaps({ ...SULONG, extension }).map((b) => b.cap)).toEqual(['totalCost']);
    expect(problemOf(withMain({ extension }))).toBe(
      'product "sulong": total cost ₱2,458.88 (interest, fees and 60 extension fees) for ₱2,000 ' +
        'over 14 days exceeds 100 % of the principal (SEC MC 14 s.2025)',
    );
  });

  it('names the sub-product too, and lists every breach', () => {
    const json = JSON.stringify([
      SULONG,
      { ...PLUS, dailyInterestPpm: 3_000, lateChargeDailyPpm: 2_000 },
    ]);
    const problem = problemOf(json);
    expect(problem).toContain('product "sulong-plus": nominal interest 0.3 %/day');
    expect(problem).toContain('product "sulong-plus": late charge 6 %/month');
    expect(problem).not.toContain('product "sulong":');
  });
});

describe('formatPesos', () => {
  it('writes pesos with separators, centavos only when there are some', () => {
    expect(formatPesos(200_000)).toBe('₱2,000');
    expect(formatPesos(246_032)).toBe('₱2,460.32');
    expect(formatPesos(5)).toBe('₱0.05');
  });
});

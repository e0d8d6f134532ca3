import { describe, expect, it } from 'vitest';
import { INCOME_BANDS } from '../../contract/profile/options.ts';
import { DEFAULT_SCORECARD, parseScorecardJson } from './scorecard-config.ts';
import type { ScorecardConfig } from './scorecard-config.ts';
import { quotaFor, scoreApplication } from './scorecard.ts';
import type { ScorecardInput } from './scorecard.ts';

const AGES = { minAge: 21, maxAge: 65 };
const salaried: ScorecardInput = {
  age: 30,
  employmentType: 'employed',
  incomeBand: '12001to18000',
  payCycle: 'biWeekly',
  settledLoans: 0,
};
const score = (input: Partial<ScorecardInput>, config: ScorecardConfig = DEFAULT_SCORECARD) =>
  scoreApplication({ ...salaried, ...input }, config, AGES);

describe('scoreApplication (default scorecard)', () => {
  it('approves a salaried borrower with a quota and keeps the breakdown', () => {
    expect(score({})).toEqual({
      decision: 'approved',
      total: 62,
      approveAt: 45,
      points: { incomeBand: 15, employmentType: 25, age: 12, payCycle: 10, history: 0 },
      knockouts: [],
      quotaCentavos: 450_000,
    });
  });

  it('gives the best first-time profile ₱9,500 and caps repeat borrowers at ₱10,000', () => {
    const best = { age: 40, incomeBand: 'over30000', payCycle: 'biWeekly' } as const;
    expect(score(best)).toMatchObject({ total: 90, quotaCentavos: 950_000 });
    expect(score({ ...best, settledLoans: 2 })).toMatchObject({
      points: { history: 20 },
      quotaCentavos: 1_000_000,
    });
    expect(score({ ...best, settledLoans: 9 }).points.history).toBe(30);
  });

  it('keeps every quota between ₱2,000 and ₱10,000 in steps of ₱500', () => {
    for (let total = 45; total <= 200; total += 1) {
      const quota = quotaFor(total, DEFAULT_SCORECARD);
      expect(quota).toBeGreaterThanOrEqual(200_000);
      expect(quota).toBeLessThanOrEqual(1_000_000);
      expect(quota % 50_000).toBe(0);
    }
    expect(quotaFor(45, DEFAULT_SCORECARD)).toBe(200_000);
    expect(quotaFor(47, DEFAULT_SCORECARD)).toBe(200_000);
    expect(quotaFor(48, DEFAULT_SCORECARD)).toBe(250_000);
  });

  it('refuses an unemployed borrower without income whatever the other points', () => {
    const result = score({
      employmentType: 'unemployed',
      incomeBand: 'upTo12000',
      payCycle: null,
      settledLoans: 3,
    });
    expect(result).toMatchObject({
      decision: 'rejected',
      knockouts: ['incomeKnockout'],
      quotaCentavos: null,
    });
  });

  it('refuses low scores: a student or unemployed borrower with little income', () => {
    expect(
      score({ employmentType: 'student', incomeBand: 'upTo12000', payCycle: null }),
    ).toMatchObject({ decision: 'rejected', knockouts: [] });
    expect(
      score({ employmentType: 'unemployed', incomeBand: '12001to18000', payCycle: null }),
    ).toMatchObject({ decision: 'rejected', total: 32 });
  });

  it('approves self-employed and unemployed borrowers whose income is high enough', () => {
    expect(
      score({ employmentType: 'selfEmployed', incomeBand: '18001to25000', payCycle: null }),
    ).toMatchObject({ decision: 'approved', total: 57 });
    expect(
      score({ employmentType: 'unemployed', incomeBand: 'over30000', payCycle: null }),
    ).toMatchObject({ decision: 'approved' });
  });

  it('refuses ages outside the configured range even with a high score', () => {
    for (const age of [20, 66, 80]) {
      expect(score({ age, incomeBand: 'over30000' })).toMatchObject({
        decision: 'rejected',
        knockouts: ['ageOutsideRules'],
      });
    }
    expect(score({ age: 21 }).points.age).toBe(5);
    expect(score({ age: 65 }).decision).toBe('approved');
  });

  it('scores every income band higher than the one below it', () => {
    const totals = INCOME_BANDS.map((incomeBand) => score({ incomeBand }).total);
    expect([...totals].sort((a, b) => a - b)).toEqual(totals);
  });
});

describe('parseScorecardJson', () => {
  it('accepts the defaults as JSON', () => {
    expect(parseScorecardJson(JSON.stringify(DEFAULT_SCORECARD))).toEqual({
      ok: true,
      value: DEFAULT_SCORECARD,
    });
  });

  it.each([
    ['not JSON', '{', /not valid JSON/],
    ['a missing band', JSON.stringify({ ...DEFAULT_SCORECARD, approveAt: undefined }), /approveAt/],
    [
      'a quota off its steps',
      JSON.stringify({
        ...DEFAULT_SCORECARD,
        quota: { ...DEFAULT_SCORECARD.quota, minCentavos: 210_000 },
      }),
      /multiples/,
    ],
    [
      'unsorted age bands',
      JSON.stringify({
        ...DEFAULT_SCORECARD,
        points: {
          ...DEFAULT_SCORECARD.points,
          ageBands: [
            { fromAge: 30, points: 1 },
            { fromAge: 20, points: 2 },
          ],
        },
      }),
      /sorted/,
    ],
    ['an unknown key', JSON.stringify({ ...DEFAULT_SCORECARD, bonus: 5 }), /bonus|Unrecognized/],
  ])('refuses %s', (_name, json, problem) => {
    const parsed = parseScorecardJson(json);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.problem).toMatch(problem);
  });
});

import { z } from 'zod';
import { EMPLOYMENT_TYPES, INCOME_BANDS, PAY_CYCLES } from '../../contract/profile/options.ts';
import { parseJsonWith } from '../content/parse-json.ts';
import type { ParsedJson } from '../content/parse-json.ts';

/**
 * The credit scorecard (docs/loans.md#scorecard): points per criterion, the score that approves,
 * and how the score above it maps to the first quota. Plain JSON, so an operator can replace it
 * whole with SCORECARD_JSON; `scorecardConfigSchema` checks it at start.
 */
const points = z.number().int().min(-1000).max(1000);
const centavos = z.number().int().positive();

export const scorecardConfigSchema = z
  .object({
    points: z.object({
      incomeBand: z.record(z.enum(INCOME_BANDS), points),
      employmentType: z.record(z.enum(EMPLOYMENT_TYPES), points),
      /** Bands by the age they start at; an age takes the last band starting at or below it. */
      ageBands: z
        .array(z.object({ fromAge: z.number().int().min(0).max(120), points }))
        .min(1)
        .refine(
          (bands) => bands.every((band, i) => i === 0 || bands[i - 1]!.fromAge < band.fromAge),
          {
            error: 'ageBands must be sorted by fromAge, without repeats',
          },
        ),
      /** `none`: no pay cycle asked (self-employed, student, unemployed). */
      payCycle: z.record(z.enum([...PAY_CYCLES, 'none']), points),
      /** Repeat borrowers: points per settled loan, up to a ceiling. */
      history: z.object({ perSettledLoan: points, max: points }),
    }),
    /** A total at or above this approves (unless a knock-out applies). */
    approveAt: points,
    /** Refused whatever the score: this employment type with one of these income bands. */
    knockouts: z.array(
      z.object({
        employmentType: z.enum(EMPLOYMENT_TYPES),
        incomeBands: z.array(z.enum(INCOME_BANDS)).min(1),
      }),
    ),
    /** minCentavos at approveAt, one step more per pointsPerStep points, at most maxCentavos. */
    quota: z
      .object({
        minCentavos: centavos,
        maxCentavos: centavos,
        stepCentavos: centavos,
        pointsPerStep: z.number().int().min(1),
      })
      .refine((q) => q.minCentavos <= q.maxCentavos, { error: 'minCentavos exceeds maxCentavos' })
      .refine((q) => q.minCentavos % q.stepCentavos === 0 && q.maxCentavos % q.stepCentavos === 0, {
        error: 'minCentavos and maxCentavos must be multiples of stepCentavos',
      }),
  })
  .strict();

export type ScorecardConfig = z.infer<typeof scorecardConfigSchema>;

/**
 * Defaults. A salaried borrower earning ₱12,001–18,000 a month at 25–34 scores 25 + 15 + 12 +
 * 10 = 62 and is approved at ₱2,000 + 5 × ₱500 = ₱4,500; an unemployed or student borrower with
 * the lowest income band is refused. Highest first-time score: 90 (₱9,500); settled loans add
 * up to 30 (₱10,000).
 */
export const DEFAULT_SCORECARD: ScorecardConfig = {
  points: {
    incomeBand: {
      upTo12000: 0,
      '12001to18000': 15,
      '18001to25000': 25,
      '25001to30000': 32,
      over30000: 40,
    },
    employmentType: { employed: 25, contract: 18, selfEmployed: 15, student: 5, unemployed: 0 },
    ageBands: [
      { fromAge: 0, points: 0 },
      { fromAge: 21, points: 5 },
      { fromAge: 25, points: 12 },
      { fromAge: 35, points: 15 },
      { fromAge: 50, points: 10 },
      { fromAge: 60, points: 5 },
    ],
    payCycle: { weekly: 8, biWeekly: 10, monthly: 8, other: 3, none: 5 },
    history: { perSettledLoan: 10, max: 30 },
  },
  approveAt: 45,
  knockouts: [{ employmentType: 'unemployed', incomeBands: ['upTo12000'] }],
  quota: { minCentavos: 200_000, maxCentavos: 1_000_000, stepCentavos: 50_000, pointsPerStep: 3 },
};

/** SCORECARD_JSON → a checked scorecard; the problem text names what is wrong. */
export const parseScorecardJson = (json: string): ParsedJson<ScorecardConfig> =>
  parseJsonWith(scorecardConfigSchema, json);

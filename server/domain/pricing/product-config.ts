import { z } from 'zod';
import {
  chargeTimingSchema,
  productLineSchema,
  productThemeSchema,
  CONFIGURABLE_TAX_KINDS,
  taxBaseSchema,
} from '../../../contract/loan/api.ts';

/**
 * A loan product as configured (PRODUCTS_JSON, else DEFAULT_PRODUCTS in products.ts). Rates are
 * integer parts per million (0.10 % is 1000) and amounts integer centavos, so the engine never
 * touches a float for money. The schema is the one definition: the type is inferred from it.
 */

/** Amount steps × terms one product may offer: the start-up cap check tries every one. */
export const MAX_PRICE_POINTS = 20_000;
/** ₱10,000,000: keeps every figure far inside exact integer arithmetic. */
const MAX_AMOUNT_CENTAVOS = 1_000_000_000;

// Rates are bounded only loosely here: a rate over a cap must reach checkProductCaps, which names it.
const ppm = z.number().int().min(0).max(1_000_000);
const centavos = z.number().int().min(0).max(MAX_AMOUNT_CENTAVOS);

export const chargeConfigSchema = z
  .object({
    /** Share of the principal, ppm. */
    ratePpm: ppm,
    /** Plus a fixed amount, centavos. */
    fixedCentavos: centavos,
    /** Deducted from the money sent, or due with the repayment. */
    timing: chargeTimingSchema,
  })
  .strict();

export const productConfigSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, {
      error: 'lower-case letters, digits and dashes, at most 40',
    }),
    line: productLineSchema,
    theme: productThemeSchema,
    minAmountCentavos: centavos.min(1),
    maxAmountCentavos: centavos.min(1),
    stepCentavos: centavos.min(1),
    /** Terms offered, in days. */
    terms: z
      .array(z.number().int().min(1).max(366))
      .min(1)
      .refine((terms) => new Set(terms).size === terms.length, { error: 'terms repeat' }),
    /** Nominal interest per day on the outstanding principal, ppm. */
    dailyInterestPpm: ppm,
    serviceFee: chargeConfigSchema,
    creditReportingFee: chargeConfigSchema,
    /** The tax line (docs/loans.md#tax-line): its kind, rate and base, e.g. 12 % VAT on the service fee. */
    tax: z
      .object({
        kind: z.enum(CONFIGURABLE_TAX_KINDS),
        ratePpm: ppm,
        base: taxBaseSchema,
        timing: chargeTimingSchema,
      })
      .strict(),
    /**
     * An extension: pay the fee, the due date moves `days` later, principal unchanged
     * (docs/loans.md#extensions).
     */
    extension: z
      .object({
        days: z.number().int().min(1).max(366),
        feePpm: ppm,
        maxExtensions: z.number().int().min(0).max(100),
      })
      .strict(),
    /** Late charge per overdue day on the overdue scheduled amount, ppm. */
    lateChargeDailyPpm: ppm,
  })
  .strict()
  .refine((p) => p.minAmountCentavos <= p.maxAmountCentavos, {
    error: 'minAmountCentavos exceeds maxAmountCentavos',
  })
  .refine(
    (p) => p.minAmountCentavos % p.stepCentavos === 0 && p.maxAmountCentavos % p.stepCentavos === 0,
    { error: 'minAmountCentavos and maxAmountCentavos must be multiples of stepCentavos' },
  )
  .refine(
    (p) =>
      ((p.maxAmountCentavos - p.minAmountCentavos) / p.stepCentavos + 1) * p.terms.length <=
      MAX_PRICE_POINTS,
    { error: `more than ${MAX_PRICE_POINTS} amount steps × terms` },
  );

export type ProductConfig = z.infer<typeof productConfigSchema>;
export type ChargeConfig = z.infer<typeof chargeConfigSchema>;
export type ChargeTiming = ChargeConfig['timing'];

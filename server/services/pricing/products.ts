import { z } from 'zod';
import { CHARGE_TIMINGS, PRODUCT_LINES, TAX_BASES } from '../../../contract/loan/api.ts';
import { checkProductCaps } from './caps.ts';
import type { ProductConfig } from './product-config.ts';

/*
 * The products offered (DECISIONS §4, D13). Both stay well inside every cap of DECISIONS §3; the
 * tightest figure is the main product's ₱2,000 over 7 days: interest ₱14.00, service fee ₱24.00
 * and its 18 % tax ₱4.32 deducted (₱1,971.68 received), ₱2,018.00 repaid → EIR 10.46 %/month
 * (cap 12 %). Fees are shares of the principal, not fixed amounts: a fixed fee weighs most on the
 * smallest, shortest loan and pushes its EIR over the cap.
 */
export const DEFAULT_PRODUCTS: ProductConfig[] = [
  {
    id: 'sulong',
    line: 'main',
    theme: 1,
    // The quota narrows this further for each borrower.
    minAmountCentavos: 2_000_00,
    maxAmountCentavos: 80_000_00,
    stepCentavos: 500_00,
    terms: [7, 14],
    dailyInterestPpm: 1_000,
    serviceFee: { ratePpm: 12_000, fixedCentavos: 0, timing: 'upfront' },
    creditReportingFee: { ratePpm: 2_000, fixedCentavos: 0, timing: 'atRepayment' },
    tax: { name: 'Service tax', ratePpm: 180_000, base: 'serviceFee', timing: 'upfront' },
    extension: { days: 8, feePpm: 8_000, maxExtensions: 3 },
    lateChargeDailyPpm: 1_000,
  },
  {
    // Everything due at repayment: the borrower receives the full amount.
    id: 'sulong-plus',
    line: 'sub',
    theme: 2,
    minAmountCentavos: 1_000_00,
    maxAmountCentavos: 5_000_00,
    stepCentavos: 500_00,
    terms: [10, 21],
    dailyInterestPpm: 800,
    serviceFee: { ratePpm: 15_000, fixedCentavos: 0, timing: 'atRepayment' },
    creditReportingFee: { ratePpm: 2_000, fixedCentavos: 0, timing: 'atRepayment' },
    tax: { name: 'Service tax', ratePpm: 180_000, base: 'serviceFee', timing: 'atRepayment' },
    extension: { days: 8, feePpm: 8_000, maxExtensions: 3 },
    lateChargeDailyPpm: 1_000,
  },
];

/** Amount steps × terms one product may offer: the start-up cap check tries every one. */
export const MAX_PRICE_POINTS = 20_000;
/** ₱10,000,000: keeps every figure far inside exact integer arithmetic. */
const MAX_AMOUNT_CENTAVOS = 1_000_000_000;

// Rates are bounded only loosely here: a rate over a cap must reach checkProductCaps, which names it.
const ppm = z.number().int().min(0).max(1_000_000);
const centavos = z.number().int().min(0).max(MAX_AMOUNT_CENTAVOS);
const timing = z.enum(CHARGE_TIMINGS);
const chargeSchema = z.object({ ratePpm: ppm, fixedCentavos: centavos, timing }).strict();

export const productConfigSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, {
      error: 'lower-case letters, digits and dashes, at most 40',
    }),
    line: z.enum(PRODUCT_LINES),
    theme: z.union([z.literal(1), z.literal(2)]),
    minAmountCentavos: centavos.min(1),
    maxAmountCentavos: centavos.min(1),
    stepCentavos: centavos.min(1),
    terms: z
      .array(z.number().int().min(1).max(366))
      .min(1)
      .refine((terms) => new Set(terms).size === terms.length, { error: 'terms repeat' }),
    dailyInterestPpm: ppm,
    serviceFee: chargeSchema,
    creditReportingFee: chargeSchema,
    tax: z
      .object({
        name: z.string().trim().min(1).max(40),
        ratePpm: ppm,
        base: z.enum(TAX_BASES),
        timing,
      })
      .strict(),
    extension: z
      .object({
        days: z.number().int().min(1).max(366),
        feePpm: ppm,
        maxExtensions: z.number().int().min(0).max(100),
      })
      .strict(),
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
  ) satisfies z.ZodType<ProductConfig>;

const productsSchema = z
  .array(productConfigSchema)
  .min(1)
  .refine((ps) => new Set(ps.map((p) => p.id)).size === ps.length, { error: 'product ids repeat' })
  .refine((ps) => ps.filter((p) => p.line === 'main').length === 1, {
    error: 'exactly one product must have line "main"',
  });

/** `product "sulong" terms.1` rather than `0.terms.1`, when the product names itself. */
function where(raw: unknown, path: PropertyKey[]): string {
  const [index, ...rest] = path;
  if (typeof index !== 'number' || !Array.isArray(raw)) return path.join('.') || '(root)';
  const id: unknown = (raw[index] as { id?: unknown } | null)?.id;
  const product = typeof id === 'string' ? `product "${id}"` : `product ${index}`;
  return rest.length > 0 ? `${product} ${rest.join('.')}` : product;
}

export type ResolvedProducts =
  { ok: true; value: ProductConfig[] } | { ok: false; problem: string };

/**
 * PRODUCTS_JSON (a JSON array of products, replacing the defaults whole) → checked products, or
 * the problem that stops the server: a malformed field by its path, or every cap a product could
 * breach, naming the product and the cap. Without PRODUCTS_JSON the defaults pass the same check.
 */
export function resolveProducts(json?: string): ResolvedProducts {
  let products: ProductConfig[] = DEFAULT_PRODUCTS;
  if (json !== undefined) {
    let raw: unknown;
    try {
      raw = JSON.parse(json);
    } catch {
      return { ok: false, problem: 'not valid JSON' };
    }
    const parsed = productsSchema.safeParse(raw);
    if (!parsed.success) {
      return {
        ok: false,
        problem: parsed.error.issues
          .map((issue) => `${where(raw, issue.path)}: ${issue.message}`)
          .join('; '),
      };
    }
    products = parsed.data;
  }
  const breaches = products.flatMap(checkProductCaps);
  if (breaches.length > 0) {
    return { ok: false, problem: breaches.map((b) => b.message).join('; ') };
  }
  return { ok: true, value: products };
}

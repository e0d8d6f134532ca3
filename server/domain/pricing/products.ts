import { z } from 'zod';
import { checkProductCaps } from './caps.ts';
import { productConfigSchema } from './product-config.ts';
import type { ProductConfig } from './product-config.ts';

/*
 * The products offered (docs/loans.md#products), the sub-product among them
 * (docs/loans.md#sub-product). Both stay well inside every cap (docs/loans.md#caps); the
 * tightest figure is the main product's ₱2,000 over 7 days: interest ₱14.00, service fee ₱24.00
 * and its 12 % VAT ₱2.88 deducted (₱1,973.12 received), ₱2,018.00 repaid → EIR 10.12 %/month
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
    tax: { kind: 'vat', ratePpm: 120_000, base: 'serviceFee', timing: 'upfront' },
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
    tax: { kind: 'vat', ratePpm: 120_000, base: 'serviceFee', timing: 'atRepayment' },
    extension: { days: 8, feePpm: 8_000, maxExtensions: 3 },
    lateChargeDailyPpm: 1_000,
  },
];

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

import fc from 'fast-check';
import { addDays } from '../../../contract/calendar.ts';
import { checkProductCaps } from '../pricing/caps.ts';
import { offeredAmounts } from '../pricing/charges.ts';
import { productArb } from '../pricing/product-arbitraries.test-kit.ts';
import type { ProductConfig } from '../pricing/product-config.ts';
import { DEFAULT_PRODUCTS } from '../pricing/products.ts';
import { priceLoan } from '../pricing/quote.ts';
import { accrue } from './accrual.ts';
import { openLedger } from './open.ts';
import { extensionQuote, fullPaymentQuote } from './payments.ts';
import type { PaymentRequest } from './payments.ts';
import type { Ledger } from './types.ts';

/*
 * Random loans for the ledger's property tests: the default products and random products that
 * pass the start-up cap check (docs/loans.md#caps), and random steps — part payments, extensions,
 * daily late-charge jobs and a payment in full, days apart.
 */
const safeProductArb = fc.oneof(
  fc.constantFrom(...DEFAULT_PRODUCTS),
  productArb.filter((p) => checkProductCaps(p).length === 0),
);

export const loanArb = safeProductArb.chain((product: ProductConfig) =>
  fc.record({
    product: fc.constant(product),
    amount: fc.constantFrom(...offeredAmounts(product)),
    termDays: fc.constantFrom(...product.terms),
    coupon: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 50_000 })),
    withdrawalDate: fc.integer({ min: 0, max: 700 }).map((n) => addDays('2026-01-01', n)),
  }),
);

export const stepArb = fc.record({
  gap: fc.oneof(fc.integer({ min: 0, max: 10 }), fc.integer({ min: 0, max: 60 })),
  what: fc.constantFrom('part', 'part', 'extension', 'job', 'full' as const),
  permille: fc.integer({ min: 1, max: 1_000 }),
  coupon: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 30_000 })),
});

/** The collection for a step: the quote of the day for full and extension (finding: amounts). */
export function request(
  ledger: Ledger,
  day: string,
  what: 'part' | 'full' | 'extension',
  amount: number,
  coupon: number,
): PaymentRequest {
  // A coupon with any way to pay, as a cash coupon may (docs/coupons.md#types).
  if (what === 'part') return { kind: 'part', collectedCentavos: amount, couponCentavos: coupon };
  if (what === 'full') {
    const collected = settledOn(ledger, day)
      ? 0
      : fullPaymentQuote(ledger, day, coupon).payCentavos;
    return { kind: 'full', collectedCentavos: collected, couponCentavos: coupon };
  }
  const q = settledOn(ledger, day) ? null : extensionQuote(ledger, day, coupon);
  return {
    kind: 'extension',
    collectedCentavos: q?.ok ? q.payCentavos : 0,
    couponCentavos: coupon,
  };
}

const settledOn = (ledger: Ledger, day: string) => accrue(ledger, day).settled;

export type Loan = typeof loanArb extends fc.Arbitrary<infer T> ? T : never;

export function open(loan: Loan): Ledger {
  const pricing = priceLoan(loan.product, {
    amountCentavos: loan.amount,
    termDays: loan.termDays,
    withdrawalDate: loan.withdrawalDate,
    couponCentavos: loan.coupon,
  });
  return openLedger(loan.product, pricing);
}

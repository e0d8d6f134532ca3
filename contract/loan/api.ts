import { z } from 'zod';
import { SIGNATURE_MAX_BYTES } from './signature-limits.ts';
import { languageSchema, text } from '../common-schemas.ts';
import { centavos, dueStateSchema, manilaDate } from './base-schemas.ts';
import { loanDuesSchema, repaymentEventSchema } from './dues.ts';
import { waitingPaymentSchema } from './waiting-payment.ts';
import { PAYOUT_CHANNELS } from '../profile/payout-channels.ts';
import { DOCUMENT_KINDS } from './documents.ts';
import type { LoanDocument } from './documents.ts';
import {
  ORDER_ACTORS,
  ORDER_STATUSES,
  PAYOUT_FAILURE_REASONS,
  PRINCIPAL_RETURN,
} from './order-states.ts';

/*
 * The loan API (server/routes/loan.ts). Every money figure is integer centavos and comes from the
 * server's one pricing engine; the client formats, never computes. Dates are Manila dates
 * (YYYY-MM-DD); instants are ISO strings.
 */

// Re-exported for the repayment API (repayment.ts), so both check money and days the one way.
export { centavos, dueStateSchema, manilaDate };
/** Rates in parts per million: 0.10 % a day is 1000. */
const ppm = z.number().int().nonnegative();

export const PRODUCT_LINES = ['main', 'sub'] as const;
export const CHARGE_KINDS = ['serviceFee', 'creditReportingFee', 'tax'] as const;
export const CHARGE_TIMINGS = ['upfront', 'atRepayment'] as const;
export const TAX_BASES = ['serviceFee', 'allFees'] as const;
/** What the tax line is (docs/loans.md#tax-line): each kind has its word in every language. */
export const TAX_KINDS = ['vat', 'percentageTax', 'serviceFeeTax'] as const;
/**
 * The kinds a product may be configured with (docs/loans.md#tax-line). `serviceFeeTax` is the
 * tax line of loans priced before tax kinds existed (their "Service tax" at 18 %), kept so what
 * they signed reads as they signed it; no new loan is priced with it.
 */
export const CONFIGURABLE_TAX_KINDS = ['vat', 'percentageTax'] as const;
export const COUPON_TYPES = ['platform', 'withdrawal', 'repayment', 'cash'] as const;
/** `expired` is derived from validUntil; `reserved` is the hold while an order is open
 * (docs/coupons.md#coupon-reservation). */
export const COUPON_STATUSES = ['available', 'reserved', 'used', 'expired', 'invalid'] as const;

/** A product's line and theme, and how its charges are timed and taxed: one schema each, for the
 * product configuration (server/domain/pricing/product-config.ts) and the views below. */
export const productLineSchema = z.enum(PRODUCT_LINES);
/** The sub-product's theme, 1 or 2 (`subProTheme`, docs/loans.md#sub-product). The main
 * product's is 1. */
export const productThemeSchema = z.union([z.literal(1), z.literal(2)]);
export const chargeTimingSchema = z.enum(CHARGE_TIMINGS);
export const taxBaseSchema = z.enum(TAX_BASES);
export const taxKindSchema = z.enum(TAX_KINDS);
export type TaxKind = z.infer<typeof taxKindSchema>;

/** What the borrower may choose within (the sub-product included, docs/loans.md#sub-product). */
export const productViewSchema = z.object({
  id: z.string(),
  line: productLineSchema,
  /** The sub-product's theme, 1 or 2 (`subProTheme`, docs/loans.md#sub-product). The main
   * product's is 1. */
  theme: productThemeSchema,
  minAmountCentavos: centavos,
  /** The product's own ceiling; the borrower's limit is min(this, quota). */
  maxAmountCentavos: centavos,
  stepCentavos: centavos,
  terms: z.array(z.number().int().positive()),
  dailyInterestPpm: ppm,
});
export type ProductView = z.infer<typeof productViewSchema>;

export const couponViewSchema = z.object({
  id: z.uuid(),
  type: z.enum(COUPON_TYPES),
  deductionCentavos: centavos,
  validFrom: z.string(),
  validUntil: z.string(),
  usedAt: z.string().nullable(),
  status: z.enum(COUPON_STATUSES),
  /** The add-to-home-screen repayment coupon: full repayment only
   * (docs/coupons.md#home-screen-bonus). */
  fullRepaymentOnly: z.boolean(),
});
export type CouponView = z.infer<typeof couponViewSchema>;

/** Where a coupon lowers what the borrower pays (docs/coupons.md#platform-coupons): a new loan's
 * charges, or a payment in full. Withdrawal coupons always apply to withdrawals, repayment and
 * cash coupons to payment in full; a platform coupon where its grant says. */
export const COUPON_APPLIES_TO = ['withdrawal', 'payInFull'] as const;
export type CouponAppliesTo = (typeof COUPON_APPLIES_TO)[number];
/** Why a coupon was granted (docs/coupons.md#lists). */
export const COUPON_SOURCES = ['welcome', 'operator', 'campaign', 'homeScreenBonus'] as const;
/** The two coupon lists: /coupon (available) and /couponInvalid (expired and used). */
export const COUPON_LISTS = ['available', 'invalid'] as const;

/** One coupon in the borrower's lists (GET /api/coupons, docs/coupons.md#lists). */
export const couponListItemSchema = couponViewSchema.extend({
  appliesTo: z.enum(COUPON_APPLIES_TO),
  /** Refused below this: the loan's amount, or what the payment in full costs. */
  minCentavos: centavos.nullable(),
  source: z.enum(COUPON_SOURCES),
  /** A campaign's own title in the language asked for (English when it has none); else null. */
  title: z.string().nullable(),
  /** The loan request or the payment holding it while reserved
   * (docs/coupons.md#coupon-reservation); null otherwise. */
  reservedFor: z.object({ kind: z.enum(['order', 'payment']), orderId: z.uuid() }).nullable(),
});
export type CouponListItem = z.infer<typeof couponListItemSchema>;

export const couponListQuerySchema = z.object({
  list: z.enum(COUPON_LISTS),
  language: languageSchema.default('en'),
});

/** /coupon: usable and reserved coupons, soonest expiry first. */
export const availableCouponsSchema = z.object({ available: z.array(couponListItemSchema) });
export type AvailableCoupons = z.infer<typeof availableCouponsSchema>;
/** /couponInvalid: expired (released twice included) and used, newest first. */
export const invalidCouponsSchema = z.object({
  expired: z.array(couponListItemSchema),
  used: z.array(couponListItemSchema),
});
export type InvalidCoupons = z.infer<typeof invalidCouponsSchema>;

/** Where the money goes, masked: the full number stays on the server. */
export const payoutAccountViewSchema = z.object({
  channel: z.enum(PAYOUT_CHANNELS),
  payeeCode: z.string(),
  /** Last 4 digits of the account or wallet; null for cash pick-up. */
  accountLast4: z.string().nullable(),
  holderName: z.string(),
});
export type PayoutAccountView = z.infer<typeof payoutAccountViewSchema>;

export const orderSummarySchema = z.object({
  id: z.uuid(),
  orderNo: z.string(),
  productId: z.string(),
  status: z.enum(ORDER_STATUSES),
  amountCentavos: centavos,
  termDays: z.number().int().positive(),
  receivedCentavos: centavos,
  totalRepaymentCentavos: centavos,
  createdAt: z.string(),
  /** Set once the money is sent (the due date counts from the Manila disbursement date). */
  dueDate: manilaDate.nullable(),
  /** Repaying orders only. */
  due: dueStateSchema.nullable(),
  failureReason: z.enum(PAYOUT_FAILURE_REASONS).nullable(),
  /** Cancelled after the payout: the principal is owed until its return is recorded. */
  principalReturn: z.enum(PRINCIPAL_RETURN).nullable(),
  /** The loan's dues today, from its ledger (docs/loans.md#dues): a repaying order's on home and
   * in the lists; the order detail's for a settled one too. Null before the payout and for a
   * cancelled order. */
  dues: loanDuesSchema.nullable(),
  /** A repaying loan's payment that waits for the borrower (docs/loans.md#waiting-payment): its
   * live intent, until it is paid, cancelled or expires; null otherwise. */
  waitingPayment: waitingPaymentSchema.nullable(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** GET /api/loan/home: what home shows an approved borrower. */
export const loanHomeViewSchema = z.object({
  /** Null until an application is approved. */
  quotaCentavos: centavos.nullable(),
  /** The most the quota can grow to with on-time repayment: the scorecard's ceiling, or the
   * home-screen bonus's (docs/loans.md#quota, docs/coupons.md#home-screen-bonus). */
  quotaCeilingCentavos: centavos,
  products: z.array(productViewSchema),
  /** Withdrawal coupons the borrower may apply now. */
  coupons: z.array(couponViewSchema),
  payoutAccount: payoutAccountViewSchema.nullable(),
  /** The open order (at most one). */
  currentOrder: orderSummarySchema.nullable(),
  /** Why a new withdrawal is refused now, as the error code a quote would answer; else null. */
  blockedBy: z.enum(['NOT_APPROVED', 'ORDER_IN_PROGRESS', 'OUTSTANDING_REPAYMENT']).nullable(),
});
export type LoanHomeView = z.infer<typeof loanHomeViewSchema>;

export const quoteRequestSchema = z.object({
  productId: text().min(1).max(40),
  amountCentavos: z.number().int().positive(),
  termDays: z.number().int().positive().max(366),
  couponId: z.uuid().nullable().default(null),
});
export type QuoteRequest = z.input<typeof quoteRequestSchema>;

export const chargeLineSchema = z.object({
  kind: z.enum(CHARGE_KINDS),
  centavos,
  timing: chargeTimingSchema,
});

export const planRowSchema = z.object({
  number: z.number().int().positive(),
  dueDate: manilaDate,
  principalCentavos: centavos,
  interestCentavos: centavos,
  /** Charges due with this payment, coupon deduction already taken off. */
  feesCentavos: centavos,
  totalCentavos: centavos,
});
export type PlanRow = z.infer<typeof planRowSchema>;

/** Every figure of a loan, as the pricing engine computes it (server/domain/pricing). */
export const pricingSchema = z.object({
  productId: z.string(),
  amountCentavos: centavos,
  termDays: z.number().int().positive(),
  withdrawalDate: manilaDate,
  dueDate: manilaDate,
  dailyInterestPpm: ppm,
  interestCentavos: centavos,
  serviceFeeCentavos: centavos,
  creditReportingFeeCentavos: centavos,
  tax: z.object({
    kind: taxKindSchema,
    ratePpm: ppm,
    base: taxBaseSchema,
    centavos,
  }),
  charges: z.array(chargeLineSchema),
  couponDeductionCentavos: centavos,
  /** Net proceeds: what reaches the account. */
  receivedCentavos: centavos,
  principalCentavos: centavos,
  totalRepaymentCentavos: centavos,
  /** Interest plus every charge, less the coupon (late penalties excluded). */
  financeChargeCentavos: centavos,
  /** Effective interest rate per 30-day month, as a fraction (0.1 is 10 %). */
  eirPerMonth: z.number().nonnegative(),
  /** Nominal interest per 30-day month, as a fraction (0.1 % a day is 0.03). */
  nominalRatePerMonth: z.number().nonnegative(),
  plan: z.array(planRowSchema).min(1),
});
export type Pricing = z.infer<typeof pricingSchema>;

export const quoteViewSchema = pricingSchema.extend({
  id: z.uuid(),
  couponId: z.uuid().nullable(),
  /** After this the quote is stale: a new quote (and signature) is needed. */
  expiresAt: z.string(),
});
export type QuoteView = z.infer<typeof quoteViewSchema>;

const documentBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('heading'), text: z.string() }),
  z.object({ type: z.literal('paragraph'), text: z.string() }),
  z.object({
    type: z.literal('facts'),
    rows: z.array(
      z.object({ label: z.string(), value: z.string(), strong: z.boolean().optional() }),
    ),
  }),
  z.object({
    type: z.literal('table'),
    caption: z.string(),
    head: z.array(z.string()),
    rows: z.array(z.array(z.string())),
  }),
]);

export const loanDocumentSchema = z.object({
  kind: z.enum(DOCUMENT_KINDS),
  version: z.string(),
  language: languageSchema,
  title: z.string(),
  blocks: z.array(documentBlockSchema),
  hash: z.string().regex(/^[0-9a-f]{64}$/),
}) satisfies z.ZodType<LoanDocument>;

/** GET /api/loan/quotes/:id/documents?language= : the three documents filled with this quote. */
export const quoteDocumentsViewSchema = z.object({
  quoteId: z.uuid(),
  language: languageSchema,
  documents: z.array(loanDocumentSchema).length(3),
});
export type QuoteDocumentsView = z.infer<typeof quoteDocumentsViewSchema>;

export { SIGNATURE_MAX_BYTES };

/** POST /api/loan/orders: sign the documents of a quote; the order is created. */
export const signRequestSchema = z.object({
  quoteId: z.uuid(),
  language: languageSchema,
  /** The hashes of the documents as shown: a different rendering now means QUOTE_STALE. */
  documentHashes: z.object({
    keyFacts: text().regex(/^[0-9a-f]{64}$/),
    agreement: text().regex(/^[0-9a-f]{64}$/),
    sanctionLetter: text().regex(/^[0-9a-f]{64}$/),
  }),
  /** Both must be agreed (docs/loans.md#signing): AGREEMENT_REQUIRED, field agreed.<kind>. */
  agreed: z.object({ agreement: z.boolean(), sanctionLetter: z.boolean() }),
  /** `data:image/png;base64,…` from the signature pad. */
  signaturePng: text()
    .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/, { error: 'validation.signature.required' })
    .max(Math.ceil((SIGNATURE_MAX_BYTES * 4) / 3) + 32, { error: 'validation.signature.tooLarge' }),
  /** What the phone says about itself (the shell's app type; the server adds IP and user agent). */
  device: z.object({
    appType: z.union([z.literal(1), z.literal(2)]).nullable(),
    screen: text().max(40).nullable(),
    /**
     * What the shell's `deviceInfo` said, these four only (docs/bridge.md#replies); absent in a
     * browser or when the shell did not answer. Stored with the signed record.
     */
    shell: z
      .object({
        model: text().max(40).nullable(),
        os: text().max(40).nullable(),
        osVersion: text().max(40).nullable(),
        appVersion: text().max(40).nullable(),
      })
      .optional(),
  }),
});
export type SignRequest = z.infer<typeof signRequestSchema>;

/**
 * One line of an order's history (docs/loans.md#order-history): a change of status, or a payment
 * with what fell due after it (an extension's new due date and amount, what a part payment
 * left due and when).
 */
export const orderEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('status'),
    status: z.enum(ORDER_STATUSES),
    at: z.string(),
    actor: z.enum(ORDER_ACTORS),
    /** A machine reason, e.g. "accountUnavailable", "bankReentered", "customerRequest". */
    reason: z.string().nullable(),
  }),
  z.object({
    type: z.literal('payment'),
    /** When the provider took the money. */
    at: z.string(),
    receiptNo: z.string(),
    payment: repaymentEventSchema,
  }),
]);
export type OrderEvent = z.infer<typeof orderEventSchema>;

/** GET /api/loan/orders/:id: every order field (docs/loans.md#order-fields) and the history.
 * What is owed — late charge and overdue days included — is in `dues`, which the detail carries
 * for a settled loan too. */
export const orderViewSchema = orderSummarySchema.extend({
  pricing: pricingSchema,
  signStatus: z.enum(['signed', 'unsigned']),
  signedAt: z.string().nullable(),
  payoutAccount: payoutAccountViewSchema,
  disbursedAt: z.string().nullable(),
  /** Manila date the loan was settled, from its ledger. */
  settledOn: manilaDate.nullable(),
  coupon: couponViewSchema.nullable(),
  history: z.array(orderEventSchema),
  /** Path (with the hash route) of the signed, expiring key fact statement link
   * (docs/loans.md#key-fact-link). */
  keyFactsLink: z.object({ path: z.string(), expiresAt: z.string() }).nullable(),
});
export type OrderView = z.infer<typeof orderViewSchema>;

export const orderListQuerySchema = z.object({ tab: z.enum(['current', 'history']) });
export const orderListViewSchema = z.object({ orders: z.array(orderSummarySchema) });
export type OrderListView = z.infer<typeof orderListViewSchema>;

/** GET /api/loan/orders/:id/signed: what was signed, exactly as stored. */
export const signedRecordViewSchema = z.object({
  orderId: z.uuid(),
  orderNo: z.string(),
  signedAt: z.string(),
  language: languageSchema,
  signatureDataUrl: z.string(),
  documents: z.array(loanDocumentSchema),
});
export type SignedRecordView = z.infer<typeof signedRecordViewSchema>;

/** GET /api/public/key-facts: the query of a /KSResult link, no login
 * (docs/loans.md#key-fact-link). */
export const keyFactsLinkQuerySchema = z.object({
  order: z.uuid(),
  expires: z.coerce.number().int().positive(),
  sig: text().regex(/^[A-Za-z0-9_-]{43}$/),
  language: languageSchema.default('en'),
});
export const keyFactsPublicViewSchema = z.object({
  orderNo: z.string(),
  expiresAt: z.string(),
  document: loanDocumentSchema,
});
export type KeyFactsPublicView = z.infer<typeof keyFactsPublicViewSchema>;

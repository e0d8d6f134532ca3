import { z } from 'zod';
import { languageSchema, text } from '../common-schemas.ts';
import { centavos, couponViewSchema, manilaDate } from './api.ts';
import { loanDuesSchema, nextDueSchema } from './dues.ts';
import { ORDER_STATUSES } from './order-states.ts';
import {
  INTENT_FAILURE_REASONS,
  INTENT_STATUSES,
  PAYMENT_CHANNELS,
  PAYMENT_KINDS,
} from './repayment-options.ts';

/*
 * The repayment API (server/routes/repayment.ts; docs/loans.md#ways-to-pay). Every figure comes
 * from the loan's ledger on the server, in integer centavos; the client formats, never computes.
 * Days are Manila dates (YYYY-MM-DD); instants are ISO strings.
 */

// The option lists live in a zod-free file the client can import without the schemas; re-exported
// here so every existing import keeps working.
export {
  CHANNEL_GROUP,
  CHANNEL_GROUPS,
  INTENT_FAILURE_REASONS,
  INTENT_STATUSES,
  PAYMENT_CHANNELS,
  PAYMENT_KINDS,
} from './repayment-options.ts';
export type {
  ChannelGroup,
  IntentFailureReason,
  IntentStatus,
  PaymentChannel,
  RepaymentKind,
} from './repayment-options.ts';

/** ₱100: the least part payment (docs/loans.md#part-payment). */
export const MIN_PART_PAYMENT_CENTAVOS = 10_000;

export const allocationSchema = z.object({
  penaltyCentavos: centavos,
  feesCentavos: centavos,
  interestCentavos: centavos,
  principalCentavos: centavos,
});
export type AllocationView = z.infer<typeof allocationSchema>;

/** An extension's own disclosure statement (docs/loans.md#disclosure): it is a renewal. */
export const extensionDisclosureSchema = z.object({
  principalCentavos: centavos,
  days: z.number().int().positive(),
  /** The extension fee the contract names. */
  feeCentavos: centavos,
  /** What the extension payment also settles, each on its own line, and the sum paid today
   * (docs/loans.md#extension-price). Absent only in statements agreed before they were shown. */
  settles: z
    .object({ interestCentavos: centavos, feesCentavos: centavos, lateChargeCentavos: centavos })
    .optional(),
  payTodayCentavos: centavos.optional(),
  /** A cash coupon's deduction within today's payment, when one was chosen. */
  couponCentavos: centavos.optional(),
  financeChargeCentavos: centavos,
  repaymentAtDueCentavos: centavos,
  /** The extension payment today plus the repayment at the new due date. */
  totalCentavos: centavos,
  newDueDate: manilaDate,
  /** Effective interest rate per 30-day month, as a fraction (0.1 is 10 %). */
  eirPerMonth: z.number().nonnegative(),
});
export type ExtensionDisclosureView = z.infer<typeof extensionDisclosureSchema>;

/** What the borrower's coupon does to a payment in full. */
export const repaymentCouponSchema = couponViewSchema.extend({
  /** What it takes off a payment in full today (late charges, then fees; never below principal
   * plus interest). */
  lowersCentavos: centavos,
  /** What a payment in full costs today with this coupon. */
  payCentavos: centavos,
  /** A cash coupon with an extension (docs/coupons.md#types): what it takes off (late charges,
   * then fees, the extension fee included) and what extending then costs; null otherwise. */
  extension: z
    .object({
      lowersCentavos: centavos,
      payCentavos: centavos,
      /** The extension's disclosure statement priced with this coupon: shown, agreed and stored. */
      statement: extensionDisclosureSchema,
    })
    .nullable(),
  /** A cash coupon with a part payment: what it takes off the charges and the range one may then
   * pay; null otherwise. */
  part: z
    .object({ lowersCentavos: centavos, minCentavos: centavos, maxCentavos: centavos })
    .nullable(),
});
export type RepaymentCouponView = z.infer<typeof repaymentCouponSchema>;

export const receiptSchema = z.object({
  receiptNo: z.string(),
  paidAt: z.string(),
  channel: z.enum(PAYMENT_CHANNELS),
  kind: z.enum(PAYMENT_KINDS),
  amountCentavos: centavos,
  couponDeductionCentavos: centavos,
  allocation: allocationSchema,
  /** An extension's new due date. */
  newDueDate: manilaDate.nullable(),
  /** An extension's own fee, charged with it. */
  extensionFeeCentavos: centavos,
  /** What the coupon took off, by what it lowered: late charges, then fees. */
  couponLowers: z.object({ lateChargeCentavos: centavos, feesCentavos: centavos }).nullable(),
  /** What falls due next and when, as the ledger stood once this payment posted, seen from the
   * day it posted (docs/loans.md#receipts); null when it settled the loan, or when it cannot be
   * told (then the receipt says nothing of it). */
  next: nextDueSchema.nullable(),
  settled: z.boolean(),
});
export type ReceiptView = z.infer<typeof receiptSchema>;

export const intentViewSchema = z.object({
  id: z.uuid(),
  orderId: z.uuid(),
  orderNo: z.string(),
  kind: z.enum(PAYMENT_KINDS),
  status: z.enum(INTENT_STATUSES),
  failureReason: z.enum(INTENT_FAILURE_REASONS).nullable(),
  amountCentavos: centavos,
  couponDeductionCentavos: centavos,
  channel: z.enum(PAYMENT_CHANNELS),
  /** Where the borrower pays (our sandbox page or the provider's); null once the intent ended. */
  checkoutUrl: z.string().nullable(),
  /** Over the counter: the reference to give the cashier. */
  otcReference: z.string().nullable(),
  expiresAt: z.string(),
  createdAt: z.string(),
  receipt: receiptSchema.nullable(),
});
export type IntentView = z.infer<typeof intentViewSchema>;

/** A point on the loan's little timeline (docs/loans.md#timeline). */
export const timelinePointSchema = z.object({
  kind: z.enum(['received', 'extended', 'partPaid', 'today', 'due', 'paid']),
  day: manilaDate,
});
export type TimelinePoint = z.infer<typeof timelinePointSchema>;

/** GET /api/loan/orders/:id/repayment: what the repayment detail shows, from the ledger. */
export const repaymentViewSchema = z.object({
  orderId: z.uuid(),
  orderNo: z.string(),
  status: z.enum(ORDER_STATUSES),
  amountCentavos: centavos,
  receivedCentavos: centavos,
  /** Every figure of the loan today (docs/loans.md#dues). */
  dues: loanDuesSchema,
  /** The extension's own statement while an extension is offered (docs/loans.md#disclosure). */
  extensionStatement: extensionDisclosureSchema.nullable(),
  part: z.object({ minCentavos: centavos, maxCentavos: centavos }),
  /** Repayment and cash coupons the borrower may use now, best first. */
  coupons: z.array(repaymentCouponSchema),
  channels: z.array(z.enum(PAYMENT_CHANNELS)),
  /** The intent still in progress, if any: a second one is refused until it ends. */
  liveIntent: intentViewSchema.nullable(),
  timeline: z.array(timelinePointSchema),
});
export type RepaymentView = z.infer<typeof repaymentViewSchema>;

/**
 * POST /api/loan/orders/:id/repayment/intents. For `full` and `extension` the amount is the one
 * the borrower saw: if the ledger now says otherwise the server answers QUOTE_STALE and the
 * screen shows the new figure. An extension needs `agreedToDisclosure`.
 */
export const createIntentSchema = z.object({
  kind: z.enum(PAYMENT_KINDS),
  amountCentavos: z.number().int().positive(),
  channel: z.enum(PAYMENT_CHANNELS),
  couponId: z.uuid().nullable().default(null),
  agreedToDisclosure: z.boolean().default(false),
  /** A fresh random key per attempt, reused on a retry of the same attempt. */
  idempotencyKey: text().regex(/^[A-Za-z0-9_-]{16,64}$/),
  /** The checkout page's language. */
  language: languageSchema,
});
export type CreateIntentRequest = z.input<typeof createIntentSchema>;

/** GET /api/loan/repayments: the borrower's payments of the last 3 months, newest first. */
export const repaymentRecordSchema = z.object({
  since: manilaDate,
  payments: z.array(intentViewSchema),
});
export type RepaymentRecordView = z.infer<typeof repaymentRecordSchema>;

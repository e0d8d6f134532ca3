import { z } from 'zod';
import { centavos, dueStateSchema, manilaDate } from './base-schemas.ts';

/*
 * A loan's dues on a Manila day (docs/loans.md#dues): the one read model the server builds from
 * the ledger and every screen, receipt, message and SMS shows. The client formats; it never adds,
 * subtracts or forecasts a figure of its own.
 */

/** What is owed, each charge under its one name (docs/glossary.md). */
export const dueAmountsSchema = z.object({
  principalCentavos: centavos,
  interestCentavos: centavos,
  /** Service fee, credit reporting fee, tax and extension fees still owed. */
  feesCentavos: centavos,
  lateChargeCentavos: centavos,
  totalCentavos: centavos,
});
export type DueAmountsView = z.infer<typeof dueAmountsSchema>;

/** What falls due next: on the due date, or for a loan already overdue what settles it that day. */
export const nextDueSchema = z.object({
  date: manilaDate,
  centavos,
  overdue: z.boolean(),
});
export type NextDueView = z.infer<typeof nextDueSchema>;

/** A repayment and what was due after it, as the ledger stood once it posted. */
export const repaymentEventSchema = z.object({
  day: manilaDate,
  kind: z.enum(['full', 'extension', 'part']),
  paidCentavos: centavos,
  /** An extension's own fee, charged with it. */
  extensionFeeCentavos: centavos,
  /** What a coupon posted with it took off (docs/coupons.md#types). */
  coupon: z.object({ lateChargeCentavos: centavos, feesCentavos: centavos }),
  /** Null once this payment settled the loan. */
  next: nextDueSchema.nullable(),
});
export type RepaymentEventView = z.infer<typeof repaymentEventSchema>;

export const extensionOfferSchema = z.discriminatedUnion('available', [
  z.object({
    available: z.literal(true),
    /** 1 for the first extension. */
    number: z.number().int().positive(),
    max: z.number().int().nonnegative(),
    /** The extension fee the contract names. */
    feeCentavos: centavos,
    /** What the extension payment also settles: everything owed but principal. */
    settles: z.object({
      interestCentavos: centavos,
      feesCentavos: centavos,
      lateChargeCentavos: centavos,
    }),
    /** The fee plus what it settles: what extending costs today. */
    payCentavos: centavos,
    newDueDate: manilaDate,
    /** What falls due on the new due date if nothing else is paid. */
    dueOnNewDateCentavos: centavos,
  }),
  z.object({
    available: z.literal(false),
    reason: z.enum(['MAX_EXTENSIONS', 'TOTAL_COST_CAP', 'SETTLED']),
    max: z.number().int().nonnegative(),
  }),
]);
export type ExtensionOfferView = z.infer<typeof extensionOfferSchema>;

export const loanDuesSchema = z.object({
  /** The Manila day every figure is for. */
  day: manilaDate,
  withdrawalDate: manilaDate,
  /** The current due date, after any extension. */
  dueDate: manilaDate,
  /** Days from the withdrawal to the current due date. */
  termDays: z.number().int().nonnegative(),
  extensions: z.number().int().nonnegative(),
  settledOn: manilaDate.nullable(),
  due: dueStateSchema.nullable(),
  /** What settles the loan today (pay in full, before any coupon). */
  today: dueAmountsSchema,
  /** What falls due on the due date if nothing else is paid: a forecast; null once it passed. */
  onDueDate: dueAmountsSchema.nullable(),
  /** Since when it is overdue and what each further day adds (late charge; 0 at the cap). */
  overdue: z
    .object({
      since: manilaDate,
      days: z.number().int().positive(),
      perDayCentavos: centavos,
      /** Every accrual stopped at the total-cost cap (docs/loans.md#caps). */
      capReached: z.boolean(),
    })
    .nullable(),
  extension: extensionOfferSchema,
  /** What the borrower repaid so far. */
  paidCentavos: centavos,
  /** Repaid so far plus what is still to pay on the due date (or today, once overdue). */
  totalRepaymentCentavos: centavos,
  partlyPaid: z.boolean(),
});
export type LoanDuesView = z.infer<typeof loanDuesSchema>;

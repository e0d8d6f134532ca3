import type { Pricing } from '../../../contract/loan/api.ts';
import type { ProductConfig } from '../pricing/product-config.ts';

/*
 * The loan ledger (docs/loans.md#ledger): a list of entries, each an id-less value. Every amount a
 * borrower owes is derived from them (balance.ts); nothing edits a balance. Money is integer
 * centavos, days are Manila calendar dates 'YYYY-MM-DD'.
 */

/** Charges, each with its own bucket in the allocation (docs/loans.md#part-payment). */
export type FeeKind = 'serviceFee' | 'creditReportingFee' | 'tax' | 'extensionFee';
export type ChargeKind = 'interest' | 'lateCharge' | FeeKind;

export const FEE_KINDS: readonly FeeKind[] = [
  'serviceFee',
  'creditReportingFee',
  'tax',
  'extensionFee',
];

export interface ChargeEntry {
  kind: ChargeKind;
  day: string;
  /** Positive integer. */
  centavos: number;
}

/**
 * A coupon lowering charges: the withdrawal coupon at disbursement (fees only,
 * docs/coupons.md#deductions) or a repayment coupon with a payment in full (late charges, then fees; never interest or
 * principal). A coupon never buys room under the total-cost cap (docs/loans.md#caps).
 */
export interface CouponEntry {
  kind: 'couponDeduction';
  day: string;
  centavos: number;
  /** What it lowered, so the buckets stay exact. */
  lowers: { penalty: number; fees: number };
}

/** Allocation order of any payment: penalty → fees → interest → principal. */
export interface Allocation {
  penalty: number;
  fees: number;
  interest: number;
  principal: number;
}

/**
 * `disbursement` records the upfront charges as paid out of the money sent (they were deducted,
 * so they are never owed again); the other three are the ways to pay (docs/loans.md#ways-to-pay).
 */
export type PaymentKind = 'full' | 'extension' | 'part' | 'disbursement';

export interface PaymentEntry {
  kind: 'payment';
  day: string;
  centavos: number;
  paymentKind: PaymentKind;
  allocation: Allocation;
  /** An extension's new due date (docs/loans.md#extensions). */
  newDueDate?: string;
}

/**
 * Cancels one late-charge entry of the same day, posted before a payment dated earlier than that
 * day arrived (docs/loans.md#ledger-conventions): the daily job then posts that day again on the
 * lower balance, or not at all once the loan is settled. Dated with the day it cancels, so every
 * balance on any day sees a charge and its reversal together.
 */
export interface LateChargeReversalEntry {
  kind: 'lateChargeReversal';
  day: string;
  /** The amount of the entry it cancels: positive. */
  centavos: number;
}

export type LedgerEntry = ChargeEntry | CouponEntry | PaymentEntry | LateChargeReversalEntry;

/**
 * What a loan was signed for: the product snapshot kept with the order and the signed pricing,
 * redated to the real withdrawal date (docs/loans.md#disbursement). The pricing engine stays the
 * one source of every rate: the ledger reads rates from here, never its own.
 */
export interface LoanTerms {
  product: ProductConfig;
  pricing: Pricing;
}

export interface Ledger {
  terms: LoanTerms;
  entries: readonly LedgerEntry[];
}

/** What is owed on a day, by allocation bucket. */
export interface Balance {
  principal: number;
  interest: number;
  fees: number;
  penalty: number;
  total: number;
}

import { addDays, daysBetween, laterDay } from '../../../contract/calendar.ts';
import { extensionFee } from '../pricing/charges.ts';
import { eirPerMonth } from '../pricing/eir.ts';
import { accrue, lateChargeReversalsAfter, pendingEntries } from './accrual.ts';
import { allocate } from './allocation.ts';
import { balanceOn } from './balance.ts';
import type { Balance, Ledger, LedgerEntry } from './types.ts';

/** ₱100: the least part payment (docs/loans.md#part-payment). */
export const MIN_PART_PAYMENT_CENTAVOS = 10_000;

export type PaymentProblem =
  | 'SETTLED'
  | 'OUT_OF_ORDER'
  | 'INVALID_AMOUNT'
  | 'BELOW_MINIMUM'
  | 'ABOVE_BALANCE'
  | 'MAX_EXTENSIONS'
  | 'TOTAL_COST_CAP'
  /** The amount collected is not the quote for the day (docs/loans.md#ways-to-pay). */
  | 'AMOUNT_MISMATCH'
  | 'INVALID_KIND';

/**
 * What a coupon takes off what is owed (docs/coupons.md#deductions): late charges first, then
 * fees; never interest or principal, so a payment never falls below them, and it buys no room
 * under the total-cost cap.
 */
export function couponDeduction(
  balance: Pick<Balance, 'penalty' | 'fees'>,
  couponCentavos: number,
): { penalty: number; fees: number } {
  if (!Number.isSafeInteger(couponCentavos) || couponCentavos < 0) {
    throw new RangeError('couponCentavos must be a non-negative integer');
  }
  const penalty = Math.min(couponCentavos, balance.penalty);
  return { penalty, fees: Math.min(couponCentavos - penalty, balance.fees) };
}

const lowered = (b: Balance, d: { penalty: number; fees: number }): Balance => ({
  ...b,
  penalty: b.penalty - d.penalty,
  fees: b.fees - d.fees,
  total: b.total - d.penalty - d.fees,
});

const couponEntry = (day: string, d: { penalty: number; fees: number }): LedgerEntry[] =>
  d.penalty + d.fees > 0
    ? [{ kind: 'couponDeduction', day, centavos: d.penalty + d.fees, lowers: d }]
    : [];

export interface FullPaymentQuote {
  balance: Balance;
  /** What the repayment coupon lowers: late charges, then fees; never interest or principal. */
  couponDeduction: { penalty: number; fees: number };
  payCentavos: number;
}

/**
 * Pay in full on `day` (docs/loans.md#pay-in-full): the balance at the end of that day, interest
 * only to that day (RA 11765: prepaying costs no penalty). A repayment coupon lowers charges only
 * — late charges, then fees — so the amount paid never falls below principal plus interest, and
 * it never buys room under the total-cost cap.
 */
export function fullPaymentQuote(
  ledger: Ledger,
  day: string,
  couponCentavos = 0,
): FullPaymentQuote {
  const balance = balanceOn(ledger, day);
  const deduction = couponDeduction(balance, couponCentavos);
  return {
    balance,
    couponDeduction: deduction,
    payCentavos: lowered(balance, deduction).total,
  };
}

export interface ExtensionDisclosure {
  /** The principal renewed: the net proceeds of the renewal. */
  principalCentavos: number;
  /** Days from the day of the extension to the new due date. */
  days: number;
  /** The extension fee plus the interest from the extension to the new due date. */
  financeChargeCentavos: number;
  /** What paying in full on the new due date will cost: principal and that interest. */
  repaymentAtDueCentavos: number;
  eirPerMonth: number;
}

export type ExtensionQuote =
  | {
      ok: true;
      feeCentavos: number;
      /** What a cash coupon takes off: late charges, then fees (the fee included). */
      couponDeduction: { penalty: number; fees: number };
      /**
       * The fee plus everything owed but principal — late charges, fees, interest to date — less
       * the coupon's deduction.
       */
      payCentavos: number;
      balance: Balance;
      newDueDate: string;
      /** 1 for the first extension. */
      number: number;
      disclosure: ExtensionDisclosure;
    }
  | { ok: false; problem: PaymentProblem };

/**
 * Extend on `day` (docs/loans.md#extensions): pay the fee (extensionFee on the principal still
 * owed) and everything but principal; the due date becomes max(due date, day) + the product's
 * days. Refused past the product's maximum and when the fee would take the loan's cost over the
 * principal (docs/loans.md#caps). Its own statement (docs/loans.md#disclosure) treats it as a
 * renewal, as the start-up cap check does: the principal as net proceeds, repaid with the fee and
 * the renewal's interest on the new due date.
 */
export function extensionQuote(ledger: Ledger, day: string, couponCentavos = 0): ExtensionQuote {
  const { product } = ledger.terms;
  const acc = accrue(ledger, day);
  if (acc.settled) return { ok: false, problem: 'SETTLED' };
  if (acc.extensions >= product.extension.maxExtensions) {
    return { ok: false, problem: 'MAX_EXTENSIONS' };
  }
  const fee = extensionFee(product, acc.principalCentavos);
  if (acc.costCentavos + fee > acc.costCeilingCentavos) {
    return { ok: false, problem: 'TOTAL_COST_CAP' };
  }
  const balance = balanceOn(ledger, day);
  const newDueDate = addDays(laterDay(acc.dueDate, day), product.extension.days);
  const deduction = couponDeduction({ ...balance, fees: balance.fees + fee }, couponCentavos);
  const payCentavos =
    fee + balance.penalty + balance.fees + balance.interest - deduction.penalty - deduction.fees;
  const extended = {
    ...ledger,
    entries: [
      ...ledger.entries,
      ...extensionEntries(ledger, day, { fee, deduction, payCentavos, newDueDate }),
    ],
  };
  const repaymentAtDue = balanceOn(extended, newDueDate).total;
  const days = daysBetween(day, newDueDate);
  // A coupon lowers the late charges and fees owed first, then the extension fee: what it takes off
  // the fee lowers the renewal's finance charge (docs/coupons.md#types).
  const feeOff = Math.max(0, deduction.fees - balance.fees);
  const financeCharge = fee - feeOff + repaymentAtDue - acc.principalCentavos;
  return {
    ok: true,
    feeCentavos: fee,
    couponDeduction: deduction,
    payCentavos,
    balance,
    newDueDate,
    number: acc.extensions + 1,
    disclosure: {
      principalCentavos: acc.principalCentavos,
      days,
      financeChargeCentavos: financeCharge,
      repaymentAtDueCentavos: repaymentAtDue,
      eirPerMonth: eirPerMonth(acc.principalCentavos, [
        { day: days, centavos: acc.principalCentavos + financeCharge },
      ]),
    },
  };
}

function extensionEntries(
  ledger: Ledger,
  day: string,
  x: {
    fee: number;
    deduction: { penalty: number; fees: number };
    payCentavos: number;
    newDueDate: string;
  },
): LedgerEntry[] {
  const { fee, payCentavos, newDueDate } = x;
  const pending = [...pendingEntries(ledger, day), ...lateChargeReversalsAfter(ledger, day)];
  const feeEntry: LedgerEntry[] = fee > 0 ? [{ kind: 'extensionFee', day, centavos: fee }] : [];
  const coupon = couponEntry(day, x.deduction);
  const balance = balanceOn(
    { ...ledger, entries: [...ledger.entries, ...feeEntry, ...coupon] },
    day,
  );
  return [
    ...pending,
    ...feeEntry,
    ...coupon,
    {
      kind: 'payment',
      day,
      centavos: payCentavos,
      paymentKind: 'extension',
      allocation: allocate(balance, payCentavos),
      newDueDate,
    },
  ];
}

/**
 * Whether `centavos` may be paid as a part payment on `day` (docs/loans.md#part-payment): a whole
 * amount from ₱100 up to the balance. A balance under ₱100 may only be paid whole (the docs do
 * not say; refusing it would leave the loan unpayable but in full).
 */
export function partPaymentCheck(
  ledger: Ledger,
  day: string,
  centavos: number,
  couponCentavos = 0,
): PaymentProblem | null {
  if (!Number.isSafeInteger(centavos) || centavos <= 0) return 'INVALID_AMOUNT';
  const owed = balanceOn(ledger, day);
  if (owed.total === 0) return 'SETTLED';
  const balance = lowered(owed, couponDeduction(owed, couponCentavos));
  if (centavos > balance.total) return 'ABOVE_BALANCE';
  if (centavos < Math.min(MIN_PART_PAYMENT_CENTAVOS, balance.total)) return 'BELOW_MINIMUM';
  return null;
}

/**
 * What was collected and what for. `collectedCentavos` is the amount the provider actually
 * collected: for `full` and `extension` it must be the quote for the posting day (after any
 * coupon), else nothing posts (AMOUNT_MISMATCH, docs/loans.md#ways-to-pay); for `part` it is the
 * part payment.
 */
export type PaymentRequest = {
  kind: 'full' | 'extension' | 'part';
  collectedCentavos: number;
  /** A coupon's deduction: any coupon with pay in full, a cash coupon with any payment. */
  couponCentavos?: number;
};

export type PaymentResult =
  | {
      ok: true;
      /**
       * To append, in order: pending charges, reversals of late charges dated after the payment,
       * any fee or coupon, then the payment.
       */
      entries: LedgerEntry[];
      ledger: Ledger;
      settled: boolean;
      dueDate: string;
    }
  | { ok: false; problem: PaymentProblem };

const isAmount = (n: unknown): n is number => Number.isSafeInteger(n) && (n as number) >= 0;

/**
 * A payment collected on `day`, as the entries it appends (docs/loans.md#ledger-conventions).
 * Payments, coupons and fees post in day order: a payment dated before one of them is refused
 * (OUT_OF_ORDER). Late charges the daily job already posted for days after `day` do not block it:
 * they are reversed, and the job posts those days again on what is still owed. An impossible or
 * malformed `day` throws a RangeError.
 *
 * Callers must serialize the postings of one loan (a row lock while computing and appending):
 * two payments computed from the same ledger would both allocate the same balance, and the next
 * read throws (a bucket goes negative).
 */
export function applyPayment(ledger: Ledger, day: string, request: PaymentRequest): PaymentResult {
  const kind = (request as { kind?: unknown }).kind;
  if (kind !== 'full' && kind !== 'extension' && kind !== 'part') {
    return { ok: false, problem: 'INVALID_KIND' };
  }
  accrue(ledger, day); // throws on an impossible day or one before the withdrawal
  const ordered = ledger.entries.filter(
    (e) => e.kind !== 'lateCharge' && e.kind !== 'lateChargeReversal',
  );
  if (ordered.some((e) => daysBetween(e.day, day) < 0)) {
    return { ok: false, problem: 'OUT_OF_ORDER' };
  }
  if (accrue(ledger, day).settled) return { ok: false, problem: 'SETTLED' };
  if (!isAmount(request.collectedCentavos)) return { ok: false, problem: 'INVALID_AMOUNT' };
  const coupon = request.couponCentavos ?? 0;
  if (!isAmount(coupon)) return { ok: false, problem: 'INVALID_AMOUNT' };
  const reversals = lateChargeReversalsAfter(ledger, day);
  let entries: LedgerEntry[];
  if (request.kind === 'extension') {
    const q = extensionQuote(ledger, day, coupon);
    if (!q.ok) return q;
    if (request.collectedCentavos !== q.payCentavos)
      return { ok: false, problem: 'AMOUNT_MISMATCH' };
    entries = extensionEntries(ledger, day, {
      fee: q.feeCentavos,
      deduction: q.couponDeduction,
      payCentavos: q.payCentavos,
      newDueDate: q.newDueDate,
    });
  } else {
    // A part payment posts what was collected; pay in full must be the day's quote.
    const owed = balanceOn(ledger, day);
    const deduction = couponDeduction(owed, coupon);
    const after = lowered(owed, deduction);
    const centavos = request.collectedCentavos;
    if (request.kind === 'part') {
      const problem = partPaymentCheck(ledger, day, centavos, coupon);
      if (problem !== null) return { ok: false, problem };
    } else if (centavos !== after.total) return { ok: false, problem: 'AMOUNT_MISMATCH' };
    entries = [
      ...pendingEntries(ledger, day),
      ...reversals,
      ...couponEntry(day, deduction),
      {
        kind: 'payment',
        day,
        centavos,
        paymentKind: request.kind,
        allocation: allocate(after, centavos),
      },
    ];
  }
  const next = { ...ledger, entries: [...ledger.entries, ...entries] };
  const acc = accrue(next, day);
  return { ok: true, entries, ledger: next, settled: acc.settled, dueDate: acc.dueDate };
}

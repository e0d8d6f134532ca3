import type { DueState } from '../../../contract/loan/order-states.ts';
import { addDays, daysBetween, laterDay } from '../../../contract/calendar.ts';
import { accrue, openingCount } from './accrual.ts';
import { balanceOn } from './balance.ts';
import { extensionQuote } from './payments.ts';
import type { Balance, Ledger, PaymentEntry } from './types.ts';

/*
 * The loan's dues on a Manila day (docs/loans.md#dues): the one read model every screen, receipt,
 * message and SMS takes its figures from. Everything is derived from the ledger with the same
 * accrual the daily job runs, so a figure for a later day is a forecast the ledger will meet if
 * nothing else is paid (docs/loans.md#forecast).
 */

/** What is owed, by the one name of each charge (docs/glossary.md). */
export interface DueAmounts {
  principal: number;
  interest: number;
  /** Service fee, credit reporting fee, tax and extension fees still owed. */
  fees: number;
  lateCharge: number;
  total: number;
}

/** What a payment did and what was due after it, as the ledger stood once it posted. */
export interface RepaymentEvent {
  /** The entry's position in the ledger. */
  index: number;
  day: string;
  kind: 'full' | 'extension' | 'part';
  paidCentavos: number;
  /** An extension's own fee, charged with it. */
  extensionFeeCentavos: number;
  /** What a coupon posted with it took off: late charges, then fees (docs/coupons.md#types). */
  coupon: { lateCharge: number; fees: number };
  /** Null once this payment settled the loan. */
  next: NextDue | null;
}

/**
 * What falls due next: on the due date while it is ahead, or — for a loan already overdue — what
 * settles it on the day itself (and grows each day after).
 */
export interface NextDue {
  date: string;
  centavos: number;
  overdue: boolean;
}

export type ExtensionOffer =
  | {
      available: true;
      /** 1 for the first extension. */
      number: number;
      max: number;
      /** The extension fee the contract names. */
      feeCentavos: number;
      /** What the extension payment also settles: everything owed but principal. */
      settles: { interest: number; fees: number; lateCharge: number };
      payCentavos: number;
      newDueDate: string;
      /** What falls due on the new due date if nothing else is paid. */
      dueOnNewDateCentavos: number;
    }
  | { available: false; reason: 'MAX_EXTENSIONS' | 'TOTAL_COST_CAP' | 'SETTLED'; max: number };

export interface LoanDues {
  day: string;
  withdrawalDate: string;
  /** The current due date, after any extension. */
  dueDate: string;
  /** Days from the withdrawal to the current due date. */
  termDays: number;
  extensions: number;
  settled: boolean;
  settledOn: string | null;
  due: DueState | null;
  /** What settles the loan today: pay in full, before any coupon. */
  today: DueAmounts;
  /** What falls due on the due date if nothing else is paid; null once it passed or settled. */
  onDueDate: DueAmounts | null;
  overdue: {
    since: string;
    days: number;
    perDayCentavos: number;
    /** Every accrual stopped at the total-cost cap (docs/loans.md#caps). */
    capReached: boolean;
  } | null;
  extension: ExtensionOffer;
  /** Repaid so far (what the borrower paid, coupons not counted). */
  paidCentavos: number;
  /** Repaid so far plus what is still to pay on the due date (or today, once overdue). */
  totalRepaymentCentavos: number;
  partlyPaid: boolean;
}

/** The due state of a repaying loan (docs/loans.md#due-states), from Manila dates. */
export function dueState(dueDate: string, today: string): DueState {
  const days = daysBetween(today, dueDate);
  if (days > 0) return { kind: 'expiresIn', days };
  if (days === 0) return { kind: 'dueToday' };
  return { kind: 'overdue', days: -days };
}

const amounts = (b: Balance): DueAmounts => ({
  principal: b.principal,
  interest: b.interest,
  fees: b.fees,
  lateCharge: b.penalty,
  total: b.total,
});

/**
 * What falls due next on a ledger as it stands, seen on `day`: on the due date while it is ahead,
 * else — overdue — what settles the loan that day (it grows each day after). Null once settled.
 */
export function nextDue(ledger: Ledger, day: string): NextDue | null {
  const { dueDate, settled } = accrue(ledger, day);
  if (settled) return null;
  const ahead = daysBetween(day, dueDate) >= 0;
  const date = ahead ? dueDate : day;
  return { date, centavos: balanceOn(ledger, date).total, overdue: !ahead };
}

const repayments = (ledger: Ledger): { entry: PaymentEntry; index: number }[] =>
  ledger.entries.flatMap((entry, index) =>
    entry.kind === 'payment' && entry.paymentKind !== 'disbursement' ? [{ entry, index }] : [],
  );

/**
 * Each repayment with what was due after it: the forecast of the ledger as it stood right after
 * that payment posted (its entries up to the payment's own, in the order they were appended), so
 * a receipt and the loan's history say what the borrower was told, whatever came after. A
 * payment posts dated its quote day, but may post on a later day (a store pays the next day):
 * `postedOn(nth)` names the Manila day the nth repayment posted, and what fell due is seen from
 * the later of the two (docs/loans.md#receipts).
 */
export function repaymentEvents(
  ledger: Ledger,
  postedOn: (nth: number) => string | null = () => null,
): RepaymentEvent[] {
  const opening = openingCount(ledger);
  let from = opening;
  return repayments(ledger).map(({ entry: e, index }, nth) => {
    // What was appended with this payment: after the previous one (or the opening), before it.
    const withIt = ledger.entries.slice(from, index);
    from = index + 1;
    const sum = (kind: string) =>
      withIt.filter((x) => x.kind === kind).reduce((total, x) => total + x.centavos, 0);
    const coupon = withIt
      .filter((x) => x.kind === 'couponDeduction')
      .reduce(
        (c, x) => ({ lateCharge: c.lateCharge + x.lowers.penalty, fees: c.fees + x.lowers.fees }),
        {
          lateCharge: 0,
          fees: 0,
        },
      );
    const posted = postedOn(nth);
    const seen = posted ? laterDay(e.day, posted) : e.day;
    return {
      index,
      day: e.day,
      kind: e.paymentKind as RepaymentEvent['kind'],
      paidCentavos: e.centavos,
      extensionFeeCentavos: e.paymentKind === 'extension' ? sum('extensionFee') : 0,
      coupon,
      next: nextDue({ ...ledger, entries: ledger.entries.slice(0, index + 1) }, seen),
    };
  });
}

function extensionOffer(ledger: Ledger, day: string): ExtensionOffer {
  const max = ledger.terms.product.extension.maxExtensions;
  const q = extensionQuote(ledger, day);
  if (!q.ok) {
    const reason = q.problem === 'TOTAL_COST_CAP' || q.problem === 'SETTLED' ? q.problem : null;
    return { available: false, reason: reason ?? 'MAX_EXTENSIONS', max };
  }
  return {
    available: true,
    number: q.number,
    max,
    feeCentavos: q.feeCentavos,
    settles: { interest: q.balance.interest, fees: q.balance.fees, lateCharge: q.balance.penalty },
    payCentavos: q.payCentavos,
    newDueDate: q.newDueDate,
    dueOnNewDateCentavos: q.disclosure.repaymentAtDueCentavos,
  };
}

/**
 * Every figure a borrower is told about a paid-out loan on the Manila day `day`
 * (docs/loans.md#dues). Pure: the same ledger and day give the same figures.
 */
export function loanDues(ledger: Ledger, day: string): LoanDues {
  const { pricing } = ledger.terms;
  const acc = accrue(ledger, day);
  const today = amounts(balanceOn(ledger, day));
  const paidOnes = repayments(ledger).map(({ entry }) => entry);
  const paid = paidOnes.reduce((sum, e) => sum + e.centavos, 0);
  const daysToDue = daysBetween(day, acc.dueDate);
  // The day of the payment that settled it: the latest repayment's day (a payment posts dated its
  // quote day, so one posted later may carry an earlier day).
  const settledOn = acc.settled
    ? paidOnes.reduce<string | null>(
        (latest, e) => (latest ? laterDay(latest, e.day) : e.day),
        null,
      )
    : null;
  const onDueDate =
    acc.settled || daysToDue < 0
      ? null
      : daysToDue === 0
        ? today
        : amounts(balanceOn(ledger, acc.dueDate));
  const overdue =
    acc.settled || daysToDue >= 0
      ? null
      : {
          since: addDays(acc.dueDate, 1),
          days: -daysToDue,
          perDayCentavos: balanceOn(ledger, addDays(day, 1)).total - today.total,
          capReached: acc.costCentavos >= acc.costCeilingCentavos,
        };
  return {
    day,
    withdrawalDate: pricing.withdrawalDate,
    dueDate: acc.dueDate,
    termDays: daysBetween(pricing.withdrawalDate, acc.dueDate),
    extensions: acc.extensions,
    settled: acc.settled,
    settledOn,
    due: acc.settled ? null : dueState(acc.dueDate, day),
    today,
    onDueDate,
    overdue,
    extension: extensionOffer(ledger, day),
    paidCentavos: paid,
    totalRepaymentCentavos: paid + (acc.settled ? 0 : (onDueDate ?? today).total),
    partlyPaid: paidOnes.some((e) => e.paymentKind === 'part'),
  };
}

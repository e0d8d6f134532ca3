import { describe, expect, it } from 'vitest';
import { DEFAULT_PRODUCTS } from '../pricing/products.ts';
import { priceLoan } from '../pricing/quote.ts';
import { lateChargeEntriesThrough } from './accrual.ts';
import { loanDues, repaymentEvents } from './dues.ts';
import { openLedger } from './open.ts';
import { applyPayment, extensionQuote, fullPaymentQuote } from './payments.ts';
import type { Ledger } from './types.ts';

/*
 * The walk-through's loan (docs/loans.md#dues), worked by hand: 'sulong', ₱5,000 over 14 days,
 * sent 2026-11-29, due 2026-12-13. Interest 0.10 %/day is ₱5.00 a day (₱70.00 for the term); the
 * credit reporting fee 0.2 % (₱10.00) is paid at repayment; the extension fee is 0.8 % (₱40.00).
 */
const sulong = DEFAULT_PRODUCTS.find((p) => p.id === 'sulong')!;
const opened = openLedger(
  sulong,
  priceLoan(sulong, {
    amountCentavos: 500_000,
    termDays: 14,
    withdrawalDate: '2026-11-29',
    couponCentavos: 0,
  }),
);

function extend(ledger: Ledger, day: string): Ledger {
  const q = extensionQuote(ledger, day);
  if (!q.ok) throw new Error(q.problem);
  const r = applyPayment(ledger, day, { kind: 'extension', collectedCentavos: q.payCentavos });
  if (!r.ok) throw new Error(r.problem);
  return r.ledger;
}

function part(ledger: Ledger, day: string, centavos: number): Ledger {
  const r = applyPayment(ledger, day, { kind: 'part', collectedCentavos: centavos });
  if (!r.ok) throw new Error(r.problem);
  return r.ledger;
}

describe('loan dues, the walk-through loan', () => {
  it('on payout day: ₱5,015.00 settles it today, ₱5,080.00 falls due on Dec 13', () => {
    const d = loanDues(opened, '2026-11-29');
    expect(d.today.total).toBe(501_500);
    expect(d.onDueDate).toEqual({
      principal: 500_000,
      interest: 7_000,
      fees: 1_000,
      lateCharge: 0,
      total: 508_000,
    });
    expect(d.dueDate).toBe('2026-12-13');
    expect(d.due).toEqual({ kind: 'expiresIn', days: 14 });
    expect(d.termDays).toBe(14);
    expect(d.totalRepaymentCentavos).toBe(508_000);
    expect(d.overdue).toBeNull();
  });

  it('prices the extension as the contract’s fee plus what it also settles, each apart', () => {
    const d = loanDues(opened, '2026-11-30');
    expect(d.extension).toEqual({
      available: true,
      number: 1,
      max: 3,
      feeCentavos: 4_000,
      // Interest for day 1 and the credit reporting fee: the ₱15 the walk-through saw no line for.
      settles: { interest: 500, fees: 1_000, lateCharge: 0 },
      payCentavos: 5_500,
      newDueDate: '2026-12-21',
      // Principal and the interest of days 2 to 22 (21 days): the statement's ₱5,105.00.
      dueOnNewDateCentavos: 510_500,
    });
  });

  it('after the extension: the new date and amount, the term and the payment with what followed', () => {
    const extended = extend(opened, '2026-11-30');
    const d = loanDues(extended, '2026-11-30');
    expect(d.dueDate).toBe('2026-12-21');
    expect(d.termDays).toBe(22);
    expect(d.extensions).toBe(1);
    expect(d.onDueDate?.total).toBe(510_500);
    expect(d.paidCentavos).toBe(5_500);
    expect(d.totalRepaymentCentavos).toBe(516_000);
    expect(repaymentEvents(extended)).toEqual([
      {
        index: expect.any(Number),
        day: '2026-11-30',
        kind: 'extension',
        paidCentavos: 5_500,
        extensionFeeCentavos: 4_000,
        coupon: { lateCharge: 0, fees: 0 },
        next: { date: '2026-12-21', centavos: 510_500, overdue: false },
      },
    ]);
  });

  it('after a part payment: what remains due and when, kept as it was that day', () => {
    const extended = extend(opened, '2026-11-30');
    const paid = part(extended, '2026-12-05', 100_000);
    const d = loanDues(paid, '2026-12-05');
    // ₱1,000 pays the interest of days 2–6 (₱25.00) first, then ₱975.00 of principal; from
    // Dec 6 interest runs on ₱4,025.00 (₱4.025 a day) for the 16 days to Dec 21.
    expect(d.onDueDate?.principal).toBe(402_500);
    expect(d.onDueDate?.interest).toBe(6_440);
    expect(d.onDueDate?.total).toBe(408_940);
    expect(d.partlyPaid).toBe(true);
    expect(repaymentEvents(paid).map((r) => r.next)).toEqual([
      { date: '2026-12-21', centavos: 510_500, overdue: false },
      { date: '2026-12-21', centavos: 408_940, overdue: false },
    ]);
  });

  it('a payment posted a day after its quote day says what falls due from that day', () => {
    // Quoted on the due date, paid at the store the next day: it posts dated the due date, but the
    // borrower hears it on Dec 14, when the loan is overdue and the late charge runs again.
    const q = applyPayment(opened, '2026-12-13', { kind: 'part', collectedCentavos: 100_000 });
    if (!q.ok) throw new Error(q.problem);
    const [event] = repaymentEvents(q.ledger, () => '2026-12-14');
    // ₱5,080.00 − ₱1,000.00 left at the end of Dec 13; Dec 14 adds 0.10 % of it (₱4.08).
    expect(event!.next).toEqual({ date: '2026-12-14', centavos: 408_408, overdue: true });
    expect(repaymentEvents(q.ledger)[0]!.next).toEqual({
      date: '2026-12-13',
      centavos: 408_000,
      overdue: false,
    });
  });

  it('a coupon and an extension fee are the ones posted with their payment, never the opening', () => {
    // A ₱2,000 loan whose ₱50 loan coupon covered every upfront charge (no disbursement entry),
    // paid in full on payout day without a coupon: the opening's coupon is not the payment's.
    const small = openLedger(
      sulong,
      priceLoan(sulong, {
        amountCentavos: 200_000,
        termDays: 7,
        withdrawalDate: '2026-11-29',
        couponCentavos: 5_000,
      }),
    );
    const full = fullPaymentQuote(small, '2026-11-29');
    const paid = applyPayment(small, '2026-11-29', {
      kind: 'full',
      collectedCentavos: full.payCentavos,
    });
    if (!paid.ok) throw new Error(paid.problem);
    expect(repaymentEvents(paid.ledger)[0]!.coupon).toEqual({ lateCharge: 0, fees: 0 });

    // A cash coupon with a part payment, then with an extension: what each lowered.
    const part = applyPayment(opened, '2026-11-30', {
      kind: 'part',
      collectedCentavos: 10_000,
      couponCentavos: 300,
    });
    if (!part.ok) throw new Error(part.problem);
    const q = extensionQuote(part.ledger, '2026-12-01', 5_000);
    if (!q.ok) throw new Error(q.problem);
    const ext = applyPayment(part.ledger, '2026-12-01', {
      kind: 'extension',
      collectedCentavos: q.payCentavos,
      couponCentavos: 5_000,
    });
    if (!ext.ok) throw new Error(ext.problem);
    const [first, second] = repaymentEvents(ext.ledger);
    // ₱3 off the ₱10 credit reporting fee, whose other ₱7 the ₱100 paid first (then interest and
    // principal). The extension's fee is 0.8 % of the principal left (₱4,912.00: ₱39.30); the ₱50 coupon
    // takes it all, so extending costs the interest to date only.
    expect(first).toMatchObject({ kind: 'part', coupon: { lateCharge: 0, fees: 300 } });
    expect(q.feeCentavos).toBe(3_930);
    expect(second).toMatchObject({
      kind: 'extension',
      extensionFeeCentavos: 3_930,
      coupon: { lateCharge: 0, fees: 3_930 },
    });
    expect(q.payCentavos).toBe(q.balance.interest);
  });

  it('overdue: since when, what settles it today and what each further day adds', () => {
    const day = '2026-12-16';
    const ledger = {
      ...opened,
      entries: [...opened.entries, ...lateChargeEntriesThrough(opened, day)],
    };
    const d = loanDues(ledger, day);
    expect(d.onDueDate).toBeNull();
    expect(d.due).toEqual({ kind: 'overdue', days: 3 });
    // 0.10 % a day of the plan total ₱5,080.00: ₱5.08 a day, ₱15.24 for three days.
    expect(d.today).toEqual({
      principal: 500_000,
      interest: 7_000,
      fees: 1_000,
      lateCharge: 1_524,
      total: 509_524,
    });
    expect(d.overdue).toEqual({
      since: '2026-12-14',
      days: 3,
      perDayCentavos: 508,
      capReached: false,
    });
    expect(fullPaymentQuote(ledger, day).payCentavos).toBe(d.today.total);
  });

  it('settled: nothing due, the settlement day and what was paid', () => {
    const q = fullPaymentQuote(opened, '2026-12-01');
    const r = applyPayment(opened, '2026-12-01', {
      kind: 'full',
      collectedCentavos: q.payCentavos,
    });
    if (!r.ok) throw new Error(r.problem);
    const d = loanDues(r.ledger, '2026-12-20');
    expect(d.settled).toBe(true);
    expect(d.settledOn).toBe('2026-12-01');
    expect(d.due).toBeNull();
    expect(d.onDueDate).toBeNull();
    expect(d.today.total).toBe(0);
    expect(d.extension).toEqual({ available: false, reason: 'SETTLED', max: 3 });
    expect(d.paidCentavos).toBe(q.payCentavos);
    expect(d.totalRepaymentCentavos).toBe(q.payCentavos);
    expect(repaymentEvents(r.ledger).at(-1)?.next).toBeNull();
  });
});

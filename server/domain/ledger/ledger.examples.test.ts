import { describe, expect, it } from 'vitest';
import { DEFAULT_PRODUCTS } from '../pricing/products.ts';
import { lateCharge, priceLoan } from '../pricing/quote.ts';
import { balanceOn } from './balance.ts';
import { accrue, lateChargeEntriesThrough } from './accrual.ts';
import { allocate } from './allocation.ts';
import { openLedger } from './open.ts';
import { applyPayment, extensionQuote, fullPaymentQuote, partPaymentCheck } from './payments.ts';
import type { PaymentRequest } from './payments.ts';
import type { Ledger } from './types.ts';

/*
 * Worked by hand for 'sulong' (docs/loans.md#products): ₱6,500 over 7 days, sent 2026-03-02,
 * due 2026-03-09. Interest 0.10 %/day: 650,000 × 1,000 × 7 / 10^6 = 4,550 (₱45.50). Service fee
 * 1.2 % = ₱78.00 and its 12 % VAT ₱9.36 deducted (₱6,412.64 received); credit reporting fee
 * 0.2 % = ₱13.00 at repayment. Signed total ₱6,500 + ₱45.50 + ₱13.00 = ₱6,558.50.
 */
const sulong = DEFAULT_PRODUCTS.find((p) => p.id === 'sulong')!;
const pricing = priceLoan(sulong, {
  amountCentavos: 650_000,
  termDays: 7,
  withdrawalDate: '2026-03-02',
  couponCentavos: 0,
});

type Ask =
  | { kind: 'full'; couponCentavos?: number }
  | { kind: 'extension' }
  | { kind: 'part'; centavos: number };

/** What the collection would carry: the quote of the day for full and extension. */
function collect(ledger: Ledger, day: string, ask: Ask): PaymentRequest {
  if (ask.kind === 'part') return { kind: 'part', collectedCentavos: ask.centavos };
  if (ask.kind === 'full') {
    const coupon = ask.couponCentavos ?? 0;
    const collected = fullPaymentQuote(ledger, day, coupon).payCentavos;
    return { kind: 'full', collectedCentavos: collected, couponCentavos: coupon };
  }
  const q = extensionQuote(ledger, day);
  return { kind: 'extension', collectedCentavos: q.ok ? q.payCentavos : 0 };
}

function pay(ledger: Ledger, day: string, ask: Ask) {
  const result = applyPayment(ledger, day, collect(ledger, day, ask));
  if (!result.ok) throw new Error(result.problem);
  return result;
}

describe('ledger worked examples (sulong, ₱6,500 over 7 days)', () => {
  const opened = openLedger(sulong, pricing);

  it('opens with the upfront charges paid from the money sent', () => {
    expect(pricing.receivedCentavos).toBe(641_264);
    expect(pricing.totalRepaymentCentavos).toBe(655_850);
    // Day 1 (minimum one day): 650,000 × 0.001 = 650 interest, plus the ₱13.00 fee.
    expect(balanceOn(opened, '2026-03-02')).toEqual({
      principal: 650_000,
      interest: 650,
      fees: 1_300,
      penalty: 0,
      total: 651_950,
    });
  });

  it('paid on the due date costs exactly the signed total', () => {
    const q = fullPaymentQuote(opened, '2026-03-09');
    expect(q.payCentavos).toBe(655_850);
    const r = pay(opened, '2026-03-09', { kind: 'full' });
    expect(r.settled).toBe(true);
    expect(balanceOn(r.ledger, '2026-03-09').total).toBe(0);
    // Nothing runs after settlement.
    expect(balanceOn(r.ledger, '2026-04-30').total).toBe(0);
  });

  it('paid 3 days early: interest for 4 days only (650,000 × 0.001 × 4 = 2,600)', () => {
    // 650,000 + 2,600 + 1,300 = 653,900: ₱6,539.00, ₱19.50 less than on the due date.
    expect(fullPaymentQuote(opened, '2026-03-06').payCentavos).toBe(653_900);
  });

  it('a ₱200 repayment coupon lowers the fees only, never interest or principal', () => {
    // Fees owed ₱13.00, so only 1,300 of the 20,000 applies: 655,850 − 1,300 = 654,550.
    const q = fullPaymentQuote(opened, '2026-03-09', 20_000);
    expect(q.couponDeduction).toEqual({ penalty: 0, fees: 1_300 });
    expect(q.payCentavos).toBe(654_550);
    expect(pay(opened, '2026-03-09', { kind: 'full', couponCentavos: 20_000 }).settled).toBe(true);
  });

  it('extended once on the due date, then paid on the new due date', () => {
    // Fee 0.8 % of 650,000 = 5,200; with interest 4,550 and the fee 1,300: pays 11,050.
    const q = extensionQuote(opened, '2026-03-09');
    if (!q.ok) throw new Error(q.problem);
    expect(q.feeCentavos).toBe(5_200);
    expect(q.payCentavos).toBe(11_050);
    expect(q.newDueDate).toBe('2026-03-17');
    // Renewal: 8 more days' interest 650,000 × 0.001 × 8 = 5,200; finance charge 5,200 + 5,200;
    // EIR = (660,400 / 650,000)^(30/8) − 1 = 6.13 %/month.
    expect(q.disclosure).toMatchObject({
      principalCentavos: 650_000,
      days: 8,
      financeChargeCentavos: 10_400,
      repaymentAtDueCentavos: 655_200,
    });
    expect(q.disclosure.eirPerMonth).toBeCloseTo(0.06133, 4);
    const ext = pay(opened, '2026-03-09', { kind: 'extension' });
    expect(ext.dueDate).toBe('2026-03-17');
    expect(ext.settled).toBe(false);
    expect(balanceOn(ext.ledger, '2026-03-09').total).toBe(650_000);
    // No late charge in the extension's days: on 2026-03-17 principal + 8 days' interest.
    expect(lateChargeEntriesThrough(ext.ledger, '2026-03-17')).toEqual([]);
    const full = pay(ext.ledger, '2026-03-17', { kind: 'full' });
    expect(full.entries.at(-1)).toMatchObject({ centavos: 655_200, paymentKind: 'full' });
    expect(full.settled).toBe(true);
    // Paid in all: 11,050 + 655,200 = 666,250 = signed total + fee 5,200 + interest 5,200.
  });

  it('5 days overdue, then paid: late charges on the plan total', () => {
    // Overdue 2026-03-10 … 03-14. Late charge 655,850 × 0.001 × 5 = 3,279.25 → 3,279 (as
    // pricing's lateCharge); interest stops at the due date (docs/loans.md#overdue): 7 days,
    // 4,550 (it was 12 days, 7,800, before). 650,000 + 4,550 + 1,300 + 3,279 = 659,129: the signed
    // total 655,850 + the late charge 3,279, as the screen shows.
    const day = '2026-03-14';
    // Each day posts the growth of the once-rounded figure: 655.85 → 656, 1,311.70 → 1,312,
    // 1,967.55 → 1,968, 2,623.40 → 2,623, 3,279.25 → 3,279.
    const entries = lateChargeEntriesThrough(opened, day);
    expect(entries.map((e) => e.centavos)).toEqual([656, 656, 656, 655, 656]);
    expect(entries.map((e) => e.day)).toEqual([
      '2026-03-10',
      '2026-03-11',
      '2026-03-12',
      '2026-03-13',
      '2026-03-14',
    ]);
    expect(lateCharge(sulong, pricing, 5)).toBe(3_279);
    expect(balanceOn(opened, day)).toEqual({
      principal: 650_000,
      interest: 4_550,
      fees: 1_300,
      penalty: 3_279,
      total: 659_129,
    });
    // The daily job missed no day, ran twice on 03-12: nothing posted twice.
    const posted = {
      ...opened,
      entries: [...opened.entries, ...lateChargeEntriesThrough(opened, '2026-03-12')],
    };
    expect(lateChargeEntriesThrough(posted, '2026-03-12')).toEqual([]);
    expect(lateChargeEntriesThrough(posted, day).map((e) => e.day)).toEqual([
      '2026-03-13',
      '2026-03-14',
    ]);
    expect(balanceOn(posted, day).total).toBe(659_129);
    expect(balanceOn(posted, day).total).toBe(pricing.totalRepaymentCentavos + 3_279);
    const r = pay(posted, day, { kind: 'full' });
    expect(r.entries.at(-1)).toMatchObject({
      centavos: 659_129,
      allocation: { penalty: 3_279, fees: 1_300, interest: 4_550, principal: 650_000 },
    });
    expect(r.settled).toBe(true);
  });

  it('a part payment, then the rest in full on the due date', () => {
    // 2026-03-05 (day 3): owed 650,000 + 1,950 interest + 1,300 fee. ₱1,000 goes fee 1,300 →
    // interest 1,950 → principal 96,750: principal 553,250 from day 4 on.
    expect(partPaymentCheck(opened, '2026-03-05', 9_999)).toBe('BELOW_MINIMUM');
    expect(partPaymentCheck(opened, '2026-03-05', 700_000)).toBe('ABOVE_BALANCE');
    const part = pay(opened, '2026-03-05', { kind: 'part', centavos: 100_000 });
    expect(part.entries.at(-1)).toMatchObject({
      allocation: { penalty: 0, fees: 1_300, interest: 1_950, principal: 96_750 },
    });
    expect(part.dueDate).toBe('2026-03-09');
    // Days 4–7 on 553,250: 553,250 × 0.001 × 4 = 2,213. 553,250 + 2,213 = 555,463; in all
    // 655,463, ₱3.87 less than the signed total (96,750 × 0.001 × 4 = 387 less interest).
    expect(fullPaymentQuote(part.ledger, '2026-03-09').payCentavos).toBe(555_463);
    // A part payment of the whole balance settles the loan.
    const rest = pay(part.ledger, '2026-03-09', { kind: 'part', centavos: 555_463 });
    expect(rest.settled).toBe(true);
  });

  it('refuses a fourth extension', () => {
    let ledger = opened;
    for (const day of ['2026-03-09', '2026-03-17', '2026-03-25']) {
      ledger = pay(ledger, day, { kind: 'extension' }).ledger;
    }
    expect(extensionQuote(ledger, '2026-04-02')).toEqual({ ok: false, problem: 'MAX_EXTENSIONS' });
  });

  it('full and extension post only the amount of the day’s quote (docs/loans.md#ways-to-pay)', () => {
    // The intent was made on the due date for 655,850; the collection posts the next day, when
    // the balance is 655,850 + 656 late charge: refused, nothing posted.
    expect(
      applyPayment(opened, '2026-03-10', { kind: 'full', collectedCentavos: 655_850 }),
    ).toEqual({ ok: false, problem: 'AMOUNT_MISMATCH' });
    expect(
      applyPayment(opened, '2026-03-09', {
        kind: 'full',
        collectedCentavos: 655_850,
        couponCentavos: 20_000,
      }),
    ).toEqual({ ok: false, problem: 'AMOUNT_MISMATCH' });
    expect(
      applyPayment(opened, '2026-03-09', { kind: 'extension', collectedCentavos: 11_049 }),
    ).toEqual({ ok: false, problem: 'AMOUNT_MISMATCH' });
    const r = applyPayment(opened, '2026-03-10', { kind: 'full', collectedCentavos: 656_506 });
    expect(r.ok && r.settled).toBe(true);
    // A part payment posts what was collected.
    const part = applyPayment(opened, '2026-03-05', { kind: 'part', collectedCentavos: 12_345 });
    expect(part.ok && part.entries.at(-1)).toMatchObject({ centavos: 12_345, paymentKind: 'part' });
  });

  it('refuses unknown kinds and bad amounts with a problem, impossible dates with a RangeError', () => {
    const bad = (request: unknown, day = '2026-03-09') =>
      applyPayment(opened, day, request as PaymentRequest);
    expect(bad({ kind: 'Part', collectedCentavos: 10_000 })).toEqual({
      ok: false,
      problem: 'INVALID_KIND',
    });
    expect(bad({ kind: 'disbursement', collectedCentavos: 10_000 })).toEqual({
      ok: false,
      problem: 'INVALID_KIND',
    });
    for (const couponCentavos of [-1, 1.5]) {
      expect(bad({ kind: 'full', collectedCentavos: 655_850, couponCentavos })).toEqual({
        ok: false,
        problem: 'INVALID_AMOUNT',
      });
    }
    expect(bad({ kind: 'part', collectedCentavos: '10000' })).toEqual({
      ok: false,
      problem: 'INVALID_AMOUNT',
    });
    for (const day of ['2026-02-30', '2026-13-45', '2026-3-9']) {
      expect(() => bad({ kind: 'full', collectedCentavos: 655_850 }, day)).toThrow(RangeError);
      expect(() => balanceOn(opened, day)).toThrow(RangeError);
      expect(() => lateChargeEntriesThrough(opened, day)).toThrow(RangeError);
    }
  });

  it('a payment collected on its day posts after the late-charge job ran ahead', () => {
    // The job posted 03-10 … 03-12 (656 each) before the payment of 03-09 arrived.
    const jobbed = {
      ...opened,
      entries: [...opened.entries, ...lateChargeEntriesThrough(opened, '2026-03-12')],
    };
    const r = pay(jobbed, '2026-03-09', { kind: 'full' });
    expect(r.entries.at(-1)).toMatchObject({ centavos: 655_850, paymentKind: 'full' });
    expect(r.entries.filter((e) => e.kind === 'lateChargeReversal')).toEqual([
      { kind: 'lateChargeReversal', day: '2026-03-10', centavos: 656 },
      { kind: 'lateChargeReversal', day: '2026-03-11', centavos: 656 },
      { kind: 'lateChargeReversal', day: '2026-03-12', centavos: 656 },
    ]);
    expect(r.settled).toBe(true);
    // Nothing charged for days the loan was already paid; the job posts nothing again.
    expect(balanceOn(r.ledger, '2026-03-12').total).toBe(0);
    expect(lateChargeEntriesThrough(r.ledger, '2026-03-20')).toEqual([]);
  });

  it('a back-dated part payment: later late charges reversed, then re-posted on the new balance', () => {
    const jobbed = {
      ...opened,
      entries: [...opened.entries, ...lateChargeEntriesThrough(opened, '2026-03-14')],
    };
    // On 03-11 (2 days overdue) owed 655,850 + 1,312. ₱1,000 goes penalty 1,312 → fees 1,300 →
    // interest 4,550 → principal 92,838: 557,162 owed from 03-12, the new overdue amount.
    const r = pay(jobbed, '2026-03-11', { kind: 'part', centavos: 100_000 });
    expect(r.entries.at(-1)).toMatchObject({
      allocation: { penalty: 1_312, fees: 1_300, interest: 4_550, principal: 92_838 },
    });
    expect(r.entries.filter((e) => e.kind === 'lateChargeReversal').map((e) => e.day)).toEqual([
      '2026-03-12',
      '2026-03-13',
      '2026-03-14',
    ]);
    // Rounded figure 1,312 + 557,162 × 0.001 × n: 1,869.162 → 1,869, 2,426.324 → 2,426,
    // 2,983.486 → 2,983: 557 a day.
    const again = lateChargeEntriesThrough(r.ledger, '2026-03-14');
    expect(again.map((e) => [e.day, e.centavos])).toEqual([
      ['2026-03-12', 557],
      ['2026-03-13', 557],
      ['2026-03-14', 557],
    ]);
    const rejobbed = { ...r.ledger, entries: [...r.ledger.entries, ...again] };
    expect(lateChargeEntriesThrough(rejobbed, '2026-03-14')).toEqual([]);
    expect(balanceOn(rejobbed, '2026-03-14')).toEqual({
      principal: 557_162,
      interest: 0,
      fees: 0,
      penalty: 1_671,
      total: 558_833,
    });
    // The same as if the payment had posted before the job ran past it.
    const inOrder = pay(
      {
        ...opened,
        entries: [...opened.entries, ...lateChargeEntriesThrough(opened, '2026-03-11')],
      },
      '2026-03-11',
      { kind: 'part', centavos: 100_000 },
    ).ledger;
    expect(balanceOn(inOrder, '2026-03-14')).toEqual(balanceOn(rejobbed, '2026-03-14'));
    // A second payment dated before the first is still refused.
    expect(
      applyPayment(rejobbed, '2026-03-10', collect(rejobbed, '2026-03-10', { kind: 'full' })),
    ).toEqual({ ok: false, problem: 'OUT_OF_ORDER' });
  });

  it('entries in any day order give the same figures', () => {
    const p1 = pay(opened, '2026-03-03', { kind: 'part', centavos: 200_000 });
    const p2 = pay(p1.ledger, '2026-03-07', { kind: 'part', centavos: 100_000 });
    const shuffled = { ...opened, entries: [...opened.entries, ...p2.entries, ...p1.entries] };
    expect(balanceOn(shuffled, '2026-03-09')).toEqual(balanceOn(p2.ledger, '2026-03-09'));
    expect(accrue(shuffled, '2026-03-20')).toEqual(accrue(p2.ledger, '2026-03-20'));
  });

  it('two payments computed from one ledger (no row lock) throw instead of going negative', () => {
    const a = pay(opened, '2026-03-05', { kind: 'part', centavos: 600_000 });
    const b = pay(opened, '2026-03-05', { kind: 'part', centavos: 600_000 });
    const both = { ...opened, entries: [...opened.entries, ...a.entries, ...b.entries] };
    expect(() => balanceOn(both, '2026-03-05')).toThrow(RangeError);
    expect(() => accrue(both, '2026-03-05')).toThrow(RangeError);
    expect(() =>
      allocate({ principal: 10, interest: -5, fees: 0, penalty: 0, total: 5 }, 5),
    ).toThrow(RangeError);
  });

  it('only the entries openLedger writes count as the opening', () => {
    // An extension on the withdrawal date: its fee is an event of day 1, not an opening charge.
    const ext = pay(opened, '2026-03-02', { kind: 'extension' });
    expect(ext.dueDate).toBe('2026-03-17');
    expect(accrue(ext.ledger, '2026-03-02').extensions).toBe(1);
    expect(balanceOn(ext.ledger, '2026-03-02').total).toBe(650_000);
    const reordered = { ...opened, entries: [...opened.entries].reverse() };
    expect(() => accrue(reordered, '2026-03-05')).toThrow(RangeError);
    expect(() => openLedger({ ...sulong, dailyInterestPpm: 2_001 }, pricing)).toThrow(RangeError);
    expect(() => openLedger({ ...sulong, lateChargeDailyPpm: 1_667 }, pricing)).toThrow(RangeError);
  });
});

/*
 * A 1-centavo part payment of principal (review finding): 'sulong' at 0.1333 %/day and a 0.5 %
 * upfront fee, ₱11,955 over 7 days. Signed interest 1,195,500 × 0.001333 × 7 = 11,155.21 →
 * 11,155; total 1,195,500 + 11,155 + 2,391 = 1,209,046. On day 6 owed interest 1,195,500 × 6 ×
 * 0.001333 = 9,561.61 → 9,562 and the fee 2,391; paying 11,954 also repays 1 centavo of principal.
 * Day 7 runs on 1,195,499: Σ principal·days 8,368,499 × 0.001333 = 11,155.21 → 11,155 once, so
 * the loan still costs the signed total (rounding each stretch gave 9,562 + 1,594 = 11,156).
 */
describe('interest rounded once over the part payments', () => {
  it('an early part payment never costs a centavo more than the signed total', () => {
    const product = {
      ...sulong,
      id: 'x',
      minAmountCentavos: 100_000,
      maxAmountCentavos: 8_000_000,
      stepCentavos: 100,
      terms: [7, 14],
      dailyInterestPpm: 1_333,
      serviceFee: { ...sulong.serviceFee, ratePpm: 5_000, fixedCentavos: 0, timing: 'upfront' },
    } as typeof sulong;
    const signed = priceLoan(product, {
      amountCentavos: 1_195_500,
      termDays: 7,
      withdrawalDate: '2026-03-02',
      couponCentavos: 0,
    });
    expect(signed.totalRepaymentCentavos).toBe(1_209_046);
    const l0 = openLedger(product, signed);
    const part = pay(l0, '2026-03-08', { kind: 'part', centavos: 11_954 });
    expect(part.entries.at(-1)).toMatchObject({
      allocation: { penalty: 0, fees: 2_391, interest: 9_562, principal: 1 },
    });
    const rest = pay(part.ledger, '2026-03-09', { kind: 'full' });
    expect(rest.entries.at(-1)!.centavos).toBe(1_197_092);
    expect(11_954 + 1_197_092).toBe(1_209_046);
  });
});

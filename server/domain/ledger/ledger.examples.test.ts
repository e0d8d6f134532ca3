import { describe, expect, it } from 'vitest';
import { DEFAULT_PRODUCTS } from '../pricing/products.ts';
import { lateCharge, priceLoan } from '../pricing/quote.ts';
import { balanceOn } from './balance.ts';
import { lateChargeEntriesThrough } from './accrual.ts';
import { openLedger } from './open.ts';
import { applyPayment, extensionQuote, fullPaymentQuote, partPaymentCheck } from './payments.ts';
import type { PaymentRequest } from './payments.ts';
import type { Ledger } from './types.ts';

/*
 * Worked by hand for 'sulong' (docs/loans.md#products): ₱6,500 over 7 days, sent 2026-03-02,
 * due 2026-03-09. Interest 0.10 %/day: 650,000 × 1,000 × 7 / 10^6 = 4,550 (₱45.50). Service fee
 * 1.2 % = ₱78.00 and its 18 % tax ₱14.04 deducted (₱6,407.96 received); credit reporting fee
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
    expect(pricing.receivedCentavos).toBe(640_796);
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
});

import { describe, expect, it } from 'vitest';
import { addDays } from '../../contract/calendar.ts';
import type { IntentView } from '../../contract/loan/repayment.ts';
import { couponOf, messageKindsOf } from './support/disbursement-fixtures.ts';
import { useTestApp } from './support/harness.ts';
import {
  approvedBorrower,
  getLoanHome,
  orderOf,
  postQuote,
  runUntilStatus,
  withdraw,
} from './support/loan-fixtures.ts';
import {
  fullIntent,
  getIntent,
  grantCashCoupon,
  intentOf,
  postIntent,
  pressCheckout,
  receiptsOf,
  repayingLoan,
  repaymentsPosted,
  viewOf,
  withRepaymentCoupon,
} from './support/repayment-fixtures.ts';

/**
 * Paying through the sandbox end to end (docs/loans.md#payment-intents, #settlement): the tester
 * presses a button on the checkout page, the sandbox's job delivers the signed webhook through the
 * app, the payment posts to the ledger with its receipt, and the loan moves on.
 */
const t = useTestApp();

/** Delivers what the sandbox has queued (its webhook job), then reads the intent. */
async function deliver(token: string, intent: IntentView): Promise<IntentView> {
  await t.app.jobs.runDueJobs();
  return getIntent(t.app, token, intent.id);
}

const couponState = async (id: string) =>
  (
    await t.db.query<{ status: string; released: number; usedFor: string | null }>(
      `SELECT status, released_count AS released, used_for::text AS "usedFor"
         FROM coupons WHERE id = $1`,
      [id],
    )
  )[0]!;

describe('pay in full (docs/loans.md#pay-in-full)', () => {
  it('settles the loan with a receipt, grows the quota, and lets the borrower borrow again', async () => {
    const borrower = await approvedBorrower(t);
    const quotaBefore = (await getLoanHome(t.app, borrower.token)).quotaCentavos!;
    const signed = await withdraw(t.app, borrower.token);
    await runUntilStatus(t, borrower.token, signed.id, 'repaying');
    t.clock.advance(3 * 24 * 3600); // three days in, before the due date
    const view = await viewOf(t.app, borrower.token, signed.id);
    const intent = await intentOf(t.app, borrower.token, signed.id, {
      kind: 'full',
      amountCentavos: view.dues.today.totalCentavos,
    });
    await pressCheckout(t.app, intent, 'pay');
    const paid = await deliver(borrower.token, intent);

    expect(paid.status).toBe('succeeded');
    expect(paid.receipt).toMatchObject({
      kind: 'full',
      channel: 'gcash',
      amountCentavos: view.dues.today.totalCentavos,
      next: null,
      settled: true,
      newDueDate: null,
    });
    expect(paid.receipt!.receiptNo).toMatch(/^RC\d{6}[A-Z2-7]{8}$/);
    const a = paid.receipt!.allocation;
    expect(a.penaltyCentavos + a.feesCentavos + a.interestCentavos + a.principalCentavos).toBe(
      view.dues.today.totalCentavos,
    );
    expect(a.principalCentavos).toBe(view.dues.today.principalCentavos);

    const order = await orderOf(t.app, borrower.token, signed.id);
    expect(order).toMatchObject({ status: 'settled', dues: { today: { totalCentavos: 0 } } });
    expect(order.settledOn).toBe(view.dues.day);
    expect(await messageKindsOf(t.db, borrower.customerId)).toEqual(
      expect.arrayContaining(['paymentReceived', 'orderSettled']),
    );
    const home = await getLoanHome(t.app, borrower.token);
    expect(home.blockedBy).toBeNull();
    expect(home.currentOrder).toBeNull();
    expect(home.quotaCentavos).toBeGreaterThan(quotaBefore);
    expect(home.quotaCentavos).toBeLessThanOrEqual(1_000_000);
    expect((await postQuote(t.app, borrower.token)).statusCode).toBe(200);

    // A settled loan takes no more payments.
    const again = await postIntent(t.app, borrower.token, signed.id, {
      kind: 'part',
      amountCentavos: 10_000,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'LOAN_SETTLED' });
  });

  it('reserves a coupon on the intent, releases it once on failure, uses it on success', async () => {
    const loan = await repayingLoan(t);
    const withCoupon = await withRepaymentCoupon(t, loan);
    const { couponId } = withCoupon;

    const first = await fullIntent(t, loan, withCoupon);
    expect(await couponState(couponId)).toMatchObject({ status: 'reserved', released: 0 });
    await pressCheckout(t.app, first, 'fail');
    expect(await deliver(loan.token, first)).toMatchObject({
      status: 'failed',
      failureReason: 'declined',
    });
    expect(await couponState(couponId)).toMatchObject({ status: 'available', released: 1 });
    expect(await messageKindsOf(t.db, loan.customerId)).toContain('paymentFailed');

    const second = await fullIntent(t, loan, withCoupon);
    expect(await couponState(couponId)).toMatchObject({ status: 'reserved', released: 1 });
    await pressCheckout(t.app, second, 'pay');
    const paid = await deliver(loan.token, second);
    expect(paid.receipt).toMatchObject({ couponDeductionCentavos: 500, settled: true });
    expect(await couponState(couponId)).toEqual({
      status: 'used',
      released: 1,
      usedFor: second.id,
    });
  });

  it('invalidates a coupon released a second time', async () => {
    const loan = await repayingLoan(t);
    const withCoupon = await withRepaymentCoupon(t, loan);
    for (const action of ['fail', 'expire']) {
      const intent = await fullIntent(t, loan, withCoupon);
      await pressCheckout(t.app, intent, action);
      await deliver(loan.token, intent);
    }
    expect(await couponState(withCoupon.couponId)).toMatchObject({
      status: 'invalid',
      released: 1,
    });
  });
});

describe('extension and part payment (docs/loans.md#extensions, #part-payment)', () => {
  it('extends before the due date: new due date = due date + 8', async () => {
    const loan = await repayingLoan(t);
    const before = await viewOf(t.app, loan.token, loan.orderId);
    if (!before.dues.extension.available) throw new Error('extension expected');
    const intent = await intentOf(t.app, loan.token, loan.orderId, {
      kind: 'extension',
      amountCentavos: before.dues.extension.payCentavos,
      agreedToDisclosure: true,
    });
    await pressCheckout(t.app, intent, 'pay');
    const paid = await deliver(loan.token, intent);
    const newDue = before.extensionStatement!.newDueDate;
    expect(paid.receipt).toMatchObject({ kind: 'extension', newDueDate: newDue, settled: false });
    // The receipt names what falls due next and when: the statement's figure, not a balance.
    expect(paid.receipt!.next).toEqual({
      date: newDue,
      centavos: before.dues.extension.dueOnNewDateCentavos,
      overdue: false,
    });
    expect(paid.receipt!.extensionFeeCentavos).toBe(before.dues.extension.feeCentavos);
    const order = await orderOf(t.app, loan.token, loan.orderId);
    expect(order).toMatchObject({ status: 'repaying', dueDate: newDue });
    expect(order.history.at(-1)).toMatchObject({
      type: 'payment',
      receiptNo: paid.receipt!.receiptNo,
      payment: { kind: 'extension', next: paid.receipt!.next },
    });
    const after = await viewOf(t.app, loan.token, loan.orderId);
    expect(after.dues.dueDate).toBe(newDue);
    expect(after.dues.onDueDate!.totalCentavos).toBe(before.dues.extension.dueOnNewDateCentavos);
    expect(after.timeline.map((p) => p.kind)).toEqual(['received', 'extended', 'today', 'due']);
    expect(await messageKindsOf(t.db, loan.customerId)).toContain('loanExtended');
    const [agreed] = await t.db.query<{ agreed: boolean; disclosure: { newDueDate: string } }>(
      'SELECT agreed_at IS NOT NULL AS agreed, disclosure FROM payment_intents WHERE id = $1',
      [intent.id],
    );
    expect(agreed).toMatchObject({ agreed: true, disclosure: { newDueDate: newDue } });
  });

  it('extends an overdue loan from today: new due date = today + 8, its late charges paid', async () => {
    const loan = await repayingLoan(t);
    const start = await viewOf(t.app, loan.token, loan.orderId);
    t.clock.advance((7 + 2) * 24 * 3600); // two days past the due date
    const before = await viewOf(t.app, loan.token, loan.orderId);
    expect(before.dues.due).toEqual({ kind: 'overdue', days: 2 });
    expect(before.dues.today.lateChargeCentavos).toBeGreaterThan(0);
    const order = await orderOf(t.app, loan.token, loan.orderId);
    expect(order.dues).toEqual(before.dues);
    if (!before.dues.extension.available) throw new Error('extension expected');
    const intent = await intentOf(t.app, loan.token, loan.orderId, {
      kind: 'extension',
      amountCentavos: before.dues.extension.payCentavos,
      agreedToDisclosure: true,
    });
    await pressCheckout(t.app, intent, 'pay');
    const paid = await deliver(loan.token, intent);
    expect(paid.receipt!.newDueDate).toBe(addDays(before.dues.day, 8));
    expect(paid.receipt!.allocation.penaltyCentavos).toBe(before.dues.today.lateChargeCentavos);
    expect(start.dues.dueDate < paid.receipt!.newDueDate!).toBe(true);
    expect((await orderOf(t.app, loan.token, loan.orderId)).dues!.overdue).toBeNull();
  });

  it('part payment lowers the balance and marks the loan partly paid', async () => {
    const loan = await repayingLoan(t);
    const before = await viewOf(t.app, loan.token, loan.orderId);
    const intent = await intentOf(t.app, loan.token, loan.orderId, {
      kind: 'part',
      amountCentavos: 50_000,
      channel: 'qrph',
    });
    await pressCheckout(t.app, intent, 'pay');
    const paid = await deliver(loan.token, intent);
    expect(paid.receipt).toMatchObject({
      kind: 'part',
      amountCentavos: 50_000,
      settled: false,
    });
    const after = await viewOf(t.app, loan.token, loan.orderId);
    // What falls due next: on the unchanged due date, less what the payment took.
    expect(paid.receipt!.next).toEqual({
      date: before.dues.dueDate,
      centavos: after.dues.onDueDate!.totalCentavos,
      overdue: false,
    });
    // Interest from tomorrow runs on less principal: never more than ₱500 less is due.
    expect(after.dues.onDueDate!.totalCentavos).toBeLessThanOrEqual(
      before.dues.onDueDate!.totalCentavos - 50_000,
    );
    expect(after.dues.partlyPaid).toBe(true);
    expect(after.dues.today.totalCentavos).toBe(before.dues.today.totalCentavos - 50_000);
    expect((await orderOf(t.app, loan.token, loan.orderId)).dues).toEqual(after.dues);
    expect(await repaymentsPosted(t.db, loan.orderId)).toBe(1);
    expect(await receiptsOf(t.db, loan.orderId)).toBe(1);
  });

  it('a part payment with a cash coupon: the coupon lowers the charges, the money the rest', async () => {
    const loan = await repayingLoan(t);
    const couponId = await grantCashCoupon(t, loan, 5_000);
    const before = await viewOf(t.app, loan.token, loan.orderId);
    const lowers = before.coupons.find((c) => c.id === couponId)!.part!.lowersCentavos;
    const intent = await intentOf(t.app, loan.token, loan.orderId, {
      kind: 'part',
      amountCentavos: 50_000,
      couponId,
    });
    await pressCheckout(t.app, intent, 'pay');
    const paid = await deliver(loan.token, intent);
    expect(paid.receipt).toMatchObject({
      kind: 'part',
      amountCentavos: 50_000,
      couponDeductionCentavos: lowers,
      settled: false,
    });
    const after = await viewOf(t.app, loan.token, loan.orderId);
    expect(after.dues.today.totalCentavos).toBe(before.dues.today.totalCentavos - 50_000 - lowers);
    expect(await couponOf(t.db, couponId)).toMatchObject({ status: 'used' });
  });

  it('an extension then a part payment: the history pairs each receipt with its payment', async () => {
    const loan = await repayingLoan(t);
    const before = await viewOf(t.app, loan.token, loan.orderId);
    if (!before.dues.extension.available) throw new Error('extension expected');
    const extension = await intentOf(t.app, loan.token, loan.orderId, {
      kind: 'extension',
      amountCentavos: before.dues.extension.payCentavos,
      agreedToDisclosure: true,
    });
    await pressCheckout(t.app, extension, 'pay');
    const extended = await deliver(loan.token, extension);
    t.clock.advance(2 * 24 * 3600);
    const part = await intentOf(t.app, loan.token, loan.orderId, {
      kind: 'part',
      amountCentavos: 30_000,
    });
    await pressCheckout(t.app, part, 'pay');
    const partPaid = await deliver(loan.token, part);
    const order = await orderOf(t.app, loan.token, loan.orderId);
    const payments = order.history.filter((e) => e.type === 'payment');
    expect(payments).toEqual([
      {
        type: 'payment',
        at: extended.receipt!.paidAt,
        receiptNo: extended.receipt!.receiptNo,
        payment: expect.objectContaining({
          kind: 'extension',
          paidCentavos: before.dues.extension.payCentavos,
          extensionFeeCentavos: before.dues.extension.feeCentavos,
          next: extended.receipt!.next,
        }),
      },
      {
        type: 'payment',
        at: partPaid.receipt!.paidAt,
        receiptNo: partPaid.receipt!.receiptNo,
        payment: expect.objectContaining({ kind: 'part', next: partPaid.receipt!.next }),
      },
    ]);
    // What fell due after the part payment: on the extended due date, what the loan now says.
    expect(partPaid.receipt!.next).toEqual({
      date: order.dues!.dueDate,
      centavos: order.dues!.onDueDate!.totalCentavos,
      overdue: false,
    });
  });

  it('a payment the store takes the day after its quote day says what falls due from that day', async () => {
    const loan = await repayingLoan(t);
    const { dues } = await viewOf(t.app, loan.token, loan.orderId);
    // The due date: a part payment at 7-Eleven, paid at the store the next day.
    t.clock.set(`${dues.dueDate}T10:00:00+08:00`);
    const intent = await intentOf(t.app, loan.token, loan.orderId, {
      kind: 'part',
      amountCentavos: 50_000,
      channel: 'sevenEleven',
    });
    t.clock.set(`${addDays(dues.dueDate, 1)}T10:00:00+08:00`);
    await t.app.jobs.runDueJobs();
    await t.app.services.sandboxCheckout.payReference(intent.otcReference!);
    const paid = await deliver(loan.token, intent);
    const after = await viewOf(t.app, loan.token, loan.orderId);
    // Overdue now: what settles it on the day it was paid, not on the past due date.
    expect(paid.receipt!.next).toEqual({
      date: addDays(dues.dueDate, 1),
      centavos: after.dues.today.totalCentavos,
      overdue: true,
    });
    const [message] = await t.db.query<{ params: Record<string, unknown> }>(
      `SELECT params FROM messages WHERE customer_id = $1 AND kind = 'paymentReceived'`,
      [loan.customerId],
    );
    expect(message!.params).toMatchObject({
      nextDueDate: addDays(dues.dueDate, 1),
      nextDueCentavos: after.dues.today.totalCentavos,
      nextOverdue: true,
      // Each further day still adds a late charge: the message says so.
      nextGrows: true,
    });
  });

  it('an extension with a cash coupon: the statement stored is the one shown, the receipt adds up', async () => {
    const loan = await repayingLoan(t);
    const couponId = await grantCashCoupon(t, loan, 2_000);
    const view = await viewOf(t.app, loan.token, loan.orderId);
    const offer = view.coupons.find((c) => c.id === couponId)!.extension!;
    const intent = await intentOf(t.app, loan.token, loan.orderId, {
      kind: 'extension',
      amountCentavos: offer.payCentavos,
      agreedToDisclosure: true,
      couponId,
    });
    const [stored] = await t.db.query<{ disclosure: unknown }>(
      'SELECT disclosure FROM payment_intents WHERE id = $1',
      [intent.id],
    );
    expect(stored!.disclosure).toEqual(offer.statement);
    // Today plus later is what the statement says altogether.
    expect(offer.statement.totalCentavos).toBe(
      offer.payCentavos + offer.statement.repaymentAtDueCentavos,
    );
    await pressCheckout(t.app, intent, 'pay');
    const { receipt } = await deliver(loan.token, intent);
    const a = receipt!.allocation;
    const c = receipt!.couponLowers!;
    expect(c.lateChargeCentavos + c.feesCentavos).toBe(receipt!.couponDeductionCentavos);
    // What the money and the coupon settled: the fee, the other fees, interest — their sum.
    const otherFees = a.feesCentavos + c.feesCentavos - receipt!.extensionFeeCentavos;
    expect(otherFees).toBeGreaterThanOrEqual(0);
    expect(
      receipt!.extensionFeeCentavos +
        otherFees +
        a.penaltyCentavos +
        c.lateChargeCentavos +
        a.interestCentavos +
        a.principalCentavos,
    ).toBe(receipt!.amountCentavos + receipt!.couponDeductionCentavos);
  });

  it('an over-the-counter reference paid later by the store posts on the quote day', async () => {
    const loan = await repayingLoan(t);
    const view = await viewOf(t.app, loan.token, loan.orderId);
    const intent = await fullIntent(t, loan, { channel: 'sevenEleven' });
    expect(intent.otcReference).toMatch(/^\d{12}$/);
    t.clock.advance(20 * 3600); // the next Manila day, before 23:59:59
    await t.app.services.sandboxCheckout.payReference(intent.otcReference!);
    const paid = await deliver(loan.token, intent);
    expect(paid.status).toBe('succeeded');
    expect(paid.receipt).toMatchObject({
      amountCentavos: view.dues.today.totalCentavos,
      settled: true,
    });
    const days = await t.db.query<{ day: string }>(
      `SELECT day::text AS day FROM ledger_entries WHERE order_id = $1 AND intent_id = $2
         AND kind = 'payment'`,
      [loan.orderId, intent.id],
    );
    expect(days).toEqual([{ day: view.dues.day }]);
  });
});

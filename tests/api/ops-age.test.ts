import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, manilaDate } from '../../contract/calendar.ts';
import { lateCharge } from '../../server/domain/pricing/quote.ts';
import { runOps } from '../../scripts/ops.ts';
import { PRODUCT, insertSignedOrder, orderState } from './support/disbursement-fixtures.ts';
import { TestClock, createTestApp, sharedDb, testConfig } from './support/harness.ts';
import type { TestApp } from './support/harness.ts';
import { staffWithKey } from './support/desk-staff.ts';
import { ledgerRows, repayingLoan, runHandler } from './support/repayment-days.ts';

/**
 * `npm run ops -- age <orderNo> <days>` (docs/loans.md#sandbox-loan-clock) through the sandbox's
 * endpoint: every date of a repaying loan moves back, amounts never, and the late charges of the
 * days now overdue appear at once.
 */
const db = sharedDb();
const clock = new TestClock();
let t: TestApp;

beforeAll(async () => {
  await db.open();
  t = await createTestApp({ db: db.get(), clock });
  KEY = (await staffWithKey(t, ['reviewer'])).key;
});
/** Any staff member's key: the sandbox's tools need a person behind them, whatever their roles. */
let KEY = '';
afterAll(async () => {
  await t.app.close();
  await db.close();
});

const age = (app: TestApp['app'], orderNo: string, days: unknown) =>
  app.inject({
    method: 'POST',
    url: `/api/desk/sandbox/orders/${encodeURIComponent(orderNo)}/age`,
    headers: { authorization: `Bearer ${KEY}` },
    payload: { days },
  });

describe('POST /api/desk/sandbox/orders/:orderNo/age', () => {
  it('moves a loan past its due date: overdue days and their late charges appear at once', async () => {
    const loan = await repayingLoan(t);
    // Today's run opens the ledger (docs/loans.md#ledger), so its entries exist to be moved.
    await runHandler(t, t.app.services.loanDays.runLoanDay, { day: manilaDate(clock.now()) });
    const before = await orderState(db.get(), loan.orderId);
    const amounts = await ledgerRows(db.get(), loan.orderId);
    expect(amounts.length).toBeGreaterThan(0);

    const response = await age(t.app, loan.orderNo, 10); // a 7-day loan: 3 days overdue
    expect(response.statusCode).toBe(200);
    const pricing = (await orderState(db.get(), loan.orderId)).pricing;
    const late3 = lateCharge(PRODUCT, pricing, 3);
    expect(late3).toBeGreaterThan(0);
    expect(response.json()).toEqual({
      orderNo: loan.orderNo,
      days: 10,
      withdrawalDate: addDays(before.withdrawalDate!, -10),
      dueDate: addDays(before.dueDate!, -10),
      overdueDays: 3,
      lateChargesPosted: 3,
      lateChargeCentavos: late3,
      owedCentavos: pricing.totalRepaymentCentavos + late3,
    });

    const after = await orderState(db.get(), loan.orderId);
    expect(after).toMatchObject({
      status: 'repaying',
      withdrawalDate: addDays(before.withdrawalDate!, -10),
      dueDate: addDays(before.dueDate!, -10),
      disbursedAt: new Date(before.disbursedAt!.getTime() - 10 * 86_400_000),
    });
    expect(after.pricing.withdrawalDate).toBe(after.withdrawalDate);
    expect(after.pricing.dueDate).toBe(after.dueDate);
    expect(after.pricing.plan.map((row) => row.dueDate)).toEqual(
      before.pricing.plan.map((row) => addDays(row.dueDate, -10)),
    );
    // Amounts never change: same figures, the opening entries ten days earlier.
    expect(after.pricing.totalRepaymentCentavos).toBe(before.pricing.totalRepaymentCentavos);
    const rows = await ledgerRows(db.get(), loan.orderId);
    expect(rows.slice(0, amounts.length)).toEqual(
      amounts.map((r) => ({ ...r, day: addDays(r.day, -10) })),
    );
    const today = manilaDate(clock.now());
    expect(rows.filter((r) => r.kind === 'lateCharge').map((r) => r.day)).toEqual([
      addDays(today, -2),
      addDays(today, -1),
      today,
    ]);

    // Today's loan-day run finds nothing left to post.
    await runHandler(t, t.app.services.loanDays.runLoanDay, { day: today });
    expect((await ledgerRows(db.get(), loan.orderId, ['lateCharge'])).length).toBe(3);
  });

  it('ages a loan that already has late charges: they move with it, the new days post once', async () => {
    const loan = await repayingLoan(t);
    expect((await age(t.app, loan.orderNo, 9)).json()).toMatchObject({
      overdueDays: 2,
      lateChargesPosted: 2,
    });
    const response = await age(t.app, loan.orderNo, 3);
    expect(response.statusCode).toBe(200);
    const pricing = (await orderState(db.get(), loan.orderId)).pricing;
    expect(response.json()).toMatchObject({
      overdueDays: 5,
      lateChargesPosted: 3,
      lateChargeCentavos: lateCharge(PRODUCT, pricing, 5),
    });
    const today = manilaDate(clock.now());
    const charges = await ledgerRows(db.get(), loan.orderId, ['lateCharge']);
    expect(charges.map((r) => r.day)).toEqual([4, 3, 2, 1, 0].map((n) => addDays(today, -n)));
    expect(charges.reduce((sum, r) => sum + r.centavos, 0)).toBe(lateCharge(PRODUCT, pricing, 5));
  });

  it('refuses while a payment is in progress, and changes nothing', async () => {
    const loan = await repayingLoan(t);
    const before = await orderState(db.get(), loan.orderId);
    await db.get().query(
      `INSERT INTO payment_intents (id, order_id, customer_id, kind, amount_centavos, quote_day,
                                    channel, language, idempotency_key, provider, status,
                                    expires_at, created_at, updated_at)
       VALUES ($1, $2, $3, 'full', 100000, $4, 'gcash', 'en', $5, 'sandbox', 'pending',
               $6, $7, $7)`,
      [
        randomUUID(),
        loan.orderId,
        loan.customerId,
        manilaDate(clock.now()),
        randomUUID(),
        new Date(clock.now().getTime() + 3_600_000),
        clock.now(),
      ],
    );
    const response = await age(t.app, loan.orderNo, 10);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'PAYMENT_IN_PROGRESS' });
    expect(await orderState(db.get(), loan.orderId)).toEqual(before);
    expect(await ledgerRows(db.get(), loan.orderId, ['lateCharge'])).toEqual([]);
  });

  it('refuses orders that are not repaying, unknown orders and bad days', async () => {
    const requested = await insertSignedOrder(t);
    expect((await age(t.app, requested.orderNo, 3)).json()).toMatchObject({
      code: 'ORDER_IN_PROGRESS',
    });
    await t.app.services.disbursement.cancelOrder({
      orderNo: requested.orderNo,
      at: clock.now(),
      actor: 'operator',
      reason: 'customerRequest',
    });
    expect((await age(t.app, requested.orderNo, 3)).json()).toMatchObject({
      code: 'LOAN_CANCELLED',
    });
    const settled = await repayingLoan(t);
    await db
      .get()
      .query(`UPDATE orders SET status = 'settled', settled_at = $2 WHERE id = $1`, [
        settled.orderId,
        clock.now(),
      ]);
    expect((await age(t.app, settled.orderNo, 3)).json()).toMatchObject({ code: 'LOAN_SETTLED' });
    const unknown = await age(t.app, 'SC000000NOSUCH', 3);
    expect(unknown.statusCode).toBe(404);
    const loan = await repayingLoan(t);
    for (const days of [0, -1, 367, 1.5, 'x']) {
      const response = await age(t.app, loan.orderNo, days);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
  });

  it('does not exist without SANDBOX_ENABLED', async () => {
    const loan = await repayingLoan(t);
    const config = { ...testConfig(), sandboxEnabled: false };
    // A live deployment's SMS gateway; nothing is sent here.
    const sms = { name: 'semaphore' as const, sendOtp: async () => {}, sendText: async () => {} };
    const live = await createTestApp({ db: db.get(), clock, config, sms });
    try {
      const response = await age(live.app, loan.orderNo, 10);
      // The key is a live staff member's on this database too: the route itself is missing.
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
      expect((await orderState(db.get(), loan.orderId)).status).toBe('repaying');
      expect(await ledgerRows(db.get(), loan.orderId, ['lateCharge'])).toEqual([]);
    } finally {
      await live.app.close();
    }
  });
});

describe('npm run ops -- age', () => {
  it('needs a whole number of days after the order number', async () => {
    for (const args of [
      ['age', 'SC1'],
      ['age', 'SC1', 'x'],
      ['age', 'SC1', '3', '4'],
      ['cancel', 'SC1', '3'],
    ]) {
      expect(await runOps(args, {})).toMatchObject({
        exitCode: 2,
        output: expect.stringContaining('age <orderNo> <days>'),
      });
    }
  });

  it('is refused before any request where the sandbox is off', async () => {
    expect(
      await runOps(['age', 'SC1', '3'], { SANDBOX_ENABLED: 'false', SEMAPHORE_API_KEY: 'k' }),
    ).toEqual({
      exitCode: 1,
      output: 'FORBIDDEN: age is a sandbox tool: SANDBOX_ENABLED is off',
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../contract/calendar.ts';
import type { Pricing } from '../../contract/loan/api.ts';
import { balanceOn } from '../../server/domain/ledger/balance.ts';
import { applyPayment, fullPaymentQuote } from '../../server/domain/ledger/payments.ts';
import { manilaTime } from '../../server/domain/loan-days.ts';
import { lateCharge } from '../../server/domain/pricing/quote.ts';
import { appendLedgerEntries } from '../../server/repositories/ledger.ts';
import { lockRepaymentOrder } from '../../server/repositories/repayment-orders.ts';
import { loanDayJob } from '../../server/services/repayment/daily-jobs.ts';
import { loadLedger } from '../../server/services/repayment/ledger-store.ts';
import { PRODUCT, orderState } from './support/disbursement-fixtures.ts';
import { TestClock, createTestApp, sharedDb } from './support/harness.ts';
import type { TestApp } from './support/harness.ts';
import { ledgerRows, repayingLoan, runHandler } from './support/repayment-days.ts';

/**
 * The loan-day job (docs/loans.md#overdue): late charges posted at the start of each Manila day,
 * once per loan and day, whatever the number of runs or instances, and missed days caught up.
 * Two apps over one database play two server processes sharing one clock.
 */
const db = sharedDb();
const clock = new TestClock();
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  await db.open();
  a = await createTestApp({ db: db.get(), clock });
  b = await createTestApp({ db: db.get(), clock });
});
afterAll(async () => {
  await a.app.close();
  await b.app.close();
  await db.close();
});

/** Just after 00:00 Manila of `day`, when the day's job is due. */
const startOf = (day: string) => clock.set(new Date(manilaTime(day, 0).getTime() + 30_000));

const lateCharges = (orderId: string) => ledgerRows(db.get(), orderId, ['lateCharge']);
const pricingOf = async (orderId: string): Promise<Pricing> =>
  (await orderState(db.get(), orderId)).pricing;

describe('loan-day job', () => {
  it('posts one late charge for a day, however many runs and instances', async () => {
    const loan = await repayingLoan(a);
    const pricing = await pricingOf(loan.orderId);
    const overdue1 = addDays(pricing.dueDate, 1);

    startOf(pricing.dueDate);
    await a.app.services.loanDays.scheduleToday();
    await b.app.services.loanDays.scheduleToday();
    await Promise.all([a.app.jobs.runDueJobs(), b.app.jobs.runDueJobs()]);
    expect(await lateCharges(loan.orderId)).toEqual([]); // due today: nothing late yet

    startOf(overdue1);
    await a.app.services.loanDays.scheduleToday();
    await b.app.services.loanDays.scheduleToday();
    const jobs = await db
      .get()
      .query(`SELECT 1 FROM jobs WHERE kind = 'loan-day' AND dedupe_key = $1`, [
        `loan-day:${overdue1}`,
      ]);
    expect(jobs).toHaveLength(1);
    await Promise.all([a.app.jobs.runDueJobs(), b.app.jobs.runDueJobs()]);
    // A rerun of the same day (a retry after a crash, a second instance) posts nothing more.
    await runHandler(a, a.app.services.loanDays.runLoanDay, { day: overdue1 });
    await runHandler(b, b.app.services.loanDays.runLoanDay, { day: overdue1 });
    clock.advance(6 * 3600);
    await runHandler(a, a.app.services.loanDays.runLoanDay, { day: overdue1 });

    expect(await lateCharges(loan.orderId)).toEqual([
      { kind: 'lateCharge', day: overdue1, centavos: lateCharge(PRODUCT, pricing, 1) },
    ]);
    expect(lateCharge(PRODUCT, pricing, 1)).toBeGreaterThan(0);
  });

  it('enqueues the next day from each run, so the days chain without the app restarting', async () => {
    const loan = await repayingLoan(a);
    const pricing = await pricingOf(loan.orderId);
    startOf(addDays(pricing.dueDate, 1));
    await a.app.services.loanDays.scheduleToday();
    await a.app.jobs.runDueJobs();
    for (let n = 2; n <= 3; n++) {
      startOf(addDays(pricing.dueDate, n));
      await a.app.jobs.runDueJobs(); // only the job the previous run enqueued
    }
    const charges = await lateCharges(loan.orderId);
    expect(charges.map((c) => c.day)).toEqual([1, 2, 3].map((n) => addDays(pricing.dueDate, n)));
    expect(charges.reduce((sum, c) => sum + c.centavos, 0)).toBe(lateCharge(PRODUCT, pricing, 3));
  });

  it('catches up missed days exactly once each (server down for 3 days)', async () => {
    const loan = await repayingLoan(a);
    const pricing = await pricingOf(loan.orderId);
    const day = (n: number) => addDays(pricing.dueDate, n);
    startOf(day(1));
    await a.app.jobs.enqueue(db.get(), loanDayJob(day(1)));
    await a.app.jobs.runDueJobs();
    expect(await lateCharges(loan.orderId)).toHaveLength(1);

    // No run on days 2, 3 and 4 (server down); the day-2 job, due since, runs once on day 4.
    startOf(day(4));
    clock.advance(5 * 3600);
    expect(await a.app.jobs.runDueJobs()).toMatchObject({ failed: 0 });
    const charges = await lateCharges(loan.orderId);
    expect(charges.map((c) => c.day)).toEqual([day(1), day(2), day(3), day(4)]);
    expect(charges.reduce((sum, c) => sum + c.centavos, 0)).toBe(lateCharge(PRODUCT, pricing, 4));

    // Then today's run, both instances and a retry post nothing more.
    await a.app.services.loanDays.scheduleToday();
    await Promise.all([a.app.jobs.runDueJobs(), b.app.jobs.runDueJobs()]);
    await runHandler(a, a.app.services.loanDays.runLoanDay, { day: day(4) });
    expect(await lateCharges(loan.orderId)).toEqual(charges);
    // The late run scheduled tomorrow, not the days it already covered.
    const keys = (
      await db
        .get()
        .query<{ key: string }>(`SELECT dedupe_key AS key FROM jobs WHERE kind = 'loan-day'`)
    ).map((j) => j.key);
    expect(keys).toContain(`loan-day:${day(5)}`);
    expect(keys).not.toContain(`loan-day:${day(3)}`);
  });

  it('a loan paid after late charges were posted still balances, and accrues nothing more', async () => {
    const loan = await repayingLoan(a);
    const pricing = await pricingOf(loan.orderId);
    const day = (n: number) => addDays(pricing.dueDate, n);
    for (const n of [1, 2]) {
      startOf(day(n));
      await runHandler(a, a.app.services.loanDays.runLoanDay, { day: day(n) });
    }
    expect(await lateCharges(loan.orderId)).toHaveLength(2);

    // Paid on day 2 for the amount quoted on day 1 (an intent created the day before,
    // docs/loans.md#ledger-conventions): day 2's late charge is reversed.
    clock.advance(10 * 3600);
    const paid = await db.get().transaction(async (tx) => {
      const locked = (await lockRepaymentOrder(tx, { id: loan.orderId }))!;
      const ledger = await loadLedger(tx, locked, clock.now());
      const pay = fullPaymentQuote(ledger, day(1)).payCentavos;
      const result = applyPayment(ledger, day(1), { kind: 'full', collectedCentavos: pay });
      if (!result.ok) throw new Error(result.problem);
      await appendLedgerEntries(tx, {
        orderId: loan.orderId,
        entries: result.entries,
        at: clock.now(),
      });
      return { pay, settled: result.settled };
    });
    expect(paid).toEqual({
      pay: pricing.totalRepaymentCentavos + lateCharge(PRODUCT, pricing, 1),
      settled: true,
    });

    for (const n of [3, 4]) {
      startOf(day(n));
      await runHandler(a, a.app.services.loanDays.runLoanDay, { day: day(n) });
    }
    const rows = await ledgerRows(db.get(), loan.orderId);
    expect(rows.filter((r) => r.kind === 'lateCharge').map((r) => r.day)).toEqual([day(1), day(2)]);
    expect(rows.filter((r) => r.kind === 'lateChargeReversal').map((r) => r.day)).toEqual([day(2)]);
    const ledger = await db.get().transaction(async (tx) => {
      const locked = (await lockRepaymentOrder(tx, { id: loan.orderId }))!;
      return loadLedger(tx, locked, clock.now());
    });
    expect(balanceOn(ledger, day(4))).toMatchObject({ total: 0, penalty: 0, principal: 0 });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOrderById } from '../../server/repositories/orders.ts';
import { findPayout } from '../../server/repositories/payouts.ts';
import { insertSignedOrder, payoutsOf } from './support/disbursement-fixtures.ts';
import { TestClock, createTestApp, sharedDb } from './support/harness.ts';
import type { TestApp } from './support/harness.ts';

/** Money is bigint centavos; both database adapters read bigint as an integer number (int8.ts). */
const db = sharedDb();
const clock = new TestClock();
let t: TestApp;

beforeAll(async () => {
  await db.open();
  t = await createTestApp({ db: db.get(), clock });
});
afterAll(async () => {
  await t.app.close();
  await db.close();
});

describe('bigint money columns', () => {
  it('round-trip as integer numbers through the repositories', async () => {
    const signed = await insertSignedOrder(t, { couponCentavos: 5000 });
    const order = (await findOrderById(db.get(), signed.orderId))!;
    for (const value of [
      order.amountCentavos,
      order.receivedCentavos,
      order.totalRepaymentCentavos,
    ]) {
      expect(typeof value).toBe('number');
      expect(Number.isSafeInteger(value)).toBe(true);
    }
    expect(order.amountCentavos).toBe(order.pricing.amountCentavos);
    expect(order.receivedCentavos).toBe(order.pricing.receivedCentavos);
    expect(order.totalRepaymentCentavos).toBe(order.pricing.totalRepaymentCentavos);

    await t.app.jobs.runDueJobs();
    const [attempt] = await payoutsOf(db.get(), signed.orderId);
    const payout = (await findPayout(db.get(), attempt!.id))!;
    expect(payout.amountCentavos).toBe(order.receivedCentavos);
  });

  it('reads the largest exact value back as it was written, and refuses a larger one', async () => {
    const [row] = await db
      .get()
      .query<{ v: unknown }>('SELECT $1::bigint AS v', [Number.MAX_SAFE_INTEGER]);
    expect(row!.v).toBe(Number.MAX_SAFE_INTEGER);
    await expect(db.get().query('SELECT 9007199254740993::bigint AS v')).rejects.toThrow(
      RangeError,
    );
  });
});

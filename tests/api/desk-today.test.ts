import { beforeAll, describe, expect, it } from 'vitest';
import type { Today } from '../../contract/desk/today.ts';
import { randomUUID } from 'node:crypto';
import { staffWithKey } from './support/desk-staff.ts';
import { newPhone, useTestApp } from './support/harness.ts';
import { completeProfile, submit } from './support/profile-fixtures.ts';
import { bearer, signIn } from './support/sign-in.ts';
import {
  fullIntent,
  getIntent,
  pressCheckout,
  repayingLoan,
  viewOf,
} from './support/repayment-fixtures.ts';

/*
 * The desk's today page (docs/desk.md#today): counts and sums over Manila's day, for every signed-in
 * staff member, whatever their roles. Measured as what changes when the business moves.
 */
const t = useTestApp();
let finance = '';
let collections = '';

beforeAll(async () => {
  finance = (await staffWithKey(t, ['finance'])).key;
  collections = (await staffWithKey(t, ['collections'])).key;
});

async function today(key = finance): Promise<Today> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/desk/today',
    headers: { authorization: `Bearer ${key}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Today>();
}

describe('GET /api/desk/today', () => {
  it("counts today's payouts, payments, loans due and overdue", async () => {
    const before = await today();
    expect(before.day).toBe('2026-03-10');

    const paid = await repayingLoan(t);
    const [payout] = await t.db.query<{ centavos: string }>(
      `SELECT amount_centavos::text AS centavos FROM payouts WHERE order_id = $1 AND status = 'paid'`,
      [paid.orderId],
    );
    const due = await repayingLoan(t);
    const late = await repayingLoan(t);
    // A 7-day loan: moved back 7 days it falls due today, 9 days and it is 2 days overdue.
    await t.app.services.loanDays.ageLoan({ orderNo: due.orderNo, days: 7 });
    await t.app.services.loanDays.ageLoan({ orderNo: late.orderNo, days: 9 });

    const owed = (await viewOf(t.app, paid.token, paid.orderId)).dues.today.totalCentavos;
    const intent = await fullIntent(t, paid);
    await pressCheckout(t.app, intent, 'pay');
    await t.app.jobs.runDueJobs();
    expect((await getIntent(t.app, paid.token, intent.id)).status).toBe('succeeded');

    const after = await today();
    expect(after.payoutsPaid! - before.payoutsPaid!).toBe(3);
    expect(after.paidOutCentavos! - before.paidOutCentavos!).toBe(3 * Number(payout!.centavos));
    expect(after.paymentsPosted! - before.paymentsPosted!).toBe(1);
    expect(after.collectedCentavos! - before.collectedCentavos!).toBe(owed);
    expect(after.dueToday - before.dueToday).toBe(1);
    expect(after.overdue - before.overdue).toBe(1);
  });

  it("shows the money figures to finance only: collections reads the loans' counts", async () => {
    const seen = await today(collections);
    expect(seen).toMatchObject({
      paidOutCentavos: null,
      payoutsPaid: null,
      collectedCentavos: null,
      paymentsPosted: null,
    });
    expect(seen.overdue).toBe((await today()).overdue);
  });

  it('moves to the next Manila day at midnight there, not UTC', async () => {
    const [row] = await t.db.query<{ n: string }>(
      `SELECT count(*)::text AS n FROM payouts WHERE status = 'paid'`,
    );
    expect(Number(row!.n)).toBeGreaterThan(0);
    // 2026-03-10T16:00Z is midnight in Manila: the payouts of the 10th are yesterday's.
    t.clock.set(new Date('2026-03-10T16:00:00.000Z'));
    const next = await today();
    expect(next.day).toBe('2026-03-11');
    expect(next.payoutsPaid).toBe(0);
    expect(next.paidOutCentavos).toBe(0);
  });

  it('counts applications waiting with the oldest, and tickets past their 30-day target', async () => {
    const before = await today();
    const applicant = await signIn(t.app, newPhone());
    await completeProfile(t.app, applicant.token);
    const submittedAt = t.clock.now().toISOString();
    expect((await submit(t.app, applicant.token)).statusCode).toBe(200);
    const waiting = await today();
    expect(waiting.applicationsWaiting - before.applicationsWaiting).toBe(1);
    expect(waiting.oldestWaitingSince! <= submittedAt).toBe(true);

    const ticket = await t.app.inject({
      method: 'PUT',
      url: `/api/feedback/tickets/${randomUUID()}`,
      headers: bearer(applicant.token),
      payload: { category: 'other', text: 'Nobody answered my question about the fees.' },
    });
    expect(ticket.statusCode, ticket.body).toBe(201);
    const onTime = await today();
    t.clock.advance(31 * 24 * 3600);
    expect((await today()).ticketsPastTarget - onTime.ticketsPastTarget).toBe(1);
  });

  it('is refused without a staff session or key', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/desk/today' });
    expect(response.statusCode).toBe(401);
  });
});

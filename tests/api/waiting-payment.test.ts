import { describe, expect, it } from 'vitest';
import type { LoanHomeView, OrderListView, OrderView } from '../../contract/loan/api.ts';
import type { IntentView } from '../../contract/loan/repayment.ts';
import { useTestApp } from './support/harness.ts';
import { getLoanHome } from './support/loan-fixtures.ts';
import {
  fullIntent,
  intentOf,
  newKey,
  pressCheckout,
  repayingLoan,
  viewOf,
} from './support/repayment-fixtures.ts';
import type { RepayingLoan } from './support/repayment-fixtures.ts';
import { bearer } from './support/sign-in.ts';

/**
 * A payment waiting for the borrower (docs/loans.md#waiting-payment): home, the order list and
 * the order carry the loan's live payment, with an over-the-counter reference, until it is paid,
 * cancelled or expires; the reference is texted once when it is issued.
 */
const t = useTestApp();

/** Two homes in a row, so the second comes from the instance's kept home when it may. */
async function warmHome(token: string): Promise<LoanHomeView> {
  await getLoanHome(t.app, token);
  return getLoanHome(t.app, token);
}

const waitingOnHome = async (loan: RepayingLoan) =>
  (await getLoanHome(t.app, loan.token)).currentOrder!.waitingPayment;

async function cancel(loan: RepayingLoan, intent: IntentView): Promise<IntentView> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/loan/repayment/intents/${intent.id}/cancel`,
    headers: bearer(loan.token),
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function get<T>(loan: RepayingLoan, url: string): Promise<T> {
  const response = await t.app.inject({ method: 'GET', url, headers: bearer(loan.token) });
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** The reference SMS in the sandbox outbox of the borrower, oldest first. */
async function referenceSms(loan: RepayingLoan): Promise<string[]> {
  const [row] = await t.db.query<{ phone: string }>('SELECT phone FROM customers WHERE id = $1', [
    loan.customerId,
  ]);
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/dev/sms-outbox',
    query: { phone: row!.phone },
  });
  expect(response.statusCode).toBe(200);
  return response
    .json<{ text: string }[]>()
    .map((sms) => sms.text)
    .filter((text) => /reference|संदर्भ/.test(text))
    .reverse();
}

const grouped = (reference: string) => reference.replace(/(\d{4})(?=\d)/g, '$1 ');

describe('the payment waiting for the borrower', () => {
  it('is on home, in the order list and on the order, and goes at once when cancelled', async () => {
    const loan = await repayingLoan(t);
    expect((await warmHome(loan.token)).currentOrder!.waitingPayment).toBeNull();

    const intent = await fullIntent(t, loan, { channel: 'sevenEleven' });
    expect(intent.otcReference).toMatch(/^\d{12}$/);
    const waiting = {
      intentId: intent.id,
      kind: 'full',
      amountCentavos: intent.amountCentavos,
      channel: 'sevenEleven',
      otcReference: intent.otcReference,
      // 23:59:59 Manila of the next day (docs/loans.md#payment-intents).
      expiresAt: '2026-03-11T15:59:59.000Z',
      checkoutUrl: intent.checkoutUrl,
    };
    // The kept home of a moment ago is not the answer any more.
    expect(await waitingOnHome(loan)).toEqual(waiting);
    const current = await get<OrderListView>(loan, '/api/loan/orders?tab=current');
    expect(current.orders[0]!.waitingPayment).toEqual(waiting);
    const order = await get<OrderView>(loan, `/api/loan/orders/${loan.orderId}`);
    expect(order.waitingPayment).toEqual(waiting);

    await warmHome(loan.token);
    expect((await cancel(loan, intent)).status).toBe('cancelled');
    expect(await waitingOnHome(loan)).toBeNull();
    expect(
      (await get<OrderView>(loan, `/api/loan/orders/${loan.orderId}`)).waitingPayment,
    ).toBeNull();
  });

  it('leaves home once paid, and stops waiting at its expiry, kept home or not', async () => {
    const loan = await repayingLoan(t);
    const paid = await fullIntent(t, loan, { channel: 'gcash' });
    expect(await waitingOnHome(loan)).toMatchObject({
      channel: 'gcash',
      otcReference: null,
      checkoutUrl: paid.checkoutUrl,
    });
    await warmHome(loan.token);
    await pressCheckout(t.app, paid, 'pay');
    await t.app.jobs.runDueJobs();
    const home = await getLoanHome(t.app, loan.token);
    // Paid in full: the loan left home, and with it the payment.
    expect(home.currentOrder).toBeNull();

    const other = await repayingLoan(t);
    const view = await viewOf(t.app, other.token, other.orderId);
    await intentOf(t.app, other.token, other.orderId, {
      kind: 'part',
      amountCentavos: view.part.minCentavos,
      channel: 'maya',
    });
    expect((await warmHome(other.token)).currentOrder!.waitingPayment).not.toBeNull();
    // An hour on (the e-wallet's expiry), before reconciliation has ended it, nothing waits: the
    // kept home's time limit is the payment's expiry.
    t.clock.advance(60 * 60);
    expect(await waitingOnHome(other)).toBeNull();
  });
});

describe('the over-the-counter reference SMS', () => {
  it('is sent once, with the reference, amount and store, in the language of the payment', async () => {
    const loan = await repayingLoan(t);
    const view = await viewOf(t.app, loan.token, loan.orderId);
    const body = {
      kind: 'full' as const,
      amountCentavos: view.dues.today.totalCentavos,
      channel: 'cebuana',
      language: 'ph',
      idempotencyKey: newKey(),
    };
    const intent = await intentOf(t.app, loan.token, loan.orderId, body);
    // The same request again (a retry) answers the same payment and texts nothing more.
    await t.app.inject({
      method: 'POST',
      url: `/api/loan/orders/${loan.orderId}/repayment/intents`,
      headers: bearer(loan.token),
      payload: body,
    });
    await t.app.jobs.runDueJobs();
    await t.app.jobs.runDueJobs();
    const sms = await referenceSms(loan);
    expect(sms).toHaveLength(1);
    const pesos = (intent.amountCentavos / 100).toLocaleString('en-PH', {
      minimumFractionDigits: 2,
    });
    expect(sms[0]).toContain(`magbayad ng PHP ${pesos} sa Cebuana Lhuillier`);
    expect(sms[0]).toContain(`gamit ang reference ${grouped(intent.otcReference!)}`);
    expect(sms[0]).toContain('Marso 11, 2026, 11:59 PM');
    expect(sms[0]).toContain(loan.orderNo);
  });

  it('is not sent for an e-wallet, a payment no longer waiting, or too late', async () => {
    const wallet = await repayingLoan(t);
    await fullIntent(t, wallet, { channel: 'gcash' });
    await t.app.jobs.runDueJobs();
    expect(await referenceSms(wallet)).toEqual([]);

    const cancelled = await repayingLoan(t);
    await cancel(cancelled, await fullIntent(t, cancelled, { channel: 'sevenEleven' }));
    await t.app.jobs.runDueJobs();
    expect(await referenceSms(cancelled)).toEqual([]);

    // The job ran 16 minutes after the reference was issued (the server was down): nothing goes
    // out of the blue; the reference waits on home.
    const late = await repayingLoan(t);
    await fullIntent(t, late, { channel: 'palawan' });
    t.clock.advance(16 * 60);
    await t.app.jobs.runDueJobs();
    expect(await referenceSms(late)).toEqual([]);
    expect(await waitingOnHome(late)).toMatchObject({ channel: 'palawan' });
  });
});

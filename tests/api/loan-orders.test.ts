import { describe, expect, it } from 'vitest';
import { keyFactsPublicViewSchema } from '../../contract/loan/api.ts';
import type { OrderView } from '../../contract/loan/api.ts';
import type { ProfileView } from '../../contract/profile/api.ts';
import { addDays } from '../../contract/calendar.ts';
import { DEFAULT_PRODUCTS } from '../../server/domain/pricing/products.ts';
import { lateCharge } from '../../server/domain/pricing/quote.ts';
import { createTestApp, useTestApp } from './support/harness.ts';
import {
  MAIN_PRODUCT,
  approvedBorrower,
  documentsOf,
  getLoanHome,
  getOrder,
  orderOf,
  postSign,
  quoteOf,
  runUntilStatus,
  signBody,
  withdraw,
  markRepaying,
} from './support/loan-fixtures.ts';
import { VALID, getProfile } from './support/profile-fixtures.ts';
import { bearer } from './support/sign-in.ts';

const t = useTestApp({ env: { JOBS_ENABLED: 'false' } });
const DAY = 24 * 60 * 60;
const main = DEFAULT_PRODUCTS.find((p) => p.id === MAIN_PRODUCT)!;

const keyFacts = (query: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/public/key-facts', query });

describe('GET /api/loan/orders/:id and its signed record', () => {
  it("answers NOT_FOUND for another borrower's order, as for one that does not exist", async () => {
    const owner = await approvedBorrower(t);
    const stranger = await approvedBorrower(t);
    const order = await withdraw(t.app, owner.token);
    for (const path of ['', '/signed', '/signed/download']) {
      for (const id of [order.id, crypto.randomUUID()]) {
        const response = await t.app.inject({
          method: 'GET',
          url: `/api/loan/orders/${id}${path}`,
          headers: bearer(stranger.token),
        });
        expect(response.statusCode, path).toBe(404);
        expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
      }
      const anonymous = await t.app.inject({
        method: 'GET',
        url: `/api/loan/orders/${order.id}${path}`,
      });
      expect(anonymous.statusCode).toBe(401);
    }
  });

  it('shows the due state of a repaying loan from the Manila date: expires in, due today, overdue', async () => {
    const { token } = await approvedBorrower(t);
    const order = await withdraw(t.app, token, { amountCentavos: 400_000, termDays: 7 });
    const dueDate = await markRepaying(t, order.id, 7);

    let view = await orderOf(t.app, token, order.id);
    expect(view).toMatchObject({
      status: 'repaying',
      dueDate,
      due: { kind: 'expiresIn', days: 7 },
      dues: { overdue: null, today: { lateChargeCentavos: 0 } },
      disbursedAt: t.clock.now().toISOString(),
    });
    // What settles it today comes from the ledger: interest only to today
    // (docs/loans.md#pay-in-full); on the due date the signed total falls due (docs/loans.md#dues).
    expect(view.dues!.today.totalCentavos).toBeLessThan(order.totalRepaymentCentavos);
    expect(view.dues!.onDueDate!.totalCentavos).toBe(order.totalRepaymentCentavos);
    expect(view.dues!.totalRepaymentCentavos).toBe(order.totalRepaymentCentavos);
    expect(view.history.map((h) => (h.type === 'status' ? h.status : h.type))).toEqual([
      'requested',
      'toCheck',
      'disbursing',
      'repaying',
    ]);
    const home = await getLoanHome(t.app, token);
    expect(home).toMatchObject({
      blockedBy: 'OUTSTANDING_REPAYMENT',
      currentOrder: { id: order.id, due: { kind: 'expiresIn', days: 7 } },
    });

    // Late in the evening before the due date, Manila: still one day.
    t.clock.set(`${addDays(dueDate, -1)}T23:59:59+08:00`);
    expect((await orderOf(t.app, token, order.id)).due).toEqual({ kind: 'expiresIn', days: 1 });
    t.clock.set(`${dueDate}T00:00:00+08:00`);
    view = await orderOf(t.app, token, order.id);
    expect(view).toMatchObject({
      due: { kind: 'dueToday' },
      dues: { overdue: null, today: { totalCentavos: order.totalRepaymentCentavos } },
    });

    t.clock.set(`${addDays(dueDate, 3)}T09:00:00+08:00`);
    view = await orderOf(t.app, token, order.id);
    const late = lateCharge(main, view.pricing, 3);
    expect(late).toBeGreaterThan(0);
    expect(view).toMatchObject({
      due: { kind: 'overdue', days: 3 },
      dues: {
        onDueDate: null,
        overdue: { since: addDays(dueDate, 1), days: 3 },
        today: { lateChargeCentavos: late, totalCentavos: order.totalRepaymentCentavos + late },
      },
    });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/loan/orders',
      query: { tab: 'current' },
      headers: bearer(token),
    });
    expect(list.json<{ orders: OrderView[] }>().orders).toEqual([
      expect.objectContaining({ id: order.id, due: { kind: 'overdue', days: 3 } }),
    ]);
  });
});

describe('GET /api/public/key-facts', () => {
  it('opens the signed key fact statement from the link, without login, until it expires', async () => {
    const { token } = await approvedBorrower(t);
    const quote = await quoteOf(t.app, token);
    const documents = await documentsOf(t.app, token, quote.id, 'ph');
    const order = (await postSign(t.app, token, signBody(documents))).json<OrderView>();
    const link = order.keyFactsLink!;
    const query = Object.fromEntries(new URLSearchParams(link.path.split('?')[1]));

    const response = await keyFacts(query);
    expect(response.statusCode, response.body).toBe(200);
    expect(keyFactsPublicViewSchema.parse(response.json())).toEqual({
      orderNo: order.orderNo,
      expiresAt: link.expiresAt,
      // The statement as signed, in the language signed in, whatever the link asks.
      document: documents.documents.find((d) => d.kind === 'keyFacts'),
    });
    expect((await keyFacts({ ...query, language: 'hi' })).json()).toEqual(response.json());

    const sig = query.sig!;
    const tampered = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
    for (const forged of [
      { ...query, sig: tampered },
      { ...query, expires: String(Number(query.expires) + 3600) },
      { ...query, order: crypto.randomUUID() },
    ]) {
      const refused = await keyFacts(forged);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    expect((await keyFacts({ ...query, sig: 'short' })).statusCode).toBe(400);

    // A link asked for later runs later.
    t.clock.advance(DAY);
    const fresher = (await getOrder(t.app, token, order.id)).json<OrderView>().keyFactsLink!;
    expect(Date.parse(fresher.expiresAt) - Date.parse(link.expiresAt)).toBe(DAY * 1000);

    t.clock.set(link.expiresAt);
    const expired = await keyFacts(query);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ code: 'LINK_EXPIRED' });
  });
});

describe('GET /api/public/key-facts rate limit', () => {
  it('answers TOO_FREQUENT after 30 requests a minute from one address', async () => {
    const limited = await createTestApp({
      db: t.db,
      clock: t.clock,
      env: { JOBS_ENABLED: 'false', RATE_LIMIT_ENABLED: 'true' },
    });
    const query = { order: crypto.randomUUID(), expires: '1', sig: 'A'.repeat(43) };
    const ask = () => limited.app.inject({ method: 'GET', url: '/api/public/key-facts', query });
    for (let i = 0; i < 30; i += 1) expect((await ask()).statusCode).toBe(404);
    const refused = await ask();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'TOO_FREQUENT' });
    await limited.app.close();
  });
});

describe('bank re-entry after a failed payout', () => {
  it('lets the borrower change the bank, records it and pays the order there', async () => {
    const failing = { ...VALID.bank, account: '001234560000', confirmAccount: '001234560000' };
    const { token, customerId } = await approvedBorrower(t, { bank: failing });
    const order = await withdraw(t.app, token);
    expect((await getProfile(t.app, token)).canChangeBank).toBe(false);

    const failed = await runUntilStatus(t, token, order.id, 'disbursementFailed');
    expect(failed).toMatchObject({
      failureReason: 'accountUnavailable',
      payoutAccount: { accountLast4: '0000' },
    });
    expect((await getProfile(t.app, token)).canChangeBank).toBe(true);

    const change = (body: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/profile/bank-change',
        headers: bearer(token),
        payload: body as Record<string, unknown>,
      });
    expect((await change(failing)).json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'validation.bank.unchanged',
    });
    const wallet = {
      ...VALID.bank,
      channel: 'ewallet',
      payeeCode: 'gcash',
      account: '09175551234',
      confirmAccount: '',
    };
    const changed = await change(wallet);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<ProfileView>().canChangeBank).toBe(false);

    const retried = await orderOf(t.app, token, order.id);
    expect(retried).toMatchObject({
      status: 'disbursing',
      failureReason: null,
      payoutAccount: { channel: 'ewallet', payeeCode: 'gcash', accountLast4: '1234' },
    });
    expect(retried.history.at(-1)).toMatchObject({
      status: 'disbursing',
      actor: 'borrower',
      reason: 'bankReentered',
    });
    const history = await t.db.query<{ reason: string; account: string }>(
      `SELECT reason, data->>'account' AS account FROM profile_section_history
        WHERE customer_id = $1 AND section = 'bank'`,
      [customerId],
    );
    expect(history).toEqual([{ reason: 'payoutRetry', account: '001234560000' }]);

    const paid = await runUntilStatus(t, token, order.id, 'repaying');
    expect(paid.disbursedAt).not.toBeNull();
    const payouts = await t.db.query<{ attempt: number; status: string; account: string }>(
      `SELECT attempt, status, destination->>'account' AS account FROM payouts
        WHERE order_id = $1 ORDER BY attempt`,
      [order.id],
    );
    expect(payouts).toEqual([
      { attempt: 1, status: 'failed', account: '001234560000' },
      { attempt: 2, status: 'paid', account: '09175551234' },
    ]);
  });

  it('takes a corrected holder’s name for the same account and sends the payout again', async () => {
    const failing = { ...VALID.bank, account: '001234550000', confirmAccount: '001234550000' };
    const { token } = await approvedBorrower(t, { bank: failing });
    const order = await withdraw(t.app, token);
    await runUntilStatus(t, token, order.id, 'disbursementFailed');

    const corrected = { ...failing, lastName: 'Dela Cruz-Reyes' };
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/bank-change',
      headers: bearer(token),
      payload: corrected,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<ProfileView>().sections.bank).toMatchObject({
      account: '001234550000',
      lastName: 'Dela Cruz-Reyes',
    });
    const retried = await orderOf(t.app, token, order.id);
    expect(retried).toMatchObject({
      status: 'disbursing',
      payoutAccount: { accountLast4: '0000' },
    });
    expect(retried.payoutAccount?.holderName).toContain('Dela Cruz-Reyes');
  });
});

import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { addDays } from '../../contract/calendar.ts';
import type { IntentView, RepaymentRecordView } from '../../contract/loan/repayment.ts';
import { insertSignedOrder } from './support/disbursement-fixtures.ts';
import { createTestApp, interceptedDb, json, useTestApp } from './support/harness.ts';
import { orderOf } from './support/loan-fixtures.ts';
import {
  fullIntent,
  getIntent,
  getView,
  grantCashCoupon,
  insertRepaymentCoupon,
  intentOf,
  newKey,
  postIntent,
  pressCheckout,
  repayingLoan,
  repaymentsPosted,
  viewOf,
  withRepaymentCoupon,
} from './support/repayment-fixtures.ts';
import type { IntentBody, RepayingLoan } from './support/repayment-fixtures.ts';
import { couponOf } from './support/disbursement-fixtures.ts';
import { bearer, signIn } from './support/sign-in.ts';
import { newPhone } from './support/harness.ts';

/**
 * Payment intents through HTTP (docs/loans.md#payment-intents): the repayment view from the
 * ledger, every refusal with its code, idempotency and cancelling.
 */
const t = useTestApp();

const errorOf = (response: { statusCode: number; json: () => unknown }) => ({
  status: response.statusCode,
  ...(response.json() as { code: string; field?: string }),
});

/** Today's pay-in-full request with a fresh idempotency key. */
async function fullRequest(loan: RepayingLoan): Promise<IntentBody> {
  const view = await viewOf(t.app, loan.token, loan.orderId);
  return { kind: 'full', amountCentavos: view.dues.today.totalCentavos, idempotencyKey: newKey() };
}

describe('repayment view (docs/loans.md#ways-to-pay)', () => {
  it('shows what paying in full, extending and part paying cost today, like the order does', async () => {
    const loan = await repayingLoan(t);
    const view = await viewOf(t.app, loan.token, loan.orderId);
    const order = await orderOf(t.app, loan.token, loan.orderId);
    expect(view.status).toBe('repaying');
    expect(view.dues.today.principalCentavos).toBe(300_000);
    // Paying on the withdrawal day costs one day of interest, less than the signed total.
    expect(view.dues.today.totalCentavos).toBe(view.dues.today.totalCentavos);
    expect(view.dues.today.totalCentavos).toBeLessThan(order.totalRepaymentCentavos);
    // One read model: the order and the repayment view carry the same dues.
    expect(order.dues).toEqual(view.dues);
    expect(view.dues.extension).toMatchObject({ available: true, number: 1, max: 3 });
    if (view.dues.extension.available) {
      expect(view.dues.extension.newDueDate).toBe(addDays(view.dues.dueDate, 8));
      expect(view.extensionStatement!.newDueDate).toBe(view.dues.extension.newDueDate);
      expect(view.extensionStatement!.payTodayCentavos).toBe(view.dues.extension.payCentavos);
    }
    expect(view.part).toEqual({ minCentavos: 10_000, maxCentavos: view.dues.today.totalCentavos });
    expect(view.channels).toContain('gcash');
    expect(view.liveIntent).toBeNull();
    expect(view.timeline.map((p) => p.kind)).toEqual(['received', 'today', 'due']);
  });

  it('lists usable repayment coupons by what they lower, leaving out the useless', async () => {
    const loan = await repayingLoan(t);
    const at = t.clock.now();
    // The credit reporting fee (₱6) is the only charge a coupon may lower today.
    await insertRepaymentCoupon(t.db, {
      id: randomUUID(),
      customerId: loan.customerId,
      centavos: 300,
      at,
    });
    await insertRepaymentCoupon(t.db, {
      id: randomUUID(),
      customerId: loan.customerId,
      centavos: 50_000,
      at,
    });
    const view = await viewOf(t.app, loan.token, loan.orderId);
    expect(view.coupons.map((c) => [c.deductionCentavos, c.lowersCentavos])).toEqual([
      [50_000, 600],
      [300, 300],
    ]);
    // What paying in full costs with each, as the screen shows it.
    expect(view.coupons.map((c) => c.payCentavos)).toEqual([
      view.dues.today.totalCentavos - 600,
      view.dues.today.totalCentavos - 300,
    ]);
  });

  it("gives an extension's total: today's payment plus the repayment at the new due date", async () => {
    const loan = await repayingLoan(t);
    const view = await viewOf(t.app, loan.token, loan.orderId);
    if (!view.dues.extension.available) throw new Error('extension expected');
    const { payCentavos } = view.dues.extension;
    const disclosure = view.extensionStatement!;
    expect(disclosure.totalCentavos).toBe(payCentavos + disclosure.repaymentAtDueCentavos);
    expect(disclosure.totalCentavos).toBeGreaterThan(view.dues.today.totalCentavos);
  });

  it("answers NOT_FOUND for another borrower's loan", async () => {
    const loan = await repayingLoan(t);
    const other = await signIn(t.app, newPhone());
    expect(errorOf(await getView(t.app, other.token, loan.orderId))).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
    });
  });
});

describe('creating an intent: refusals (docs/loans.md#payment-intents)', () => {
  it("refuses another borrower's loan with NOT_FOUND", async () => {
    const loan = await repayingLoan(t);
    const other = await signIn(t.app, newPhone());
    const view = await viewOf(t.app, loan.token, loan.orderId);
    const response = await postIntent(t.app, other.token, loan.orderId, {
      kind: 'full',
      amountCentavos: view.dues.today.totalCentavos,
    });
    expect(errorOf(response)).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it('refuses a loan not paid out yet with ORDER_IN_PROGRESS', async () => {
    const who = await signIn(t.app, newPhone());
    const order = await insertSignedOrder(t, { customerId: who.customerId });
    const response = await postIntent(t.app, who.token, order.orderId, {
      kind: 'part',
      amountCentavos: 10_000,
    });
    expect(errorOf(response)).toMatchObject({ status: 409, code: 'ORDER_IN_PROGRESS' });
  });

  it('refuses a cancelled loan with LOAN_CANCELLED', async () => {
    const loan = await repayingLoan(t);
    await t.app.services.disbursement.cancelOrder({
      orderNo: loan.orderNo,
      at: t.clock.now(),
      actor: 'operator',
      reason: 'customerRequest',
    });
    const response = await postIntent(t.app, loan.token, loan.orderId, {
      kind: 'part',
      amountCentavos: 10_000,
    });
    expect(errorOf(response)).toMatchObject({ status: 409, code: 'LOAN_CANCELLED' });
    expect(errorOf(await getView(t.app, loan.token, loan.orderId))).toMatchObject({
      code: 'LOAN_CANCELLED',
    });
  });

  it('refuses a second live intent with PAYMENT_IN_PROGRESS', async () => {
    const loan = await repayingLoan(t);
    const first = await fullIntent(t, loan);
    expect(first.status).toBe('pending');
    expect(first.checkoutUrl).toMatch(/^\/sandbox\/checkout\//);
    const response = await postIntent(t.app, loan.token, loan.orderId, {
      kind: 'part',
      amountCentavos: 10_000,
    });
    expect(errorOf(response)).toMatchObject({ status: 409, code: 'PAYMENT_IN_PROGRESS' });
    expect((await viewOf(t.app, loan.token, loan.orderId)).liveIntent?.id).toBe(first.id);
  });

  it('a cash coupon lowers an extension and a part payment too; its figures come with the view', async () => {
    const loan = await repayingLoan(t);
    const couponId = await grantCashCoupon(t, loan, 5_000);
    const view = await viewOf(t.app, loan.token, loan.orderId);
    if (!view.dues.extension.available) throw new Error('extension expected');
    const coupon = view.coupons.find((c) => c.id === couponId)!;
    // It lowers charges only (late charges, then fees): today the credit reporting fee (₱6), and
    // with an extension its fee as well.
    expect(coupon.lowersCentavos).toBe(600);
    expect(coupon.part).toEqual({
      lowersCentavos: 600,
      minCentavos: 10_000,
      maxCentavos: view.dues.today.totalCentavos - 600,
    });
    const { feeCentavos, payCentavos } = view.dues.extension;
    expect(coupon.extension).toMatchObject({
      lowersCentavos: 600 + feeCentavos,
      payCentavos: payCentavos - 600 - feeCentavos,
      // Its own statement: what is paid today with the coupon, and the fee it took off.
      statement: {
        payTodayCentavos: payCentavos - 600 - feeCentavos,
        couponCentavos: 600 + feeCentavos,
      },
    });
    const extension = await postIntent(t.app, loan.token, loan.orderId, {
      kind: 'extension',
      amountCentavos: coupon.extension!.payCentavos,
      agreedToDisclosure: true,
      couponId,
    });
    expect(extension.statusCode).toBe(201);
    const intent = extension.json() as IntentView;
    expect(intent).toMatchObject({ couponDeductionCentavos: 600 + feeCentavos });
    const [stored] = await t.db.query<{ disclosure: { couponCentavos: number } }>(
      'SELECT disclosure FROM payment_intents WHERE id = $1',
      [intent.id],
    );
    expect(stored!.disclosure.couponCentavos).toBe(600 + feeCentavos);
  });

  it('refuses a repayment coupon with an extension or a part payment, and one that is not usable', async () => {
    const loan = await repayingLoan(t);
    const couponId = randomUUID();
    await insertRepaymentCoupon(t.db, {
      id: couponId,
      customerId: loan.customerId,
      centavos: 500,
      at: t.clock.now(),
    });
    const view = await viewOf(t.app, loan.token, loan.orderId);
    const part = await postIntent(t.app, loan.token, loan.orderId, {
      kind: 'part',
      amountCentavos: 10_000,
      couponId,
    });
    expect(errorOf(part)).toMatchObject({ code: 'COUPON_FULL_REPAYMENT_ONLY', field: 'couponId' });
    const extension = await postIntent(t.app, loan.token, loan.orderId, {
      kind: 'extension',
      amountCentavos: view.dues.extension.available ? view.dues.extension.payCentavos : 1,
      agreedToDisclosure: true,
      couponId,
    });
    expect(errorOf(extension)).toMatchObject({ code: 'COUPON_FULL_REPAYMENT_ONLY' });
    // Someone else's coupon is not usable.
    const stranger = await signIn(t.app, newPhone());
    const theirs = randomUUID();
    await insertRepaymentCoupon(t.db, {
      id: theirs,
      customerId: stranger.customerId,
      centavos: 500,
      at: t.clock.now(),
    });
    const full = await postIntent(t.app, loan.token, loan.orderId, {
      kind: 'full',
      amountCentavos: view.dues.today.totalCentavos - 500,
      couponId: theirs,
    });
    expect(errorOf(full)).toMatchObject({
      status: 409,
      code: 'COUPON_UNAVAILABLE',
      field: 'couponId',
    });
  });

  it('refuses part payments outside ₱100 … the balance with AMOUNT_OUT_OF_RANGE', async () => {
    const loan = await repayingLoan(t);
    const view = await viewOf(t.app, loan.token, loan.orderId);
    for (const amountCentavos of [9_999, view.dues.today.totalCentavos + 1]) {
      const response = await postIntent(t.app, loan.token, loan.orderId, {
        kind: 'part',
        amountCentavos,
      });
      expect(errorOf(response)).toMatchObject({
        status: 422,
        code: 'AMOUNT_OUT_OF_RANGE',
        field: 'amountCentavos',
      });
    }
  });

  it("refuses a pay-in-full or extension amount that is not today's with QUOTE_STALE", async () => {
    const loan = await repayingLoan(t);
    const yesterday = await viewOf(t.app, loan.token, loan.orderId);
    // Day 1 costs what day 0 does (at least one day of interest); day 2 costs more.
    t.clock.advance(2 * 24 * 3600);
    const full = await postIntent(t.app, loan.token, loan.orderId, {
      kind: 'full',
      amountCentavos: yesterday.dues.today.totalCentavos,
    });
    expect(errorOf(full)).toMatchObject({
      status: 409,
      code: 'QUOTE_STALE',
      field: 'amountCentavos',
    });
    const today = await viewOf(t.app, loan.token, loan.orderId);
    expect(today.dues.today.totalCentavos).toBeGreaterThan(yesterday.dues.today.totalCentavos);
    const extension = await postIntent(t.app, loan.token, loan.orderId, {
      kind: 'extension',
      amountCentavos: today.dues.extension.available ? today.dues.extension.payCentavos + 1 : 1,
      agreedToDisclosure: true,
    });
    expect(errorOf(extension)).toMatchObject({ code: 'QUOTE_STALE' });
  });

  it('refuses an extension without agreement to its statement with AGREEMENT_REQUIRED', async () => {
    const loan = await repayingLoan(t);
    const view = await viewOf(t.app, loan.token, loan.orderId);
    if (!view.dues.extension.available) throw new Error('extension expected');
    const response = await postIntent(t.app, loan.token, loan.orderId, {
      kind: 'extension',
      amountCentavos: view.dues.extension.payCentavos,
    });
    expect(errorOf(response)).toMatchObject({
      status: 400,
      code: 'AGREEMENT_REQUIRED',
      field: 'agreedToDisclosure',
    });
  });
});

describe('idempotency, cancelling and the record', () => {
  it('answers a repeated key with the same intent (200), never a second one', async () => {
    const loan = await repayingLoan(t);
    const body = await fullRequest(loan);
    const first = await postIntent(t.app, loan.token, loan.orderId, body);
    const again = await postIntent(t.app, loan.token, loan.orderId, body);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(json<IntentView>(again).id).toBe(json<IntentView>(first).id);
    expect(json<IntentView>(again).checkoutUrl).toBe(json<IntentView>(first).checkoutUrl);
    const [row] = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM sandbox_checkouts WHERE intent_id = $1',
      [json<IntentView>(first).id],
    );
    expect(row!.n).toBe(1);
  });

  it('cancels a live intent, releases its coupon, and lists it in the record', async () => {
    const loan = await repayingLoan(t);
    const { couponId, amountCentavos } = await withRepaymentCoupon(t, loan);
    const intent = await intentOf(t.app, loan.token, loan.orderId, {
      kind: 'full',
      amountCentavos,
      couponId,
    });
    expect(intent.couponDeductionCentavos).toBe(500);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/loan/repayment/intents/${intent.id}/cancel`,
      headers: bearer(loan.token),
    });
    expect(json<IntentView>(cancelled)).toMatchObject({ status: 'cancelled', checkoutUrl: null });
    expect(await couponOf(t.db, couponId)).toMatchObject({ status: 'available', releasedCount: 1 });
    const record = await t.app.inject({
      method: 'GET',
      url: `/api/loan/repayments?orderId=${loan.orderId}`,
      headers: bearer(loan.token),
    });
    expect(json<RepaymentRecordView>(record).payments.map((p) => [p.id, p.status])).toEqual([
      [intent.id, 'cancelled'],
    ]);
    const other = await signIn(t.app, newPhone());
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/loan/repayment/intents/${intent.id}`,
      headers: bearer(other.token),
    });
    expect(theirs.statusCode).toBe(404);
    const theirRecord = await t.app.inject({
      method: 'GET',
      url: `/api/loan/repayments?orderId=${loan.orderId}`,
      headers: bearer(other.token),
    });
    expect(json<RepaymentRecordView>(theirRecord).payments).toEqual([]);
  });
});

describe('one checkout per intent (docs/loans.md#payment-intents)', () => {
  /**
   * The provider's createCheckout held at a gate, making a new session per call as a provider
   * without idempotency keys does (PayMongo documents none).
   */
  function slowProvider() {
    const provider = t.app.services.repayment.provider;
    const original = provider.createCheckout;
    const gates: (() => void)[] = [];
    let calls = 0;
    const spy = vi.spyOn(provider, 'createCheckout').mockImplementation(async (request) => {
      calls += 1;
      const call = calls;
      if (call === 1) await new Promise<void>((resolve) => gates.push(resolve));
      return original({ ...request, idempotencyKey: `${request.idempotencyKey}:${call}` });
    });
    return {
      calls: () => calls,
      release: () => gates.splice(0).forEach((open) => open()),
      restore: () => spy.mockRestore(),
    };
  }

  const sessionsOf = (intentId: string) =>
    t.db.query<{ id: string; status: string }>(
      'SELECT id, status FROM sandbox_checkouts WHERE intent_id = $1 ORDER BY created_at, id',
      [intentId],
    );

  /** Today's pay-in-full request, its first try held at the provider while `then` runs. */
  async function withFirstTryHeld(
    then: (c: {
      loan: RepayingLoan;
      body: IntentBody;
      first: Promise<LightMyRequestResponse>;
      slow: ReturnType<typeof slowProvider>;
    }) => Promise<void>,
  ): Promise<void> {
    const loan = await repayingLoan(t);
    const body = await fullRequest(loan);
    const slow = slowProvider();
    try {
      const first = postIntent(t.app, loan.token, loan.orderId, body);
      await vi.waitFor(() => expect(slow.calls()).toBe(1));
      await then({ loan, body, first, slow });
    } finally {
      slow.release();
      slow.restore();
    }
  }

  it('a retry while the provider is still making the checkout asks it nothing more', () =>
    withFirstTryHeld(async ({ loan, body, first, slow }) => {
      const retry = await postIntent(t.app, loan.token, loan.orderId, body);
      slow.release();
      expect(retry.statusCode).toBe(200);
      expect(json<IntentView>(retry)).toMatchObject({ status: 'pending', checkoutUrl: null });
      const made = await first;
      expect(made.statusCode).toBe(201);
      expect(slow.calls()).toBe(1);
      const intent = json<IntentView>(made);
      expect(intent.id).toBe(json<IntentView>(retry).id);
      expect(await sessionsOf(intent.id)).toHaveLength(1);
    }));

  it('a session made under a stale claim loses to the one stored first and is expired', () =>
    withFirstTryHeld(async ({ loan, body, first, slow }) => {
      t.clock.advance(3 * 60); // the first request's claim (2 minutes) went stale
      const retry = json<IntentView>(await postIntent(t.app, loan.token, loan.orderId, body));
      expect(slow.calls()).toBe(2);
      expect(retry.checkoutUrl).toMatch(/^\/sandbox\/checkout\//);
      slow.release();
      expect((await first).statusCode).toBe(201);
      const stored = await getIntent(t.app, loan.token, retry.id);
      expect(stored).toMatchObject({ status: 'pending', checkoutUrl: retry.checkoutUrl });
      const sessions = await sessionsOf(retry.id);
      expect(sessions).toHaveLength(2);
      const kept = retry.checkoutUrl!.split('/').at(-1);
      expect(sessions.map((s) => [s.id === kept, s.status]).sort()).toEqual([
        [false, 'expired'],
        [true, 'pending'],
      ]);
    }));
});

describe('idempotency keys reused with another request (docs/loans.md#payment-intents)', () => {
  it('refuses the same key with another kind, amount or channel with VALIDATION_FAILED', async () => {
    const loan = await repayingLoan(t);
    const full = await fullRequest(loan);
    const key = full.idempotencyKey;
    expect((await postIntent(t.app, loan.token, loan.orderId, full)).statusCode).toBe(201);
    for (const other of [
      { kind: 'part' as const, amountCentavos: 10_000, idempotencyKey: key },
      { ...full, amountCentavos: full.amountCentavos - 1 },
      { ...full, channel: 'maya' },
    ]) {
      expect(errorOf(await postIntent(t.app, loan.token, loan.orderId, other))).toMatchObject({
        status: 400,
        code: 'VALIDATION_FAILED',
        field: 'idempotencyKey',
      });
    }
    expect((await postIntent(t.app, loan.token, loan.orderId, full)).statusCode).toBe(200);
  });

  it('answers the intent a concurrent request inserted first, not a 500', async () => {
    const loan = await repayingLoan(t);
    const body = await fullRequest(loan);
    const first = json<IntentView>(await postIntent(t.app, loan.token, loan.orderId, body));
    // PGlite has one connection: the race is staged by hiding the committed intent from the
    // retry's first lookups, as if the other request committed just after them.
    const hide = ['i.idempotency_key = $2', "i.order_id = $1 AND i.status = 'pending'"];
    let hidden = 0;
    const racing = interceptedDb(t.db, (sql) => {
      if (hidden >= hide.length || !sql.includes(hide[hidden]!)) return undefined;
      hidden += 1;
      return [];
    });
    const c = await createTestApp({ db: racing, clock: t.clock });
    try {
      const retry = await postIntent(c.app, loan.token, loan.orderId, body);
      expect(hidden).toBe(2);
      expect(retry.statusCode).toBe(200);
      expect(json<IntentView>(retry).id).toBe(first.id);
    } finally {
      await c.app.close();
    }
  });
});

describe('a provider outage while making the checkout (docs/loans.md#payment-intents)', () => {
  it('answers NETWORK_ABNORMAL, frees the coupon without counting, and a new key then works', async () => {
    const loan = await repayingLoan(t);
    const coupon = await withRepaymentCoupon(t, loan);
    const body: IntentBody = { kind: 'full', ...coupon, idempotencyKey: newKey() };
    const spy = vi
      .spyOn(t.app.services.repayment.provider, 'createCheckout')
      .mockRejectedValue(new Error('provider down'));
    let answer: LightMyRequestResponse;
    try {
      answer = await postIntent(t.app, loan.token, loan.orderId, body);
    } finally {
      spy.mockRestore();
    }
    expect(errorOf(answer)).toMatchObject({ status: 503, code: 'NETWORK_ABNORMAL' });
    expect(await couponOf(t.db, coupon.couponId)).toMatchObject({
      status: 'available',
      releasedCount: 0,
    });
    // Kept for the record, ended: not live.
    const [stored] = await t.db.query<{ status: string }>(
      'SELECT status FROM payment_intents WHERE order_id = $1',
      [loan.orderId],
    );
    expect(stored).toEqual({ status: 'failed' });
    const retry = await postIntent(t.app, loan.token, loan.orderId, {
      ...body,
      idempotencyKey: newKey(),
    });
    expect(retry.statusCode).toBe(201);
    expect(json<IntentView>(retry)).toMatchObject({ status: 'pending' });
    expect(json<IntentView>(retry).checkoutUrl).toMatch(/^\/sandbox\/checkout\//);
    expect(await couponOf(t.db, coupon.couponId)).toMatchObject({ status: 'reserved' });
  });
});

describe('cancelling a live intent the provider could not expire', () => {
  it('leaves it pending, as the borrower could still pay it', async () => {
    const loan = await repayingLoan(t);
    const intent = await fullIntent(t, loan);
    const spy = vi
      .spyOn(t.app.services.repayment.provider, 'expireCheckout')
      .mockResolvedValue({ status: 'pending' });
    try {
      const answer = await t.app.inject({
        method: 'POST',
        url: `/api/loan/repayment/intents/${intent.id}/cancel`,
        headers: bearer(loan.token),
      });
      expect(json<IntentView>(answer)).toMatchObject({
        status: 'pending',
        checkoutUrl: intent.checkoutUrl,
      });
    } finally {
      spy.mockRestore();
    }
  });
});

describe('an operator cancel of a repaying loan (docs/loans.md#cancellation)', () => {
  const cancel = (orderNo: string) =>
    t.app.services.disbursement.cancelOrder({
      orderNo,
      at: t.clock.now(),
      actor: 'operator',
      reason: 'customerRequest',
    });

  it('ends its live intent, releases its coupon once and expires its checkout', async () => {
    const loan = await repayingLoan(t);
    const coupon = await withRepaymentCoupon(t, loan);
    const intent = await fullIntent(t, loan, coupon);
    await cancel(loan.orderNo);
    expect(await getIntent(t.app, loan.token, intent.id)).toMatchObject({ status: 'cancelled' });
    expect(await couponOf(t.db, coupon.couponId)).toMatchObject({
      status: 'available',
      releasedCount: 1,
    });
    const [session] = await t.db.query<{ status: string }>(
      'SELECT status FROM sandbox_checkouts WHERE intent_id = $1',
      [intent.id],
    );
    expect(session!.status).toBe('expired');
  });

  it('refunds money its checkout had taken meanwhile', async () => {
    const loan = await repayingLoan(t);
    const intent = await fullIntent(t, loan);
    await pressCheckout(t.app, intent, 'pay');
    await t.db.query(`DELETE FROM jobs WHERE kind = 'sandbox-webhook'`);
    await cancel(loan.orderNo);
    expect(await getIntent(t.app, loan.token, intent.id)).toMatchObject({ status: 'cancelled' });
    const refunds = await t.db.query<{ amount: number; reason: string }>(
      'SELECT amount_centavos AS amount, reason FROM refunds WHERE intent_id = $1',
      [intent.id],
    );
    expect(refunds).toEqual([{ amount: intent.amountCentavos, reason: 'notPostable' }]);
    expect(await repaymentsPosted(t.db, loan.orderId)).toBe(0);
  });

  it('logs an expire that failed, and reconciliation still finds money paid into it', async () => {
    const loan = await repayingLoan(t);
    const intent = await fullIntent(t, loan);
    const provider = t.app.services.repayment.provider;
    const spy = vi.spyOn(provider, 'expireCheckout').mockRejectedValue(new Error('down'));
    const warn = vi.fn();
    try {
      await t.app.services.disbursement.cancelOrder(
        { orderNo: loan.orderNo, at: t.clock.now(), actor: 'operator', reason: 'customerRequest' },
        { warn },
      );
    } finally {
      spy.mockRestore();
    }
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ intentId: intent.id }),
      expect.any(String),
    );
    // The checkout is still open at the provider: the borrower pays it, the webhook is lost.
    await pressCheckout(t.app, intent, 'pay');
    await t.db.query(`DELETE FROM jobs WHERE kind = 'sandbox-webhook'`);
    t.clock.advance(6 * 60);
    await t.app.services.repayment.startReconciliation();
    await t.app.jobs.runDueJobs();
    const refunds = await t.db.query<{ amount: number; reason: string }>(
      'SELECT amount_centavos AS amount, reason FROM refunds WHERE intent_id = $1',
      [intent.id],
    );
    expect(refunds).toEqual([{ amount: intent.amountCentavos, reason: 'notPostable' }]);
    expect(await repaymentsPosted(t.db, loan.orderId)).toBe(0);
    // Closed now: not asked about again.
    const [row] = await t.db.query<{ closed: boolean }>(
      'SELECT checkout_closed_at IS NOT NULL AS closed FROM payment_intents WHERE id = $1',
      [intent.id],
    );
    expect(row).toEqual({ closed: true });
  });

  it('is refused once a repayment was posted', async () => {
    const loan = await repayingLoan(t);
    const part = await intentOf(t.app, loan.token, loan.orderId, {
      kind: 'part',
      amountCentavos: 10_000,
    });
    await pressCheckout(t.app, part, 'pay');
    await t.app.jobs.runDueJobs();
    expect((await getIntent(t.app, loan.token, part.id)).status).toBe('succeeded');
    await expect(cancel(loan.orderNo)).rejects.toMatchObject({ code: 'ORDER_NOT_CANCELLABLE' });
    expect((await orderOf(t.app, loan.token, loan.orderId)).status).toBe('repaying');
  });
});

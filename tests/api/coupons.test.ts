import { beforeAll, describe, expect, it } from 'vitest';
import type { AvailableCoupons, CouponListItem, InvalidCoupons } from '../../contract/loan/api.ts';
import { START, newPhone, useTestApp } from './support/harness.ts';
import type { TestApp } from './support/harness.ts';
import { approvedBorrower, postQuote, runUntilStatus, withdraw } from './support/loan-fixtures.ts';
import { fullIntent, repayingLoan, viewOf } from './support/repayment-fixtures.ts';
import { completeProfile, submit } from './support/profile-fixtures.ts';
import { staffWithKey } from './support/desk-staff.ts';
import { bearer, signIn } from './support/sign-in.ts';

const DAY = 24 * 60 * 60;

const campaign = (c: Record<string, unknown>) => ({
  deductionCentavos: 2_000,
  grantFrom: '2026-03-01T00:00:00+08:00',
  grantUntil: '2027-03-01T00:00:00+08:00',
  validDays: 365,
  titles: { en: `Campaign ${String(c.id)}`, ph: `Kampanya ${String(c.id)}` },
  ...c,
});

/** Granting from START on; `later` only from 45 days after START (the concurrency test). */
const CAMPAIGNS = [
  campaign({ id: 'all', type: 'withdrawal', audience: 'everyone' }),
  campaign({
    id: 'approved-min',
    type: 'platform',
    appliesTo: 'withdrawal',
    deductionCentavos: 3_000,
    minCentavos: 500_000,
    audience: 'approved',
  }),
  campaign({ id: 'repeat', type: 'cash', audience: 'repeat' }),
  campaign({
    id: 'later',
    type: 'platform',
    appliesTo: 'payInFull',
    audience: 'everyone',
    grantFrom: new Date(START.getTime() + 45 * DAY * 1000).toISOString(),
  }),
];

const t: TestApp = useTestApp({
  env: { COUPON_CAMPAIGNS_JSON: JSON.stringify(CAMPAIGNS) },
});
/** A care and finance staff member's API key (docs/desk.md#api-keys). */
let KEY = '';
beforeAll(async () => {
  KEY = (await staffWithKey(t, ['care', 'finance'])).key;
});

const list = (token: string, which: 'available' | 'invalid', language = 'en') =>
  t.app.inject({
    method: 'GET',
    url: `/api/coupons?list=${which}&language=${language}`,
    headers: bearer(token),
  });

async function available(token: string, language = 'en'): Promise<CouponListItem[]> {
  const response = await list(token, 'available', language);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AvailableCoupons>().available;
}

async function spent(token: string): Promise<InvalidCoupons> {
  const response = await list(token, 'invalid');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<InvalidCoupons>();
}

const grant = (body: Record<string, unknown>, authorization: string | null = `Bearer ${KEY}`) =>
  t.app.inject({
    method: 'POST',
    url: '/api/desk/coupons',
    headers: authorization ? { authorization } : {},
    payload: body,
  });

async function publicIdOf(customerId: string): Promise<string> {
  const [row] = await t.db.query<{ id: string }>(
    'SELECT public_id AS id FROM customers WHERE id = $1',
    [customerId],
  );
  return row!.id;
}

async function granted(customerId: string, body: Record<string, unknown>): Promise<CouponListItem> {
  const response = await grant({ customerId: await publicIdOf(customerId), ...body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ coupon: CouponListItem }>().coupon;
}

const welcomeOf = (coupons: CouponListItem[]) => coupons.find((c) => c.source === 'welcome')!;

async function cancelOrder(orderNo: string): Promise<void> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/desk/orders/${orderNo}/cancel`,
    headers: { authorization: `Bearer ${KEY}` },
  });
  expect(response.statusCode, response.body).toBe(200);
}

const couponMessages = (customerId: string) =>
  t.db.query<{ couponId: string }>(
    `SELECT params->>'couponId' AS "couponId" FROM messages
      WHERE customer_id = $1 AND kind = 'couponGranted'`,
    [customerId],
  );

describe('GET /api/coupons', () => {
  it('lists only the caller’s coupons, with what each applies to, its minimum and title', async () => {
    const a = await approvedBorrower(t);
    const b = await approvedBorrower(t);
    const mine = await available(a.token);
    const theirs = await available(b.token);
    expect(mine.map((c) => c.source).sort()).toEqual(['campaign', 'campaign', 'welcome']);
    expect(mine.some((c) => theirs.some((o) => o.id === c.id))).toBe(false);

    expect(welcomeOf(mine)).toMatchObject({
      type: 'withdrawal',
      appliesTo: 'withdrawal',
      minCentavos: null,
      title: null,
      status: 'available',
      reservedFor: null,
      usedAt: null,
    });
    expect(mine.find((c) => c.title === 'Campaign approved-min')).toMatchObject({
      type: 'platform',
      appliesTo: 'withdrawal',
      deductionCentavos: 3_000,
      minCentavos: 500_000,
    });
    // Soonest expiry first.
    const until = mine.map((c) => c.validUntil);
    expect(until).toEqual([...until].sort());
    const ph = await available(a.token, 'ph');
    expect(ph.map((c) => c.title)).toContain('Kampanya all');
  });

  it('refuses without a session and with a bad list', async () => {
    const { token } = await signIn(t.app, newPhone());
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/coupons?list=available' });
    expect(anonymous.statusCode).toBe(401);
    const bad = await list(token, 'expired' as 'invalid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'list' });
  });

  it('grants campaigns by audience: everyone at sign-in, approved at the approval, repeat after a settled loan', async () => {
    const { token, customerId } = await signIn(t.app, newPhone());
    expect((await available(token)).map((c) => c.title)).toEqual(['Campaign all']);
    const approved = await approvedBorrower(t);
    expect((await available(approved.token)).map((c) => c.title).sort()).toEqual([
      'Campaign all',
      'Campaign approved-min',
      null,
    ]);
    // A settled loan makes a repeat borrower (the order's state written as the ledger would).
    const loan = await repayingLoan(t, { token, customerId });
    await t.db.query(`UPDATE orders SET status = 'settled', settled_at = $2 WHERE id = $1`, [
      loan.orderId,
      t.clock.now(),
    ]);
    const campaigns = (await available(token)).filter((c) => c.source === 'campaign');
    const titles = campaigns.map((c) => c.title);
    expect(titles).toContain('Campaign repeat');
    expect(titles.filter((title) => title === 'Campaign all')).toHaveLength(1);
    // One message per grant.
    expect((await couponMessages(customerId)).map((m) => m.couponId).sort()).toEqual(
      campaigns.map((c) => c.id).sort(),
    );
  });

  it('tells the welcome coupon of a first approval in a couponGranted message (docs/coupons.md#welcome-coupon)', async () => {
    const { token, customerId } = await approvedBorrower(t);
    const welcome = welcomeOf(await available(token));
    expect(
      (await couponMessages(customerId)).filter((m) => m.couponId === welcome.id),
    ).toHaveLength(1);
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/messages?tab=notify',
      headers: bearer(token),
    });
    expect(page.statusCode, page.body).toBe(200);
    const items = page.json<{ items: Array<Record<string, unknown>> }>().items;
    expect(
      items.find(
        (item) =>
          item.kind === 'couponGranted' &&
          (item.params as { couponId: string }).couponId === welcome.id,
      ),
    ).toMatchObject({
      params: {
        couponId: welcome.id,
        type: 'withdrawal',
        deductionCentavos: 5_000,
        validUntil: welcome.validUntil,
      },
      link: { route: '/coupon' },
      readAt: null,
    });
  });

  it('writes no second welcome message when the borrower already holds a welcome coupon', async () => {
    const phone = newPhone();
    const { token, customerId } = await signIn(t.app, phone);
    await t.db.query(
      `INSERT INTO coupons (id, customer_id, type, deduction_centavos, valid_from, valid_until,
                            source, created_at)
       VALUES (gen_random_uuid(), $1, 'withdrawal', 5000, $2, $2::timestamptz + interval '30 days',
               'welcome', $2)`,
      [customerId, t.clock.now()],
    );
    await completeProfile(t.app, token);
    expect((await submit(t.app, token)).statusCode).toBe(200);
    t.clock.advance(5);
    await t.app.jobs.runDueJobs();
    const welcome = (await available(token)).filter((c) => c.source === 'welcome');
    expect(welcome).toHaveLength(1);
    // The campaigns' grants have their messages; the welcome grant that did nothing has none.
    const campaigns = await t.db.query<{ id: string }>(
      `SELECT id FROM coupons WHERE customer_id = $1 AND source = 'campaign'`,
      [customerId],
    );
    expect(campaigns.length).toBeGreaterThan(0);
    expect((await couponMessages(customerId)).map((m) => m.couponId).sort()).toEqual(
      campaigns.map((c) => c.id).sort(),
    );
    const kinds = await t.db.query<{ kind: string }>(
      'SELECT kind FROM messages WHERE customer_id = $1',
      [customerId],
    );
    expect(kinds.map((k) => k.kind)).toContain('applicationApproved');
  });

  it('shows a coupon reserved by a loan request, then used with its time after the payout', async () => {
    const borrower = await approvedBorrower(t);
    const welcome = welcomeOf(await available(borrower.token));
    const order = await withdraw(t.app, borrower.token, { couponId: welcome.id });
    const held = (await available(borrower.token)).find((c) => c.id === welcome.id);
    expect(held).toMatchObject({
      status: 'reserved',
      reservedFor: { kind: 'order', orderId: order.id },
    });

    await runUntilStatus(t, borrower.token, order.id, 'repaying');
    expect((await available(borrower.token)).some((c) => c.id === welcome.id)).toBe(false);
    const { used, expired } = await spent(borrower.token);
    expect(expired).toEqual([]);
    expect(used).toHaveLength(1);
    expect(used[0]).toMatchObject({ id: welcome.id, status: 'used' });
    expect(Date.parse(used[0]!.usedAt!)).toBeLessThanOrEqual(t.clock.now().getTime());
  });

  it('shows a coupon reserved by a payment in progress', async () => {
    const loan = await repayingLoan(t);
    const coupon = await granted(loan.customerId, {
      type: 'repayment',
      deductionCentavos: 500,
      validDays: 30,
    });
    const view = await viewOf(t.app, loan.token, loan.orderId);
    const withCoupon = view.coupons.find((c) => c.id === coupon.id)!;
    await fullIntent(t, loan, { couponId: coupon.id, amountCentavos: withCoupon.payCentavos });
    const held = (await available(loan.token)).find((c) => c.id === coupon.id);
    expect(held).toMatchObject({
      status: 'reserved',
      appliesTo: 'payInFull',
      reservedFor: { kind: 'payment', orderId: loan.orderId },
    });
  });

  it('puts a coupon released a second time under expired, as invalid', async () => {
    const borrower = await approvedBorrower(t);
    const welcome = welcomeOf(await available(borrower.token));
    for (let round = 0; round < 2; round += 1) {
      const order = await withdraw(t.app, borrower.token, { couponId: welcome.id });
      await cancelOrder(order.orderNo);
    }
    expect((await available(borrower.token)).some((c) => c.id === welcome.id)).toBe(false);
    const { expired } = await spent(borrower.token);
    expect(expired).toEqual([expect.objectContaining({ id: welcome.id, status: 'invalid' })]);
  });

  it('derives expired from the clock', async () => {
    const { token, customerId } = await signIn(t.app, newPhone());
    const coupon = await granted(customerId, {
      type: 'withdrawal',
      deductionCentavos: 1_000,
      validDays: 1,
    });
    expect((await available(token)).some((c) => c.id === coupon.id)).toBe(true);
    t.clock.advance(DAY);
    expect((await available(token)).some((c) => c.id === coupon.id)).toBe(false);
    expect((await spent(token)).expired).toEqual([
      expect.objectContaining({ id: coupon.id, status: 'expired', usedAt: null }),
    ]);
  });
});

describe('platform coupons with a minimum', () => {
  it('are refused in a quote below the minimum and accepted at it', async () => {
    const borrower = await approvedBorrower(t);
    const platform = (await available(borrower.token)).find((c) => c.type === 'platform')!;
    const below = await postQuote(t.app, borrower.token, {
      amountCentavos: 300_000,
      couponId: platform.id,
    });
    expect(below.statusCode).toBe(409);
    expect(below.json()).toMatchObject({ code: 'COUPON_UNAVAILABLE', field: 'couponId' });
    const at = await postQuote(t.app, borrower.token, {
      amountCentavos: 500_000,
      couponId: platform.id,
    });
    expect(at.statusCode, at.body).toBe(200);
    expect(at.json()).toMatchObject({ couponId: platform.id, couponDeductionCentavos: 3_000 });
  });

  it('apply where they say: a payInFull one is not a withdrawal coupon', async () => {
    const borrower = await approvedBorrower(t);
    const coupon = await granted(borrower.customerId, {
      type: 'platform',
      appliesTo: 'payInFull',
      deductionCentavos: 1_000,
      validDays: 5,
    });
    const quote = await postQuote(t.app, borrower.token, { couponId: coupon.id });
    expect(quote.json()).toMatchObject({ code: 'COUPON_UNAVAILABLE', field: 'couponId' });
  });

  it('are refused for a payment in full below the minimum', async () => {
    const loan = await repayingLoan(t);
    const coupon = await granted(loan.customerId, {
      type: 'platform',
      appliesTo: 'payInFull',
      deductionCentavos: 500,
      minCentavos: 10_000_000,
      validDays: 5,
    });
    const { coupons, dues } = await viewOf(t.app, loan.token, loan.orderId);
    expect(coupons.some((c) => c.id === coupon.id)).toBe(false);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/loan/orders/${loan.orderId}/repayment/intents`,
      headers: bearer(loan.token),
      payload: {
        kind: 'full',
        amountCentavos: dues.today.totalCentavos - 500,
        couponId: coupon.id,
        channel: 'gcash',
        language: 'en',
        idempotencyKey: 'k'.repeat(32),
      },
    });
    expect(refused.json()).toMatchObject({ code: 'COUPON_UNAVAILABLE', field: 'couponId' });
  });
});

describe('POST /api/desk/coupons', () => {
  it("needs a care staff member's key, and writes who granted it to the audit trail", async () => {
    const { customerId } = await signIn(t.app, newPhone());
    const body = {
      customerId: await publicIdOf(customerId),
      type: 'cash',
      deductionCentavos: 100,
      validDays: 3,
    };
    expect((await grant(body, null)).statusCode).toBe(403);
    expect((await grant(body, 'Bearer wrong')).statusCode).toBe(401);
    const reviewer = await staffWithKey(t, ['reviewer']);
    expect((await grant(body, `Bearer ${reviewer.key}`)).statusCode).toBe(403);
    const granted = await grant(body);
    expect(granted.statusCode).toBe(200);
    const { coupon } = granted.json<{ coupon: CouponListItem }>();
    const audit = await t.db.query<{ action: string; detail: Record<string, unknown> }>(
      `SELECT action, detail FROM staff_audit WHERE record_type = 'customer' AND record_id = $1`,
      [body.customerId],
    );
    expect(audit).toEqual([
      {
        action: 'coupon.grant',
        detail: { via: 'apiKey', couponId: coupon.id, type: 'cash', deductionCentavos: 100 },
      },
    ]);
  });

  it('answers 404 for an unknown customer and 400 for bad input', async () => {
    const unknown = await grant({
      customerId: 'c_nobody',
      type: 'cash',
      deductionCentavos: 100,
      validDays: 3,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND', field: 'customerId' });
    const { customerId } = await signIn(t.app, newPhone());
    const id = await publicIdOf(customerId);
    for (const [body, field] of [
      [{ type: 'gift', deductionCentavos: 100, validDays: 3 }, 'type'],
      [{ type: 'cash', deductionCentavos: 100, validDays: 0 }, 'validDays'],
      [{ type: 'cash', deductionCentavos: 100, validDays: 366 }, 'validDays'],
      [{ type: 'cash', deductionCentavos: 0, validDays: 3 }, 'deductionCentavos'],
      [
        { type: 'cash', appliesTo: 'withdrawal', deductionCentavos: 100, validDays: 3 },
        'appliesTo',
      ],
    ] as const) {
      const response = await grant({ customerId: id, ...body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field });
    }
  });

  it('grants with a message, and an already expired one for testers in the sandbox', async () => {
    const { token, customerId } = await signIn(t.app, newPhone());
    const coupon = await granted(customerId, {
      type: 'cash',
      deductionCentavos: 2_500,
      validDays: 7,
      note: 'Apology for a late payout',
    });
    expect(coupon).toMatchObject({
      source: 'operator',
      appliesTo: 'payInFull',
      status: 'available',
    });
    expect((await available(token)).map((c) => c.id)).toContain(coupon.id);
    expect((await couponMessages(customerId)).map((m) => m.couponId)).toContain(coupon.id);

    const old = await granted(customerId, {
      type: 'withdrawal',
      deductionCentavos: 1_000,
      validDays: 7,
      expired: true,
    });
    expect(old.status).toBe('expired');
    expect((await spent(token)).expired.map((c) => c.id)).toEqual([old.id]);
    expect((await couponMessages(customerId)).map((m) => m.couponId)).not.toContain(old.id);
  });
});

// Last: it moves the clock 44 days on, then into the `later` campaign.
describe('campaign grants', () => {
  it('grant once under five concurrent reads, with one message', async () => {
    t.clock.set(new Date(START.getTime() + 44 * DAY * 1000));
    const { token, customerId } = await signIn(t.app, newPhone());
    t.clock.advance(2 * DAY);
    const answers = await Promise.all(Array.from({ length: 5 }, () => list(token, 'available')));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const rows = await t.db.query<{ id: string }>(
      `SELECT id::text AS id FROM coupons WHERE customer_id = $1 AND campaign_id = 'later'`,
      [customerId],
    );
    expect(rows).toHaveLength(1);
    const messages = await couponMessages(customerId);
    expect(messages.filter((m) => m.couponId === rows[0]!.id)).toHaveLength(1);
    for (const answer of answers) {
      expect(
        answer.json<AvailableCoupons>().available.filter((c) => c.title === 'Campaign later'),
      ).toHaveLength(1);
    }
  });
});

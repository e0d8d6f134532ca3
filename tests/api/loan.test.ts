import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  loanHomeViewSchema,
  orderViewSchema,
  quoteDocumentsViewSchema,
  quoteViewSchema,
  signedRecordViewSchema,
} from '../../contract/loan/api.ts';
import type { OrderView, QuoteView } from '../../contract/loan/api.ts';
import { DOCUMENT_KINDS } from '../../contract/loan/documents.ts';
import { sealDocuments } from '../../server/documents/document-hash.ts';
import { manilaDate } from '../../contract/calendar.ts';
import { DEFAULT_PRODUCTS } from '../../server/domain/pricing/products.ts';
import { priceLoan } from '../../server/domain/pricing/quote.ts';
import { transitionOrder } from '../../server/services/orders/order-machine.ts';
import { createTestApp, newPhone, useTestApp } from './support/harness.ts';
import {
  MAIN_PRODUCT,
  approvedBorrower,
  documentsOf,
  getDocuments,
  getLoanHome,
  makePng,
  pixelsOf,
  pngDataUrl,
  postQuote,
  postSign,
  quoteOf,
  signBody,
  withdraw,
} from './support/loan-fixtures.ts';
import { EXPECTED_QUOTA_CENTAVOS, completeProfile } from './support/profile-fixtures.ts';
import { bearer, signIn } from './support/sign-in.ts';

const t = useTestApp({ env: { JOBS_ENABLED: 'false' } });
const DAY_MS = 24 * 60 * 60 * 1000;
const main = DEFAULT_PRODUCTS.find((p) => p.id === MAIN_PRODUCT)!;

const coupons = (customerId: string) =>
  t.db.query<{ id: string; status: string; source: string; reservedFor: string | null }>(
    `SELECT id::text AS id, status, source, reserved_for::text AS "reservedFor" FROM coupons
      WHERE customer_id = $1 ORDER BY created_at`,
    [customerId],
  );

const welcomeCouponId = async (customerId: string): Promise<string> =>
  (await coupons(customerId)).find((c) => c.source === 'welcome')!.id;

/** The figures of a quote, as an order keeps them. */
const pricingOf = (quote: QuoteView) => {
  const { id: _id, couponId: _couponId, expiresAt: _expiresAt, ...pricing } = quote;
  return pricing;
};

describe('GET /api/loan/home', () => {
  it('before approval: no quota, blocked by NOT_APPROVED, and a quote is refused', async () => {
    const { token } = await signIn(t.app, newPhone());
    const home = loanHomeViewSchema.parse(await getLoanHome(t.app, token));
    expect(home).toEqual({
      quotaCentavos: null,
      quotaCeilingCentavos: 1_000_000,
      products: DEFAULT_PRODUCTS.map((p) => ({
        id: p.id,
        line: p.line,
        theme: p.theme,
        minAmountCentavos: p.minAmountCentavos,
        maxAmountCentavos: p.maxAmountCentavos,
        stepCentavos: p.stepCentavos,
        terms: p.terms,
        dailyInterestPpm: p.dailyInterestPpm,
      })),
      coupons: [],
      payoutAccount: null,
      currentOrder: null,
      blockedBy: 'NOT_APPROVED',
    });
    const quote = await postQuote(t.app, token);
    expect(quote.statusCode).toBe(409);
    expect(quote.json()).toMatchObject({ code: 'NOT_APPROVED' });

    // Submitted but not decided yet: still not approved.
    await completeProfile(t.app, token);
    await t.app.inject({ method: 'POST', url: '/api/profile/submit', headers: bearer(token) });
    expect((await postQuote(t.app, token)).json()).toMatchObject({ code: 'NOT_APPROVED' });
  });

  it('after approval: the quota, the welcome coupon and the masked payout account', async () => {
    const { token, customerId } = await approvedBorrower(t);
    const approvedAt = t.clock.now();
    const home = loanHomeViewSchema.parse(await getLoanHome(t.app, token));
    expect(home).toMatchObject({
      quotaCentavos: EXPECTED_QUOTA_CENTAVOS,
      payoutAccount: {
        channel: 'bank',
        payeeCode: 'bdo',
        accountLast4: '7890',
        holderName: 'Maria Santos Dela Cruz',
      },
      currentOrder: null,
      blockedBy: null,
    });
    expect(home.coupons).toEqual([
      {
        id: await welcomeCouponId(customerId),
        type: 'withdrawal',
        deductionCentavos: t.config.loan.welcomeCoupon.centavos,
        validFrom: approvedAt.toISOString(),
        validUntil: new Date(approvedAt.getTime() + 30 * DAY_MS).toISOString(),
        usedAt: null,
        status: 'available',
        fullRepaymentOnly: false,
      },
    ]);
    // The full account number never leaves the server.
    expect(JSON.stringify(home)).not.toContain('001234567890');
  });
});

describe('the welcome coupon', () => {
  it('is granted once, however often a customer is approved', async () => {
    const { customerId } = await approvedBorrower(t);
    expect(await coupons(customerId)).toEqual([
      expect.objectContaining({ source: 'welcome', status: 'available' }),
    ]);
    // A later application approved (the profile reopened by hand, as an operator would).
    const [application] = await t.db.query<{ id: string }>(
      `INSERT INTO applications (id, customer_id, status, submitted_at)
       VALUES (gen_random_uuid(), $1, 'underReview', $2) RETURNING id::text AS id`,
      [customerId, t.clock.now()],
    );
    t.clock.advance(60);
    await t.app.services.creditDecision.decide(
      { applicationId: application!.id },
      {
        job: {
          id: '0',
          kind: 'credit-decision',
          attempt: 1,
          maxAttempts: 1,
          runAt: t.clock.now(),
          createdAt: t.clock.now(),
        },
        db: t.db,
        now: t.clock.now,
        log: t.app.log,
      },
    );
    const statuses = await t.db.query<{ status: string }>(
      'SELECT status FROM applications WHERE customer_id = $1',
      [customerId],
    );
    expect(statuses.map((s) => s.status)).toEqual(['approved', 'approved']);
    expect(await coupons(customerId)).toHaveLength(1);
  });

  it('is not granted with WELCOME_COUPON_CENTAVOS=0, nor before an approval', async () => {
    const other = await createTestApp({
      db: t.db,
      clock: t.clock,
      env: { JOBS_ENABLED: 'false', WELCOME_COUPON_CENTAVOS: '0' },
    });
    const { customerId } = await approvedBorrower(other);
    expect(await coupons(customerId)).toEqual([]);
    await other.app.close();

    const { customerId: rejected } = await approvedBorrower(t, {
      identity: { idType: 'philsys', idNumber: '1234567890123451' },
    });
    expect(await coupons(rejected)).toEqual([]);
  });
});

describe('POST /api/loan/quotes', () => {
  it('prices with the engine and keeps the quote QUOTE_TTL_MINUTES', async () => {
    const { token, customerId } = await approvedBorrower(t);
    const response = await postQuote(t.app, token, { amountCentavos: 650_000, termDays: 14 });
    expect(response.statusCode, response.body).toBe(200);
    const quote = quoteViewSchema.parse(response.json());
    const today = manilaDate(t.clock.now());
    expect(pricingOf(quote)).toEqual(
      priceLoan(main, {
        amountCentavos: 650_000,
        termDays: 14,
        withdrawalDate: today,
        couponCentavos: 0,
      }),
    );
    expect(quote).toMatchObject({
      couponId: null,
      withdrawalDate: today,
      expiresAt: new Date(t.clock.now().getTime() + 30 * 60_000).toISOString(),
    });
    const [stored] = await t.db.query<{ customer: string; pricing: unknown; product: unknown }>(
      `SELECT customer_id::text AS customer, pricing, product FROM quotes WHERE id = $1`,
      [quote.id],
    );
    expect(stored).toEqual({ customer: customerId, pricing: pricingOf(quote), product: main });
  });

  it('applies a withdrawal coupon through the engine', async () => {
    const { token, customerId } = await approvedBorrower(t);
    const couponId = await welcomeCouponId(customerId);
    const quote = await quoteOf(t.app, token, { couponId });
    expect(quote.couponId).toBe(couponId);
    expect(pricingOf(quote)).toEqual(
      priceLoan(main, {
        amountCentavos: 300_000,
        termDays: 7,
        withdrawalDate: manilaDate(t.clock.now()),
        couponCentavos: t.config.loan.welcomeCoupon.centavos,
      }),
    );
    expect(quote.couponDeductionCentavos).toBeGreaterThan(0);
    // Quoting reserves nothing: only signing does.
    expect((await coupons(customerId))[0]?.status).toBe('available');
  });

  it('refuses amounts and terms the product does not offer, or beyond the quota', async () => {
    const { token } = await approvedBorrower(t);
    const cases = [
      [{ productId: 'no-such' }, 404, 'NOT_FOUND', 'productId', undefined],
      [
        { amountCentavos: 250_050 },
        400,
        'VALIDATION_FAILED',
        'amountCentavos',
        'validation.loanAmount.step',
      ],
      [{ termDays: 10 }, 400, 'VALIDATION_FAILED', 'termDays', 'validation.loanTerm.unknown'],
      // Above the ₱6,500 quota; below the product's ₱2,000 minimum.
      [
        { amountCentavos: 700_000 },
        422,
        'OVER_QUOTA',
        'amountCentavos',
        'validation.loanAmount.range',
      ],
      [
        { amountCentavos: 150_000 },
        422,
        'OVER_QUOTA',
        'amountCentavos',
        'validation.loanAmount.range',
      ],
      // The sub-product stops at ₱5,000, under this quota.
      [
        { productId: 'sulong-plus', amountCentavos: 550_000, termDays: 10 },
        422,
        'OVER_QUOTA',
        'amountCentavos',
        'validation.loanAmount.range',
      ],
    ] as const;
    for (const [body, status, code, field, message] of cases) {
      const response = await postQuote(t.app, token, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json()).toMatchObject({ code, field, ...(message ? { message } : {}) });
    }
    // At the quota exactly, and the sub-product within its own range.
    expect((await postQuote(t.app, token, { amountCentavos: 650_000 })).statusCode).toBe(200);
    const sub = await postQuote(t.app, token, {
      productId: 'sulong-plus',
      amountCentavos: 500_000,
      termDays: 21,
    });
    expect(sub.statusCode, sub.body).toBe(200);
  });

  it('refuses a coupon that is not theirs, not a withdrawal coupon, expired, reserved or used', async () => {
    const { token, customerId } = await approvedBorrower(t);
    const other = await approvedBorrower(t);
    const at = t.clock.now();
    const insertCoupon = async (values: {
      type?: string;
      status?: string;
      validUntil?: Date;
      reservedFor?: string;
    }) => {
      const [row] = await t.db.query<{ id: string }>(
        `INSERT INTO coupons (id, customer_id, type, deduction_centavos, valid_from, valid_until,
                              status, source, reserved_for, reserved_at, used_at, created_at)
         VALUES (gen_random_uuid(), $1, $2, 2000, $3, $4, $5, 'operator', $6::uuid,
                 CASE WHEN $6::uuid IS NULL THEN NULL ELSE $3::timestamptz END,
                 CASE WHEN $5 = 'used' THEN $3::timestamptz END, $3)
         RETURNING id::text AS id`,
        [
          customerId,
          values.type ?? 'withdrawal',
          new Date(at.getTime() - DAY_MS),
          values.validUntil ?? new Date(at.getTime() + DAY_MS),
          values.status ?? 'available',
          values.reservedFor ?? null,
        ],
      );
      return row!.id;
    };
    const refused = [
      await welcomeCouponId(other.customerId),
      await insertCoupon({ type: 'repayment' }),
      await insertCoupon({ validUntil: new Date(at.getTime() - 1000) }),
      await insertCoupon({ status: 'reserved', reservedFor: crypto.randomUUID() }),
      await insertCoupon({ status: 'used' }),
      await insertCoupon({ status: 'invalid' }),
      crypto.randomUUID(),
    ];
    for (const couponId of refused) {
      const response = await postQuote(t.app, token, { couponId });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'COUPON_UNAVAILABLE', field: 'couponId' });
    }
    const usable = await insertCoupon({});
    expect((await postQuote(t.app, token, { couponId: usable })).statusCode).toBe(200);
    // Home offers only the usable withdrawal coupons.
    const home = await getLoanHome(t.app, token);
    expect(home.coupons.map((c) => c.id).sort()).toEqual(
      [usable, await welcomeCouponId(customerId)].sort(),
    );
  });
});

describe('GET /api/loan/quotes/:id/documents', () => {
  it('renders the three documents in the language asked; only for the quote owner', async () => {
    const { token } = await approvedBorrower(t);
    const quote = await quoteOf(t.app, token);
    const hashes = new Set<string>();
    for (const language of ['en', 'ph', 'hi'] as const) {
      const view = quoteDocumentsViewSchema.parse(
        await documentsOf(t.app, token, quote.id, language),
      );
      expect(view.quoteId).toBe(quote.id);
      expect(view.language).toBe(language);
      expect(view.documents.map((d) => d.kind)).toEqual([...DOCUMENT_KINDS]);
      for (const document of view.documents) {
        expect(document.language).toBe(language);
        hashes.add(document.hash);
      }
      // The same quote renders the same documents again.
      expect(await documentsOf(t.app, token, quote.id, language)).toEqual(view);
    }
    expect(hashes.size).toBe(9);

    const stranger = await approvedBorrower(t);
    const response = await getDocuments(t.app, stranger.token, quote.id);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await getDocuments(t.app, token, crypto.randomUUID())).statusCode).toBe(404);

    t.clock.advance(30 * 60);
    const expired = await getDocuments(t.app, token, quote.id);
    expect(expired.statusCode).toBe(409);
    expect(expired.json()).toMatchObject({ code: 'QUOTE_STALE' });
  });
});

describe('POST /api/loan/orders (sign)', () => {
  it('creates the order with its signed record, reserves the coupon and queues the check', async () => {
    const { token, customerId } = await approvedBorrower(t);
    const couponId = await welcomeCouponId(customerId);
    const quote = await quoteOf(t.app, token, { amountCentavos: 500_000, termDays: 14, couponId });
    const documents = await documentsOf(t.app, token, quote.id, 'ph');
    const png = makePng(480, 200);
    const body = signBody(documents, {
      signaturePng: pngDataUrl(png),
      device: { appType: 2, screen: '390x844' },
    });
    const response = await postSign(t.app, token, body, { 'user-agent': 'LoanTest/1.0' });
    expect(response.statusCode, response.body).toBe(201);
    const order = orderViewSchema.parse(response.json()) as OrderView;
    const at = t.clock.now();

    expect(order.orderNo).toMatch(
      new RegExp(`^SC${manilaDate(at).slice(2).replaceAll('-', '')}[A-Z2-7]{6}$`),
    );
    expect(order).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      orderNo: order.orderNo,
      productId: MAIN_PRODUCT,
      status: 'requested',
      amountCentavos: 500_000,
      termDays: 14,
      receivedCentavos: quote.receivedCentavos,
      totalRepaymentCentavos: quote.totalRepaymentCentavos,
      createdAt: at.toISOString(),
      dueDate: null,
      due: null,
      failureReason: null,
      principalReturn: null,
      dues: null,
      waitingPayment: null,
      pricing: pricingOf(quote),
      signStatus: 'signed',
      signedAt: at.toISOString(),
      payoutAccount: {
        channel: 'bank',
        payeeCode: 'bdo',
        accountLast4: '7890',
        holderName: 'Maria Santos Dela Cruz',
      },
      disbursedAt: null,
      settledOn: null,
      coupon: expect.objectContaining({ id: couponId, status: 'reserved', usedAt: null }),
      history: [
        {
          type: 'status',
          status: 'requested',
          at: at.toISOString(),
          actor: 'borrower',
          reason: 'signed',
        },
      ],
      keyFactsLink: {
        path: expect.stringMatching(
          new RegExp(`^/#/KSResult\\?order=${order.id}&expires=\\d+&sig=[A-Za-z0-9_-]{43}$`),
        ),
        expiresAt: new Date(at.getTime() + 30 * DAY_MS).toISOString(),
      },
    });

    // The same view again, as GET gives it.
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/loan/orders/${order.id}`,
      headers: bearer(token),
    });
    expect(again.json()).toEqual(order);

    expect(await coupons(customerId)).toEqual([
      expect.objectContaining({ id: couponId, status: 'reserved', reservedFor: order.id }),
    ]);
    const [signature] = await t.db.query<Record<string, unknown>>(
      `SELECT quote_id::text AS quote, language, documents, agreed, ip, user_agent AS ua, device,
              encode(documents_sha256, 'hex') AS seal, encode(signature_sha256, 'hex') AS sha,
              encode(signature_png, 'hex') AS png
         FROM signatures WHERE order_id = $1`,
      [order.id],
    );
    expect(signature).toEqual({
      quote: quote.id,
      language: 'ph',
      documents: documents.documents,
      agreed: { agreement: true, sanctionLetter: true },
      ip: '127.0.0.1',
      ua: 'LoanTest/1.0',
      device: { appType: 2, screen: '390x844' },
      seal: sealDocuments(documents.documents).toString('hex'),
      sha: expect.stringMatching(/^[0-9a-f]{64}$/),
      png: expect.stringMatching(/^[0-9a-f]+$/),
    });
    // Kept re-encoded, not as uploaded (docs/security.md#signature-images): the same pixels,
    // hashed as stored.
    const stored = Buffer.from(signature!.png as string, 'hex');
    expect(signature!.sha).toBe(createHash('sha256').update(stored).digest('hex'));
    expect(stored.equals(png)).toBe(false);
    expect(pixelsOf(stored).equals(pixelsOf(png))).toBe(true);
    const jobs = await t.db.query<{ payload: unknown; runAt: Date }>(
      `SELECT payload, run_at AS "runAt" FROM jobs WHERE kind = 'order-check' AND dedupe_key = $1`,
      [`order-check:${order.id}`],
    );
    expect(jobs).toEqual([{ payload: { orderId: order.id }, runAt: at }]);
    const [message] = await t.db.query<{ kind: string; params: unknown }>(
      `SELECT kind, params FROM messages WHERE customer_id = $1 ORDER BY id DESC LIMIT 1`,
      [customerId],
    );
    expect(message).toEqual({
      kind: 'orderRequested',
      params: { orderId: order.id, orderNo: order.orderNo, amountCentavos: 500_000 },
    });

    // Home now shows the order and blocks a new withdrawal; the coupon is no longer offered.
    const home = await getLoanHome(t.app, token);
    expect(home).toMatchObject({
      blockedBy: 'ORDER_IN_PROGRESS',
      coupons: [],
      currentOrder: { id: order.id, status: 'requested', due: null },
    });
    const blocked = await postQuote(t.app, token);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json()).toMatchObject({ code: 'ORDER_IN_PROGRESS' });
  });

  it('keeps the shell’s four device details with the signed record, nothing else (docs/bridge.md#replies)', async () => {
    const { token, customerId } = await approvedBorrower(t);
    const quote = await quoteOf(t.app, token);
    const documents = await documentsOf(t.app, token, quote.id);
    const shell = { model: 'SM-A155F', os: 'Android', osVersion: '14', appVersion: '2.3.1' };
    const response = await postSign(
      t.app,
      token,
      signBody(documents, {
        device: {
          appType: 1,
          screen: '390x844',
          shell: { ...shell, imei: '356938035643809' } as never,
        },
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const [signature] = await t.db.query<{ device: unknown }>(
      `SELECT s.device FROM signatures s JOIN orders o ON o.id = s.order_id
        WHERE o.customer_id = $1`,
      [customerId],
    );
    expect(signature!.device).toEqual({ appType: 1, screen: '390x844', shell });

    const other = await approvedBorrower(t);
    const otherQuote = await quoteOf(t.app, other.token);
    const otherDocuments = await documentsOf(t.app, other.token, otherQuote.id);
    const tooLong = await postSign(
      t.app,
      other.token,
      signBody(otherDocuments, {
        device: { appType: 1, screen: '390x844', shell: { ...shell, model: 'x'.repeat(41) } },
      }),
    );
    expect(tooLong.statusCode, tooLong.body).toBe(400);
    expect(tooLong.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'device.shell.model',
    });
  });

  it('keeps the signed record: the exact documents, the signature and a download', async () => {
    const { token } = await approvedBorrower(t);
    const quote = await quoteOf(t.app, token);
    const documents = await documentsOf(t.app, token, quote.id, 'hi');
    const body = signBody(documents);
    const order = (await postSign(t.app, token, body)).json<OrderView>();

    const signed = await t.app.inject({
      method: 'GET',
      url: `/api/loan/orders/${order.id}/signed`,
      headers: bearer(token),
    });
    expect(signed.statusCode).toBe(200);
    expect(signedRecordViewSchema.parse(signed.json())).toEqual({
      orderId: order.id,
      orderNo: order.orderNo,
      signedAt: order.signedAt,
      language: 'hi',
      signatureDataUrl: expect.stringMatching(/^data:image\/png;base64,/),
      documents: documents.documents,
    });
    const shown = signed.json<{ signatureDataUrl: string }>().signatureDataUrl;
    const storedPng = Buffer.from(shown.slice('data:image/png;base64,'.length), 'base64');
    const sentPng = Buffer.from(body.signaturePng.slice('data:image/png;base64,'.length), 'base64');
    expect(pixelsOf(storedPng).equals(pixelsOf(sentPng))).toBe(true);

    const download = await t.app.inject({
      method: 'GET',
      url: `/api/loan/orders/${order.id}/signed/download`,
      headers: bearer(token),
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="${order.orderNo}-signed.html"`,
    );
    expect(download.headers['cache-control']).toBe('no-store');
    const html = download.body;
    expect(html).toMatch(/^<!doctype html>/i);
    expect(html).toContain(order.orderNo);
    expect(html).toContain(storedPng.toString('base64'));
    for (const document of documents.documents) {
      expect(html).toContain(document.hash);
      expect(html).toContain(document.version);
    }
  });

  it('lists orders by tab, newest first, each only to its borrower', async () => {
    const { token } = await approvedBorrower(t);
    const list = async (tab: string, who = token) =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/loan/orders',
          query: { tab },
          headers: bearer(who),
        })
      ).json<{ orders: { id: string; status: string }[] }>();
    expect(await list('current')).toEqual({ orders: [] });

    const first = await withdraw(t.app, token);
    expect((await list('current')).orders.map((o) => o.id)).toEqual([first.id]);
    expect(await list('history')).toEqual({ orders: [] });

    // Customer service cancels it (the operator command runs the same state machine).
    await t.db.transaction((tx) =>
      transitionOrder(tx, {
        orderId: first.id,
        from: ['requested'],
        to: 'cancelled',
        at: t.clock.now(),
        actor: 'operator',
        reason: 'customerRequest',
        set: { cancelledAt: t.clock.now() },
      }),
    );
    t.clock.advance(60);
    const second = await withdraw(t.app, token, { amountCentavos: 200_000 });
    expect((await list('current')).orders.map((o) => o.id)).toEqual([second.id]);
    expect((await list('history')).orders).toEqual([
      expect.objectContaining({ id: first.id, status: 'cancelled' }),
    ]);
    const stranger = await approvedBorrower(t);
    expect(await list('current', stranger.token)).toEqual({ orders: [] });
    expect(await list('history', stranger.token)).toEqual({ orders: [] });
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/loan/orders',
          query: { tab: 'all' },
          headers: bearer(token),
        })
      ).statusCode,
    ).toBe(400);
  });
});

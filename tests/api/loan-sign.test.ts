import { PNG } from 'pngjs';
import { describe, expect, it, vi } from 'vitest';
import { SIGNATURE_MAX_BYTES } from '../../contract/loan/api.ts';
import type { OrderView } from '../../contract/loan/api.ts';
import type { AppConfig } from '../../server/config.ts';
import { createTestApp, testConfig, useTestApp } from './support/harness.ts';
import {
  MAIN_PRODUCT,
  approvedBorrower,
  claimingPng,
  documentsOf,
  makePng,
  pngDataUrl,
  postQuote,
  postSign,
  quoteOf,
  signBody,
  markRepaying,
} from './support/loan-fixtures.ts';
import type { Borrower } from './support/loan-fixtures.ts';

const t = useTestApp({ env: { JOBS_ENABLED: 'false' } });

const ordersOf = (customerId: string) =>
  t.db.query<{ id: string; status: string }>(
    `SELECT id::text AS id, status FROM orders WHERE customer_id = $1`,
    [customerId],
  );

/** A quote and its documents as shown, ready to sign. */
async function shown(borrower: Borrower, body = {}) {
  const quote = await quoteOf(t.app, borrower.token, body);
  return documentsOf(t.app, borrower.token, quote.id);
}

async function expectRefused(
  borrower: Borrower,
  body: unknown,
  status: number,
  error: Record<string, unknown>,
) {
  const response = await postSign(t.app, borrower.token, body);
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toMatchObject(error);
}

describe('signing refuses', () => {
  it('unless both the agreement and the sanction letter are agreed', async () => {
    const borrower = await approvedBorrower(t);
    const documents = await shown(borrower);
    await expectRefused(
      borrower,
      signBody(documents, { agreed: { agreement: false, sanctionLetter: true } }),
      400,
      { code: 'AGREEMENT_REQUIRED', field: 'agreed.agreement' },
    );
    await expectRefused(
      borrower,
      signBody(documents, { agreed: { agreement: true, sanctionLetter: false } }),
      400,
      { code: 'AGREEMENT_REQUIRED', field: 'agreed.sanctionLetter' },
    );
    expect(await ordersOf(borrower.customerId)).toEqual([]);
  });

  it('a signature that is not a PNG of at least 100 × 100 px and at most 300 KB', async () => {
    const borrower = await approvedBorrower(t);
    const documents = await shown(borrower);
    const signature = (signaturePng: string) => signBody(documents, { signaturePng });
    const refusal = (message: string) => ({
      code: 'VALIDATION_FAILED',
      field: 'signaturePng',
      message,
    });
    await expectRefused(
      borrower,
      signature('data:image/jpeg;base64,AAAA'),
      400,
      refusal('validation.signature.required'),
    );
    await expectRefused(
      borrower,
      signature(
        `data:image/png;base64,${Buffer.from('GIF89a not a png at all').toString('base64')}`,
      ),
      400,
      refusal('validation.signature.required'),
    );
    await expectRefused(
      borrower,
      signature(pngDataUrl(makePng(99, 200))),
      400,
      refusal('validation.signature.required'),
    );
    await expectRefused(
      borrower,
      signature(pngDataUrl(makePng(300, 99))),
      400,
      refusal('validation.signature.required'),
    );
    await expectRefused(
      borrower,
      signature(pngDataUrl(makePng(400, 160, SIGNATURE_MAX_BYTES + 1))),
      400,
      refusal('validation.signature.tooLarge'),
    );
    // Pixels are bounded before anything is decoded, and a broken PNG is unreadable
    // (docs/security.md#signature-images).
    await expectRefused(
      borrower,
      signature(pngDataUrl(claimingPng(60_000))),
      400,
      refusal('validation.signature.tooLarge'),
    );
    const corrupt = makePng(400, 160);
    corrupt.writeUInt8(corrupt.readUInt8(corrupt.length - 20) ^ 0xff, corrupt.length - 20);
    await expectRefused(
      borrower,
      signature(pngDataUrl(corrupt)),
      400,
      refusal('validation.signature.required'),
    );
    // Past the route's body limit the request is not even read.
    await expectRefused(borrower, signature(pngDataUrl(makePng(400, 160, 600 * 1024))), 413, {
      code: 'PAYLOAD_TOO_LARGE',
    });
    expect(await ordersOf(borrower.customerId)).toEqual([]);

    // The largest and the smallest signature accepted.
    const largest = await postSign(
      t.app,
      borrower.token,
      signature(pngDataUrl(makePng(100, 100, SIGNATURE_MAX_BYTES))),
    );
    expect(largest.statusCode, largest.body).toBe(201);
    // Its padding (a 300 KB text chunk) was not kept: only the pixels, written afresh.
    const [stored] = await t.db.query<{ png: Uint8Array }>(
      'SELECT signature_png AS png FROM signatures WHERE customer_id = $1',
      [borrower.customerId],
    );
    const png = Buffer.from(stored!.png);
    expect(png.length).toBeLessThan(2000);
    expect(png.includes('tEXt')).toBe(false);
  });

  it('a quote that is not yours, or stale, before the signature is decoded', async () => {
    // Decoding a signature costs up to a few hundred milliseconds of CPU: what can be refused
    // by a lookup is refused first (docs/security.md#signature-images).
    const borrower = await approvedBorrower(t);
    const other = await approvedBorrower(t);
    const documents = await shown(borrower);
    const decoder = vi.spyOn(PNG.sync, 'read');
    try {
      await expectRefused(other, signBody(documents), 404, { code: 'NOT_FOUND' });
      await expectRefused(
        borrower,
        signBody(documents, { agreed: { agreement: false, sanctionLetter: true } }),
        400,
        { code: 'AGREEMENT_REQUIRED' },
      );
      t.clock.advance(30 * 60);
      await expectRefused(borrower, signBody(documents), 409, { code: 'QUOTE_STALE' });
      expect(decoder).not.toHaveBeenCalled();
    } finally {
      decoder.mockRestore();
    }
  });

  it('a stale quote: expired, already signed, or its coupon reserved by another order', async () => {
    const borrower = await approvedBorrower(t);
    const expired = await shown(borrower);
    t.clock.advance(30 * 60);
    await expectRefused(borrower, signBody(expired), 409, { code: 'QUOTE_STALE' });

    const [coupon] = await t.db.query<{ id: string }>(
      `SELECT id::text AS id FROM coupons WHERE customer_id = $1`,
      [borrower.customerId],
    );
    const first = await shown(borrower, { couponId: coupon!.id });
    const second = await shown(borrower, { couponId: coupon!.id });
    expect((await postSign(t.app, borrower.token, signBody(first))).statusCode).toBe(201);
    await expectRefused(borrower, signBody(first), 409, { code: 'QUOTE_STALE' });
    await expectRefused(borrower, signBody(second), 409, { code: 'QUOTE_STALE' });
    expect(await ordersOf(borrower.customerId)).toHaveLength(1);
  });

  it('a quote made on a quota that has changed since', async () => {
    const borrower = await approvedBorrower(t);
    const documents = await shown(borrower);
    await t.db.query(`UPDATE applications SET quota_centavos = 500000 WHERE customer_id = $1`, [
      borrower.customerId,
    ]);
    await expectRefused(borrower, signBody(documents), 409, { code: 'QUOTE_STALE' });
    await t.db.query(`UPDATE applications SET quota_centavos = 650000 WHERE customer_id = $1`, [
      borrower.customerId,
    ]);
    expect((await postSign(t.app, borrower.token, signBody(documents))).statusCode).toBe(201);
  });

  it('documents other than the ones rendered now (a changed hash, another language)', async () => {
    const borrower = await approvedBorrower(t);
    const documents = await shown(borrower);
    const body = signBody(documents);
    const flipped = body.documentHashes.agreement.replace(/^./, (c) => (c === '0' ? '1' : '0'));
    await expectRefused(
      borrower,
      { ...body, documentHashes: { ...body.documentHashes, agreement: flipped } },
      409,
      { code: 'QUOTE_STALE' },
    );
    // English documents shown, Filipino named as the language signed in.
    await expectRefused(borrower, { ...body, language: 'ph' }, 409, { code: 'QUOTE_STALE' });
    expect((await postSign(t.app, borrower.token, body)).statusCode).toBe(201);
  });

  it('a quote made before the product configuration changed', async () => {
    const borrower = await approvedBorrower(t);
    const documents = await shown(borrower);
    const base = testConfig({ JOBS_ENABLED: 'false' });
    const changed: AppConfig = {
      ...base,
      loan: {
        ...base.loan,
        products: base.loan.products.map((p) =>
          p.id === MAIN_PRODUCT ? { ...p, dailyInterestPpm: p.dailyInterestPpm - 100 } : p,
        ),
      },
    };
    const other = await createTestApp({ db: t.db, clock: t.clock, config: changed });
    const response = await postSign(other.app, borrower.token, signBody(documents));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'QUOTE_STALE' });
    // The same configuration (a restart): the quote still stands.
    const same = await createTestApp({ db: t.db, clock: t.clock, config: base });
    expect((await postSign(same.app, borrower.token, signBody(documents))).statusCode).toBe(201);
    await other.app.close();
    await same.app.close();
  });

  it("another borrower's quote, as if it did not exist", async () => {
    const owner = await approvedBorrower(t);
    const stranger = await approvedBorrower(t);
    const documents = await shown(owner);
    await expectRefused(stranger, signBody(documents), 404, { code: 'NOT_FOUND' });
    await expectRefused(stranger, signBody({ ...documents, quoteId: crypto.randomUUID() }), 404, {
      code: 'NOT_FOUND',
    });
    expect(await ordersOf(stranger.customerId)).toEqual([]);
  });

  it('while an order is in progress, and while a loan is outstanding', async () => {
    const borrower = await approvedBorrower(t);
    const first = await shown(borrower);
    const later = await shown(borrower, { amountCentavos: 200_000 });
    const order = (await postSign(t.app, borrower.token, signBody(first))).json<OrderView>();
    await expectRefused(borrower, signBody(later), 409, { code: 'ORDER_IN_PROGRESS' });

    await markRepaying(t, order.id, 7);
    await expectRefused(borrower, signBody(later), 409, { code: 'OUTSTANDING_REPAYMENT' });
    const quote = await postQuote(t.app, borrower.token);
    expect(quote.statusCode).toBe(409);
    expect(quote.json()).toMatchObject({ code: 'OUTSTANDING_REPAYMENT' });
    expect(await ordersOf(borrower.customerId)).toEqual([{ id: order.id, status: 'repaying' }]);
  });

  it('the second of two withdrawals signed at the same time', async () => {
    const borrower = await approvedBorrower(t);
    const a = await shown(borrower);
    const b = await shown(borrower, { amountCentavos: 400_000, termDays: 14 });
    const answers = await Promise.all([
      postSign(t.app, borrower.token, signBody(a)),
      postSign(t.app, borrower.token, signBody(b)),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((r) => r.statusCode === 409)?.json()).toMatchObject({
      code: 'ORDER_IN_PROGRESS',
    });
    const orders = await ordersOf(borrower.customerId);
    expect(orders).toEqual([
      { id: answers.find((r) => r.statusCode === 201)!.json().id, status: 'requested' },
    ]);
    const signatures = await t.db.query('SELECT 1 FROM signatures WHERE customer_id = $1', [
      borrower.customerId,
    ]);
    expect(signatures).toHaveLength(1);
  });

  it('a second open order even without the lock: the orders_one_open index refuses it', async () => {
    const borrower = await approvedBorrower(t);
    const signed = await shown(borrower);
    const other = await quoteOf(t.app, borrower.token);
    expect((await postSign(t.app, borrower.token, signBody(signed))).statusCode).toBe(201);
    await expect(
      t.db.query(
        `INSERT INTO orders (id, order_no, customer_id, application_id, quote_id, product_id,
                             product, status, amount_centavos, term_days, received_centavos,
                             total_repayment_centavos, pricing, payout_account, created_at,
                             updated_at)
         SELECT gen_random_uuid(), 'SCTEST000000', customer_id, application_id, id, product_id,
                product, 'requested', 300000, 7, 290000, 310000, pricing, '{}'::jsonb,
                created_at, created_at
           FROM quotes WHERE id = $1`,
        [other.id],
      ),
    ).rejects.toThrow(/orders_one_open/);
  });
});

import { randomInt, randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import type { SignRequest } from '../../../contract/loan/api.ts';
import { AGREED_DOCUMENTS, DOCUMENT_KINDS } from '../../../contract/loan/documents.ts';
import { uniqueViolation } from '../../db/unique-violation.ts';
import type { Db } from '../../db/db.ts';
import { sealDocuments } from '../../documents/document-hash.ts';
import { AppError } from '../../errors.ts';
import { enqueueJob } from '../../jobs/enqueue-job.ts';
import { manilaDate } from '../../../contract/calendar.ts';
import { latestApplication } from '../../repositories/applications.ts';
import { findCoupon, reserveCoupon } from '../../repositories/coupons.ts';
import { couponApplies } from '../../domain/coupon-rules.ts';
import { findOpenOrder, insertOrder, isQuoteSigned } from '../../repositories/orders.ts';
import { findQuote } from '../../repositories/quotes.ts';
import type { QuoteRow } from '../../repositories/quotes.ts';
import { insertSignature } from '../../repositories/signatures.ts';
import type { ServiceDeps } from '../deps.ts';
import { readBorrower } from './borrower-details.ts';
import { orderCheckJob } from '../disbursement/jobs.ts';
import { blockedError, openOrderBlock } from './loan-standing.ts';
import { recordOrderCreated } from './order-machine.ts';
import { renderQuoteDocuments } from './quote-documents.ts';
import { readSignatureImage } from '../../domain/signature-image.ts';
import type { SignatureImage } from '../../domain/signature-image.ts';

/** Serialises one borrower's withdrawals across instances (the orders_one_open index backs it). */
export const LOAN_LOCK_NAMESPACE = 'loan';

export interface LoanCaller {
  customerId: string;
  /** E.164; named in the documents. */
  phone: string;
}

/** Where the signature came from, kept with the signed record. */
export interface SignOrigin {
  ip: string | null;
  userAgent: string | null;
}

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** 'SC' + Manila yymmdd + 6 random base32 characters: not a counter, so it reveals no volume. */
export function newOrderNo(at: Date): string {
  const date = manilaDate(at).slice(2).replaceAll('-', '');
  const random = Array.from({ length: 6 }, () => BASE32[randomInt(BASE32.length)]).join('');
  return `SC${date}${random}`;
}

const stale = (why: string) => new AppError('QUOTE_STALE', `Quote no longer valid: ${why}`);

/**
 * Signing creates the order, in state "requested" (docs/loans.md#signing). The agreement and the
 * quote are checked first, then the signature is checked and re-encoded; then, in one transaction
 * under the borrower's lock: the quote must still stand exactly as shown, both documents be
 * agreed, the documents re-rendered now hash as the ones shown and no order be open. Then the
 * order, the signed record, the coupon reservation, the first history entry and message, and the
 * order-check job are written together. Returns the new order's id.
 */
export function createSignOrder({ db, config, now }: ServiceDeps) {
  /** QUOTE_STALE unless the quote could still be signed as it was priced. */
  async function checkQuoteStands(tx: Db, quote: QuoteRow, at: Date): Promise<void> {
    if (quote.expiresAt <= at) throw stale('expired');
    if (await isQuoteSigned(tx, quote.id)) throw stale('already signed');
    const product = config.loan.products.find((p) => p.id === quote.productId);
    if (!product || !isDeepStrictEqual(product, quote.product)) throw stale('product changed');
    const latest = await latestApplication(tx, quote.customerId);
    if (
      latest?.status !== 'approved' ||
      latest.id !== quote.applicationId ||
      latest.quotaCentavos !== quote.quotaCentavos
    ) {
      throw stale('quota changed');
    }
    if (quote.couponId) {
      const coupon = await findCoupon(tx, quote.customerId, quote.couponId);
      const usable =
        coupon?.status === 'available' && coupon.validFrom <= at && coupon.validUntil > at;
      if (!usable) throw stale('coupon no longer available');
      // Its place and minimum never change, so the quote was refused already; kept as the rule
      // of signing too (docs/coupons.md#platform-coupons).
      const amountCentavos = quote.pricing.amountCentavos;
      if (!couponApplies(coupon, { appliesTo: 'withdrawal', amountCentavos, at })) {
        throw new AppError('COUPON_UNAVAILABLE', 'This coupon cannot be applied', {
          field: 'couponId',
        });
      }
    }
  }

  function checkAgreed(agreed: SignRequest['agreed']): void {
    for (const kind of AGREED_DOCUMENTS) {
      if (!agreed[kind]) {
        throw new AppError('AGREEMENT_REQUIRED', `The ${kind} must be agreed before signing`, {
          field: `agreed.${kind}`,
        });
      }
    }
  }

  async function sign(
    tx: Db,
    caller: LoanCaller,
    body: SignRequest,
    origin: SignOrigin,
    image: SignatureImage,
  ) {
    const { customerId } = caller;
    const at = now();
    const quote = await findQuote(tx, customerId, body.quoteId);
    if (!quote) throw new AppError('NOT_FOUND', 'No such quote');
    await checkQuoteStands(tx, quote, at);
    checkAgreed(body.agreed);

    const { borrower, bank } = await readBorrower(tx, customerId, caller.phone);
    if (!bank) throw stale('no payout account');
    const documents = renderQuoteDocuments(quote, {
      language: body.language,
      borrower,
      bank,
      brand: config.brand,
      contactHours: config.loan.contactHours,
    });
    const shown = DOCUMENT_KINDS.every(
      (kind) => documents.find((d) => d.kind === kind)?.hash === body.documentHashes[kind],
    );
    if (!shown) throw stale('the documents changed since they were shown');

    const open = await findOpenOrder(tx, customerId);
    if (open) throw blockedError(openOrderBlock(open));

    const orderId = randomUUID();
    const orderNo = newOrderNo(at);
    await insertOrder(tx, {
      id: orderId,
      orderNo,
      customerId,
      applicationId: quote.applicationId,
      quoteId: quote.id,
      product: quote.product,
      pricing: quote.pricing,
      couponId: quote.couponId,
      payoutAccount: bank,
      at,
    });
    await insertSignature(tx, {
      id: randomUUID(),
      orderId,
      customerId,
      quoteId: quote.id,
      language: body.language,
      documents,
      documentsSha256: sealDocuments(documents),
      agreed: body.agreed,
      signaturePng: image.png,
      signatureSha256: image.sha256,
      signedAt: at,
      ip: origin.ip,
      userAgent: origin.userAgent,
      device: body.device,
    });
    if (quote.couponId && !(await reserveCoupon(tx, { couponId: quote.couponId, orderId, at }))) {
      throw stale('coupon no longer available');
    }
    await recordOrderCreated(tx, {
      orderId,
      orderNo,
      customerId,
      amountCentavos: quote.pricing.amountCentavos,
      at,
    });
    const checkAt = new Date(at.getTime() + config.loan.orderCheckDelaySeconds * 1000);
    await enqueueJob(tx, orderCheckJob(orderId, checkAt), at);
    return orderId;
  }

  /**
   * What can be refused cheaply is refused before the signature is decoded (up to a few hundred
   * milliseconds of CPU): the agreement, and the quote, read without the lock. Under the lock the
   * transaction checks the quote again, as it may have changed since.
   */
  async function checkBeforeDecoding(caller: LoanCaller, body: SignRequest): Promise<void> {
    checkAgreed(body.agreed);
    const quote = await findQuote(db, caller.customerId, body.quoteId);
    if (!quote) throw new AppError('NOT_FOUND', 'No such quote');
    await checkQuoteStands(db, quote, now());
  }

  return async (caller: LoanCaller, body: SignRequest, origin: SignOrigin): Promise<string> => {
    await checkBeforeDecoding(caller, body);
    // Decoded and re-encoded before the transaction: no lock is held while the pixels are read
    // (docs/security.md#signature-images).
    const image = readSignatureImage(body.signaturePng);
    try {
      // The borrower's loan lock, taken with BEGIN (docs/performance.md#locked-transactions).
      const lock = { namespace: LOAN_LOCK_NAMESPACE, key: caller.customerId };
      return await db.transaction((tx) => sign(tx, caller, body, origin, image), { lock });
    } catch (error) {
      // Under the lock these cannot happen; the indexes hold even for a writer that skips it, and
      // the loser of such a race still gets an answer, never a 500.
      if (uniqueViolation(error, 'orders_one_open')) {
        throw blockedError('ORDER_IN_PROGRESS');
      }
      if (uniqueViolation(error, 'orders_quote_id_key')) throw stale('already signed');
      throw error;
    }
  };
}

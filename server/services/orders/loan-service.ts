import { randomUUID } from 'node:crypto';
import type { Language } from '../../../contract/language.ts';
import type {
  KeyFactsPublicView,
  LoanHomeView,
  OrderSummary,
  OrderView,
  QuoteDocumentsView,
  QuoteView,
  SignRequest,
  SignedRecordView,
} from '../../../contract/loan/api.ts';
import { DOCUMENT_KINDS } from '../../../contract/loan/documents.ts';
import type { LoanTab } from '../../../contract/loan/order-states.ts';
import type { Db } from '../../db/db.ts';
import { renderSignedHtml } from '../../documents/signed-html.ts';
import { AppError } from '../../errors.ts';
import { addDays, manilaDate, manilaDayStart } from '../../../contract/calendar.ts';
import { couponView, findCoupon } from '../../repositories/coupons.ts';
import type { CouponRow } from '../../repositories/coupons.ts';
import { couponApplies } from '../../domain/coupon-rules.ts';
import {
  findOrder,
  findOrderById,
  listOrderEvents,
  listOrders,
} from '../../repositories/orders.ts';
import type { OrderRow } from '../../repositories/orders.ts';
import { findQuote, insertQuote, pruneQuotes } from '../../repositories/quotes.ts';
import { findSignature } from '../../repositories/signatures.ts';
import type { ServiceDeps } from '../deps.ts';
import { checkLoanRequest, priceLoan } from '../../domain/pricing/quote.ts';
import { payoutAccountView, readBorrower } from './borrower-details.ts';
import { checkKeyFactsLink, makeKeyFactsLink } from '../../domain/key-facts-link.ts';
import { blockedError, readStanding, standingOf } from './loan-standing.ts';
import { orderSummary, orderView, productView } from './order-views.ts';
import { renderQuoteDocuments } from './quote-documents.ts';
import { ledgerOfEntries, peekLedger } from '../repayment/ledger-store.ts';
import { receiptsOfOrder } from '../../repositories/receipts.ts';
import { findLiveIntent } from '../../repositories/payment-intents.ts';
import { waitingPaymentOf } from '../repayment/intent-view.ts';
import type { WaitingPaymentView } from '../../../contract/loan/waiting-payment.ts';
import { readLoanHome, readLoanHomeVersion } from '../../repositories/loan-home.ts';
import type { LoanHomeRead } from '../../repositories/loan-home.ts';
import { createLoanHomeCache } from './loan-home-cache.ts';
import type { Ledger } from '../../domain/ledger/types.ts';
import { signatureDataUrl } from '../../domain/signature-image.ts';
import { quotaCeiling } from '../../domain/repeat-quota.ts';
import { LOAN_LOCK_NAMESPACE, createSignOrder } from './sign-order.ts';
import type { LoanCaller, SignOrigin } from './sign-order.ts';

/** Home, its open order with the server's principalReturn (order-views.ts). */
export type HomeView = Omit<LoanHomeView, 'currentOrder'> & {
  currentOrder: OrderSummary | null;
};

export type { LoanCaller, SignOrigin } from './sign-order.ts';

/** A parsed quote request (contract/loan/api.ts quoteRequestSchema). */
export interface QuoteInput {
  productId: string;
  amountCentavos: number;
  termDays: number;
  couponId: string | null;
}

/**
 * Quotes a borrower keeps besides the signed ones: the slider asks for one at every stop, so only
 * the newest are worth keeping (docs/security.md#stored-quotes).
 */
export const LIVE_QUOTES_KEPT = 20;

const notFound = (what: string) => new AppError('NOT_FOUND', `No such ${what}`);

/** A coupon for a withdrawal of this amount now (docs/coupons.md#platform-coupons). */
const usableAt = (coupon: CouponRow, amountCentavos: number, at: Date): boolean =>
  couponApplies(coupon, { appliesTo: 'withdrawal', amountCentavos, at });

/**
 * The first instant after `at` at which the same rows give another home: the next Manila day (what
 * is due and overdue is counted in days), a coupon starting or ending, or the waiting payment's
 * expiry (docs/loans.md#waiting-payment).
 */
export function homeChangesByTimeAt(read: Omit<LoanHomeRead, 'version'>, at: Date): Date {
  const instants = [
    manilaDayStart(addDays(manilaDate(at), 1)).getTime(),
    ...read.rows.coupons.map((coupon) => coupon.validUntil.getTime()),
  ];
  if (read.nextCouponFrom) instants.push(read.nextCouponFrom.getTime());
  const live = read.rows.liveIntent;
  if (live && live.expiresAt > at) instants.push(live.expiresAt.getTime());
  return new Date(Math.min(...instants));
}

/** Whether an order has a ledger: paid out and not cancelled (docs/loans.md#ledger). */
const hasLedger = (order: OrderRow): boolean =>
  Boolean(order.disbursedAt) && (order.status === 'repaying' || order.status === 'settled');

/**
 * The borrower's side of a loan: home, quotes and their documents, signing, the orders and what
 * was signed, and the public key fact statement link. Every lookup is scoped to the caller, so
 * another borrower's record answers NOT_FOUND exactly like one that does not exist.
 */
export function createLoanService(deps: ServiceDeps) {
  const { db, config, now } = deps;
  const signOrder = createSignOrder(deps);
  const products = config.loan.products.map(productView);
  const homes = createLoanHomeCache<HomeView>();

  async function ownOrder(customerId: string, id: string): Promise<OrderRow> {
    const order = await findOrder(db, customerId, id);
    if (!order) throw notFound('order');
    return order;
  }

  async function ownSignature(customerId: string, id: string) {
    const order = await ownOrder(customerId, id);
    const signature = await findSignature(db, order.id);
    if (!signature) throw notFound('signed record');
    return { order, signature };
  }

  /** A repaying loan's payment waiting for the borrower (docs/loans.md#waiting-payment). */
  const waitingOf = async (
    tx: Db,
    order: OrderRow,
    at: Date,
  ): Promise<WaitingPaymentView | null> =>
    order.status === 'repaying' ? waitingPaymentOf(await findLiveIntent(tx, order.id), at) : null;

  /** The loan's ledger, when it has one. */
  const ledgerOf = (tx: Db, order: OrderRow): Promise<Ledger | null> =>
    hasLedger(order) ? peekLedger(tx, order) : Promise.resolve(null);

  /** The rules are readStanding's and ledgerOf's, on rows read together. */
  function homeView(rows: LoanHomeRead['rows'], at: Date): HomeView {
    const standing = standingOf(rows.application, rows.openOrder);
    const open = standing.openOrder;
    const ledger =
      open && rows.ledgerEntries && hasLedger(open)
        ? ledgerOfEntries(open, rows.ledgerEntries)
        : null;
    return {
      quotaCentavos: standing.approved?.quotaCentavos ?? null,
      quotaCeilingCentavos: quotaCeiling(
        config.creditDecision.scorecard,
        rows.bonusCeilingCentavos,
      ),
      products,
      coupons: rows.coupons.map((coupon) => couponView(coupon, at)),
      payoutAccount: rows.bank ? payoutAccountView(rows.bank) : null,
      currentOrder: open
        ? orderSummary(open, manilaDate(at), ledger, waitingPaymentOf(rows.liveIntent, at))
        : null,
      blockedBy: standing.blockedBy,
    };
  }

  async function viewOrder(tx: Db, order: OrderRow): Promise<OrderView> {
    const at = now();
    const signature = await findSignature(tx, order.id);
    const events = await listOrderEvents(tx, order.id);
    const coupon = order.couponId ? await findCoupon(tx, order.customerId, order.couponId) : null;
    const keyFactsLink = signature
      ? makeKeyFactsLink(config.loan.keyFactsLink.secret, {
          orderId: order.id,
          at,
          days: config.loan.keyFactsLink.days,
        })
      : null;
    const ledger = await ledgerOf(tx, order);
    const receipts = ledger ? await receiptsOfOrder(tx, order.id) : [];
    const waiting = await waitingOf(tx, order, at);
    return orderView(
      { order, events, signature, coupon, keyFactsLink, ledger, receipts, waiting },
      at,
    );
  }

  return {
    async home(caller: LoanCaller): Promise<HomeView> {
      const { customerId } = caller;
      const at = now();
      // The home built before, if nothing it shows changed since (docs/performance.md#loan-home-cache).
      const cached = homes.candidate(customerId, at.getTime());
      if (cached && cached.version === (await readLoanHomeVersion(db, customerId))) {
        return cached.view;
      }
      // One statement (docs/performance.md#one-statement-views).
      const read = await readLoanHome(db, customerId, at);
      const view = homeView(read.rows, at);
      homes.put(customerId, {
        version: read.version,
        from: at.getTime(),
        until: homeChangesByTimeAt(read, at).getTime(),
        view,
      });
      return view;
    },

    /** Prices a withdrawal and keeps the offer for config.loan.quoteTtlMinutes. */
    async quote(caller: LoanCaller, request: QuoteInput): Promise<QuoteView> {
      const { customerId } = caller;
      const at = now();
      const standing = await readStanding(db, customerId);
      if (standing.blockedBy || !standing.approved) {
        throw blockedError(standing.blockedBy ?? 'NOT_APPROVED');
      }
      const product = config.loan.products.find((p) => p.id === request.productId);
      if (!product) {
        throw new AppError('NOT_FOUND', 'No such product', { field: 'productId' });
      }
      const { amountCentavos, termDays } = request;
      const problem = checkLoanRequest(
        product,
        { amountCentavos, termDays },
        standing.approved.quotaCentavos,
      );
      if (problem) throw new AppError(problem.code, problem.message, { field: problem.field });
      const coupon = request.couponId ? await findCoupon(db, customerId, request.couponId) : null;
      if (request.couponId && !(coupon && usableAt(coupon, amountCentavos, at))) {
        throw new AppError('COUPON_UNAVAILABLE', 'This coupon cannot be applied', {
          field: 'couponId',
        });
      }
      const pricing = priceLoan(product, {
        amountCentavos,
        termDays,
        withdrawalDate: manilaDate(at),
        couponCentavos: coupon?.deductionCentavos ?? 0,
      });
      const id = randomUUID();
      const expiresAt = new Date(at.getTime() + config.loan.quoteTtlMinutes * 60_000);
      const { quotaCentavos } = standing.approved;
      const applicationId = standing.approved.id;
      // Under the borrower's loan lock, so a quote being signed is never the one pruned.
      await db.transaction(
        async (tx) => {
          await insertQuote(tx, {
            id,
            customerId,
            applicationId,
            productId: product.id,
            product,
            pricing,
            couponId: coupon?.id ?? null,
            quotaCentavos,
            createdAt: at,
            expiresAt,
          });
          await pruneQuotes(tx, customerId, LIVE_QUOTES_KEPT);
        },
        { lock: { namespace: LOAN_LOCK_NAMESPACE, key: customerId } },
      );
      return { ...pricing, id, couponId: coupon?.id ?? null, expiresAt: expiresAt.toISOString() };
    },

    /** The key fact statement, agreement and sanction letter filled with the quote. */
    async documents(
      caller: LoanCaller,
      quoteId: string,
      language: Language,
    ): Promise<QuoteDocumentsView> {
      const quote = await findQuote(db, caller.customerId, quoteId);
      if (!quote) throw notFound('quote');
      if (quote.expiresAt <= now()) throw new AppError('QUOTE_STALE', 'The quote expired');
      const { borrower, bank } = await readBorrower(db, caller.customerId, caller.phone);
      if (!bank) throw new AppError('QUOTE_STALE', 'No payout account');
      const documents = renderQuoteDocuments(quote, {
        language,
        borrower,
        bank,
        brand: config.brand,
        contactHours: config.loan.contactHours,
      });
      return {
        quoteId: quote.id,
        language,
        documents: DOCUMENT_KINDS.map((kind) => documents.find((d) => d.kind === kind)!),
      };
    },

    async sign(caller: LoanCaller, body: SignRequest, origin: SignOrigin): Promise<OrderView> {
      const orderId = await signOrder(caller, body, origin);
      return viewOrder(db, await ownOrder(caller.customerId, orderId));
    },

    async listOrders(caller: LoanCaller, tab: LoanTab): Promise<{ orders: OrderSummary[] }> {
      const rows = await listOrders(db, caller.customerId, tab);
      const at = now();
      const today = manilaDate(at);
      const orders = await Promise.all(
        rows.map(async (row) =>
          orderSummary(row, today, await ledgerOf(db, row), await waitingOf(db, row, at)),
        ),
      );
      return { orders };
    },

    async order(caller: LoanCaller, id: string): Promise<OrderView> {
      return viewOrder(db, await ownOrder(caller.customerId, id));
    },

    /** What was signed, exactly as stored. */
    async signedRecord(caller: LoanCaller, id: string): Promise<SignedRecordView> {
      const { order, signature } = await ownSignature(caller.customerId, id);
      return {
        orderId: order.id,
        orderNo: order.orderNo,
        signedAt: signature.signedAt.toISOString(),
        language: signature.language,
        signatureDataUrl: signatureDataUrl(signature.signaturePng),
        documents: signature.documents,
      };
    },

    /** The borrower's own copy (Truth in Lending: the right to a copy), one HTML file. */
    async signedDownload(
      caller: LoanCaller,
      id: string,
    ): Promise<{ fileName: string; html: string }> {
      const { order, signature } = await ownSignature(caller.customerId, id);
      const html = renderSignedHtml({
        orderNo: order.orderNo,
        signedAt: signature.signedAt,
        language: signature.language,
        documents: signature.documents,
        signaturePng: Buffer.from(signature.signaturePng),
        lender: config.brand,
      });
      return { fileName: `${order.orderNo}-signed.html`, html };
    },

    /**
     * The signed key fact statement through an expiring link, without login
     * (docs/loans.md#key-fact-link).
     */
    async publicKeyFacts(link: {
      order: string;
      expires: number;
      sig: string;
    }): Promise<KeyFactsPublicView> {
      const check = checkKeyFactsLink(
        config.loan.keyFactsLink.secret,
        { orderId: link.order, expires: link.expires, sig: link.sig },
        now(),
      );
      if (check === 'forged') throw notFound('key fact statement');
      if (check === 'expired') throw new AppError('LINK_EXPIRED', 'This link has expired');
      const order = await findOrderById(db, link.order);
      const signature = order ? await findSignature(db, order.id) : null;
      const document = signature?.documents.find((d) => d.kind === 'keyFacts');
      if (!order || !document) throw notFound('key fact statement');
      return {
        orderNo: order.orderNo,
        expiresAt: new Date(link.expires * 1000).toISOString(),
        document,
      };
    },
  };
}

export type LoanService = ReturnType<typeof createLoanService>;

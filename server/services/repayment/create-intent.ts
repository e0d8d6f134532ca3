import { randomUUID } from 'node:crypto';
import type {
  CreateIntentRequest,
  ExtensionDisclosureView,
} from '../../../contract/loan/repayment.ts';
import { manilaDate } from '../../../contract/calendar.ts';
import type { CollectionsProvider } from '../../collections/collections-provider.ts';
import type { Db } from '../../db/db.ts';
import { uniqueViolation } from '../../db/unique-violation.ts';
import {
  extensionQuote,
  fullPaymentQuote,
  partPaymentCheck,
} from '../../domain/ledger/payments.ts';
import type { Ledger } from '../../domain/ledger/types.ts';
import { intentExpiresAt } from '../../domain/repayment/intent-expiry.ts';
import { AppError } from '../../errors.ts';
import { couponApplies, lowersAnyPayment } from '../../domain/coupon-rules.ts';
import { findCoupon } from '../../repositories/coupons.ts';
import { reserveCouponForIntent } from '../../repositories/intent-coupons.ts';
import {
  claimCheckout,
  findIntentByKey,
  findLiveIntent,
  insertIntent,
} from '../../repositories/payment-intents.ts';
import type { IntentRow } from '../../repositories/payment-intents.ts';
import { lockRepaymentOrder } from '../../repositories/repayment-orders.ts';
import type { RepaymentOrder } from '../../repositories/repayment-orders.ts';
import { CHECKOUT_CLAIM_MS } from './checkout.ts';
import {
  couponLowers,
  couponWithExtension,
  couponWithPart,
  disclosureView,
} from './ledger-figures.ts';
import { loadLedger } from './ledger-store.ts';

export type IntentInput = Required<CreateIntentRequest>;

/** What a new intent fixes from today's ledger: the amount, its coupon and the disclosure. */
interface Priced {
  couponId: string | null;
  couponCentavos: number;
  disclosure: ExtensionDisclosureView | null;
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `No such ${what}`);

/** The loan may take a payment at all (docs/loans.md#payment-intents refusals). */
export function checkPayable(order: RepaymentOrder): void {
  if (order.status === 'settled') throw new AppError('LOAN_SETTLED', 'This loan is settled');
  if (order.status === 'cancelled') throw new AppError('LOAN_CANCELLED', 'This loan was cancelled');
  if (order.status !== 'repaying' || !order.disbursedAt) {
    throw new AppError('ORDER_IN_PROGRESS', 'The loan has not been paid out yet');
  }
}

const stale = () =>
  new AppError('QUOTE_STALE', 'The amount is no longer today’s', { field: 'amountCentavos' });

/**
 * Today's amount of each way to pay, checked against what the borrower saw
 * (docs/loans.md#payment-intents): pay in full and extension must equal today's quote; a part
 * payment lies between min(₱100, balance) and the balance, after any coupon's deduction; a coupon
 * only where it applies — a cash coupon with any payment, the others with pay in full
 * (docs/coupons.md#types) — and only if it lowers something today; an extension only with its
 * disclosure agreed.
 */
async function price(
  tx: Db,
  c: { ledger: Ledger; today: string; body: IntentInput; customerId: string; at: Date },
): Promise<Priced> {
  const { ledger, today, body } = c;
  const lowers = body.couponId ? await couponLowersToday(tx, c, body.couponId) : 0;
  const couponId = lowers > 0 ? body.couponId : null;
  if (body.kind === 'part') {
    if (partPaymentCheck(ledger, today, body.amountCentavos, lowers) !== null) {
      throw new AppError('AMOUNT_OUT_OF_RANGE', 'Amount outside the part-payment range', {
        field: 'amountCentavos',
      });
    }
    return { couponId, couponCentavos: lowers, disclosure: null };
  }
  if (body.kind === 'extension') {
    const q = extensionQuote(ledger, today, lowers);
    if (!q.ok) throw new AppError('EXTENSION_NOT_AVAILABLE', `No extension: ${q.problem}`);
    if (body.amountCentavos !== q.payCentavos) throw stale();
    if (!body.agreedToDisclosure) {
      throw new AppError('AGREEMENT_REQUIRED', 'Agree to the extension statement first', {
        field: 'agreedToDisclosure',
      });
    }
    return { couponId, couponCentavos: lowers, disclosure: disclosureView(q) };
  }
  if (body.amountCentavos !== fullPaymentQuote(ledger, today, lowers).payCentavos) throw stale();
  return { couponId, couponCentavos: lowers, disclosure: null };
}

/**
 * What the borrower's coupon takes off this way to pay today (late charges, then fees); refused
 * where it does not apply or lowers nothing.
 */
async function couponLowersToday(
  tx: Db,
  c: { ledger: Ledger; today: string; body: IntentInput; customerId: string; at: Date },
  couponId: string,
): Promise<number> {
  const { ledger, today, body } = c;
  const coupon = await findCoupon(tx, c.customerId, couponId);
  // The minimum is of what the payment in full costs before the coupon
  // (docs/coupons.md#platform-coupons).
  const amountCentavos = fullPaymentQuote(ledger, today).payCentavos;
  const usable =
    coupon && couponApplies(coupon, { appliesTo: 'payInFull', amountCentavos, at: c.at });
  // A repayment-side coupon that is not a cash coupon is for paying in full (a loan coupon, or
  // another borrower's, is simply not usable here).
  if (usable && body.kind !== 'full' && !lowersAnyPayment(coupon)) {
    throw new AppError('COUPON_FULL_REPAYMENT_ONLY', 'This coupon applies only to paying in full', {
      field: 'couponId',
    });
  }
  const lowers = !usable
    ? 0
    : body.kind === 'full'
      ? couponLowers(ledger, today, coupon.deductionCentavos)
      : body.kind === 'extension'
        ? (couponWithExtension(ledger, today, coupon.deductionCentavos)?.lowersCentavos ?? 0)
        : (couponWithPart(ledger, today, coupon.deductionCentavos)?.lowersCentavos ?? 0);
  if (lowers === 0) {
    throw new AppError('COUPON_UNAVAILABLE', 'This coupon cannot be applied', {
      field: 'couponId',
    });
  }
  return lowers;
}

interface IntentRequest {
  customerId: string;
  orderId: string;
  body: IntentInput;
  provider: CollectionsProvider;
  at: Date;
}

/** `askCheckout`: this request holds the claim to ask the provider for the checkout. */
export interface RequestedIntent {
  intentId: string;
  created: boolean;
  askCheckout: boolean;
}

/** The intent an earlier request with this key made is the one asked for again. */
function sameRequest(intent: IntentRow, c: IntentRequest): boolean {
  const { body } = c;
  return (
    intent.orderId === c.orderId &&
    intent.kind === body.kind &&
    intent.amountCentavos === body.amountCentavos &&
    intent.channel === body.channel &&
    intent.couponId === (body.couponId ?? null)
  );
}

/** The constraints a concurrent insert of the same key, or of the loan's live intent, breaks. */
const RACES = ['payment_intents_customer_id_idempotency_key_key', 'payment_intents_one_live'];

/**
 * The intent of a request (docs/loans.md#payment-intents). A request that lost a race to insert
 * (another one committed first) runs again: the same key answers the intent that one made, another
 * key PAYMENT_IN_PROGRESS.
 */
export async function requestIntent(db: Db, c: IntentRequest): Promise<RequestedIntent> {
  try {
    return await insertNewIntent(db, c);
  } catch (error) {
    if (!RACES.some((constraint) => uniqueViolation(error, constraint))) throw error;
    return insertNewIntent(db, c);
  }
}

/**
 * In one transaction under the order's row lock: the intent this key made before (idempotency;
 * the same key with another request is refused), or a new pending intent with its coupon
 * reserved. Its checkout is made afterwards, outside the transaction (checkout.ts), by the request
 * holding the claim.
 */
async function insertNewIntent(db: Db, c: IntentRequest): Promise<RequestedIntent> {
  const { customerId, body, at } = c;
  return db.transaction(async (tx) => {
    const order = await lockRepaymentOrder(tx, { id: c.orderId }, customerId);
    if (!order) throw notFound('order');
    const same = await findIntentByKey(tx, customerId, body.idempotencyKey);
    if (same) {
      if (!sameRequest(same, c)) {
        throw new AppError('VALIDATION_FAILED', 'validation.idempotencyKey.reused', {
          field: 'idempotencyKey',
        });
      }
      const staleBefore = new Date(at.getTime() - CHECKOUT_CLAIM_MS);
      const askCheckout = await claimCheckout(tx, { id: same.id, at, staleBefore });
      return { intentId: same.id, created: false, askCheckout };
    }
    checkPayable(order);
    if (await findLiveIntent(tx, order.id)) {
      throw new AppError('PAYMENT_IN_PROGRESS', 'A payment of this loan is in progress');
    }
    if (!c.provider.channels.includes(body.channel)) {
      throw new AppError('VALIDATION_FAILED', 'validation.channel.unavailable', {
        field: 'channel',
      });
    }
    const today = manilaDate(at);
    const ledger = await loadLedger(tx, order, at);
    const priced = await price(tx, { ledger, today, body, customerId, at });
    const id = randomUUID();
    await insertIntent(tx, {
      id,
      orderId: order.id,
      customerId,
      kind: body.kind,
      amountCentavos: body.amountCentavos,
      quoteDay: today,
      couponId: priced.couponId,
      couponCentavos: priced.couponCentavos,
      disclosure: priced.disclosure,
      agreedAt: body.kind === 'extension' ? at : null,
      channel: body.channel,
      language: body.language,
      idempotencyKey: body.idempotencyKey,
      provider: c.provider.name,
      expiresAt: intentExpiresAt(body.channel, at),
      at,
    });
    if (priced.couponId) {
      const held = await reserveCouponForIntent(tx, {
        couponId: priced.couponId,
        customerId,
        intentId: id,
        at,
      });
      if (!held) {
        throw new AppError('COUPON_UNAVAILABLE', 'This coupon cannot be applied', {
          field: 'couponId',
        });
      }
    }
    return { intentId: id, created: true, askCheckout: true };
  });
}

export type { IntentRow };

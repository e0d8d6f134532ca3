import type { CheckoutStatus, CollectionEvent } from '../collections-provider.ts';
import type { PaymongoCheckoutSession } from './paymongo-shapes.ts';
import { checkoutSessionSchema, eventSchema } from './paymongo-shapes.ts';

const fromUnix = (seconds: number): Date => new Date(seconds * 1000);

/** Our intent id, carried in the session's metadata and as its reference number. */
function intentIdOf(session: PaymongoCheckoutSession): string | null {
  const fromMetadata = session.attributes.metadata?.intent_id;
  if (typeof fromMetadata === 'string') return fromMetadata;
  return session.attributes.reference_number ?? null;
}

const paidPaymentOf = (session: PaymongoCheckoutSession) =>
  session.attributes.payments.find((p) => p.attributes.status === 'paid') ?? null;

type PaymongoPayment = NonNullable<ReturnType<typeof paidPaymentOf>>;

/** When the money was taken: paid_at, else the payment's or the session's last change (seconds). */
const paidSecondsOf = (session: PaymongoCheckoutSession, payment: PaymongoPayment) =>
  payment.attributes.paid_at ??
  payment.attributes.updated_at ??
  payment.attributes.created_at ??
  session.attributes.updated_at ??
  session.attributes.created_at ??
  null;

/**
 * A verified PayMongo event in our words; null when it is not an event of PayMongo's shape. A paid
 * event without a paid payment or any time is kept as 'other' (stored and acknowledged, so
 * PayMongo stops resending it); reconciliation reads the session itself.
 *
 * Only `checkout_session.payment.paid` ends one of our checkouts: it carries the session (our
 * providerRef), its metadata (our intent id) and the paid payment. `payment.paid` and
 * `payment.failed` name a payment and its payment intent but no checkout session
 * (https://developers.paymongo.com/docs/developer-tools-webhooks-events); a failed attempt
 * leaves the session open for another try, so neither decides anything here: stored and
 * ignored, and reconciliation (getCheckout) sees how the session ended.
 */
export function paymongoCollectionEvent(payload: unknown): CollectionEvent | null {
  const parsed = eventSchema.safeParse(payload);
  if (!parsed.success) return null;
  const { id: eventId, attributes } = parsed.data.data;
  if (attributes.type !== 'checkout_session.payment.paid') {
    return { type: 'other', eventId, providerType: attributes.type };
  }
  const session = checkoutSessionSchema.safeParse(attributes.data);
  if (!session.success) return null;
  const payment = paidPaymentOf(session.data);
  const paidAt = payment ? (paidSecondsOf(session.data, payment) ?? attributes.created_at) : null;
  if (!payment || paidAt === null || paidAt === undefined) {
    return { type: 'other', eventId, providerType: attributes.type };
  }
  return {
    type: 'paid',
    eventId,
    providerRef: session.data.id,
    intentId: intentIdOf(session.data),
    collectedCentavos: payment.attributes.amount,
    paidAt: fromUnix(paidAt),
    paymentRef: payment.id,
  };
}

/**
 * What a retrieved session says. PayMongo's answer has no event id, so the ids here are built from
 * the session and payment ids: stable, so asking twice records one outcome. A payment with no
 * time at all is dated `now` (when we learnt of it).
 */
export function paymongoStatusOf(session: PaymongoCheckoutSession, now: Date): CheckoutStatus {
  const payment = paidPaymentOf(session);
  if (payment) {
    const seconds = paidSecondsOf(session, payment);
    return {
      status: 'paid',
      collectedCentavos: payment.attributes.amount,
      paidAt: seconds === null ? now : fromUnix(seconds),
      paymentRef: payment.id,
      eventId: `${session.id}:${payment.id}`,
    };
  }
  if (session.attributes.status === 'expired') {
    return { status: 'expired', eventId: `${session.id}:expired` };
  }
  return { status: 'pending' };
}

import type { Language } from '../../contract/language.ts';
import type { PaymentChannel } from '../../contract/loan/repayment.ts';

/*
 * The collections adapter (docs/loans.md#payment-channels): how a payment intent becomes a checkout the
 * borrower pays at, and how the provider tells us the outcome. Two implementations: the sandbox
 * (default; a hosted checkout page served by this server, signed webhooks back to it) and
 * PayMongo (checkout sessions and its signed webhooks), chosen by COLLECTIONS_PROVIDER.
 */

export interface CheckoutRequest {
  /** Our intent id: the provider echoes it back (metadata / reference) on every event. */
  intentId: string;
  /** Sent with the request so a retried create returns the same checkout. */
  idempotencyKey: string;
  amountCentavos: number;
  channel: PaymentChannel;
  language: Language;
  /** Shown on the checkout, e.g. "Sulong Cash loan SC20261123ABCD — pay in full". */
  description: string;
  expiresAt: Date;
  /** Where the provider sends the borrower back when they finish or give up. */
  returnUrl: string;
}

export interface Checkout {
  /** The provider's id of the checkout (session id). */
  providerRef: string;
  /** Where the borrower pays. */
  checkoutUrl: string;
  /** Over the counter: the reference the cashier asks for; else null. */
  otcReference: string | null;
  expiresAt: Date;
}

/**
 * What a verified provider event says, in our words. `paid` carries the amount actually collected
 * and when; the posting checks it against the intent.
 */
export type CollectionEvent =
  | {
      type: 'paid';
      eventId: string;
      providerRef: string;
      intentId: string | null;
      collectedCentavos: number;
      paidAt: Date;
      /** The provider's payment id, shown on the receipt. */
      paymentRef: string;
    }
  | { type: 'failed'; eventId: string; providerRef: string; intentId: string | null }
  | { type: 'expired'; eventId: string; providerRef: string; intentId: string | null }
  /** An event we do not act on (stored, acknowledged, ignored). */
  | { type: 'other'; eventId: string; providerType: string };

export type WebhookCheck =
  | { ok: true; event: CollectionEvent; payload: unknown }
  | { ok: false; reason: 'signature' | 'stale' | 'malformed' };

/** What a provider says when we ask about a checkout (reconciliation). */
export type CheckoutStatus =
  | { status: 'pending' }
  | { status: 'paid'; collectedCentavos: number; paidAt: Date; paymentRef: string; eventId: string }
  | { status: 'failed'; eventId: string }
  | { status: 'expired'; eventId: string };

export interface CollectionsProvider {
  /** 'none' when config offers no provider: it has no channels, so no intent reaches it. */
  readonly name: 'sandbox' | 'paymongo' | 'none';
  /** The channels this provider can collect through, in the order the screen offers them. */
  readonly channels: readonly PaymentChannel[];
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /**
   * Verifies a webhook on its raw bytes before anything is parsed: signature over the timestamp
   * and the raw body, timestamp within the tolerance window.
   */
  verifyWebhook(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): WebhookCheck;
  /** Reconciliation: the provider's view of a checkout (docs/loans.md#reconciliation). */
  getCheckout(providerRef: string): Promise<CheckoutStatus>;
  /** Ends a checkout the borrower abandoned; the answer says what it had become meanwhile. */
  expireCheckout(providerRef: string): Promise<CheckoutStatus>;
}

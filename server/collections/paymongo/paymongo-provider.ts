import type { PaymentChannel } from '../../../contract/loan/repayment.ts';
import type {
  Checkout,
  CheckoutRequest,
  CheckoutStatus,
  CollectionsProvider,
  WebhookCheck,
} from '../collections-provider.ts';
import { paymongoCollectionEvent, paymongoStatusOf } from './paymongo-events.ts';
import type { PaymongoCheckoutSession } from './paymongo-shapes.ts';
import { sessionAnswerSchema } from './paymongo-shapes.ts';
import { verifyPaymongoSignature } from './paymongo-signature.ts';
import { checkedWebhook } from '../webhook-check.ts';

export const PAYMONGO_API = 'https://api.paymongo.com/v1';

/** A call PayMongo has not answered by then is abandoned (an error the caller handles). */
export const PAYMONGO_TIMEOUT_MS = 15_000;

/**
 * Our channels PayMongo's checkout collects, with its payment_method_types names (Maya is still
 * `paymaya` there). Over the counter and bank transfer are not among its checkout methods
 * (https://developers.paymongo.com/docs/pipm-workflow lists cards, e-wallets, BNPL, online
 * banking and QR Ph), so it does not offer them.
 */
export const PAYMONGO_METHOD: Partial<Record<PaymentChannel, string>> = {
  gcash: 'gcash',
  maya: 'paymaya',
  qrph: 'qrph',
};

export class PaymongoError extends Error {
  readonly status: number;
  constructor(status: number, body: string) {
    super(`PayMongo answered ${status}: ${body.slice(0, 500)}`);
    this.name = 'PaymongoError';
    this.status = status;
  }
}

/** Where the borrower lands, absolute (PayMongo needs full URLs), with the outcome for the app. */
function backTo(returnUrl: string, publicUrl: string, state: 'paid' | 'failed'): string {
  const url = new URL(returnUrl, publicUrl).toString();
  return `${url}${url.includes('?') ? '&' : '?'}checkout=${state}`;
}

/**
 * The PayMongo collections adapter (docs/loans.md#payment-channels): one hosted checkout session
 * per intent, its signed webhooks, and the session's state for reconciliation. `fetch` is passed
 * in: tests answer with fixtures built from PayMongo's documented shapes (no network here).
 */
export function createPaymongoProvider(options: {
  secretKey: string;
  webhookSecret: string;
  publicUrl: string;
  now: () => Date;
  fetch: typeof fetch;
}): CollectionsProvider {
  const { secretKey, webhookSecret, publicUrl, now } = options;
  const live = secretKey.startsWith('sk_live_');
  const authorization = `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`;

  async function call(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<PaymongoCheckoutSession> {
    const response = await options.fetch(`${PAYMONGO_API}${path}`, {
      method,
      headers: {
        accept: 'application/json',
        authorization,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(PAYMONGO_TIMEOUT_MS),
    });
    const text = await response.text();
    if (!response.ok) throw new PaymongoError(response.status, text);
    return sessionAnswerSchema.parse(JSON.parse(text)).data;
  }

  return {
    name: 'paymongo',
    channels: Object.keys(PAYMONGO_METHOD) as PaymentChannel[],

    async createCheckout(request: CheckoutRequest): Promise<Checkout> {
      const method = PAYMONGO_METHOD[request.channel];
      if (!method) throw new Error(`PayMongo does not collect through ${request.channel}`);
      const session = await call(
        'POST',
        '/checkout_sessions',
        {
          data: {
            attributes: {
              line_items: [
                {
                  name: request.description,
                  amount: request.amountCentavos,
                  currency: 'PHP',
                  quantity: 1,
                },
              ],
              payment_method_types: [method],
              description: request.description,
              success_url: backTo(request.returnUrl, publicUrl, 'paid'),
              cancel_url: backTo(request.returnUrl, publicUrl, 'failed'),
              reference_number: request.intentId,
              metadata: { intent_id: request.intentId, idempotency_key: request.idempotencyKey },
              send_email_receipt: false,
              show_description: true,
              show_line_items: true,
            },
          },
        },
        // PayMongo documents no idempotency key for this call (a developer asked:
        // https://developers.paymongo.com/discuss/624aca9e4cc4fa0027f87ba0); the header costs
        // nothing if ignored, and the key also travels in metadata, so a duplicate session can
        // be found and expired by hand.
        { 'idempotency-key': request.idempotencyKey },
      );
      if (!session.attributes.checkout_url) {
        throw new Error(`PayMongo session ${session.id} came without a checkout_url`);
      }
      return {
        providerRef: session.id,
        checkoutUrl: session.attributes.checkout_url,
        otcReference: null,
        // PayMongo's checkout session resource documents no expiry to set at creation
        // (https://developers.paymongo.com/reference/checkout-session-resource); its own lifetime
        // is longer, so we end it at ours with expireCheckout (reconciliation).
        expiresAt: request.expiresAt,
      };
    },

    verifyWebhook(rawBody, headers): WebhookCheck {
      return checkedWebhook(
        verifyPaymongoSignature({ webhookSecret, live }, rawBody, headers, now()),
        rawBody,
        paymongoCollectionEvent,
      );
    },

    async getCheckout(providerRef): Promise<CheckoutStatus> {
      return paymongoStatusOf(
        await call('GET', `/checkout_sessions/${encodeURIComponent(providerRef)}`),
        now(),
      );
    },

    async expireCheckout(providerRef): Promise<CheckoutStatus> {
      const path = `/checkout_sessions/${encodeURIComponent(providerRef)}`;
      try {
        return paymongoStatusOf(await call('POST', `${path}/expire`), now());
      } catch (error) {
        // A session that was paid (or had expired) meanwhile cannot be expired: its own state
        // is the answer.
        if (!(error instanceof PaymongoError) || error.status >= 500) throw error;
        return paymongoStatusOf(await call('GET', path), now());
      }
    },
  };
}

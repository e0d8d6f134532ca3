import { randomBytes, randomInt } from 'node:crypto';
import { CHANNEL_GROUP, PAYMENT_CHANNELS } from '../../../contract/loan/repayment.ts';
import type {
  Checkout,
  CheckoutRequest,
  CheckoutStatus,
  CollectionsProvider,
  WebhookCheck,
} from '../collections-provider.ts';
import type { SandboxCheckout, SandboxCheckoutBook, SandboxCheckoutEnd } from './sandbox-book.ts';
import { newEventId, sandboxCollectionEvent, sandboxStatusOf } from './sandbox-events.ts';
import { verifySandboxSignature } from './sandbox-signature.ts';
import { checkedWebhook } from '../webhook-check.ts';

/** Where the sandbox serves its checkout page (routes/sandbox-checkout.ts). */
export const SANDBOX_CHECKOUT_PATH = '/sandbox/checkout';

export const checkoutUrlOf = (id: string): string => `${SANDBOX_CHECKOUT_PATH}/${id}`;

/** Twelve digits, as a cashier keys them in; unique in the book (a clash fails the create). */
const newOtcReference = (): string => String(randomInt(100_000_000_000, 1_000_000_000_000));

/**
 * A pending checkout past its expiry ends as expired the first time anyone looks: the sandbox
 * has no clock of its own, like a provider that expires sessions lazily. Answers the checkout as
 * it now stands (another ending may have won the race).
 */
export async function settleExpiry(
  book: SandboxCheckoutBook,
  checkout: SandboxCheckout,
  at: Date,
): Promise<SandboxCheckout> {
  if (checkout.status !== 'pending' || at < checkout.expiresAt) return checkout;
  return endCheckout(book, checkout.id, { status: 'expired', at, eventId: newEventId() });
}

/** Ends a pending checkout; when it had already ended, the first ending stands. */
export async function endCheckout(
  book: SandboxCheckoutBook,
  id: string,
  end: SandboxCheckoutEnd,
): Promise<SandboxCheckout> {
  const ended = await book.end(id, end);
  if (ended) return ended;
  const current = await book.find(id);
  if (!current) throw new Error(`Unknown sandbox checkout ${id}`);
  return current;
}

/**
 * The sandbox collections provider (docs/product.md#sandbox-adapters), a working part of the
 * product like a provider's test mode: its own book of checkouts, a checkout page on this server,
 * webhooks signed with its secret. Tester actions on the page end a checkout and send its event
 * (services/sandbox-checkout.ts).
 */
export function createSandboxCollectionsProvider(options: {
  book: SandboxCheckoutBook;
  now: () => Date;
  webhookSecret: string;
}): CollectionsProvider {
  const { book, now, webhookSecret } = options;

  const find = async (id: string): Promise<SandboxCheckout> => {
    const checkout = await book.find(id);
    if (!checkout) throw new Error(`Unknown sandbox checkout ${id}`);
    return checkout;
  };

  return {
    name: 'sandbox',
    channels: PAYMENT_CHANNELS,

    async createCheckout(request: CheckoutRequest): Promise<Checkout> {
      const checkout = await book.create({
        id: `cs_sbx_${randomBytes(12).toString('hex')}`,
        idempotencyKey: request.idempotencyKey,
        intentId: request.intentId,
        amountCentavos: request.amountCentavos,
        channel: request.channel,
        language: request.language,
        description: request.description,
        returnUrl: request.returnUrl,
        otcReference:
          CHANNEL_GROUP[request.channel] === 'overTheCounter' ? newOtcReference() : null,
        expiresAt: request.expiresAt,
        createdAt: now(),
      });
      // A real provider refuses a reused key with other parameters; so does its test mode.
      if (
        checkout.intentId !== request.intentId ||
        checkout.amountCentavos !== request.amountCentavos ||
        checkout.channel !== request.channel
      ) {
        throw new Error(
          `Sandbox checkout ${request.idempotencyKey}: key reused with other parameters`,
        );
      }
      return {
        providerRef: checkout.id,
        checkoutUrl: checkoutUrlOf(checkout.id),
        otcReference: checkout.otcReference,
        expiresAt: checkout.expiresAt,
      };
    },

    verifyWebhook(rawBody, headers): WebhookCheck {
      return checkedWebhook(
        verifySandboxSignature(webhookSecret, rawBody, headers, now()),
        rawBody,
        sandboxCollectionEvent,
      );
    },

    async getCheckout(providerRef): Promise<CheckoutStatus> {
      return sandboxStatusOf(await settleExpiry(book, await find(providerRef), now()));
    },

    async expireCheckout(providerRef): Promise<CheckoutStatus> {
      await find(providerRef);
      const checkout = await endCheckout(book, providerRef, {
        status: 'expired',
        at: now(),
        eventId: newEventId(),
      });
      return sandboxStatusOf(checkout);
    },
  };
}

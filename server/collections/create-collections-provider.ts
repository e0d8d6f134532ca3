import type { AppConfig } from '../config.ts';
import type { CollectionsProvider } from './collections-provider.ts';
import { createPaymongoProvider } from './paymongo/paymongo-provider.ts';
import type { SandboxCheckoutBook } from './sandbox/sandbox-book.ts';
import { createSandboxCollectionsProvider } from './sandbox/sandbox-provider.ts';

export interface CollectionsDeps {
  now: () => Date;
  /** The sandbox's storage, passed in: an adapter holds no SQL (repositories/sandbox-checkouts.ts). */
  sandboxBook: SandboxCheckoutBook;
  /** PayMongo's HTTP client; tests pass a fake (no network here). */
  fetch?: typeof fetch;
}

/**
 * COLLECTIONS_PROVIDER picks the adapter (docs/loans.md#payment-channels); config refuses the
 * sandbox without SANDBOX_ENABLED and PayMongo without its keys.
 */
export function createCollectionsProvider(
  config: Pick<AppConfig, 'collections'>,
  deps: CollectionsDeps,
): CollectionsProvider {
  const { collections } = config;
  switch (collections.provider) {
    case 'sandbox':
      return createSandboxCollectionsProvider({
        book: deps.sandboxBook,
        now: deps.now,
        webhookSecret: collections.sandbox.webhookSecret,
      });
    case 'paymongo':
      return createPaymongoProvider({
        ...collections.paymongo!,
        now: deps.now,
        fetch: deps.fetch ?? fetch,
      });
    case null:
      return unavailableProvider;
  }
}

/**
 * No provider configured (production without the sandbox or PayMongo): no channel is offered, so
 * no intent is created; a call that gets here anyway is a bug.
 */
const unavailableProvider: CollectionsProvider = {
  name: 'none',
  channels: [],
  createCheckout: () => Promise.reject(new Error('No collections provider is configured')),
  verifyWebhook: () => ({ ok: false, reason: 'signature' }),
  getCheckout: () => Promise.reject(new Error('No collections provider is configured')),
  expireCheckout: () => Promise.reject(new Error('No collections provider is configured')),
};

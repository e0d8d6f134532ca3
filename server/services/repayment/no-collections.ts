import type { CollectionsProvider } from '../../collections/collections-provider.ts';

/**
 * Stand-in until the collections providers are wired (createCollectionsProvider): offers no
 * channel, so every intent is refused before a checkout is asked for.
 */
export const noCollections: CollectionsProvider = {
  name: 'sandbox',
  channels: [],
  createCheckout: () => Promise.reject(new Error('No collections provider configured')),
  verifyWebhook: () => ({ ok: false, reason: 'signature' }),
  getCheckout: () => Promise.resolve({ status: 'pending' }),
  expireCheckout: () => Promise.resolve({ status: 'pending' }),
};

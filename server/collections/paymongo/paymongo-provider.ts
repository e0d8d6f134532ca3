import type { CollectionsProvider } from '../collections-provider.ts';

/** Filled in below (checkout sessions and signed webhooks). */
export function createPaymongoProvider(_options: {
  secretKey: string;
  webhookSecret: string;
  publicUrl: string;
  now: () => Date;
  fetch: typeof fetch;
}): CollectionsProvider {
  throw new Error('PayMongo adapter not built yet');
}

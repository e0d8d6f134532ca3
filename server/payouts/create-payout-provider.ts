import type { AppConfig } from '../config.ts';
import type { PayoutProvider } from './payout-provider.ts';
import { createSandboxPayoutProvider } from './sandbox-payout-provider.ts';
import type { SandboxPayoutBook } from './sandbox-payout-provider.ts';

/** PAYOUT_PROVIDER's default: the gateway of a payout attempt started without the app's config. */
export const DEFAULT_PAYOUT_PROVIDER: NonNullable<AppConfig['payouts']['provider']> = 'sandbox';

/** PAYOUT_PROVIDER picks the gateway; config refuses the sandbox unless SANDBOX_ENABLED. */
export function createPayoutProvider(
  config: Pick<AppConfig, 'payouts'>,
  now: () => Date,
  /** The sandbox's storage, passed in: a gateway adapter holds no SQL. */
  sandboxBook: SandboxPayoutBook,
): PayoutProvider {
  switch (config.payouts.provider) {
    case 'sandbox':
      return createSandboxPayoutProvider({
        book: sandboxBook,
        now,
        delaySeconds: config.payouts.delaySeconds,
      });
    case null:
      // Config offers no product then, so no order reaches a payout; one that does is a bug.
      return {
        name: 'none',
        requestPayout: () => Promise.reject(new Error('No payout provider is configured')),
        getPayout: () => Promise.reject(new Error('No payout provider is configured')),
      };
  }
}

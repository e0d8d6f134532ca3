import { randomBytes } from 'node:crypto';
import type { ConfigProblem } from './config-error.ts';
import type { ParsedEnv } from './env-schema.ts';

export interface CollectionsConfig {
  provider: 'sandbox' | 'paymongo' | null;
  sandbox: {
    /** Signs the sandbox checkout's webhooks (random per process unless set). */
    webhookSecret: string;
    /** Share of events the sandbox delivers twice (docs/product.md#sandbox-adapters). */
    duplicateRate: number;
  };
  /** Set exactly when provider is paymongo (config refuses it without its keys). */
  paymongo: { secretKey: string; webhookSecret: string; publicUrl: string } | null;
}

/**
 * The sandbox checkout needs SANDBOX_ENABLED, as the other sandboxes do; PayMongo needs its two
 * keys and the public URL its checkout sends the borrower back to, or the server does not start.
 */
export function collectionsConfig(
  e: ParsedEnv,
  sandboxEnabled: boolean,
  problems: ConfigProblem[],
): CollectionsConfig {
  const provider = e.COLLECTIONS_PROVIDER ?? (sandboxEnabled ? 'sandbox' : null);
  if (provider === 'sandbox' && !sandboxEnabled) {
    problems.push({
      variable: 'COLLECTIONS_PROVIDER',
      problem: 'sandbox is refused unless SANDBOX_ENABLED=true',
    });
  }
  if (provider === 'paymongo') {
    for (const variable of [
      'PAYMONGO_SECRET_KEY',
      'PAYMONGO_WEBHOOK_SECRET',
      'PUBLIC_URL',
    ] as const) {
      if (!e[variable]) {
        problems.push({ variable, problem: 'required when COLLECTIONS_PROVIDER=paymongo' });
      }
    }
  }
  return {
    provider,
    sandbox: {
      webhookSecret: e.SANDBOX_WEBHOOK_SECRET ?? randomBytes(32).toString('base64url'),
      // Tests count deliveries: a duplicate only when a test asks for one.
      duplicateRate: e.SANDBOX_WEBHOOK_DUPLICATE_RATE ?? (e.NODE_ENV === 'test' ? 0 : 0.2),
    },
    paymongo:
      provider === 'paymongo'
        ? {
            secretKey: e.PAYMONGO_SECRET_KEY ?? '',
            webhookSecret: e.PAYMONGO_WEBHOOK_SECRET ?? '',
            publicUrl: e.PUBLIC_URL ?? '',
          }
        : null,
  };
}

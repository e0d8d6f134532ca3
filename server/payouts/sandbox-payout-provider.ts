import { randomBytes } from 'node:crypto';
import type {
  PayoutAnswer,
  PayoutAttemptFailure,
  PayoutDestination,
  PayoutProvider,
  PayoutRequest,
} from './payout-provider.ts';

/**
 * Sandbox: fails (bank info unavailable) for an account or wallet ending in these digits, and for
 * cash pick-up when the withdrawal phone ends in them. Documented in README.md and
 * server/README.md ("Sandbox payouts"), so testers reach the failure path on purpose.
 */
export const SANDBOX_FAILING_ENDING = '0000';
/** Sandbox: the provider refuses for a reason of its own (not the account) when it ends so. */
export const SANDBOX_REJECTING_ENDING = '9999';

export function sandboxOutcome(
  destination: PayoutDestination,
): { outcome: 'paid' } | { outcome: 'failed'; failureReason: PayoutAttemptFailure } {
  const number =
    destination.channel === 'remittance' ? destination.withdrawalPhone : destination.account;
  if (number.endsWith(SANDBOX_FAILING_ENDING)) {
    return { outcome: 'failed', failureReason: 'accountUnavailable' };
  }
  if (number.endsWith(SANDBOX_REJECTING_ENDING)) {
    return { outcome: 'failed', failureReason: 'providerRejected' };
  }
  return { outcome: 'paid' };
}

export interface SandboxPayoutRow {
  reference: string;
  outcome: 'paid' | 'failed';
  failureReason: PayoutAttemptFailure | null;
  settlesAt: Date;
  /** False when a key was asked again with another amount or destination. */
  same: boolean;
}

/** Where the sandbox keeps its payouts (repositories/sandbox-payouts.ts: `sandbox_payouts`). */
export interface SandboxPayoutBook {
  /** The key's payout, recorded on the first request; a later request only counts itself. */
  record(r: {
    idempotencyKey: string;
    reference: string;
    amountCentavos: number;
    destination: PayoutDestination;
    outcome: 'paid' | 'failed';
    failureReason: PayoutAttemptFailure | null;
    at: Date;
    settlesAt: Date;
  }): Promise<SandboxPayoutRow>;
  find(idempotencyKey: string): Promise<SandboxPayoutRow | null>;
}

/**
 * The sandbox payout provider, a working part of the product like a gateway's test mode: its own
 * book (sandbox_payouts) holds one payout per idempotency key, settled `delaySeconds` after the
 * first request.
 */
export function createSandboxPayoutProvider(options: {
  book: SandboxPayoutBook;
  now: () => Date;
  delaySeconds: number;
}): PayoutProvider {
  const { book, now, delaySeconds } = options;

  const answer = (row: SandboxPayoutRow): PayoutAnswer => {
    if (now() < row.settlesAt) return { status: 'processing', reference: row.reference };
    return row.outcome === 'paid'
      ? // The sandbox settles at settles_at: that is when it paid, whenever it is asked.
        { status: 'paid', reference: row.reference, paidAt: row.settlesAt }
      : {
          status: 'failed',
          reference: row.reference,
          failureReason: row.failureReason ?? 'accountUnavailable',
        };
  };

  return {
    name: 'sandbox',

    async requestPayout({ idempotencyKey, amountCentavos, destination }: PayoutRequest) {
      const at = now();
      const outcome = sandboxOutcome(destination);
      const row = await book.record({
        idempotencyKey,
        reference: `SBX-${randomBytes(8).toString('hex').toUpperCase()}`,
        amountCentavos,
        destination,
        outcome: outcome.outcome,
        failureReason: outcome.outcome === 'failed' ? outcome.failureReason : null,
        at,
        settlesAt: new Date(at.getTime() + delaySeconds * 1000),
      });
      // A real gateway refuses a reused key with other parameters; so does its test mode.
      if (!row.same) {
        throw new Error(`Sandbox payout ${idempotencyKey}: key reused with other parameters`);
      }
      return answer(row);
    },

    async getPayout(idempotencyKey: string) {
      const row = await book.find(idempotencyKey);
      return row ? answer(row) : null;
    },
  };
}

import { randomBytes } from 'node:crypto';
import type { Db } from '../db/db.ts';
import type {
  PayoutAnswer,
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

export function sandboxOutcome(destination: PayoutDestination): 'paid' | 'failed' {
  const number =
    destination.channel === 'remittance' ? destination.withdrawalPhone : destination.account;
  return number.endsWith(SANDBOX_FAILING_ENDING) ? 'failed' : 'paid';
}

interface SandboxRow {
  reference: string;
  outcome: 'paid' | 'failed';
  settlesAt: Date;
  /** False when a key was asked again with another amount or destination. */
  same: boolean;
}

/**
 * The sandbox payout provider, a working part of the product like a gateway's test mode: its own
 * book (sandbox_payouts) holds one payout per idempotency key, settled `delaySeconds` after the
 * first request.
 */
export function createSandboxPayoutProvider(options: {
  db: Db;
  now: () => Date;
  delaySeconds: number;
}): PayoutProvider {
  const { db, now, delaySeconds } = options;

  const answer = (row: SandboxRow): PayoutAnswer => {
    if (now() < row.settlesAt) return { status: 'processing', reference: row.reference };
    return row.outcome === 'paid'
      ? { status: 'paid', reference: row.reference }
      : { status: 'failed', reference: row.reference, failureReason: 'accountUnavailable' };
  };

  const COLUMNS = `reference, outcome, settles_at AS "settlesAt"`;

  return {
    name: 'sandbox',

    async requestPayout({ idempotencyKey, amountCentavos, destination }: PayoutRequest) {
      const at = now();
      // One statement, so two workers asking at once still make one payout.
      const [row] = await db.query<SandboxRow>(
        `INSERT INTO sandbox_payouts
           (idempotency_key, reference, amount_centavos, destination, outcome, failure_reason,
            created_at, settles_at)
         VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7, $8)
         ON CONFLICT (idempotency_key) DO UPDATE SET requests = sandbox_payouts.requests + 1
         RETURNING ${COLUMNS},
                   (amount_centavos = $3 AND destination = $4::jsonb) AS same`,
        [
          idempotencyKey,
          `SBX-${randomBytes(8).toString('hex').toUpperCase()}`,
          amountCentavos,
          JSON.stringify(destination),
          sandboxOutcome(destination),
          sandboxOutcome(destination) === 'failed' ? 'accountUnavailable' : null,
          at,
          new Date(at.getTime() + delaySeconds * 1000),
        ],
      );
      // A real gateway refuses a reused key with other parameters; so does its test mode.
      if (!row!.same) {
        throw new Error(`Sandbox payout ${idempotencyKey}: key reused with other parameters`);
      }
      return answer(row!);
    },

    async getPayout(idempotencyKey: string) {
      const [row] = await db.query<SandboxRow>(
        `SELECT ${COLUMNS}, true AS same FROM sandbox_payouts WHERE idempotency_key = $1`,
        [idempotencyKey],
      );
      return row ? answer(row) : null;
    },
  };
}

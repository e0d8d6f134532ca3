import type { Db } from '../db/db.ts';
import type { SandboxPayoutBook, SandboxPayoutRow } from '../payouts/sandbox-payout-provider.ts';

const COLUMNS = `reference, outcome, failure_reason AS "failureReason", settles_at AS "settlesAt"`;

/** The sandbox payout provider's own book: one `sandbox_payouts` row per idempotency key. */
export function createSandboxPayoutBook(db: Db): SandboxPayoutBook {
  return {
    async record(r) {
      // One statement, so two workers asking at once still make one payout.
      const [row] = await db.query<SandboxPayoutRow>(
        `INSERT INTO sandbox_payouts
           (idempotency_key, reference, amount_centavos, destination, outcome, failure_reason,
            created_at, settles_at)
         VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7, $8)
         ON CONFLICT (idempotency_key) DO UPDATE SET requests = sandbox_payouts.requests + 1
         RETURNING ${COLUMNS},
                   (amount_centavos = $3 AND destination = $4::jsonb) AS same`,
        [
          r.idempotencyKey,
          r.reference,
          r.amountCentavos,
          JSON.stringify(r.destination),
          r.outcome,
          r.failureReason,
          r.at,
          r.settlesAt,
        ],
      );
      return row!;
    },

    async find(idempotencyKey) {
      const [row] = await db.query<SandboxPayoutRow>(
        `SELECT ${COLUMNS}, true AS same FROM sandbox_payouts WHERE idempotency_key = $1`,
        [idempotencyKey],
      );
      return row ?? null;
    },
  };
}

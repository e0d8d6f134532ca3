import type { Db } from '../db/db.ts';
import type { SandboxCheckout, SandboxCheckoutBook } from '../collections/sandbox/sandbox-book.ts';

const COLUMNS = `id, idempotency_key AS "idempotencyKey", intent_id AS "intentId",
  amount_centavos AS "amountCentavos", channel, language, description, return_url AS "returnUrl",
  otc_reference AS "otcReference", status, expires_at AS "expiresAt", created_at AS "createdAt",
  ended_at AS "endedAt", paid_at AS "paidAt", payment_ref AS "paymentRef", event_id AS "eventId"`;

/**
 * The sandbox collections provider's own book: one `sandbox_checkouts` row per idempotency key.
 * Pass a transaction to end a checkout together with the webhook job it causes.
 */
export function createSandboxCheckoutBook(db: Db): SandboxCheckoutBook {
  return {
    async create(c) {
      // One statement, so two requests with one key at once still make one checkout; the no-op
      // update makes RETURNING answer the stored row.
      const [row] = await db.query<SandboxCheckout>(
        `INSERT INTO sandbox_checkouts
           (id, idempotency_key, intent_id, amount_centavos, channel, language, description,
            return_url, otc_reference, status, expires_at, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'pending', $10, $11)
         ON CONFLICT (idempotency_key) DO UPDATE SET idempotency_key = EXCLUDED.idempotency_key
         RETURNING ${COLUMNS}`,
        [
          c.id,
          c.idempotencyKey,
          c.intentId,
          c.amountCentavos,
          c.channel,
          c.language,
          c.description,
          c.returnUrl,
          c.otcReference,
          c.expiresAt,
          c.createdAt,
        ],
      );
      return row!;
    },

    async find(id) {
      const [row] = await db.query<SandboxCheckout>(
        `SELECT ${COLUMNS} FROM sandbox_checkouts WHERE id = $1`,
        [id],
      );
      return row ?? null;
    },

    async findByReference(otcReference) {
      const [row] = await db.query<SandboxCheckout>(
        `SELECT ${COLUMNS} FROM sandbox_checkouts WHERE otc_reference = $1`,
        [otcReference],
      );
      return row ?? null;
    },

    async end(id, end) {
      const [row] = await db.query<SandboxCheckout>(
        `UPDATE sandbox_checkouts
            SET status = $2, ended_at = $3, event_id = $4,
                paid_at = CASE WHEN $2 = 'paid' THEN $3::timestamptz END, payment_ref = $5
          WHERE id = $1 AND status = 'pending'
          RETURNING ${COLUMNS}`,
        [id, end.status, end.at, end.eventId, end.paymentRef ?? null],
      );
      return row ?? null;
    },
  };
}

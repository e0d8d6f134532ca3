import type { Db } from '../db/db.ts';

/*
 * SQL of refunds (docs/loans.md#refunds): money collected that must go back. One row per provider
 * event, so a replayed event flags nothing twice.
 */

/** 'unknownIntent': a payment naming no intent of ours (no intent id). */
export type RefundReason = 'amountMismatch' | 'notPostable' | 'unknownIntent';

export async function insertRefund(
  tx: Db,
  r: {
    id: string;
    intentId: string | null;
    provider: string;
    eventId: string;
    amountCentavos: number;
    reason: RefundReason;
    at: Date;
  },
): Promise<boolean> {
  const rows = await tx.query(
    `INSERT INTO refunds (id, intent_id, provider, event_id, amount_centavos, reason, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (provider, event_id) DO NOTHING RETURNING id`,
    [r.id, r.intentId, r.provider, r.eventId, r.amountCentavos, r.reason, r.at],
  );
  return rows.length > 0;
}

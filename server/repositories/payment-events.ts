import type { Db } from '../db/db.ts';

/*
 * SQL of provider events (docs/loans.md#webhooks): stored as received, keyed by the provider's
 * event id, so a replay stores nothing new; processed once under the order's row lock.
 */

export type EventOutcome = 'posted' | 'failed' | 'ignored' | 'refund';

export interface PaymentEventRow {
  provider: string;
  eventId: string;
  type: string;
  intentId: string | null;
  payload: unknown;
  receivedAt: Date;
  processedAt: Date | null;
  outcome: EventOutcome | null;
}

const COLUMNS = `provider, event_id AS "eventId", type, intent_id::text AS "intentId", payload,
  received_at AS "receivedAt", processed_at AS "processedAt", outcome`;

/** Stores an event; false when the provider sent this event id before (nothing written). */
export async function insertPaymentEvent(
  tx: Db,
  e: {
    provider: string;
    eventId: string;
    type: string;
    intentId: string | null;
    payload: unknown;
    at: Date;
  },
): Promise<boolean> {
  const rows = await tx.query(
    `INSERT INTO payment_events (provider, event_id, type, intent_id, payload, received_at)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6)
     ON CONFLICT (provider, event_id) DO NOTHING RETURNING event_id`,
    [e.provider, e.eventId, e.type, e.intentId, JSON.stringify(e.payload), e.at],
  );
  return rows.length > 0;
}

export async function findPaymentEvent(
  db: Db,
  provider: string,
  eventId: string,
): Promise<PaymentEventRow | null> {
  const [row] = await db.query<PaymentEventRow>(
    `SELECT ${COLUMNS} FROM payment_events WHERE provider = $1 AND event_id = $2`,
    [provider, eventId],
  );
  return row ?? null;
}

/** Locked for the processing transaction (taken after the order's row lock). */
export async function lockPaymentEvent(
  tx: Db,
  provider: string,
  eventId: string,
): Promise<PaymentEventRow | null> {
  const [row] = await tx.query<PaymentEventRow>(
    `SELECT ${COLUMNS} FROM payment_events WHERE provider = $1 AND event_id = $2 FOR UPDATE`,
    [provider, eventId],
  );
  return row ?? null;
}

/** Marks it processed, once; false when it was processed already. */
export async function markEventProcessed(
  tx: Db,
  e: { provider: string; eventId: string; outcome: EventOutcome; at: Date },
): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE payment_events SET processed_at = $3, outcome = $4
      WHERE provider = $1 AND event_id = $2 AND processed_at IS NULL RETURNING event_id`,
    [e.provider, e.eventId, e.at, e.outcome],
  );
  return rows.length > 0;
}

/** Another event of this intent, processed already, reported the same provider payment. */
export async function samePaymentProcessed(
  db: Db,
  s: { intentId: string; paymentRef: string; eventId: string },
): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM payment_events
      WHERE intent_id = $1 AND event_id <> $3 AND processed_at IS NOT NULL
        AND outcome IN ('posted', 'refund') AND payload -> 'event' ->> 'paymentRef' = $2
      LIMIT 1`,
    [s.intentId, s.paymentRef, s.eventId],
  );
  return rows.length > 0;
}

/** A paid event stored for the intent and not processed yet (docs/loans.md#reconciliation). */
export async function unprocessedPaidEvent(db: Db, intentId: string): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM payment_events
      WHERE intent_id = $1 AND type = 'paid' AND processed_at IS NULL LIMIT 1`,
    [intentId],
  );
  return rows.length > 0;
}

import type { Db } from '../db/db.ts';

export interface BorrowerRow {
  id: string;
  publicId: string;
  phone: string;
  createdAt: Date;
  deleted: boolean;
  basic: { firstName?: string; lastName?: string } | null;
}

const BORROWER = `SELECT c.id::text AS id, c.public_id AS "publicId", c.phone,
       c.created_at AS "createdAt", c.deleted_at IS NOT NULL AS deleted, b.data AS basic
  FROM customers c
  LEFT JOIN profile_sections b ON b.customer_id = c.id AND b.section = 'basic'`;

/** Up to 20 customers by public id, order number or phone (E.164), newest first. */
export async function searchBorrowers(
  db: Db,
  by: { publicId?: string; orderNo?: string; phone?: string },
): Promise<BorrowerRow[]> {
  return db.query<BorrowerRow>(
    `${BORROWER}
      WHERE ($1::text IS NOT NULL AND c.public_id = $1)
         OR ($2::text IS NOT NULL AND c.id = (SELECT customer_id FROM orders WHERE order_no = $2))
         OR ($3::text IS NOT NULL AND c.deleted_at IS NULL AND c.phone = $3)
      ORDER BY c.created_at DESC LIMIT 20`,
    [by.publicId ?? null, by.orderNo ?? null, by.phone ?? null],
  );
}

export async function findBorrower(db: Db, publicId: string): Promise<BorrowerRow | null> {
  const [row] = await db.query<BorrowerRow>(`${BORROWER} WHERE c.public_id = $1`, [publicId]);
  return row ?? null;
}

export interface TimelineRow {
  at: Date;
  type: string;
  ref: string;
  detail: Record<string, string | number | boolean | null>;
}

/** What happened to one customer, newest first: never what they typed (tickets by number only). */
export async function borrowerTimeline(
  db: Db,
  customerId: string,
  limit: number,
): Promise<TimelineRow[]> {
  return db.query<TimelineRow>(
    `SELECT at, type, ref, detail FROM (
       SELECT submitted_at AS at, 0 AS rank, seq AS tiebreak, 'applicationSubmitted' AS type,
              id::text AS ref, '{}'::jsonb AS detail
         FROM applications WHERE customer_id = $1
       UNION ALL
       SELECT decided_at, 1, seq, 'applicationDecided', id::text,
              jsonb_build_object('status', status, 'source', decision_source,
                'quotaCentavos', quota_centavos, 'reason',
                COALESCE(correction_reason, refusal_reason))
         FROM applications WHERE customer_id = $1 AND decided_at IS NOT NULL
       UNION ALL
       SELECT e.at, 2, e.id, 'orderStatus', o.order_no,
              jsonb_build_object('status', e.to_status, 'actor', e.actor, 'reason', e.reason,
                'amountCentavos', o.amount_centavos)
         FROM order_events e JOIN orders o ON o.id = e.order_id WHERE o.customer_id = $1
       UNION ALL
       SELECT l.posted_at, 3, l.seq, 'payment', o.order_no,
              jsonb_build_object('centavos', l.centavos, 'kind', l.payment_kind)
         FROM ledger_entries l JOIN orders o ON o.id = l.order_id
        WHERE o.customer_id = $1 AND l.kind = 'payment'
       UNION ALL
       SELECT created_at, 4, id, 'message', kind, jsonb_build_object('read', read_at IS NOT NULL)
         FROM messages WHERE customer_id = $1
       UNION ALL
       SELECT created_at, 5, extract(epoch FROM created_at)::bigint, 'ticket', ticket_no,
              jsonb_build_object('status', status, 'category', category)
         FROM feedback_tickets WHERE customer_id = $1
     ) events
     -- One job stamps several rows with one instant: within it, the order things happen in
     -- (an application before its decision, an order's statuses by their ids), newest first.
     ORDER BY at DESC, rank DESC, tiebreak DESC LIMIT $2`,
    [customerId, limit],
  );
}

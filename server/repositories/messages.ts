import type { Db } from '../db/db.ts';

/**
 * Kinds of borrower message. The client renders `message.<kind>.title` and `.body` with the
 * params, in the borrower's language (the message centre comes in a later issue).
 */
export const MESSAGE_KINDS = [
  'applicationReceived',
  'applicationApproved',
  'applicationRejected',
  'applicationNeedsCorrection',
  // One per order state change (server/services/orders/order-machine.ts).
  'orderRequested',
  'orderToCheck',
  'orderDisbursing',
  'orderDisbursementFailed',
  'orderRepaying',
  'orderSettled',
  'orderCancelled',
  // Repayment (docs/loans.md#receipts, #reminders). Params are values only: orderNo,
  // amountCentavos, and per kind: paymentReceived {kind, paidCentavos, receiptNo,
  // balanceCentavos}; paymentFailed {kind, paidCentavos, reason}; loanExtended {newDueDate,
  // paidCentavos}; reminderDayBefore / reminderDueDay {dueDate, owedCentavos};
  // reminderOverdue {days, owedCentavos}; loanOverdue {days, lateChargeCentavos, owedCentavos}.
  'paymentReceived',
  'paymentFailed',
  'loanExtended',
  'reminderDayBefore',
  'reminderDueDay',
  'reminderOverdue',
  // A coupon granted by a campaign or an operator: {couponId, type, deductionCentavos, validUntil}.
  'couponGranted',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** Values only: numbers, codes and dates the client formats, never ready-made text. */
export type MessageParams = Record<string, string | number | null>;

export interface StoredMessage {
  id: string;
  kind: MessageKind;
  titleKey: string;
  bodyKey: string;
  params: MessageParams;
  createdAt: Date;
  readAt: Date | null;
}

export async function insertMessage(
  db: Db,
  m: { customerId: string; kind: MessageKind; params: MessageParams; at: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO messages (customer_id, kind, title_key, body_key, params, created_at)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6)`,
    [
      m.customerId,
      m.kind,
      `message.${m.kind}.title`,
      `message.${m.kind}.body`,
      JSON.stringify(m.params),
      m.at,
    ],
  );
}

/** Newest first. */
export async function listMessages(
  db: Db,
  customerId: string,
  limit = 50,
): Promise<StoredMessage[]> {
  return db.query<StoredMessage>(
    `SELECT id::text AS id, kind, title_key AS "titleKey", body_key AS "bodyKey", params,
            created_at AS "createdAt", read_at AS "readAt"
       FROM messages WHERE customer_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
    [customerId, limit],
  );
}

import type { RepaymentKind } from '../../contract/loan/repayment.ts';
import type { PaymentChannel } from '../../contract/loan/repayment.ts';
import type { Allocation } from '../domain/ledger/types.ts';
import type { Db } from '../db/db.ts';

/* SQL of receipts (docs/loans.md#receipts): one per successful intent. */

export interface ReceiptRow {
  receiptNo: string;
  intentId: string;
  orderId: string;
  customerId: string;
  channel: PaymentChannel;
  kind: RepaymentKind;
  amountCentavos: number;
  couponDeductionCentavos: number;
  allocation: Allocation;
  newDueDate: string | null;
  balanceAfterCentavos: number;
  settled: boolean;
  paidAt: Date;
  postedAt: Date;
}

const COLUMNS = `receipt_no AS "receiptNo", intent_id::text AS "intentId",
  order_id::text AS "orderId", customer_id::text AS "customerId", channel, kind,
  amount_centavos AS "amountCentavos", coupon_deduction_centavos AS "couponDeductionCentavos",
  allocation, new_due_date::text AS "newDueDate", balance_after_centavos AS "balanceAfterCentavos",
  settled, paid_at AS "paidAt", posted_at AS "postedAt"`;

export async function insertReceipt(tx: Db, r: ReceiptRow): Promise<void> {
  await tx.query(
    `INSERT INTO receipts (receipt_no, intent_id, order_id, customer_id, channel, kind,
       amount_centavos, coupon_deduction_centavos, allocation, new_due_date,
       balance_after_centavos, settled, paid_at, posted_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10, $11, $12, $13, $14)`,
    [
      r.receiptNo,
      r.intentId,
      r.orderId,
      r.customerId,
      r.channel,
      r.kind,
      r.amountCentavos,
      r.couponDeductionCentavos,
      JSON.stringify(r.allocation),
      r.newDueDate,
      r.balanceAfterCentavos,
      r.settled,
      r.paidAt,
      r.postedAt,
    ],
  );
}

/** The receipts of these intents (a record page or one intent). */
export async function receiptsOfIntents(db: Db, intentIds: string[]): Promise<ReceiptRow[]> {
  if (intentIds.length === 0) return [];
  return db.query<ReceiptRow>(`SELECT ${COLUMNS} FROM receipts WHERE intent_id = ANY($1::uuid[])`, [
    intentIds,
  ]);
}

/**
 * A loan's receipts in the order their payments were appended to its ledger, so they pair one to
 * one with the ledger's repayments (docs/loans.md#receipts).
 */
export async function receiptsOfOrder(db: Db, orderId: string): Promise<ReceiptRow[]> {
  return db.query<ReceiptRow>(
    `SELECT ${COLUMNS} FROM receipts WHERE order_id = $1
     ORDER BY (SELECT l.seq FROM ledger_entries l WHERE l.order_id = receipts.order_id
                 AND l.intent_id = receipts.intent_id AND l.kind = 'payment')`,
    [orderId],
  );
}

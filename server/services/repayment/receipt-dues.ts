import { manilaDate } from '../../../contract/calendar.ts';
import type { Db } from '../../db/db.ts';
import { repaymentEvents } from '../../domain/ledger/dues.ts';
import type { RepaymentEvent } from '../../domain/ledger/dues.ts';
import { receiptsOfOrder } from '../../repositories/receipts.ts';
import type { ReceiptRow } from '../../repositories/receipts.ts';
import { findRepaymentOrder } from '../../repositories/repayment-orders.ts';
import { peekLedger } from './ledger-store.ts';

/**
 * The Manila day the nth receipt of a loan posted (its receipts in posting order), for
 * `repaymentEvents`: the nth receipt is the nth repayment (docs/loans.md#receipts).
 */
export const postingDays =
  (receipts: readonly Pick<ReceiptRow, 'postedAt'>[]) =>
  (nth: number): string | null => {
    const receipt = receipts[nth];
    return receipt ? manilaDate(receipt.postedAt) : null;
  };

/**
 * What each receipt's payment did and what fell due after it (docs/loans.md#receipts), from its
 * loan's ledger, seen from the day the receipt posted: receipts pair one to one, in posting
 * order, with the ledger's repayments. Read
 * after the receipts the caller holds, the ledger has all of their payments; a receipt posted in
 * between is paired too, or left out of this answer. Keyed by intent id.
 */
export async function receiptEvents(
  db: Db,
  customerId: string,
  receipts: readonly ReceiptRow[],
): Promise<Map<string, RepaymentEvent>> {
  const byIntent = new Map<string, RepaymentEvent>();
  for (const orderId of new Set(receipts.map((r) => r.orderId))) {
    const order = await findRepaymentOrder(db, orderId, customerId);
    if (!order) continue;
    const ledger = await peekLedger(db, order);
    const ofOrder = await receiptsOfOrder(db, orderId);
    const events = repaymentEvents(ledger, postingDays(ofOrder));
    events.forEach((event, i) => {
      const receipt = ofOrder[i];
      if (receipt) byIntent.set(receipt.intentId, event);
    });
  }
  return byIntent;
}

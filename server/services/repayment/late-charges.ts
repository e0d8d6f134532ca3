import { manilaDate } from '../../../contract/calendar.ts';
import type { Db } from '../../db/db.ts';
import { lateChargeEntriesThrough } from '../../domain/ledger/accrual.ts';
import type { ChargeEntry } from '../../domain/ledger/types.ts';
import { appendLedgerEntries } from '../../repositories/ledger.ts';
import type { LedgerOrder } from './ledger-store.ts';
import { loadLedger } from './ledger-store.ts';

/**
 * Posts a loan's late charges through the Manila day of `at` (docs/loans.md#overdue): one entry
 * per overdue day not posted yet, so a second run of the day posts nothing and a run after missed
 * days catches each of them up once. Call inside a transaction holding the order's row lock.
 */
export async function postLateCharges(
  tx: Db,
  order: LedgerOrder,
  at: Date,
): Promise<ChargeEntry[]> {
  const ledger = await loadLedger(tx, order, at);
  const entries = lateChargeEntriesThrough(ledger, manilaDate(at));
  await appendLedgerEntries(tx, { orderId: order.id, entries, at });
  return entries;
}

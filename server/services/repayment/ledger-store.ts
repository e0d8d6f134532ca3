import type { Pricing } from '../../../contract/loan/api.ts';
import type { Db } from '../../db/db.ts';
import { openLedger } from '../../domain/ledger/open.ts';
import type { Ledger, LedgerEntry } from '../../domain/ledger/types.ts';
import type { ProductConfig } from '../../domain/pricing/product-config.ts';
import { appendLedgerEntries, readLedgerEntries } from '../../repositories/ledger.ts';

/** What the ledger needs of an order: its snapshot terms, set once the money was sent. */
export interface LedgerOrder {
  id: string;
  product: ProductConfig | unknown;
  pricing: Pricing | unknown;
  disbursedAt: Date | null;
}

/**
 * The loan's ledger, opened on first use (docs/loans.md#ledger): the opening entries are written
 * from the order's re-dated terms the first time anything reads the ledger (the payout, or a loan
 * paid out before the ledger existed). Call inside a transaction holding the order's row lock.
 */
export async function loadLedger(tx: Db, order: LedgerOrder, at: Date): Promise<Ledger> {
  if (!order.disbursedAt) throw new Error(`Order ${order.id} has no ledger: not paid out`);
  const product = order.product as ProductConfig;
  const pricing = order.pricing as Pricing;
  const entries = await readLedgerEntries(tx, order.id);
  if (entries.length > 0) return { terms: { product, pricing }, entries };
  const opened = openLedger(product, pricing);
  await appendLedgerEntries(tx, { orderId: order.id, entries: opened.entries, at });
  return opened;
}

/**
 * The ledger for reading without a lock (views): the opening is derived, not written, when the
 * loan has no entries yet — the same figures loadLedger would store.
 */
export async function peekLedger(db: Db, order: LedgerOrder): Promise<Ledger> {
  if (!order.disbursedAt) throw new Error(`Order ${order.id} has no ledger: not paid out`);
  return ledgerOfEntries(order, await readLedgerEntries(db, order.id));
}

/** peekLedger from entries already read (none yet: the opening is derived). */
export function ledgerOfEntries(order: LedgerOrder, entries: LedgerEntry[]): Ledger {
  const product = order.product as ProductConfig;
  const pricing = order.pricing as Pricing;
  return entries.length > 0
    ? { terms: { product, pricing }, entries }
    : openLedger(product, pricing);
}

import type { Db } from '../db/db.ts';
import type { LedgerEntry } from '../domain/ledger/types.ts';

/*
 * The loan ledger's storage (docs/loans.md#ledger): entries are appended, never updated or
 * deleted. Callers hold the order's row lock (FOR UPDATE) while they read, compute and append, so
 * two postings never compute from the same ledger (docs/loans.md#ledger-conventions).
 */

export interface EntryRow {
  seq: number;
  kind: LedgerEntry['kind'];
  day: string;
  centavos: number;
  paymentKind: string | null;
  allocation: Record<string, number> | null;
  newDueDate: string | null;
}

/** A stored entry as the ledger domain reads it. */
export function toEntry(r: EntryRow): LedgerEntry {
  switch (r.kind) {
    case 'payment':
      return {
        kind: 'payment',
        day: r.day,
        centavos: r.centavos,
        paymentKind: r.paymentKind as 'full' | 'extension' | 'part' | 'disbursement',
        allocation: {
          penalty: r.allocation!.penalty!,
          fees: r.allocation!.fees!,
          interest: r.allocation!.interest!,
          principal: r.allocation!.principal!,
        },
        ...(r.newDueDate ? { newDueDate: r.newDueDate } : {}),
      };
    case 'couponDeduction':
      return {
        kind: 'couponDeduction',
        day: r.day,
        centavos: r.centavos,
        lowers: { penalty: r.allocation!.penalty!, fees: r.allocation!.fees! },
      };
    case 'lateChargeReversal':
      return { kind: 'lateChargeReversal', day: r.day, centavos: r.centavos };
    default:
      return { kind: r.kind, day: r.day, centavos: r.centavos };
  }
}

/** The columns of an EntryRow. */
export const LEDGER_ENTRY_COLUMNS = `seq, kind, day::text AS day, centavos,
  payment_kind AS "paymentKind", allocation, new_due_date::text AS "newDueDate"`;

/** Every entry of a loan, in the order they were appended. */
export async function readLedgerEntries(db: Db, orderId: string): Promise<LedgerEntry[]> {
  const rows = await db.query<EntryRow>(
    `SELECT ${LEDGER_ENTRY_COLUMNS} FROM ledger_entries WHERE order_id = $1 ORDER BY seq`,
    [orderId],
  );
  return rows.map(toEntry);
}

/** Every entry of several loans in one read (a desk's list), each loan's in appended order. */
export async function readLedgerEntriesOf(
  db: Db,
  orderIds: readonly string[],
): Promise<Map<string, LedgerEntry[]>> {
  const byOrder = new Map<string, LedgerEntry[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return byOrder;
  const rows = await db.query<EntryRow & { orderId: string }>(
    `SELECT order_id::text AS "orderId", ${LEDGER_ENTRY_COLUMNS} FROM ledger_entries
      WHERE order_id = ANY($1::uuid[]) ORDER BY order_id, seq`,
    [orderIds],
  );
  for (const row of rows) byOrder.get(row.orderId)?.push(toEntry(row));
  return byOrder;
}

/**
 * Appends entries after the loan's last one. A late charge is keyed by its day and the number of
 * reversals of that day already stored, so the same day cannot post twice unless a reversal
 * cancelled it (ledger_one_late_charge): a bug or a missing lock fails loudly instead of charging
 * twice.
 */
export async function appendLedgerEntries(
  tx: Db,
  a: { orderId: string; entries: readonly LedgerEntry[]; at: Date; intentId?: string | null },
): Promise<void> {
  if (a.entries.length === 0) return;
  const [last] = await tx.query<{ seq: number }>(
    'SELECT COALESCE(MAX(seq), 0)::int AS seq FROM ledger_entries WHERE order_id = $1',
    [a.orderId],
  );
  const reversed = await tx.query<{ day: string; n: number }>(
    `SELECT day::text AS day, COUNT(*)::int AS n FROM ledger_entries
      WHERE order_id = $1 AND kind = 'lateChargeReversal' GROUP BY day`,
    [a.orderId],
  );
  let seq = last?.seq ?? 0;
  const reversals = new Map(reversed.map((r) => [r.day, r.n]));
  for (const e of a.entries) {
    seq += 1;
    if (e.kind === 'lateChargeReversal') reversals.set(e.day, (reversals.get(e.day) ?? 0) + 1);
    const allocation =
      e.kind === 'payment' ? e.allocation : e.kind === 'couponDeduction' ? e.lowers : null;
    await tx.query(
      `INSERT INTO ledger_entries (order_id, seq, kind, day, centavos, payment_kind, allocation,
                                   new_due_date, late_key, intent_id, posted_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $10, $11)`,
      [
        a.orderId,
        seq,
        e.kind,
        e.day,
        e.centavos,
        e.kind === 'payment' ? e.paymentKind : null,
        allocation ? JSON.stringify(allocation) : null,
        e.kind === 'payment' ? (e.newDueDate ?? null) : null,
        e.kind === 'lateCharge' ? `${e.day}:${reversals.get(e.day) ?? 0}` : null,
        a.intentId ?? null,
        a.at,
      ],
    );
  }
}

/** Whether the borrower has repaid anything on the loan (docs/loans.md#cancellation). */
export async function hasRepayment(db: Db, orderId: string): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM ledger_entries
      WHERE order_id = $1 AND kind = 'payment' AND payment_kind <> 'disbursement' LIMIT 1`,
    [orderId],
  );
  return rows.length > 0;
}

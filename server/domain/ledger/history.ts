import type { TimelinePoint } from '../../../contract/loan/repayment.ts';
import { daysBetween } from '../../../contract/calendar.ts';
import { accrue } from './accrual.ts';
import type { Ledger, PaymentEntry } from './types.ts';

/** What a loan's payments say about it on `day` (docs/loans.md#settlement, #timeline). */
export interface LedgerStanding {
  dueDate: string;
  settled: boolean;
  /** The day of the payment that settled it. */
  settledOn: string | null;
  /** A part payment was made ("partly paid", docs/loans.md#part-payment). */
  partlyPaid: boolean;
  /** No late charge ever ran (docs/loans.md#quota: on-time repayment grows the quota). */
  onTime: boolean;
}

const repayments = (ledger: Ledger): PaymentEntry[] =>
  ledger.entries.filter(
    (e): e is PaymentEntry => e.kind === 'payment' && e.paymentKind !== 'disbursement',
  );

export function ledgerStanding(ledger: Ledger, day: string): LedgerStanding {
  const acc = accrue(ledger, day);
  const payments = repayments(ledger);
  const last = payments.reduce<PaymentEntry | null>(
    (latest, p) => (latest === null || daysBetween(latest.day, p.day) >= 0 ? p : latest),
    null,
  );
  return {
    dueDate: acc.dueDate,
    settled: acc.settled,
    settledOn: acc.settled && last ? last.day : null,
    partlyPaid: payments.some((p) => p.paymentKind === 'part'),
    onTime: acc.lateCharges.length === 0,
  };
}

const ORDER: Record<TimelinePoint['kind'], number> = {
  received: 0,
  partPaid: 1,
  extended: 2,
  paid: 3,
  today: 4,
  due: 5,
};

/**
 * The loan's little timeline (docs/loans.md#timeline): received, each part payment and extension,
 * then paid — or today and the due date while it is owed — in day order.
 */
export function timelinePoints(ledger: Ledger, today: string): TimelinePoint[] {
  const standing = ledgerStanding(ledger, today);
  const points: TimelinePoint[] = [{ kind: 'received', day: ledger.terms.pricing.withdrawalDate }];
  for (const p of repayments(ledger)) {
    if (p.paymentKind === 'part') points.push({ kind: 'partPaid', day: p.day });
    if (p.paymentKind === 'extension') points.push({ kind: 'extended', day: p.day });
  }
  if (standing.settledOn) points.push({ kind: 'paid', day: standing.settledOn });
  else {
    points.push({ kind: 'today', day: today });
    points.push({ kind: 'due', day: standing.dueDate });
  }
  return points
    .map((p, i) => ({ p, i }))
    .sort((a, b) => daysBetween(b.p.day, a.p.day) || ORDER[a.p.kind] - ORDER[b.p.kind] || a.i - b.i)
    .map(({ p }) => p);
}

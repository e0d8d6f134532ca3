import { assertBuckets, pendingEntries } from './accrual.ts';
import { daysBetween } from '../../../contract/calendar.ts';
import type { Balance, Ledger, LedgerEntry } from './types.ts';
import { FEE_KINDS } from './types.ts';

/**
 * The sum of entries by bucket (docs/loans.md#ledger): principal lent less principal repaid;
 * interest, fees and late charges charged less reversals, coupons and what payments allocated to
 * them. Throws when a bucket ends negative.
 */
export function sumEntries(principalCentavos: number, entries: readonly LedgerEntry[]): Balance {
  const b = { principal: principalCentavos, interest: 0, fees: 0, penalty: 0 };
  for (const e of entries) {
    if (e.kind === 'interest') b.interest += e.centavos;
    else if (e.kind === 'lateCharge') b.penalty += e.centavos;
    else if (e.kind === 'lateChargeReversal') b.penalty -= e.centavos;
    else if (FEE_KINDS.includes(e.kind as never)) b.fees += e.centavos;
    else if (e.kind === 'couponDeduction') {
      b.penalty -= e.lowers.penalty;
      b.fees -= e.lowers.fees;
    } else if (e.kind === 'payment') {
      b.penalty -= e.allocation.penalty;
      b.fees -= e.allocation.fees;
      b.interest -= e.allocation.interest;
      b.principal -= e.allocation.principal;
    }
  }
  // A negative bucket means a broken invariant (two postings from one ledger, a lost entry).
  assertBuckets(b);
  return { ...b, total: b.principal + b.interest + b.fees + b.penalty };
}

/**
 * What the loan owes at the end of `day`: the entries up to that day plus what accrued and is not
 * posted yet (interest to the day, missing late charges). Derived, never stored.
 */
export function balanceOn(ledger: Ledger, day: string): Balance {
  const entries = ledger.entries.filter((e) => daysBetween(e.day, day) >= 0);
  return sumEntries(ledger.terms.pricing.principalCentavos, [
    ...entries,
    ...pendingEntries(ledger, day),
  ]);
}

/**
 * When a payout waits for a person (docs/desk.md#payout-holds): the account it would pay is
 * another borrower's (today's or one they replaced, or their mobile for an e-wallet), or the
 * borrower changed it shortly before borrowing — the two ways money is sent to the wrong person.
 * A payout the provider refused for a reason other than the account waits too ('payoutFailed').
 */
import type { PAYOUT_HOLDS } from '../../../contract/desk/payouts.ts';

export type PayoutHoldReason = (typeof PAYOUT_HOLDS)[number];

/** A change of payout account this recent holds the payout. */
export const ACCOUNT_CHANGE_HOLD_HOURS = 24;

export function payoutHoldReasons(f: {
  /** Other borrowers whose account (or mobile) it is. */
  otherOwners: number;
  /** When the borrower last replaced their payout account by choice (not after a failed payout). */
  lastChangedAt: Date | null;
  at: Date;
}): PayoutHoldReason[] {
  const reasons: PayoutHoldReason[] = [];
  if (f.otherOwners > 0) reasons.push('accountMatch');
  if (
    f.lastChangedAt &&
    f.at.getTime() - f.lastChangedAt.getTime() < ACCOUNT_CHANGE_HOLD_HOURS * 3600_000
  ) {
    reasons.push('accountChanged');
  }
  return reasons;
}

import type { Db } from '../../db/db.ts';
import { payoutHoldReasons } from '../../domain/desk/payout-hold.ts';
import type { PayoutHoldReason } from '../../domain/desk/payout-hold.ts';
import type { PayoutDestination } from '../../payouts/payout-provider.ts';
import { accountOwners, lastBankChange } from '../../repositories/payout-desk.ts';

/**
 * Why this payout must wait for a person (docs/desk.md#payout-holds), empty when it may go. A
 * borrower's own re-entry after a failed payout is held only for a match: the account has just
 * changed by design.
 */
export async function payoutHold(
  tx: Db,
  h: {
    customerId: string;
    account: PayoutDestination;
    at: Date;
    afterFailure: boolean;
  },
): Promise<PayoutHoldReason[]> {
  const owners = await accountOwners(tx, h.customerId, h.account);
  const lastChangedAt = h.afterFailure ? null : await lastBankChange(tx, h.customerId);
  return payoutHoldReasons({ otherOwners: owners.length, lastChangedAt, at: h.at });
}

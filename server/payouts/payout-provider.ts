import type { PayoutFailureReason } from '../../contract/loan/order-states.ts';
import type { PayoutChannel } from '../../contract/profile/payout-channels.ts';

/**
 * Where the money goes: the bank section's shape as the borrower saved it (the account number in
 * full; it never leaves the server except to the provider).
 */
export interface PayoutDestination {
  channel: PayoutChannel;
  payeeCode: string;
  /** Bank account or wallet number; empty for cash pick-up. */
  account: string;
  firstName: string;
  middleName: string;
  lastName: string;
  /** 09XXXXXXXXX: the wallet's or pick-up payee's phone. */
  withdrawalPhone: string;
}

export interface PayoutRequest {
  /**
   * One key per payout attempt, sent again on every retry of that attempt: the provider pays a
   * key once, however often it is asked (a crash between request and answer never pays twice).
   */
  idempotencyKey: string;
  amountCentavos: number;
  destination: PayoutDestination;
}

/** What the provider says about a payout: still on its way, sent, or refused for good. */
export type PayoutAnswer =
  | { status: 'processing'; reference: string }
  /**
   * `paidAt`: when the provider paid, by its own record. The loan's dates count from it, not from
   * when we heard (docs/loans.md#disbursement): a payout at 23:50 noticed after midnight runs from
   * the earlier Manila day.
   */
  | { status: 'paid'; reference: string; paidAt: Date }
  | { status: 'failed'; reference: string; failureReason: PayoutAttemptFailure };

/**
 * Why the provider refused a payout: the account (the borrower re-enters it), or anything else on
 * its side (a person looks at the order: docs/desk.md#payouts).
 */
export type PayoutAttemptFailure = PayoutFailureReason | 'providerRejected';

/**
 * A payout gateway: the sandbox now; a PayMongo/Xendit-style adapter is the production shape
 * (docs/product.md#sandbox-adapters). Both calls are made outside any database transaction: no
 * lock is held over a gateway.
 */
export interface PayoutProvider {
  /** Stored in payouts.provider. */
  readonly name: string;
  /** Asks for the payout, or, for a key already asked, answers that same payout. */
  requestPayout(request: PayoutRequest): Promise<PayoutAnswer>;
  /** The payout of a key; null when the provider never received that key. */
  getPayout(idempotencyKey: string): Promise<PayoutAnswer | null>;
}

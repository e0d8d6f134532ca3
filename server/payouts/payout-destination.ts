import type { ProfileRules } from '../../contract/profile/rules.ts';
import { makeBankSchema } from '../../contract/profile/schemas.ts';
import { manilaDate } from '../../contract/calendar.ts';
import type { PayoutDestination } from './payout-provider.ts';

/** The fields of a bank section the provider is sent (the stored shape, confirmation dropped). */
export function destinationOf(bank: PayoutDestination): PayoutDestination {
  return {
    channel: bank.channel,
    payeeCode: bank.payeeCode,
    account: bank.account,
    firstName: bank.firstName,
    middleName: bank.middleName,
    lastName: bank.lastName,
    withdrawalPhone: bank.withdrawalPhone,
  };
}

/**
 * The order's payout account checked again by the contract's bank schema (config rules may have
 * changed since it was saved). Null when it is unusable; else the destination the provider gets.
 */
export function payoutDestination(
  account: unknown,
  rules: ProfileRules,
  at: Date,
): PayoutDestination | null {
  const stored = (account ?? {}) as Record<string, unknown>;
  const parsed = makeBankSchema({
    rules,
    today: manilaDate(at),
    registeredPhone: '',
  }).safeParse({ ...stored, confirmAccount: stored.account });
  return parsed.success ? destinationOf(parsed.data) : null;
}

import type { PayoutChannel } from '@contract/profile/payout-channels';
import { PATHS } from '@/config/paths';
import { isPayoutChannel, type BankPurpose } from './bank-values';

/**
 * /bankName?channel=<bank|ewallet|remittance>[&for=changeBank]: the list shown and the draft the
 * choice goes into. Both sit in the URL, so a reload on /bankName shows the same list.
 */
export const bankNameRoute = (channel: PayoutChannel, purpose: BankPurpose): string =>
  `${PATHS.bankName}?channel=${channel}${purpose === 'changeBank' ? '&for=changeBank' : ''}`;

export function readBankNameParams(params: URLSearchParams): {
  channel: PayoutChannel;
  purpose: BankPurpose;
} {
  const channel = params.get('channel');
  return {
    channel: isPayoutChannel(channel) ? channel : 'bank',
    purpose: params.get('for') === 'changeBank' ? 'changeBank' : 'bank',
  };
}

/** Where a choice returns to. */
export const bankFormPath = (purpose: BankPurpose): string =>
  purpose === 'changeBank' ? PATHS.changeBank : PATHS.bankInfo;

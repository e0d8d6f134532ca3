import { useCallback } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { PayoutChannel } from '@contract/profile/payout-channels';
import { defineMessages } from '@/lib/i18n/define-messages';

/* Labels of the payout channels; the values are the contract's codes. */

export const channelLabels = defineMessages({
  bank: {
    id: 'profile.option.channel.bank',
    defaultMessage: 'Bank',
    description: 'Payout channel option: a bank account',
  },
  ewallet: {
    id: 'profile.option.channel.ewallet',
    defaultMessage: 'E-wallet',
    description: 'Payout channel option: an e-wallet such as GCash or Maya',
  },
  remittance: {
    id: 'profile.option.channel.remittance',
    defaultMessage: 'Cash pick-up',
    description: 'Payout channel option: cash claimed at a remittance shop or pawnshop',
  },
});

// Every channel of the contract has a label.
const _complete: Record<PayoutChannel, MessageDescriptor> = channelLabels;

/** A channel code → its label in the borrower's language. */
export function useChannelLabel(): (value: PayoutChannel) => string {
  const intl = useIntl();
  return useCallback((value: PayoutChannel) => intl.formatMessage(channelLabels[value]), [intl]);
}

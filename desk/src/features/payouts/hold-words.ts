import type { MessageDescriptor } from 'react-intl';
import type { PAYOUT_HOLDS, PayoutDeskView } from '@contract/desk/payouts';
import { payoutText as t } from './messages';

export const HOLD_WORDS: Record<(typeof PAYOUT_HOLDS)[number], MessageDescriptor> = {
  accountMatch: t.holdAccountMatch,
  accountChanged: t.holdAccountChanged,
  payoutFailed: t.holdPayoutFailed,
};

export const VIEW_WORDS: Record<
  PayoutDeskView,
  { name: MessageDescriptor; about: MessageDescriptor }
> = {
  toCheck: { name: t.viewToCheck, about: t.aboutToCheck },
  inFlight: { name: t.viewInFlight, about: t.aboutInFlight },
  failed: { name: t.viewFailed, about: t.aboutFailed },
  stuck: { name: t.viewStuck, about: t.aboutStuck },
};

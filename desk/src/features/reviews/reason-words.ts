import type { MessageDescriptor } from 'react-intl';
import type { MatchKind, ReviewReason } from '@contract/desk/review';
import { reviewText as t } from './messages';

/** Why an application waits for a person, in words. */
export const REVIEW_REASON_WORDS: Record<ReviewReason, MessageDescriptor> = {
  manual: t.reasonManual,
  match: t.reasonMatch,
  margin: t.reasonMargin,
};

export const MATCH_WORDS: Record<MatchKind, MessageDescriptor> = {
  idNumber: t.matchIdNumber,
  payoutAccount: t.matchPayoutAccount,
  phone: t.matchPhone,
  device: t.matchDevice,
};

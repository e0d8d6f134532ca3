import { defineMessages } from '@/lib/i18n/define-messages';

/** What a screen showing the offline snapshot says (docs/offline.md#snapshot). */
export const snapshotMessages = defineMessages({
  lastUpdated: {
    id: 'snapshot.notice.lastUpdated',
    defaultMessage: 'Last updated {time}',
    description:
      'Offline snapshot: when the figures shown were last fetched from the server; {time} is a Manila date and time, e.g. "Apr 12, 2026, 10:30 AM"',
  },
  savedCopy: {
    id: 'snapshot.notice.savedCopy',
    defaultMessage: 'This is what your phone saved. It may have changed since.',
    description: 'Offline snapshot: the figures shown are a saved copy, not live',
  },
  withdrawOffline: {
    id: 'snapshot.notice.withdrawOffline',
    defaultMessage: 'You are offline. Borrowing needs a connection.',
    description: 'Why the Withdraw button is disabled offline (docs/offline.md#never-queued)',
  },
  unreachable: {
    id: 'snapshot.notice.unreachable',
    defaultMessage: "We can't reach Sulong Cash right now. Try again in a moment.",
    description:
      'Why a money button (Withdraw, Pay, Extend, Cancel payment) is disabled while the phone is online but the Sulong Cash server does not answer, so the screen shows the saved copy (docs/offline.md#snapshot)',
  },
});

import { defineMessages } from '@/lib/i18n/define-messages';

/** Home's card of a loan being repaid, with its ways to pay (docs/loans.md#repayment-screens). */
export const repayingMessages = defineMessages({
  partlyPaid: {
    id: 'home.repaying.partlyPaid',
    defaultMessage: 'Partly paid',
    description: 'Home repaying card: part of the loan was repaid already',
  },
  payFull: {
    id: 'home.repaying.payFull',
    defaultMessage: 'Pay in full',
    description: 'Home repaying card: button to pay the whole loan',
  },
  extend: {
    id: 'home.repaying.extend',
    defaultMessage: 'Extend 8 days',
    description: 'Home repaying card: button to extend the due date by 8 days',
  },
  extendUnavailable: {
    id: 'home.repaying.extendUnavailable',
    defaultMessage:
      'This loan cannot be extended any more. You can pay in full or pay another amount.',
    description: 'Home repaying card: no extension is allowed',
  },
  payOther: {
    id: 'home.repaying.payOther',
    defaultMessage: 'Pay another amount',
    description: 'Home repaying card: link to a part payment',
  },
  record: {
    id: 'home.repaying.record',
    defaultMessage: 'Payment record',
    description: 'Home repaying card: link to the repayment record',
  },
  offline: {
    id: 'home.repaying.offline',
    defaultMessage: 'You are offline. Paying needs a connection.',
    description: 'Why the pay buttons are disabled offline (docs/offline.md#never-queued)',
  },
});

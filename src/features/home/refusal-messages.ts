import { defineMessages } from '@/lib/i18n/define-messages';

/**
 * The refusal on home (docs/loans.md#refusal): what it means, when to apply again, where to get
 * help, and what happens to the borrower's data. Never the score, never a reason the scorecard
 * does not give.
 */
export const refusalMessages = defineMessages({
  reapply: {
    id: 'home.refusal.reapply',
    defaultMessage:
      'You may apply again from {date}. Your details stay saved: check them and send your application again then.',
    description: 'Refusal card: the first Manila day a new application is accepted',
  },
  helpTitle: {
    id: 'home.refusal.helpTitle',
    defaultMessage: 'Questions about this?',
    description: 'Refusal card: heading over the help links',
  },
  helpCenter: {
    id: 'home.refusal.helpCenter',
    defaultMessage: 'Help centre',
    description: 'Refusal card: link to the help centre',
  },
  customerService: {
    id: 'home.refusal.customerService',
    defaultMessage: 'Customer service',
    description: 'Refusal card: link to customer service (call, e-mail)',
  },
  dataTitle: {
    id: 'home.refusal.dataTitle',
    defaultMessage: 'Your data',
    description: 'Refusal card: heading over what happens to the borrower’s data',
  },
  dataKept: {
    id: 'home.refusal.dataKept',
    defaultMessage:
      'We keep your application, details and photos with your account, so you do not start over when you apply again. They stay until you delete your account; deleting it erases them.',
    description:
      'Refusal card: what is kept and for how long (docs/account.md#what-is-kept); true for a borrower without a loan',
  },
  dataLink: {
    id: 'home.refusal.dataLink',
    defaultMessage: 'Download or delete your data in Settings',
    description: 'Refusal card: link to Settings, where the data download and the deletion are',
  },
});

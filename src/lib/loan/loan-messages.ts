import { defineMessages } from '@/lib/i18n/define-messages';

/** Texts every loan screen shows the same way (home, the order list, the order detail). */
export const loanMessages = defineMessages({
  expiresIn: {
    id: 'loan.due.expiresIn',
    defaultMessage: 'Due in {days, plural, one {# day} other {# days}}',
    description: 'Repaying order due in the future: due in N days (docs/loans.md#due-states)',
  },
  dueToday: {
    id: 'loan.due.today',
    defaultMessage: 'Due today',
    description: 'Repaying order due today',
  },
  overdue: {
    id: 'loan.due.overdue',
    defaultMessage: 'Overdue {days, plural, one {# day} other {# days}}',
    description: 'Repaying order past its due date: overdue N days (docs/loans.md#due-states)',
  },
  accountEnding: {
    id: 'loan.account.ending',
    defaultMessage: '{payee}, account ending in {last4}',
    description: 'Masked payout account',
  },
  accountCash: {
    id: 'loan.account.cash',
    defaultMessage: '{payee} cash pick-up, for {holder}',
    description: 'Payout by cash pick-up at a remittance shop',
  },
});

import { defineMessages } from '@/lib/i18n/define-messages';

export const todayText = defineMessages({
  title: { id: 'desk.today.title', defaultMessage: 'Today, {day}' },
  refresh: { id: 'desk.today.refresh', defaultMessage: 'Refresh' },
  applications: { id: 'desk.today.applications', defaultMessage: 'Applications waiting' },
  oldest: { id: 'desk.today.oldest', defaultMessage: 'Oldest since {when}' },
  noneWaiting: { id: 'desk.today.noneWaiting', defaultMessage: 'None waiting' },
  paidOut: { id: 'desk.today.paidOut', defaultMessage: 'Paid out today' },
  payouts: {
    id: 'desk.today.payouts',
    defaultMessage: '{count, plural, one {# payout} other {# payouts}}',
  },
  collected: { id: 'desk.today.collected', defaultMessage: 'Collected today' },
  payments: {
    id: 'desk.today.payments',
    defaultMessage: '{count, plural, one {# payment} other {# payments}}',
  },
  dueToday: { id: 'desk.today.dueToday', defaultMessage: 'Loans due today' },
  overdue: { id: 'desk.today.overdue', defaultMessage: 'Loans overdue' },
  tickets: { id: 'desk.today.tickets', defaultMessage: 'Tickets past their 30-day target' },
});

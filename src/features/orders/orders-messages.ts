import { defineMessages } from '@/lib/i18n/define-messages';

/** Texts of the loan-order list (/billIndex). */
export const ordersMessages = defineMessages({
  title: {
    id: 'orders.list.title',
    defaultMessage: 'My loans',
    description: 'Title of the loan-order list',
  },
  tabsLabel: {
    id: 'orders.list.tabsLabel',
    defaultMessage: 'Loan orders',
    description: 'Accessible name of the current/history tab list',
  },
  current: {
    id: 'orders.list.current',
    defaultMessage: 'Current',
    description: 'Tab: open orders',
  },
  history: {
    id: 'orders.list.history',
    defaultMessage: 'History',
    description: 'Tab: settled and cancelled orders',
  },
  emptyCurrent: {
    id: 'orders.list.emptyCurrent',
    defaultMessage: 'You have no loan in progress.',
    description: 'Empty current tab',
  },
  emptyHistory: {
    id: 'orders.list.emptyHistory',
    defaultMessage: 'No past loans yet. Settled and cancelled loans will appear here.',
    description: 'Empty history tab',
  },
  borrow: {
    id: 'orders.list.borrow',
    defaultMessage: 'Go to home to borrow',
    description: 'Link from the empty current tab to /homeIndex',
  },
  loadFailed: {
    id: 'orders.list.loadFailed',
    defaultMessage: 'We could not load your loans.',
    description: 'The order list failed to load',
  },
  orderNo: {
    id: 'orders.list.orderNo',
    defaultMessage: 'Order {orderNo}',
    description: 'Order number in a list row',
  },
  appliedOn: {
    id: 'orders.list.appliedOn',
    defaultMessage: 'Applied on {date}',
    description: 'Date the order was signed, in a list row',
  },
  dueOn: {
    id: 'orders.list.dueOn',
    defaultMessage: 'Due on {date}',
    description: 'Due date, in a list row',
  },
  term: {
    id: 'orders.list.term',
    defaultMessage: '{days, plural, one {# day} other {# days}}',
    description: 'Term of a loan in days',
  },
  repay: {
    id: 'orders.detail.repay',
    defaultMessage: 'Repay this loan',
    description: 'Link from the order detail to the repayment detail (/repaidDetail)',
  },
  paymentRecord: {
    id: 'orders.detail.paymentRecord',
    defaultMessage: 'Payment record',
    description: 'Link from the order detail to the loan’s payments',
  },
  repayLinks: {
    id: 'orders.detail.repayLinks',
    defaultMessage: 'Payments',
    description: 'Accessible name of the order detail’s link to the loan’s payments',
  },
});

import { defineMessages } from '@/lib/i18n/define-messages';

/** The repayment screen's frame and what is owed today (docs/loans.md#repayment-screens). */
export const repaymentMessages = defineMessages({
  title: {
    id: 'repayment.screen.title',
    defaultMessage: 'Repay your loan',
    description: 'Title of /repaidDetail, the repayment detail',
  },
  resultTitle: {
    id: 'repayment.screen.resultTitle',
    defaultMessage: 'Your payment',
    description: 'Title of /repaidDetail when the borrower comes back from the checkout',
  },
  recordTitle: {
    id: 'repayment.screen.recordTitle',
    defaultMessage: 'Payment record',
    description: 'Title of the repayment record (/repaidDetail?view=record)',
  },
  backHome: {
    id: 'repayment.screen.backHome',
    defaultMessage: 'Back to home',
    description: 'Link from the repayment screens to home',
  },
  loanDetails: {
    id: 'repayment.screen.loanDetails',
    defaultMessage: 'Loan details',
    description: 'Link from the repayment detail to the order detail (/bill)',
  },
  notFound: {
    id: 'repayment.screen.notFound',
    defaultMessage: 'We could not find this loan.',
    description: 'The repayment detail was opened without a known loan',
  },
  loadFailed: {
    id: 'repayment.screen.loadFailed',
    defaultMessage: 'We could not load what your loan owes.',
    description: 'The repayment view could not be loaded; a retry button follows',
  },
  settled: {
    id: 'repayment.screen.settled',
    defaultMessage: 'This loan is fully repaid. Thank you!',
    description: 'The repayment detail of a settled loan',
  },
  closed: {
    id: 'repayment.screen.closed',
    defaultMessage: 'This loan has nothing to repay here.',
    description: 'The repayment detail of a loan that is not being repaid (cancelled, not sent)',
  },
  owedTitle: {
    id: 'repayment.owed.title',
    defaultMessage: 'What you owe',
    description: 'Heading of the breakdown of what the loan owes today',
  },
  owedAsOf: {
    id: 'repayment.owed.asOf',
    defaultMessage: 'Figures for {date}, Manila time.',
    description: 'The day the figures are for. {date} is a Manila date',
  },
  orderNo: {
    id: 'repayment.owed.orderNo',
    defaultMessage: 'Order number',
    description: 'Breakdown row: the order number',
  },
  partlyPaid: {
    id: 'repayment.owed.partlyPaid',
    defaultMessage: 'Partly paid',
    description: 'Badge: part of the loan was repaid already',
  },
});

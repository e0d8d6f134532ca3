import { defineMessages } from '@/lib/i18n/define-messages';

/** Texts of an approved borrower's home and the sub-product home (/subIndex). */
export const loanHomeMessages = defineMessages({
  loadFailed: {
    id: 'home.loan.loadFailed',
    defaultMessage: 'We could not load your loan details.',
    description: 'The loan home failed to load',
  },
  coupons: {
    id: 'home.loan.coupons',
    defaultMessage:
      'You have {count, plural, one {# loan coupon. It is} other {# loan coupons. The best one is}} chosen for you when you withdraw, and lowers the charges of that loan.',
    description: 'Count of available withdrawal coupons on the approved home',
  },
  inProgressBlocked: {
    id: 'home.loan.inProgressBlocked',
    defaultMessage: 'You can have one loan at a time. This one is still on its way to you.',
    description:
      'In place of the withdraw button while the open loan is checked or being sent (nothing received yet)',
  },
  notSentBlocked: {
    id: 'home.loan.notSentBlocked',
    defaultMessage:
      'You can have one loan at a time. This one has not reached you yet: check the payout account above so we can send it.',
    description:
      'In place of the withdraw button after the open loan’s payout failed (nothing received; the failed-payout card is above)',
  },
  belowMinimum: {
    id: 'home.loan.belowMinimum',
    defaultMessage: 'Your credit limit is below this loan’s minimum of {amount}.',
    description: 'In place of the withdraw button when the quota is under the product minimum',
  },
  myLoans: {
    id: 'home.loan.myLoans',
    defaultMessage: 'My loans',
    description: 'Link to the loan orders (/billIndex)',
  },
  productMain: {
    id: 'home.product.main',
    defaultMessage: 'Cash loan',
    description: 'Name of the main loan product',
  },
  productSub: {
    id: 'home.product.sub',
    defaultMessage: 'Plus loan',
    description: 'Name of the second loan product line (subProData, docs/loans.md#sub-product)',
  },
  amountLabel: {
    id: 'home.product.amountLabel',
    defaultMessage: 'Amount',
    description: 'Label of the amount range of a product',
  },
  amountRange: {
    id: 'home.product.amountRange',
    defaultMessage: '{min} to {max}',
    description: 'Amount range of a product, e.g. ₱1,000 to ₱10,000',
  },
  termLabel: {
    id: 'home.product.termLabel',
    defaultMessage: 'Term',
    description: 'Label of the terms a product offers',
  },
  terms: {
    id: 'home.product.terms',
    defaultMessage: '{terms} days',
    description: 'Terms offered, e.g. "7 or 14 days"; {terms} is a list of numbers',
  },
  interestLabel: {
    id: 'home.product.interestLabel',
    defaultMessage: 'Interest',
    description: 'Label of the daily interest rate of a product',
  },
  interestPerDay: {
    id: 'home.product.interestPerDay',
    defaultMessage: '{rate} a day',
    description: 'Daily interest rate, e.g. "0.1% a day"',
  },
  seeSub: {
    id: 'home.product.seeSub',
    defaultMessage: 'See the Plus loan',
    description: 'Link from home to the sub-product home (/subIndex)',
  },
  checkingTitle: {
    id: 'home.order.checkingTitle',
    defaultMessage: 'We are checking your loan',
    description: 'Open order requested or to check',
  },
  checkingBody: {
    id: 'home.order.checkingBody',
    defaultMessage:
      'We check every loan before the money is sent. This usually takes a few minutes.',
    description: 'Open order requested or to check: what happens',
  },
  disbursingTitle: {
    id: 'home.order.disbursingTitle',
    defaultMessage: 'Disbursement in process',
    description: 'Open order being paid out',
  },
  disbursingBody: {
    id: 'home.order.disbursingBody',
    defaultMessage: 'The money will be credited to your account within 24 hours.',
    description: 'Open order being paid out: credited within 24 hours (docs/loans.md#disbursement)',
  },
  failedTitle: {
    id: 'home.order.failedTitle',
    defaultMessage: 'Disbursement failed',
    description: 'The payout of the open order failed',
  },
  failedBody: {
    id: 'home.order.failedBody',
    defaultMessage:
      'The transfer to your account did not go through, so nothing was sent to you and nothing is owed yet. Check the account number and the account holder’s name, or choose another account, and we will send the money again.',
    description:
      'Payout failed, bank information unavailable (docs/errors.md#catalogue): nothing was received or is owed; check the number and name or choose another account',
  },
  principalOwedTitle: {
    id: 'home.order.principalOwedTitle',
    defaultMessage: 'Loan cancelled: please return the money',
    description: 'Open order cancelled by customer service after the money was sent',
  },
  principalOwedBody: {
    id: 'home.order.principalOwedBody',
    defaultMessage:
      'Your loan was cancelled after the money was sent. Please return {amount} as customer service tells you; a new loan can be taken once it is recorded.',
    description: 'What a borrower with a cancelled, paid-out loan must do (amount: the principal)',
  },
  reenterBank: {
    id: 'home.order.reenterBank',
    defaultMessage: 'Check or change the account',
    description: 'Button to /changeBank after a failed payout',
  },
  repayingTitle: {
    id: 'home.order.repayingTitle',
    defaultMessage: 'Your loan to repay',
    description: 'Open order that is being repaid',
  },
  orderNo: {
    id: 'home.order.orderNo',
    defaultMessage: 'Order number',
    description: 'Label of the order number',
  },
  loanAmount: {
    id: 'home.order.loanAmount',
    defaultMessage: 'Loan amount',
    description: 'Label of the amount borrowed',
  },
  received: {
    id: 'home.order.received',
    defaultMessage: 'Amount you receive',
    description: 'Label of the net proceeds sent to the account',
  },
  account: {
    id: 'home.order.account',
    defaultMessage: 'To be sent to',
    description:
      'Label of the masked payout account while the loan is being sent (not received yet)',
  },
  failedAccount: {
    id: 'home.order.failedAccount',
    defaultMessage: 'We tried to send to',
    description: 'Label of the masked payout account whose payout failed (nothing was sent)',
  },
  details: {
    id: 'home.order.details',
    defaultMessage: 'View loan details',
    description: 'Link to the order page',
  },
  subTitle: {
    id: 'home.sub.title',
    defaultMessage: 'Plus loan',
    description: 'Title of the sub-product home (/subIndex)',
  },
  subLead: {
    id: 'home.sub.lead',
    defaultMessage: 'Another loan line with its own amounts and terms, within your credit limit.',
    description: 'What the sub-product is',
  },
  subNotOffered: {
    id: 'home.sub.notOffered',
    defaultMessage: 'The Plus loan is not offered right now.',
    description: 'The server offers no sub-product',
  },
  backHome: {
    id: 'home.sub.backHome',
    defaultMessage: 'Back to home',
    description: 'Link from the sub-product home to /homeIndex',
  },
});

import { defineMessages } from '@/lib/i18n/define-messages';

/** /allWithdraw: amount, term, coupon, account and the live breakdown. */
export const withdrawMessages = defineMessages({
  title: {
    id: 'withdraw.offer.title',
    defaultMessage: 'Withdraw',
    description: 'Title of the withdrawal screen',
  },
  lead: {
    id: 'withdraw.offer.lead',
    defaultMessage:
      'Choose how much and for how long. The figures below are the ones in the documents you sign.',
    description: 'Lead under the withdrawal screen title',
  },
  loadFailed: {
    id: 'withdraw.offer.loadFailed',
    defaultMessage: 'We could not load your loan offer.',
    description: 'The offer (quota, products) failed to load',
  },
  blockedTitle: {
    id: 'withdraw.offer.blockedTitle',
    defaultMessage: 'You cannot borrow right now',
    description: 'Title when a new withdrawal is refused (not approved, loan open)',
  },
  viewLoan: {
    id: 'withdraw.offer.viewLoan',
    defaultMessage: 'View my loan',
    description: 'Link to the open loan order that blocks a new withdrawal',
  },
  belowMinimum: {
    id: 'withdraw.offer.belowMinimum',
    defaultMessage: 'This loan starts at {min}, which is above your credit limit of {quota}.',
    description: 'The borrower’s limit is below the product minimum; min and quota in pesos',
  },
  amountLabel: {
    id: 'withdraw.offer.amountLabel',
    defaultMessage: 'Loan amount',
    description: 'Label of the amount slider',
  },
  amountRange: {
    id: 'withdraw.offer.amountRange',
    defaultMessage: 'From {min} to {max}, in steps of {step}',
    description: 'Hint under the amount slider; amounts in pesos',
  },
  decrease: {
    id: 'withdraw.offer.decrease',
    defaultMessage: 'Decrease the amount by {step}',
    description: 'Accessible name of the minus button; step in pesos',
  },
  increase: {
    id: 'withdraw.offer.increase',
    defaultMessage: 'Increase the amount by {step}',
    description: 'Accessible name of the plus button; step in pesos',
  },
  termLegend: {
    id: 'withdraw.offer.termLegend',
    defaultMessage: 'Term',
    description: 'Legend of the loan term choice',
  },
  days: {
    id: 'withdraw.offer.days',
    defaultMessage: '{days, plural, one {# day} other {# days}}',
    description: 'A loan term in days',
  },
  couponLegend: {
    id: 'withdraw.offer.couponLegend',
    defaultMessage: 'Loan coupon',
    description: 'Legend of the coupon choice',
  },
  noCoupon: {
    id: 'withdraw.offer.noCoupon',
    defaultMessage: 'No coupon',
    description: 'Option: withdraw without a coupon',
  },
  couponOff: {
    id: 'withdraw.offer.couponOff',
    defaultMessage: '{amount} off the fees',
    description: 'A coupon option: its deduction in pesos',
  },
  couponValidUntil: {
    id: 'withdraw.offer.couponValidUntil',
    defaultMessage: 'Valid until {date}',
    description: 'A coupon option: the last date it can be used',
  },
  accountTitle: {
    id: 'withdraw.offer.accountTitle',
    defaultMessage: 'The money goes to',
    description: 'Title of the destination account card',
  },
  accountNumber: {
    id: 'withdraw.offer.accountNumber',
    defaultMessage: '{payee} •••• {last4}',
    description: 'Masked destination account: bank or e-wallet name and last 4 digits',
  },
  accountCash: {
    id: 'withdraw.offer.accountCash',
    defaultMessage: 'Cash pick-up at {payee}',
    description: 'Destination is a cash pick-up at a remittance shop',
  },
  accountHolder: {
    id: 'withdraw.offer.accountHolder',
    defaultMessage: 'Account name: {name}',
    description: 'Holder name of the destination account',
  },
  noAccount: {
    id: 'withdraw.offer.noAccount',
    defaultMessage: 'We have no payout account for you yet. Add one in your profile first.',
    description: 'No destination account on file',
  },
  breakdownTitle: {
    id: 'withdraw.offer.breakdownTitle',
    defaultMessage: 'Your loan in pesos',
    description: 'Title of the figures card',
  },
  updating: {
    id: 'withdraw.offer.updating',
    defaultMessage: 'Updating the figures…',
    description: 'Status while new figures are requested after a change',
  },
  rowAmount: {
    id: 'withdraw.offer.rowAmount',
    defaultMessage: 'Loan amount',
    description: 'Breakdown row: principal borrowed',
  },
  rowTerm: {
    id: 'withdraw.offer.rowTerm',
    defaultMessage: 'Term',
    description: 'Breakdown row: term in days',
  },
  rowDailyInterest: {
    id: 'withdraw.offer.rowDailyInterest',
    defaultMessage: 'Daily interest rate',
    description: 'Breakdown row: nominal interest per day, a percentage',
  },
  rowInterest: {
    id: 'withdraw.offer.rowInterest',
    defaultMessage: 'Interest',
    description: 'Breakdown row: interest for the whole term in pesos',
  },
  rowServiceFee: {
    id: 'withdraw.offer.rowServiceFee',
    defaultMessage: 'Service fee',
    description: 'Breakdown row: service fee',
  },
  rowCreditReportingFee: {
    id: 'withdraw.offer.rowCreditReportingFee',
    defaultMessage: 'Credit reporting fee',
    description: 'Breakdown row: credit reporting fee',
  },
  rowTax: {
    id: 'withdraw.offer.rowTax',
    defaultMessage:
      '{kind, select, vat {VAT} serviceFeeTax {Tax on the service fee} percentageTax {Percentage tax} other {Tax}} ({rate})',
    description:
      'Breakdown row: the tax line, its configured kind (vat or percentageTax, named as docs/glossary.md says) and rate',
  },
  rowCoupon: {
    id: 'withdraw.offer.rowCoupon',
    defaultMessage: 'Coupon discount',
    description: 'Breakdown row: what the coupon takes off the fees',
  },
  rowReceived: {
    id: 'withdraw.offer.rowReceived',
    defaultMessage: 'You receive',
    description: 'Breakdown row: the net amount sent to the account',
  },
  rowTotal: {
    id: 'withdraw.offer.rowTotal',
    defaultMessage: 'Total to repay',
    description: 'Breakdown row: total repayment',
  },
  rowDueDate: {
    id: 'withdraw.offer.rowDueDate',
    defaultMessage: 'Due date',
    description: 'Breakdown row: repayment due date',
  },
  rowEir: {
    id: 'withdraw.offer.rowEir',
    defaultMessage: 'Effective interest rate (EIR) per month',
    description: 'Breakdown row: effective interest rate per month, Truth in Lending',
  },
  deductedNow: {
    id: 'withdraw.offer.deductedNow',
    defaultMessage: 'Taken from the amount sent',
    description: 'Hint on a charge deducted at disbursement',
  },
  paidLater: {
    id: 'withdraw.offer.paidLater',
    defaultMessage: 'Paid with your repayment',
    description: 'Hint on a charge due at repayment',
  },
  credited: {
    id: 'withdraw.offer.credited',
    defaultMessage: 'The money is credited to your account within 24 hours after you sign.',
    description: 'When the borrower gets the money',
  },
  summaryReceive: {
    id: 'withdraw.offer.summaryReceive',
    defaultMessage: 'You receive {amount}',
    description:
      'Summary kept at the foot of the withdrawal screen: the net amount sent to the account (in pesos)',
  },
  summaryRepay: {
    id: 'withdraw.offer.summaryRepay',
    defaultMessage: 'You repay {amount} on {date}',
    description:
      'Summary kept at the foot of the withdrawal screen: the total to repay and its due date',
  },
  continue: {
    id: 'withdraw.offer.continue',
    defaultMessage: 'Continue',
    description: 'Button: go on to read the loan documents',
  },
});

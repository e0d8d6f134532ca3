import { defineMessages } from '@/lib/i18n/define-messages';

/**
 * Texts of an order's page (/bill): every Order field (docs/loans.md#order-fields) and its history.
 */
export const orderMessages = defineMessages({
  title: {
    id: 'orders.detail.title',
    defaultMessage: 'Loan details',
    description: 'Title of the order page',
  },
  back: {
    id: 'orders.detail.back',
    defaultMessage: 'My loans',
    description: 'Link back to the loan-order list',
  },
  notFound: {
    id: 'orders.detail.notFound',
    defaultMessage: 'We could not find this loan.',
    description: 'Order page without a valid order',
  },
  loanSection: {
    id: 'orders.detail.loanSection',
    defaultMessage: 'Loan',
    description: 'Heading of the loan facts',
  },
  chargesSection: {
    id: 'orders.detail.chargesSection',
    defaultMessage: 'Interest and charges',
    description: 'Heading of the interest and fees',
  },
  repaymentSection: {
    id: 'orders.detail.repaymentSection',
    defaultMessage: 'Repayment',
    description: 'Heading of what is owed',
  },
  orderNo: {
    id: 'orders.detail.orderNo',
    defaultMessage: 'Order number',
    description: 'Field label',
  },
  status: {
    id: 'orders.detail.status',
    defaultMessage: 'Status',
    description: 'Field label',
  },
  loanAmount: {
    id: 'orders.detail.loanAmount',
    defaultMessage: 'Loan amount',
    description: 'Field label: amount borrowed',
  },
  term: {
    id: 'orders.detail.term',
    defaultMessage: 'Term',
    description: 'Field label: term in days',
  },
  withdrawalDate: {
    id: 'orders.detail.withdrawalDate',
    defaultMessage: 'Withdrawal date',
    description: 'Field label: date the loan was taken',
  },
  dueDate: {
    id: 'orders.detail.dueDate',
    defaultMessage: 'Due date',
    description: 'Field label: date repayment is due',
  },
  settledOn: {
    id: 'orders.detail.settledOn',
    defaultMessage: 'Settlement date',
    description: 'Field label: date the loan was fully repaid',
  },
  notSettled: {
    id: 'orders.detail.notSettled',
    defaultMessage: 'Not settled yet',
    description: 'Settlement date of a loan not yet repaid',
  },
  disbursedAt: {
    id: 'orders.detail.disbursedAt',
    defaultMessage: 'Money sent',
    description: 'Field label: time the payout succeeded',
  },
  notSent: {
    id: 'orders.detail.notSent',
    defaultMessage: 'Not sent yet',
    description: 'Money-sent time of an order not yet paid out',
  },
  payoutAccount: {
    id: 'orders.detail.payoutAccount',
    defaultMessage: 'Payout account',
    description: 'Field label: where the money goes (masked)',
  },
  signStatus: {
    id: 'orders.detail.signStatus',
    defaultMessage: 'Sign status',
    description: 'Field label: whether the documents were signed',
  },
  signedOn: {
    id: 'orders.detail.signedOn',
    defaultMessage: 'Signed on {date}',
    description: 'Sign status: signed, with the time',
  },
  unsigned: {
    id: 'orders.detail.unsigned',
    defaultMessage: 'Not signed',
    description: 'Sign status: unsigned',
  },
  dailyInterest: {
    id: 'orders.detail.dailyInterest',
    defaultMessage: 'Daily interest rate',
    description: 'Field label',
  },
  interest: {
    id: 'orders.detail.interest',
    defaultMessage: 'Interest',
    description: 'Field label: interest in pesos',
  },
  serviceFee: {
    id: 'orders.detail.serviceFee',
    defaultMessage: 'Service fee',
    description: 'Field label',
  },
  creditReportingFee: {
    id: 'orders.detail.creditReportingFee',
    defaultMessage: 'Credit reporting fee',
    description: 'Field label',
  },
  tax: {
    id: 'orders.detail.tax',
    defaultMessage:
      '{kind, select, vat {VAT} serviceFeeTax {Tax on the service fee} percentageTax {Percentage tax} other {Tax}} ({rate} of {base, select, serviceFee {the service fee} other {all fees}})',
    description:
      'Tax line label (docs/loans.md#tax-line): the configured kind (vat or percentageTax, named as docs/glossary.md says), rate and base it is charged on',
  },
  upfront: {
    id: 'orders.detail.upfront',
    defaultMessage: 'deducted from the amount you receive',
    description: 'Hint under a charge taken at disbursement',
  },
  atRepayment: {
    id: 'orders.detail.atRepayment',
    defaultMessage: 'paid with your repayment',
    description: 'Hint under a charge due at repayment',
  },
  couponDeduction: {
    id: 'orders.detail.couponDeduction',
    defaultMessage: 'Coupon deduction',
    description: 'Field label',
  },
  received: {
    id: 'orders.detail.received',
    defaultMessage: 'Amount received',
    description: 'Field label: net proceeds',
  },
  principal: {
    id: 'orders.detail.principal',
    defaultMessage: 'Principal',
    description: 'Field label',
  },
  financeCharge: {
    id: 'orders.detail.financeCharge',
    defaultMessage: 'Finance charge',
    description: 'Field label: interest plus charges less the coupon (Truth in Lending)',
  },
  eir: {
    id: 'orders.detail.eir',
    defaultMessage: 'Effective interest rate (EIR) per month',
    description: 'Field label',
  },
  totalRepayment: {
    id: 'orders.detail.totalRepayment',
    defaultMessage: 'Total repayment',
    description:
      'Field label: what the loan costs the borrower altogether as it stands (repaid so far plus what is still due), after every extension and payment',
  },
  totalRepaymentHint: {
    id: 'orders.detail.totalRepaymentHint',
    defaultMessage: 'What you have repaid plus what is still due',
    description: 'Hint under the total repayment',
  },
  repaidSoFar: {
    id: 'orders.detail.repaidSoFar',
    defaultMessage: 'Repaid so far',
    description: 'Field label: the sum of the borrower’s payments on this loan',
  },
  signedTotal: {
    id: 'orders.detail.signedTotal',
    defaultMessage: 'Total repayment, as signed',
    description: 'Field label in the charges as signed: the total of the signed plan',
  },
  chargesAsSigned: {
    id: 'orders.detail.chargesAsSigned',
    defaultMessage:
      'As in the disclosure statement you signed. Extensions and payments since are under Repayment above.',
    description: 'Note under the heading of the charges as signed',
  },
  termExtended: {
    id: 'orders.detail.termExtended',
    defaultMessage:
      '{days, plural, one {# day} other {# days}} as signed, with {extensions, plural, one {# extension} other {# extensions}}',
    description: 'Under the current term of an extended loan: the signed term and the extensions',
  },
  planCurrent: {
    id: 'orders.detail.planCurrent',
    defaultMessage: 'Repayment plan now',
    description: 'Heading of the plan as it stands after extensions and payments',
  },
  historyPayment: {
    id: 'orders.detail.historyPayment',
    defaultMessage:
      '{kind, select, extension {Extension paid} part {Part payment} other {Paid in full}}: {amount}',
    description: 'History line of a payment: its kind and amount',
  },
  historyNewDueDate: {
    id: 'orders.detail.historyNewDueDate',
    defaultMessage: 'New due date: {date}',
    description: 'History line of an extension: the new due date',
  },
  planCaption: {
    id: 'orders.detail.planCaption',
    defaultMessage: 'Repayment plan',
    description: 'Caption of the repayment plan table',
  },
  historyTitle: {
    id: 'orders.detail.historyTitle',
    defaultMessage: 'History',
    description: 'Heading of the loan history: changes of status and payments',
  },
  failedBody: {
    id: 'orders.detail.failedBody',
    defaultMessage:
      'The transfer to your account did not go through, so nothing was sent to you and nothing is owed yet. Check the account number and the account holder’s name, or choose another account, and we will send the money again.',
    description:
      'Payout failed, bank information unavailable (docs/errors.md#catalogue): nothing was received or is owed; check the number and name or choose another account',
  },
  reenterBank: {
    id: 'orders.detail.reenterBank',
    defaultMessage: 'Check or change the account',
    description: 'Button to /changeBank after a failed payout',
  },
});

/** The signed copy and the key fact statement link of an order. */
export const signedMessages = defineMessages({
  title: {
    id: 'orders.signed.title',
    defaultMessage: 'Signed documents',
    description: 'Heading of the signed documents section',
  },
  asSigned: {
    id: 'orders.signed.asSigned',
    defaultMessage:
      'The documents exactly as you signed them: they never change. What you owe now, after any extension or payment, is under Repayment above.',
    description:
      'Under the signed documents heading: they are kept as signed (docs/loans.md#signed-documents)',
  },
  view: {
    id: 'orders.signed.view',
    defaultMessage: 'View signed documents',
    description: 'Button: show what was signed',
  },
  hide: {
    id: 'orders.signed.hide',
    defaultMessage: 'Hide signed documents',
    description: 'Button: hide what was signed',
  },
  download: {
    id: 'orders.signed.download',
    defaultMessage: 'Download a copy',
    description: 'Button: save the signed documents as a file (right to a copy)',
  },
  signature: {
    id: 'orders.signed.signature',
    defaultMessage: 'Your signature',
    description: 'Alt text and caption of the signature image',
  },
  signedAt: {
    id: 'orders.signed.signedAt',
    defaultMessage: 'Signed on {date}',
    description: 'When the documents were signed',
  },
  loadFailed: {
    id: 'orders.signed.loadFailed',
    defaultMessage: 'We could not load the signed documents.',
    description: 'The signed record failed to load',
  },
  kfsTitle: {
    id: 'orders.kfs.title',
    defaultMessage: 'Disclosure statement link',
    description: 'Heading of the shareable key fact statement link (docs/loans.md#key-fact-link)',
  },
  kfsBody: {
    id: 'orders.kfs.body',
    defaultMessage:
      'Anyone with this link can read the disclosure statement of this loan, without signing in, until {date}.',
    description: 'What the key fact statement link is and when it expires',
  },
  kfsCopy: {
    id: 'orders.kfs.copy',
    defaultMessage: 'Copy link',
    description: 'Button: copy the key fact statement link',
  },
  kfsLabel: {
    id: 'orders.kfs.label',
    defaultMessage: 'Link',
    description: 'Label of the read-only field holding the link',
  },
});

import { defineMessages } from '@/lib/i18n/define-messages';

/**
 * The extension's own disclosure statement and the side-by-side of paying in full against
 * extending (docs/loans.md#extensions, docs/loans.md#disclosure).
 */
export const extensionMessages = defineMessages({
  title: {
    id: 'repayment.extension.title',
    defaultMessage: 'Extension disclosure statement',
    description: 'Heading of the extension’s disclosure statement',
  },
  lead: {
    id: 'repayment.extension.lead',
    defaultMessage:
      'An extension is a renewal of your loan. Please read its figures before you pay.',
    description: 'Introduction of the extension’s disclosure statement',
  },
  number: {
    id: 'repayment.extension.number',
    defaultMessage: 'Extension {number} of {max}',
    description: 'Which extension this is, of the most allowed',
  },
  principal: {
    id: 'repayment.extension.principal',
    defaultMessage: 'Principal renewed',
    description: 'Disclosure row: the principal carried into the renewal',
  },
  days: {
    id: 'repayment.extension.days',
    defaultMessage: 'Days to the new due date',
    description: 'Disclosure row: days from today to the new due date',
  },
  daysValue: {
    id: 'repayment.extension.daysValue',
    defaultMessage: '{days, plural, one {# day} other {# days}}',
    description: 'Disclosure value: a number of days',
  },
  fee: {
    id: 'repayment.extension.fee',
    defaultMessage: 'Extension fee',
    description: 'Disclosure row: the extension fee',
  },
  financeCharge: {
    id: 'repayment.extension.financeCharge',
    defaultMessage: 'Finance charge',
    description: 'Disclosure row: the extension fee plus interest to the new due date',
  },
  repaymentAtDue: {
    id: 'repayment.extension.repaymentAtDue',
    defaultMessage: 'To repay on the new due date',
    description: 'Disclosure row: what paying in full costs on the new due date',
  },
  newDueDate: {
    id: 'repayment.extension.newDueDate',
    defaultMessage: 'New due date',
    description: 'Disclosure row: the due date after the extension',
  },
  eir: {
    id: 'repayment.extension.eir',
    defaultMessage: 'Effective interest rate (per month)',
    description: 'Disclosure row: the EIR per month of the renewal',
  },
  payToday: {
    id: 'repayment.extension.payToday',
    defaultMessage: 'To pay today',
    description: 'Disclosure row: what the extension costs today',
  },
  agree: {
    id: 'repayment.extension.agree',
    defaultMessage: 'I have read the extension disclosure statement and agree to it.',
    description: 'Checkbox: agreement to the extension’s disclosure statement',
  },
  compareTitle: {
    id: 'repayment.extension.compareTitle',
    defaultMessage: 'Pay in full or extend?',
    description: 'Heading of the side-by-side of paying in full today and extending',
  },
  compareFull: {
    id: 'repayment.extension.compareFull',
    defaultMessage: 'Pay in full today',
    description: 'Side-by-side column: paying in full today',
  },
  compareExtend: {
    id: 'repayment.extension.compareExtend',
    defaultMessage: 'Extend 8 days',
    description: 'Side-by-side column: extending',
  },
  compareToday: {
    id: 'repayment.extension.compareToday',
    defaultMessage: 'Today',
    description: 'Side-by-side row: what is paid today',
  },
  compareLater: {
    id: 'repayment.extension.compareLater',
    defaultMessage: 'Later',
    description: 'Side-by-side row: what is still owed afterwards',
  },
  compareAltogether: {
    id: 'repayment.extension.compareAltogether',
    defaultMessage: 'Altogether',
    description: 'Side-by-side row: today plus later',
  },
  compareNothing: {
    id: 'repayment.extension.compareNothing',
    defaultMessage: 'Nothing: the loan is closed',
    description: 'Side-by-side: after paying in full nothing is owed',
  },
  compareByDate: {
    id: 'repayment.extension.compareByDate',
    defaultMessage: '{amount} by {date}',
    description: 'Side-by-side: what is owed on the new due date',
  },
  compareCaption: {
    id: 'repayment.extension.compareCaption',
    defaultMessage: 'What each choice costs',
    description: 'Caption of the side-by-side table',
  },
});

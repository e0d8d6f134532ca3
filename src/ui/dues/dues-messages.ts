import { defineMessages } from '@/lib/i18n/define-messages';

/*
 * The words of a loan's dues (docs/loans.md#dues), the same on home, the loan detail, the
 * repayment screen, the extension disclosure statement and receipts. Each charge has one name
 * (docs/glossary.md).
 */
export const duesMessages = defineMessages({
  dueOn: {
    id: 'loan.dues.dueOn',
    defaultMessage: 'Due on {date}',
    description:
      'What falls due on the due date (a forecast from the ledger): the label before the amount. {date} = the due date',
  },
  dueTodayOn: {
    id: 'loan.dues.dueTodayOn',
    defaultMessage: 'Due today, {date}',
    description: 'The due date is today: the label before what falls due today',
  },
  settlesToday: {
    id: 'loan.dues.settlesToday',
    defaultMessage: 'To pay it all off today',
    description:
      'What paying in full costs today (interest only to today): the label before the amount. Must not read as the due date amount',
  },
  earlyCostsLess: {
    id: 'loan.dues.earlyCostsLess',
    defaultMessage: 'Paying before the due date costs less: interest runs only to the day you pay.',
    description:
      'Why today’s figure is lower than the due date’s (RA 11765: no prepayment penalty)',
  },
  overdueSince: {
    id: 'loan.dues.overdueSince',
    defaultMessage: 'Overdue since {date}',
    description: 'An overdue loan: the first day past the due date. {date} = that day',
  },
  perDay: {
    id: 'loan.dues.perDay',
    defaultMessage: 'Each further day adds {amount} in late charges.',
    description: 'What one more overdue day adds (the late charge of a day)',
  },
  capReached: {
    id: 'loan.dues.capReached',
    defaultMessage:
      'Late charges have stopped: what you owe has reached the most the law allows us to charge.',
    description: 'Overdue, and every accrual stopped at the total-cost cap (docs/loans.md#caps)',
  },
  principal: {
    id: 'loan.dues.principal',
    defaultMessage: 'Principal',
    description: 'Dues breakdown: principal still owed',
  },
  interest: {
    id: 'loan.dues.interest',
    defaultMessage: 'Interest',
    description: 'Dues breakdown: interest owed',
  },
  fees: {
    id: 'loan.dues.fees',
    defaultMessage: 'Fees',
    description:
      'Dues breakdown: fees still owed (credit reporting fee, service fee and VAT when due at repayment, extension fees)',
  },
  lateCharge: {
    id: 'loan.dues.lateCharge',
    defaultMessage: 'Late charge',
    description: 'Dues breakdown: the late charge (the only charge for paying late)',
  },
  total: {
    id: 'loan.dues.total',
    defaultMessage: 'Total',
    description: 'Dues breakdown: the sum',
  },
  extensionFee: {
    id: 'loan.dues.extensionFee',
    defaultMessage: 'Extension fee',
    description: 'An extension’s price: the fee the loan agreement names',
  },
  interestToDate: {
    id: 'loan.dues.interestToDate',
    defaultMessage: 'Interest to date',
    description: 'An extension’s price: the interest owed today, which the extension also pays',
  },
  feesDue: {
    id: 'loan.dues.feesDue',
    defaultMessage: 'Fees due',
    description: 'An extension’s price: fees owed today, which the extension also pays',
  },
  lateChargeDue: {
    id: 'loan.dues.lateChargeDue',
    defaultMessage: 'Late charge to date',
    description: 'An extension’s price: the late charge owed today, which the extension also pays',
  },
  coupon: {
    id: 'loan.dues.coupon',
    defaultMessage: 'Coupon',
    description: 'An extension’s price: what the chosen cash coupon takes off',
  },
  payToday: {
    id: 'loan.dues.payToday',
    defaultMessage: 'To pay today',
    description: 'An extension’s price: the sum paid today',
  },
  thenDue: {
    id: 'loan.dues.thenDue',
    defaultMessage: 'Then due on {date}',
    description:
      'After the extension: what falls due on the new due date if nothing else is paid. {date} = the new due date',
  },
  nextDue: {
    id: 'loan.dues.nextDue',
    defaultMessage: 'Next due on {date}',
    description:
      'A receipt or a history line: what falls due next, on the due date, as it stood after this payment',
  },
  nextOverdue: {
    id: 'loan.dues.nextOverdue',
    defaultMessage: 'Still to pay on {date}, overdue',
    description:
      'A receipt of a payment on an overdue loan: what still settled it that day (it grows each day after)',
  },
  nextDueLine: {
    id: 'loan.dues.nextDueLine',
    defaultMessage: 'Next due on {date}: {amount}',
    description: 'A history line: what falls due next and when, as it stood after this payment',
  },
  nextOverdueLine: {
    id: 'loan.dues.nextOverdueLine',
    defaultMessage: 'Still to pay on {date}, overdue: {amount}',
    description: 'A history line of a payment on an overdue loan: what still settled it that day',
  },
  repaidLine: {
    id: 'loan.dues.repaidLine',
    defaultMessage: 'The loan is repaid in full.',
    description: 'A history line: this payment settled the loan',
  },
  repaidLabel: {
    id: 'loan.dues.repaidLabel',
    defaultMessage: 'What is left to pay',
    description: 'A receipt or history line of a payment that settled the loan: the label',
  },
  repaid: {
    id: 'loan.dues.repaid',
    defaultMessage: 'Nothing: your loan is repaid in full.',
    description: 'A receipt or history line: this payment settled the loan',
  },
});

import { defineMessages } from '@/lib/i18n/define-messages';

/**
 * A payment that waits for the borrower (docs/loans.md#waiting-payment): on home, in the payment
 * record and on the repayment detail. Over the counter it waits for them at the store, with its
 * reference, until its expiry: never "in progress", which reads as if we were doing something.
 */
export const waitingMessages = defineMessages({
  atStore: {
    id: 'loan.waiting.atStore',
    defaultMessage: 'Waiting for you at {store} until {expiry}',
    description:
      'Status of an over-the-counter payment not paid yet: the store takes its reference until then. {store} = 7-Eleven…, {expiry} = date and time',
  },
  title: {
    id: 'loan.waiting.title',
    defaultMessage:
      '{kind, select, full {Your payment in full is waiting} extension {Your extension payment is waiting} part {Your part payment is waiting} other {Your payment is waiting}}',
    description:
      'Home: heading of the block of a payment started and not finished. {kind}: full, extension or part',
  },
  payAtStore: {
    id: 'loan.waiting.payAtStore',
    defaultMessage:
      'Pay {amount} at {store} with reference number <ref>{reference}</ref> before {expiry}.',
    description:
      'Home: how to pay an over-the-counter payment. {reference} = digits in groups of four, {expiry} = date and time',
  },
  payOnline: {
    id: 'loan.waiting.payOnline',
    defaultMessage: 'Your {channel} payment of {amount} is waiting. Finish it before {expiry}.',
    description:
      'Home: a payment by e-wallet, QR Ph or bank transfer was started and not finished. {expiry} = date and time',
  },
  copy: {
    id: 'loan.waiting.copy',
    defaultMessage: 'Copy reference number',
    description: 'Button: copy the over-the-counter reference number',
  },
  continue: {
    id: 'loan.waiting.continue',
    defaultMessage: 'Continue to payment',
    description: 'Button: back to the checkout of the waiting payment',
  },
  payAnotherWay: {
    id: 'loan.waiting.payAnotherWay',
    defaultMessage: 'Pay another way',
    description: 'Button: cancel the waiting payment and choose how to pay again',
  },
  cancelsReference: {
    id: 'loan.waiting.cancelsReference',
    defaultMessage:
      'This cancels the reference number: do not pay with it at the store after that.',
    description: 'Hint under "Pay another way" for an over-the-counter payment',
  },
  cancelFailed: {
    id: 'loan.waiting.cancelFailed',
    defaultMessage: 'We could not cancel the payment. Please try again.',
    description: 'Cancelling the waiting payment failed, or the payment is still open',
  },
  showReference: {
    id: 'loan.waiting.showReference',
    defaultMessage: 'Show reference number',
    description: 'Payment record: button that shows a waiting payment’s reference number',
  },
  hideReference: {
    id: 'loan.waiting.hideReference',
    defaultMessage: 'Hide reference number',
    description: 'Payment record: button that hides the reference number',
  },
});

import { defineMessages } from '@/lib/i18n/define-messages';

/** A payment in progress, its outcome and receipt, the record (docs/loans.md#repayment-screens). */
export const intentMessages = defineMessages({
  liveTitle: {
    id: 'repayment.intent.liveTitle',
    defaultMessage: 'Payment in progress',
    description: 'Heading: a payment was started and has not ended',
  },
  liveBody: {
    id: 'repayment.intent.liveBody',
    defaultMessage:
      'You started a payment of {amount} by {channel}. Finish it, or cancel it to choose another way.',
    description: 'A live payment intent: amount and channel',
  },
  otcReference: {
    id: 'repayment.intent.otcReference',
    defaultMessage: 'Reference number',
    description: 'Over the counter: the reference number to give the cashier',
  },
  otcHow: {
    id: 'repayment.intent.otcHow',
    defaultMessage: 'Give this reference number and {amount} to the cashier at {channel}.',
    description: 'Over the counter: how to pay at the store',
  },
  expiresAt: {
    id: 'repayment.intent.expiresAt',
    defaultMessage: 'Pay before',
    description: 'Label: when the payment expires',
  },
  copyReference: {
    id: 'repayment.intent.copyReference',
    defaultMessage: 'Copy reference number',
    description: 'Button: copy the over-the-counter reference number',
  },
  continue: {
    id: 'repayment.intent.continue',
    defaultMessage: 'Continue to payment',
    description: 'Button: back to the checkout of the live payment',
  },
  cancel: {
    id: 'repayment.intent.cancel',
    defaultMessage: 'Cancel this payment',
    description: 'Button: cancel the live payment intent',
  },
  cancelFailed: {
    id: 'repayment.intent.cancelFailed',
    defaultMessage: 'We could not cancel the payment. Please try again.',
    description: 'Cancelling the live payment failed',
  },
  pendingTitle: {
    id: 'repayment.intent.pendingTitle',
    defaultMessage: 'Waiting for your payment',
    description: 'Back from the checkout: the payment is not confirmed yet',
  },
  pendingBody: {
    id: 'repayment.intent.pendingBody',
    defaultMessage:
      'We have not received the confirmation yet. This page updates by itself; you may also leave it.',
    description: 'Back from the checkout while the payment is pending',
  },
  otcPendingTitle: {
    id: 'repayment.intent.otcPendingTitle',
    defaultMessage: 'Pay at the store',
    description:
      'Back from the checkout of an over-the-counter payment the store has not recorded yet',
  },
  otcPendingBody: {
    id: 'repayment.intent.otcPendingBody',
    defaultMessage:
      'Your loan is updated as soon as the store records your payment. This page updates by itself; you may also leave it.',
    description: 'Over the counter, not paid at the store yet: what happens next',
  },
  successTitle: {
    id: 'repayment.intent.successTitle',
    defaultMessage: 'Payment received',
    description: 'The payment succeeded',
  },
  settledBody: {
    id: 'repayment.intent.settledBody',
    defaultMessage: 'Your loan is fully repaid. Thank you!',
    description: 'The payment settled the loan',
  },
  extendedBody: {
    id: 'repayment.intent.extendedBody',
    defaultMessage: 'Your loan is extended. The new due date is {date}.',
    description: 'The extension was paid',
  },
  stillOwedBody: {
    id: 'repayment.intent.stillOwedBody',
    defaultMessage: 'Thank you. The receipt below says what falls due next, and when.',
    description:
      'A part payment succeeded; the receipt names what falls due next and when (never a bare balance)',
  },
  failedTitle: {
    id: 'repayment.intent.failedTitle',
    defaultMessage: 'Payment not completed',
    description: 'The payment failed, expired or was cancelled',
  },
  reason: {
    id: 'repayment.intent.reason',
    defaultMessage:
      '{reason, select, declined {The payment was declined. No money was taken.} amountMismatch {The amount paid was not the amount due, so it was not applied. It will be refunded to you.} notPostable {Your loan could no longer take this payment, so it was not applied. It will be refunded to you.} expired {The time to pay ran out before the payment was made.} cancelled {This payment was cancelled.} other {The payment did not go through.}}',
    description:
      'Why a payment failed. {reason}: declined, amountMismatch, notPostable, expired or cancelled',
  },
  tryAgain: {
    id: 'repayment.intent.tryAgain',
    defaultMessage: 'Try again',
    description: 'Button after a failed payment: back to the repayment detail',
  },
  notFound: {
    id: 'repayment.intent.notFound',
    defaultMessage: 'We could not find this payment.',
    description: 'The payment in the address is unknown',
  },
  record: {
    id: 'repayment.intent.record',
    defaultMessage: 'Payment record',
    description: 'Link to the repayment record',
  },
  receiptTitle: {
    id: 'repayment.receipt.title',
    defaultMessage: 'Receipt',
    description: 'Heading of a payment receipt',
  },
  receiptNo: {
    id: 'repayment.receipt.number',
    defaultMessage: 'Receipt number',
    description: 'Receipt row: its number',
  },
  paidAt: {
    id: 'repayment.receipt.paidAt',
    defaultMessage: 'Paid on',
    description: 'Receipt row: when it was paid',
  },
  channel: {
    id: 'repayment.receipt.channel',
    defaultMessage: 'Paid by',
    description: 'Receipt row: the payment channel',
  },
  amount: {
    id: 'repayment.receipt.amount',
    defaultMessage: 'Amount paid',
    description: 'Receipt row: the amount collected',
  },
  coupon: {
    id: 'repayment.receipt.coupon',
    defaultMessage: 'Coupon, taken off before you paid',
    description:
      'Receipt row: the coupon deduction, shown negative; the rows after it are what the payment and the coupon settled together',
  },
  appliedTo: {
    id: 'repayment.receipt.appliedTo',
    defaultMessage:
      '{part, select, penalty {Late charges paid} fees {Fees paid} interest {Interest paid} principal {Principal paid} other {Paid}}',
    description:
      'Receipt row: the part of the payment that went to {part} (penalty, fees, interest, principal)',
  },
  kind: {
    id: 'repayment.receipt.kind',
    defaultMessage:
      '{kind, select, full {Payment in full} extension {Extension} part {Part payment} other {Payment}}',
    description: 'What a payment was. {kind}: full, extension or part',
  },
  status: {
    id: 'repayment.record.status',
    defaultMessage: '{status, select, pending {In progress} succeeded {Success} other {Failed}}',
    description:
      'A payment’s status as the borrower sees it. {status}: pending, succeeded, failed, expired, cancelled',
  },
  recordEmpty: {
    id: 'repayment.record.empty',
    defaultMessage: 'No payments in the last 3 months.',
    description: 'The repayment record is empty',
  },
  recordSince: {
    id: 'repayment.record.since',
    defaultMessage: 'Your payments since {date}, newest first.',
    description: 'The repayment record covers 3 months; {date} is its first day',
  },
  recordFailed: {
    id: 'repayment.record.loadFailed',
    defaultMessage: 'We could not load your payments.',
    description: 'The repayment record could not be loaded',
  },
  recordItem: {
    id: 'repayment.record.item',
    defaultMessage: '{kind}, {amount}, {date}',
    description: 'Accessible name of one payment in the record',
  },
  showReceipt: {
    id: 'repayment.record.showReceipt',
    defaultMessage: 'Show receipt',
    description: 'Button: show the receipt of a successful payment',
  },
  hideReceipt: {
    id: 'repayment.record.hideReceipt',
    defaultMessage: 'Hide receipt',
    description: 'Button: hide the receipt',
  },
});

import { defineMessages } from '@/lib/i18n/define-messages';

/**
 * Texts of the borrower messages the server stores (server/repositories/messages.ts): each kind
 * has `message.<kind>.title` and `.body`. The message centre (a later issue) renders them with
 * the stored params, formatted for display: {amount} is formatPesos of params.amountCentavos,
 * {quota} of params.quotaCentavos, {date} the Manila date of params.reapplyOn.
 */
export const messageTexts = defineMessages({
  applicationReceivedTitle: {
    id: 'message.applicationReceived.title',
    defaultMessage: 'Application received',
    description: 'Message title: the application was submitted. Params: applicationId',
  },
  applicationReceivedBody: {
    id: 'message.applicationReceived.body',
    defaultMessage:
      'We have received your application and are checking it. We will tell you as soon as it is decided.',
    description: 'Message body: the application was submitted. Params: applicationId',
  },
  applicationApprovedTitle: {
    id: 'message.applicationApproved.title',
    defaultMessage: 'You are approved',
    description: 'Message title: the application was approved. Params: applicationId, quota',
  },
  applicationApprovedBody: {
    id: 'message.applicationApproved.body',
    defaultMessage:
      'Your credit limit is {quota}. Open the app to choose an amount and see every fee before you sign.',
    description: 'Message body: approved. {quota} = formatPesos(params.quotaCentavos, whole pesos)',
  },
  applicationRejectedTitle: {
    id: 'message.applicationRejected.title',
    defaultMessage: 'Application not approved',
    description: 'Message title: the application was refused. Params: applicationId, reapplyOn',
  },
  applicationRejectedBody: {
    id: 'message.applicationRejected.body',
    defaultMessage:
      'Your personal information is not eligible this time. You can apply again on {date}.',
    description: 'Message body: refused. {date} = params.reapplyOn formatted as a Manila date',
  },
  applicationNeedsCorrectionTitle: {
    id: 'message.applicationNeedsCorrection.title',
    defaultMessage: 'Please correct your application',
    description: 'Message title: the application needs a correction',
  },
  applicationNeedsCorrectionBody: {
    id: 'message.applicationNeedsCorrection.body',
    defaultMessage:
      '{reason, select, identityPhoto {The photo of your ID was unclear. Please upload it again.} other {There is an issue with your identity details. Please correct it in your application.}}',
    description:
      'Message body: needs correction. {reason} = params.reason (identityPhoto or authInfo)',
  },
  orderRequestedTitle: {
    id: 'message.orderRequested.title',
    defaultMessage: 'Loan request signed',
    description: 'Message title: an order was signed. Params: orderNo, amount',
  },
  orderRequestedBody: {
    id: 'message.orderRequested.body',
    defaultMessage:
      'We have received your signed request {orderNo} for {amount}. We are checking it now.',
    description:
      'Message body: order signed. {orderNo} = params.orderNo, {amount} = formatPesos(params.amountCentavos)',
  },
  orderToCheckTitle: {
    id: 'message.orderToCheck.title',
    defaultMessage: 'Your loan is being checked',
    description: 'Message title: the order is being checked. Params: orderNo, amount',
  },
  orderToCheckBody: {
    id: 'message.orderToCheck.body',
    defaultMessage: 'We are checking your loan {orderNo} for {amount} before sending the money.',
    description:
      'Message body: order to check. {orderNo} = params.orderNo, {amount} = formatPesos(params.amountCentavos)',
  },
  orderDisbursingTitle: {
    id: 'message.orderDisbursing.title',
    defaultMessage: 'Disbursement in process',
    description: 'Message title: the payout was started. Params: orderNo, amount',
  },
  orderDisbursingBody: {
    id: 'message.orderDisbursing.body',
    defaultMessage:
      'Your loan {orderNo} for {amount} is on its way. It will be credited within 24 hours.',
    description:
      'Message body: disbursing. {orderNo} = params.orderNo, {amount} = formatPesos(params.amountCentavos)',
  },
  orderDisbursementFailedTitle: {
    id: 'message.orderDisbursementFailed.title',
    defaultMessage: 'Disbursement failed',
    description: 'Message title: the payout failed. Params: orderNo, amount',
  },
  orderDisbursementFailedBody: {
    id: 'message.orderDisbursementFailed.body',
    defaultMessage:
      'We could not send your loan {orderNo} for {amount}: bank information unavailable. Please re-enter your bank details in the app.',
    description:
      'Message body: payout failed (docs/errors.md#catalogue). {orderNo} = params.orderNo, {amount} = formatPesos(params.amountCentavos)',
  },
  orderRepayingTitle: {
    id: 'message.orderRepaying.title',
    defaultMessage: 'Money sent',
    description: 'Message title: the loan was paid out. Params: orderNo, amount',
  },
  orderRepayingBody: {
    id: 'message.orderRepaying.body',
    defaultMessage:
      'Your loan {orderNo} for {amount} has been sent to your account. Please repay {total} by {date}.',
    description:
      'Message body: paid out, now repaying. {orderNo} = params.orderNo, {amount} = formatPesos(params.amountCentavos), {total} = formatPesos(params.totalRepaymentCentavos), {date} = params.dueDate as a Manila date',
  },
  orderSettledTitle: {
    id: 'message.orderSettled.title',
    defaultMessage: 'Loan settled',
    description: 'Message title: the loan is fully repaid. Params: orderNo, amount',
  },
  orderSettledBody: {
    id: 'message.orderSettled.body',
    defaultMessage: 'Your loan {orderNo} for {amount} is fully repaid. Thank you!',
    description:
      'Message body: settled. {orderNo} = params.orderNo, {amount} = formatPesos(params.amountCentavos)',
  },
  orderCancelledTitle: {
    id: 'message.orderCancelled.title',
    defaultMessage: 'Loan cancelled',
    description: 'Message title: the order was cancelled. Params: orderNo, amount',
  },
  orderCancelledBody: {
    id: 'message.orderCancelled.body',
    defaultMessage:
      'Your loan {orderNo} for {amount} has been cancelled. Contact customer service if you have questions.',
    description:
      'Message body: cancelled. {orderNo} = params.orderNo, {amount} = formatPesos(params.amountCentavos)',
  },
});

import { defineMessages } from '@/lib/i18n/define-messages';

/**
 * Texts of the borrower messages the server stores (contract/messages/kinds.ts,
 * docs/messages.md#kinds): each kind has `message.<kind>.title` and `.body`. The message centre
 * renders them with the stored params formatted for display (message-text.tsx).
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
    defaultMessage: 'We can’t offer you a loan right now',
    description: 'Message title: the application was refused. Params: applicationId, reapplyOn',
  },
  applicationRejectedBody: {
    id: 'message.applicationRejected.body',
    defaultMessage:
      '{reason, select, identity {We could not verify your identity from the ID and photos you sent. } information {We could not confirm some of the details in your application. } other {}}Based on our assessment of your application, we cannot offer you a loan at this time. This is not a judgement of you as a person. You may apply again from {date}; home shows where to get help.',
    description:
      'Message body: refused. {reason} = params.refusalReason (identity and information add a sentence; criteria or none add nothing), {date} = params.reapplyOn formatted as a Manila date',
  },
  applicationNeedsCorrectionTitle: {
    id: 'message.applicationNeedsCorrection.title',
    defaultMessage: 'Please correct your application',
    description: 'Message title: the application needs a correction',
  },
  applicationNeedsCorrectionBody: {
    id: 'message.applicationNeedsCorrection.body',
    defaultMessage:
      '{reason, select, identityPhoto {The photo of your ID was unclear. Please upload it again.} facePhoto {Your face photo did not pass our check. Please take a new one.} bankInfo {Your bank or e-wallet account details are not correct. Please correct them in your application.} other {There is an issue with your identity details. Please correct it in your application.}}',
    description:
      'Message body: needs correction. {reason} = params.reason (identityPhoto, facePhoto, bankInfo or authInfo)',
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
      'The transfer of your loan {orderNo} for {amount} did not go through, so nothing was sent to you. Please check the account number and name, or choose another account, in the app.',
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
  paymentReceivedTitle: {
    id: 'message.paymentReceived.title',
    defaultMessage: 'Payment received',
    description:
      'Message title: a repayment posted. Params: orderNo, amountCentavos, kind, paidCentavos, receiptNo, balanceCentavos',
  },
  paymentReceivedBody: {
    id: 'message.paymentReceived.body',
    defaultMessage:
      'We received your payment of {paid} for loan {orderNo} (receipt {receiptNo}). {next, select, settled {Your loan is repaid in full.} due {Next due on {nextDate}: {nextAmount}.} overdue {Still to pay on {nextDate}: {nextAmount}{nextGrows, select, yes {, and more each day after} other {}}.} other {Still to pay: {balance}.}} Thank you!',
    description:
      'Message body: a repayment posted, with what falls due next as it stood that day (docs/loans.md#dues). {paid} = formatPesos(params.paidCentavos), {orderNo}, {receiptNo} = params; {next}: settled, due (the due date ahead), overdue (what settles it that day), or other for a message stored before (then {balance} = formatPesos(params.balanceCentavos)); {nextDate} = params.nextDueDate, {nextAmount} = formatPesos(params.nextDueCentavos)',
  },
  paymentFailedTitle: {
    id: 'message.paymentFailed.title',
    defaultMessage: 'Payment not completed',
    description:
      'Message title: a repayment failed. Params: orderNo, amountCentavos, kind, paidCentavos, reason',
  },
  paymentFailedBody: {
    id: 'message.paymentFailed.body',
    defaultMessage:
      '{reason, select, amountMismatch {Your payment of {paid} for loan {orderNo} was not the amount due, so it was not applied. It will be refunded to you.} notPostable {Your payment of {paid} for loan {orderNo} could not be applied. It will be refunded to you.} other {Your payment of {paid} for loan {orderNo} did not go through. You can try again in the app.}}',
    description:
      'Message body: a repayment failed. {paid} = formatPesos(params.paidCentavos), {orderNo} = params.orderNo, {reason} = params.reason (declined, amountMismatch, notPostable, expired, cancelled)',
  },
  loanExtendedTitle: {
    id: 'message.loanExtended.title',
    defaultMessage: 'Loan extended',
    description: 'Message title: an extension was paid. Params: orderNo, newDueDate, paidCentavos',
  },
  loanExtendedBody: {
    id: 'message.loanExtended.body',
    defaultMessage:
      'We received {paid} for loan {orderNo}. Your new due date is {date}.{next, select, due { {nextAmount} falls due that day.} other {}}',
    description:
      'Message body: extended. {paid} = formatPesos(params.paidCentavos), {orderNo} = params.orderNo, {date} = params.newDueDate as a Manila date; {next} = due when the message says what falls due on the new date ({nextAmount} = formatPesos(params.nextDueCentavos)), other for one stored before',
  },
  reminderDayBeforeTitle: {
    id: 'message.reminderDayBefore.title',
    defaultMessage: 'Your loan is due tomorrow',
    description:
      'Message title: reminder the day before the due date. Params: orderNo, dueDate, owedCentavos',
  },
  reminderDayBeforeBody: {
    id: 'message.reminderDayBefore.body',
    defaultMessage:
      'A friendly reminder: loan {orderNo} is due tomorrow, {date}. The amount is {owed}. You can pay or extend in the app.',
    description:
      'Message body: reminder, polite. {orderNo} = params.orderNo, {date} = params.dueDate as a Manila date, {owed} = formatPesos(params.owedCentavos)',
  },
  reminderDueDayTitle: {
    id: 'message.reminderDueDay.title',
    defaultMessage: 'Your loan is due today',
    description: 'Message title: reminder on the due date. Params: orderNo, dueDate, owedCentavos',
  },
  reminderDueDayBody: {
    id: 'message.reminderDueDay.body',
    defaultMessage:
      'A friendly reminder: loan {orderNo} is due today, {date}. The amount is {owed}. You can pay or extend in the app.',
    description:
      'Message body: reminder on the due date, polite. {orderNo}, {date} = params.dueDate as a Manila date, {owed} = formatPesos(params.owedCentavos)',
  },
  reminderOverdueTitle: {
    id: 'message.reminderOverdue.title',
    defaultMessage: 'Your loan is past its due date',
    description:
      'Message title: reminder on overdue days 1, 3 and 7. Params: orderNo, days, owedCentavos',
  },
  reminderOverdueBody: {
    id: 'message.reminderOverdue.body',
    defaultMessage:
      'Loan {orderNo} is {days, plural, one {# day} other {# days}} past its due date. To pay it all off today: {owed}.{perDayKnown, select, yes { Each further day adds {perDay} in late charges.} other {}} Please pay or extend in the app when you can. If you need help, contact customer service.',
    description:
      'Message body: overdue reminder, polite, never a threat. {orderNo}, {days} = params.days, {owed} = formatPesos(params.owedCentavos), {perDay} = formatPesos(params.perDayCentavos) (what each further day adds), {perDayKnown} = yes when it is above zero',
  },
  couponGrantedTitle: {
    id: 'message.couponGranted.title',
    defaultMessage: 'You have a new coupon',
    description: 'Message title: a coupon was granted by a campaign or customer service',
  },
  couponGrantedBody: {
    id: 'message.couponGranted.body',
    defaultMessage:
      'A coupon worth {deduction} is in your coupons, usable until {until}. Open your coupons to see where it applies.',
    description:
      'Message body: a coupon granted. {deduction} = formatPesos(params.deductionCentavos), {until} = the Manila date of params.validUntil',
  },
  ticketAnsweredTitle: {
    id: 'message.ticketAnswered.title',
    defaultMessage: 'We answered your feedback',
    description: 'Message title: customer service answered a feedback ticket. Params: ticketNo',
  },
  ticketAnsweredBody: {
    id: 'message.ticketAnswered.body',
    defaultMessage: 'Customer service answered your ticket {ticketNo}. Open it to read the answer.',
    description: 'Message body: a ticket was answered. {ticketNo} = params.ticketNo',
  },
  ticketClosedTitle: {
    id: 'message.ticketClosed.title',
    defaultMessage: 'Your ticket is closed',
    description: 'Message title: customer service closed a feedback ticket. Params: ticketNo',
  },
  ticketClosedBody: {
    id: 'message.ticketClosed.body',
    defaultMessage:
      'Customer service closed your ticket {ticketNo}. If you still need help, send us new feedback.',
    description: 'Message body: a ticket was closed. {ticketNo} = params.ticketNo',
  },
  homeScreenBonusTitle: {
    id: 'message.homeScreenBonus.title',
    defaultMessage: 'Your home-screen bonus is here',
    description:
      'Message title: the add-to-home-screen bonus was granted (docs/coupons.md#home-screen-bonus)',
  },
  homeScreenBonusBody: {
    id: 'message.homeScreenBonus.body',
    defaultMessage:
      'Thank you for adding the app to your home screen. A {deduction} coupon for paying a loan in full is in your coupons, usable until {until}, and the most your credit limit can reach is now {ceiling}. The limit grows step by step, only as you repay on time.',
    description:
      'Message body: bonus granted. {deduction} = formatPesos(params.deductionCentavos), {until} = the Manila date of params.validUntil, {ceiling} = formatPesos(params.ceilingCentavos, whole pesos)',
  },
});

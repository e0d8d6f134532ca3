import { type MessageDescriptor } from 'react-intl';
import { defineMessages } from '@/lib/i18n/define-messages';
import type { ErrorCode } from '@contract/error-codes';

/**
 * The error catalogue (docs/errors.md#catalogue), one text per stable API code, in the borrower's
 * language.
 */
export const errorMessages: Record<ErrorCode, MessageDescriptor> = defineMessages({
  VALIDATION_FAILED: {
    id: 'error.validationFailed',
    defaultMessage: 'Some details are not right. Please check them and try again.',
    description: 'Generic input error when no field-specific message applies',
  },
  UNAUTHORIZED: {
    id: 'error.unauthorized',
    defaultMessage: 'Your session has ended. Please sign in again.',
    description: 'Session expired or revoked',
  },
  FORBIDDEN: {
    id: 'error.forbidden',
    defaultMessage: 'You cannot open this record.',
    description: 'Access to a record of another customer',
  },
  NOT_FOUND: {
    id: 'error.notFound',
    defaultMessage: 'We could not find what you were looking for.',
    description: 'Requested record does not exist',
  },
  INTERNAL: {
    id: 'error.internal',
    defaultMessage: 'Something went wrong on our side. Please try again in a moment.',
    description: 'Unexpected server error',
  },
  SERVICE_UNAVAILABLE: {
    id: 'error.serviceUnavailable',
    defaultMessage: 'The service is busy. Please try again in a moment.',
    description:
      'Our database is briefly out of reach (docs/errors.md#service-unavailable); nothing is wrong with the phone',
  },
  NETWORK_ABNORMAL: {
    id: 'error.networkAbnormal',
    defaultMessage: 'Cannot connect to the network. Check your mobile data or Wi-Fi.',
    description: 'Error catalogue (docs/errors.md#catalogue): the API cannot be reached',
  },
  TOO_FREQUENT: {
    id: 'error.tooFrequent',
    defaultMessage: 'Too many tries. Please wait a moment and try again.',
    description: 'Error catalogue (docs/errors.md#catalogue): operation too frequent',
  },
  SMS_DAILY_LIMIT: {
    id: 'error.smsDailyLimit',
    defaultMessage: 'You have reached today’s limit for SMS codes. Please try again tomorrow.',
    description: 'Error catalogue (docs/errors.md#catalogue): SMS limit reached for the day',
  },
  SECURITY_LOCKED: {
    id: 'error.securityLocked',
    defaultMessage:
      'For your security, sign-in is paused after several wrong codes. Please wait {minutes, plural, one {# minute} other {# minutes}} and try again.',
    description:
      'Error catalogue (docs/errors.md#catalogue): security lock triggered; minutes until unlock',
  },
  WRONG_CODE: {
    id: 'error.wrongCode',
    defaultMessage: 'The verification code is wrong. Please enter it again.',
    description: 'Error catalogue (docs/errors.md#catalogue): wrong SMS code',
  },
  CODE_EXPIRED: {
    id: 'error.codeExpired',
    defaultMessage: 'This code has expired. Tap “Get code” for a new one.',
    description: 'SMS code older than 5 minutes or already used',
  },
  CAPTCHA_REQUIRED: {
    id: 'error.captchaRequired',
    defaultMessage: 'Type the characters you see in the picture.',
    description: 'The server asks for the graphic verification code',
  },
  CAPTCHA_WRONG: {
    id: 'error.captchaWrong',
    defaultMessage: 'The characters do not match the picture. Try the new picture.',
    description: 'Wrong or expired graphic verification code',
  },
  AGREEMENT_REQUIRED: {
    id: 'error.agreementRequired',
    defaultMessage: 'Please agree to the Privacy Policy to continue.',
    description: 'Privacy policy not agreed at sign-in',
  },
  PHOTO_PROBLEM: {
    id: 'error.photoProblem',
    defaultMessage: 'There is a problem with the photo. Please take it again.',
    description: 'Error catalogue (docs/errors.md#catalogue): photo problem',
  },
  FACE_CHECK_FAILED: {
    id: 'error.faceCheckFailed',
    defaultMessage: 'Face recognition failed. Please try again and check the camera settings.',
    description:
      'Error catalogue (docs/errors.md#catalogue): face recognition or live check failed',
  },
  DISBURSEMENT_FAILED: {
    id: 'error.disbursementFailed',
    defaultMessage:
      'We could not send the money: the bank information is unavailable. Please enter it again.',
    description: 'Error catalogue (docs/errors.md#catalogue): disbursement failed',
  },
  IDENTITY_VERIFICATION_FAILED: {
    id: 'error.identityVerificationFailed',
    defaultMessage:
      'We could not verify your identity: the photo is unclear. Please upload it again.',
    description: 'Error catalogue (docs/errors.md#catalogue): identity verification failed',
  },
  BANK_INFO_INCORRECT: {
    id: 'error.bankInfoIncorrect',
    defaultMessage:
      'The bank card information is incorrect. Please correct it before you apply again.',
    description: 'Error catalogue (docs/errors.md#catalogue): bank card info incorrect',
  },
  AUTH_INFO_ISSUE: {
    id: 'error.authInfoIssue',
    defaultMessage: 'There is an issue with your details. Please correct them in your application.',
    description: 'Error catalogue (docs/errors.md#catalogue): authentication info issue',
  },
  APPLICATION_REFUSED: {
    id: 'error.applicationRefused',
    defaultMessage:
      'Your application was not approved this time. You can apply again after {date}.',
    description: 'Error catalogue (docs/errors.md#catalogue): application refused; date to reapply',
  },
  OUTSTANDING_REPAYMENT: {
    id: 'error.outstandingRepayment',
    defaultMessage: 'Please settle your current loan first.',
    description:
      'Error catalogue (docs/errors.md#catalogue): outstanding repayment blocks a new withdrawal',
  },
  ACCOUNT_INVALID: {
    id: 'error.accountInvalid',
    defaultMessage: 'This wallet or bank account is invalid, so the money cannot be deposited.',
    description: 'Error catalogue (docs/errors.md#catalogue): wallet or bank info invalid',
  },
  PAYMENT_AMOUNT_MISMATCH: {
    id: 'error.paymentAmountMismatch',
    defaultMessage: 'The payment amount must match the amount due, or the payment fails.',
    description: 'Error catalogue (docs/errors.md#catalogue): payment amount must match',
  },
  COUPON_UNAVAILABLE: {
    id: 'error.couponUnavailable',
    defaultMessage: 'This coupon is no longer available.',
    description: 'Error catalogue (docs/errors.md#catalogue): coupon already used',
  },
  COUPON_FULL_REPAYMENT_ONLY: {
    id: 'error.couponFullRepaymentOnly',
    defaultMessage: 'This coupon can only be used when you pay in full.',
    description:
      'Error catalogue (docs/errors.md#catalogue): home-screen coupons only for full repayment',
  },
  ANDROID_NOT_SUPPORTED: {
    id: 'error.androidNotSupported',
    defaultMessage: 'Android browsers are not supported yet.',
    description: 'Error catalogue (docs/errors.md#catalogue): Android not supported yet',
  },
  PROFILE_INCOMPLETE: {
    id: 'error.profileIncomplete',
    defaultMessage: 'Some steps of your application are not finished yet.',
    description: 'Submit pressed before every application step is complete',
  },
  PROFILE_LOCKED: {
    id: 'error.profileLocked',
    defaultMessage: 'Your application has been submitted, so it can no longer be changed here.',
    description: 'Edit attempted while the application is under review or approved',
  },
  CHANGE_BANK_NOT_ALLOWED: {
    id: 'error.changeBankNotAllowed',
    defaultMessage: 'You can change your bank account after you have repaid a loan.',
    description: 'Only repeat borrowers may change the bank card (docs/profile.md#bank-change)',
  },
  PAYLOAD_TOO_LARGE: {
    id: 'error.payloadTooLarge',
    defaultMessage: 'This file is too large. Please take the photo again.',
    description: 'Upload bigger than the server accepts',
  },
  UNSUPPORTED_MEDIA_TYPE: {
    id: 'error.unsupportedMediaType',
    defaultMessage: 'This file type is not accepted. Please take a photo instead.',
    description: 'Upload of a file that is not a JPEG photo',
  },
  NOT_APPROVED: {
    id: 'error.notApproved',
    defaultMessage: 'You can borrow once your application is approved.',
    description: 'Withdrawal attempted without an approved credit quota',
  },
  OVER_QUOTA: {
    id: 'error.overQuota',
    defaultMessage: 'This amount is more than you can borrow now. Choose a smaller amount.',
    description: 'Withdrawal amount above the credit quota or outside the product range',
  },
  ORDER_IN_PROGRESS: {
    id: 'error.orderInProgress',
    defaultMessage: 'You already have a loan being processed. Please wait for it to finish.',
    description: 'A second withdrawal while an order is not yet paid out',
  },
  QUOTE_STALE: {
    id: 'error.quoteStale',
    defaultMessage: 'The loan details have changed. Please review the new figures and sign again.',
    description: 'The quote expired or changed before signing: new documents and signature needed',
  },
  LINK_EXPIRED: {
    id: 'error.linkExpired',
    defaultMessage: 'This link has expired. Open your loan in the app to see the statement.',
    description: 'A key fact statement link past its expiry',
  },
  ORDER_NOT_CANCELLABLE: {
    id: 'error.orderNotCancellable',
    defaultMessage: 'This loan can no longer be cancelled.',
    description: 'Cancellation outside the allowed states or window',
  },
  PAYOUT_RETRY_CLOSED: {
    id: 'error.payoutRetryClosed',
    defaultMessage:
      'This loan was cancelled, so it will not be sent. Contact customer service if you have questions.',
    description: 'Bank re-entered after a failed payout, but the loan was cancelled meanwhile',
  },
  LOAN_SETTLED: {
    id: 'error.loanSettled',
    defaultMessage: 'This loan is already fully repaid. There is nothing more to pay.',
    description: 'A payment for a loan already settled',
  },
  LOAN_CANCELLED: {
    id: 'error.loanCancelled',
    defaultMessage:
      'This loan was cancelled, so it cannot be paid here. Contact customer service if you have questions.',
    description: 'A payment for a cancelled loan',
  },
  PAYMENT_IN_PROGRESS: {
    id: 'error.paymentInProgress',
    defaultMessage: 'A payment for this loan is already in progress. Finish it or cancel it first.',
    description: 'A second payment while one is live on the same loan',
  },
  AMOUNT_OUT_OF_RANGE: {
    id: 'error.amountOutOfRange',
    defaultMessage: 'This amount cannot be paid. Please enter an amount within the range shown.',
    description: 'A part payment below the minimum or above what is owed',
  },
  EXTENSION_NOT_AVAILABLE: {
    id: 'error.extensionNotAvailable',
    defaultMessage:
      'This loan cannot be extended any more. You can pay in full or pay another amount.',
    description: 'An extension past the limit or the cost cap',
  },
  APPLICATION_UNDER_REVIEW: {
    id: 'error.applicationUnderReview',
    defaultMessage: 'Your application is being reviewed. Please wait for the decision.',
    description: 'An account deletion while the application awaits its decision (seconds)',
  },
});

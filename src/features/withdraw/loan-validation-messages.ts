import { defineMessages } from '@/lib/i18n/define-messages';

/**
 * Texts of the message ids the loan API answers with VALIDATION_FAILED (useErrorText finds them
 * by id in the screens catalogue). The screens keep choices within the offer, so these show only
 * when the offer changed under the borrower.
 */
export const loanValidationMessages = defineMessages({
  amountStep: {
    id: 'validation.loanAmount.step',
    defaultMessage: 'Choose an amount in the steps shown.',
    description: 'Loan amount is not a multiple of the product step',
  },
  amountRange: {
    id: 'validation.loanAmount.range',
    defaultMessage: 'Choose an amount within the range shown.',
    description: 'Loan amount below the minimum or above the maximum',
  },
  termUnknown: {
    id: 'validation.loanTerm.unknown',
    defaultMessage: 'Choose one of the terms shown.',
    description: 'Loan term the product does not offer',
  },
  signatureRequired: {
    id: 'validation.signature.required',
    defaultMessage: 'We could not read your signature. Please sign again.',
    description: 'Signature image missing, not a PNG or too small',
  },
  signatureTooLarge: {
    id: 'validation.signature.tooLarge',
    defaultMessage: 'Your signature image is too large. Please clear it and sign again.',
    description: 'Signature image over the size limit',
  },
});

import { type MessageDescriptor } from 'react-intl';
import { defineMessages } from '@/lib/i18n/define-messages';
import { errorMessages } from './error-messages';

/**
 * Texts for the message ids the contract's schemas carry (STYLE.md §6: schema messages are ids,
 * never English). The key is the id the contract uses.
 */
export const validationMessages: Record<string, MessageDescriptor> = defineMessages({
  'validation.phone.format': {
    id: 'validation.phone.format',
    defaultMessage: 'Enter the 10-digit mobile number after +63. It starts with 9.',
    description: 'Phone number is not 10 digits starting with an allowed digit',
  },
  'validation.phone.required': {
    id: 'validation.phone.required',
    defaultMessage: 'Enter your mobile number.',
    description: 'Phone number left empty',
  },
  'validation.code.format': {
    id: 'validation.code.format',
    defaultMessage: 'Enter the 4-digit code from the SMS.',
    description: 'SMS code is not 4 digits',
  },
  'validation.privacy.required': {
    id: 'validation.privacy.required',
    defaultMessage: 'Please agree to the Privacy Policy to continue.',
    description: 'Privacy checkbox not ticked',
  },
  'validation.captcha.required': {
    id: 'validation.captcha.required',
    defaultMessage: 'Type the characters you see in the picture.',
    description: 'Graphic code field left empty',
  },
});

export const validationMessage = (id: string): MessageDescriptor =>
  validationMessages[id] ?? errorMessages.VALIDATION_FAILED;

import { defineMessages } from '@/lib/i18n/define-messages';

export const authMessages = defineMessages({
  title: {
    id: 'auth.start.title',
    defaultMessage: 'Sign in or create your account',
    description: 'Heading of the sign-in page',
  },
  lead: {
    id: 'auth.start.lead',
    defaultMessage: 'We will send a 4-digit code by SMS to your mobile number.',
    description: 'Explains how sign-in works',
  },
  phoneLabel: {
    id: 'auth.start.phoneLabel',
    defaultMessage: 'Mobile number',
    description: 'Label of the phone field',
  },
  phoneHint: {
    id: 'auth.start.phoneHint',
    defaultMessage: '10 digits after +63, for example 917 123 4567',
    description: 'Hint under the phone field',
  },
  getCode: {
    id: 'auth.start.getCode',
    defaultMessage: 'Get code',
    description: 'Button: send the SMS code',
  },
  resendIn: {
    id: 'auth.start.resendIn',
    defaultMessage: 'Resend in {seconds, plural, one {# second} other {# seconds}}',
    description: 'Disabled resend button with the countdown',
  },
  resend: {
    id: 'auth.start.resend',
    defaultMessage: 'Resend code',
    description: 'Button: send a new SMS code',
  },
  codeSent: {
    id: 'auth.start.codeSent',
    defaultMessage: 'We sent a code to {phone}. It is valid for 5 minutes.',
    description: 'Confirmation after the SMS code was sent; phone is masked',
  },
  codeLabel: {
    id: 'auth.start.codeLabel',
    defaultMessage: 'SMS code',
    description: 'Label of the 4-digit code field',
  },
  agree: {
    id: 'auth.start.agree',
    defaultMessage:
      'I have read and agree to the <privacy>Privacy Policy</privacy> and the <terms>Terms and Conditions</terms>.',
    description: 'Privacy agreement checkbox label with links',
  },
  notYou: {
    id: 'auth.start.notYou',
    defaultMessage: 'Not your number? Use another',
    description:
      'Button under a phone number kept from a session the server ended: clears it (docs/sign-in.md#phone)',
  },
  signIn: {
    id: 'auth.start.signIn',
    defaultMessage: 'Sign in',
    description: 'Button: sign in with the code',
  },
  secure: {
    id: 'auth.start.secure',
    defaultMessage: 'We never ask for your code by call or chat. Do not share it with anyone.',
    description: 'Safety advice under the sign-in form',
  },
});

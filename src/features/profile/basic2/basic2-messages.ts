import { defineMessages } from '@/lib/i18n/define-messages';

export const basic2Messages = defineMessages({
  title: {
    id: 'profile.basic2.title',
    defaultMessage: 'How can we reach you?',
    description: 'Title of /baseInfo2 (email, Viber, WhatsApp)',
  },
  lead: {
    id: 'profile.basic2.lead',
    defaultMessage:
      'An email you check often. Viber and WhatsApp are optional: add the numbers you use.',
    description: 'Guidance under the /baseInfo2 title; both messaging numbers may stay empty',
  },
  email: {
    id: 'profile.basic2.email',
    defaultMessage: 'Email address',
    description: 'Field label',
  },
  emailHint: {
    id: 'profile.basic2.emailHint',
    defaultMessage: 'For example: juan.delacruz@gmail.com',
    description: 'Hint under the email field with an example address (keep the address as is)',
  },
  viber: {
    id: 'profile.basic2.viber',
    defaultMessage: 'Viber number (optional)',
    description:
      'Field label; the field may stay empty (every optional field says so in its label)',
  },
  whatsapp: {
    id: 'profile.basic2.whatsapp',
    defaultMessage: 'WhatsApp number (optional)',
    description:
      'Field label; the field may stay empty (every optional field says so in its label)',
  },
  numberHint: {
    id: 'profile.basic2.numberHint',
    defaultMessage: 'Starts with 09, for example 0917 123 4567',
    description:
      'Hint under the Viber and WhatsApp numbers with an example (keep the number as is)',
  },
  whatsappSame: {
    id: 'profile.basic2.whatsappSame',
    defaultMessage: 'My WhatsApp number is the same as my Viber number',
    description: 'Checkbox that copies the Viber number into the WhatsApp field',
  },
});

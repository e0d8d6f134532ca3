import { defineMessages } from '@/lib/i18n/define-messages';

export const basic2Messages = defineMessages({
  title: {
    id: 'profile.basic2.title',
    defaultMessage: 'How can we reach you?',
    description: 'Title of /baseInfo2 (email, WhatsApp, Viber)',
  },
  lead: {
    id: 'profile.basic2.lead',
    defaultMessage:
      'We send updates about your loan here. Use an email and numbers you check often.',
    description: 'Guidance under the /baseInfo2 title',
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
  whatsapp: {
    id: 'profile.basic2.whatsapp',
    defaultMessage: 'WhatsApp number',
    description: 'Field label',
  },
  whatsappHint: {
    id: 'profile.basic2.whatsappHint',
    defaultMessage: 'Starts with 09, for example 0917 123 4567',
    description: 'Hint under the WhatsApp number with an example (keep the number as is)',
  },
  viber: {
    id: 'profile.basic2.viber',
    defaultMessage: 'Viber number',
    description: 'Field label; the field may stay empty',
  },
  viberSame: {
    id: 'profile.basic2.viberSame',
    defaultMessage: 'My Viber number is the same as my WhatsApp number',
    description: 'Checkbox that copies the WhatsApp number into the Viber field',
  },
});

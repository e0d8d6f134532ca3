import { defineMessages } from '@/lib/i18n/define-messages';

export const serviceMessages = defineMessages({
  title: {
    id: 'service.screen.title',
    defaultMessage: 'Customer service',
    description: 'Heading of the customer service page (/customerService)',
  },
  lead: {
    id: 'service.screen.lead',
    defaultMessage: 'Talk to a person about your application, your loan or a payment.',
    description: 'Line under the heading: what customer service helps with',
  },
  openInApp: {
    id: 'service.screen.openInApp',
    defaultMessage: 'Open customer service',
    description: "Button in the native app: opens the app's own customer service screen",
  },
  call: {
    id: 'service.screen.call',
    defaultMessage: 'Call {number}',
    description: 'Link that dials the hotline; {number} is the hotline as written in config',
  },
  email: {
    id: 'service.screen.email',
    defaultMessage: 'E-mail {address}',
    description: 'Link that writes an e-mail to customer service',
  },
  webEmail: {
    id: 'service.screen.webEmail',
    defaultMessage: 'Web support: {address}',
    description: 'Link that writes an e-mail to the web customer service address',
  },
  clockNote: {
    id: 'service.screen.clockNote',
    defaultMessage: 'Open or closed is worked out from your phone’s clock.',
    description: 'Small print: the open/closed state uses the phone clock, which may be wrong',
  },
  help: {
    id: 'service.screen.help',
    defaultMessage: 'Answers to common questions',
    description: 'Link to the help centre (/helpCenter)',
  },
  loadFailed: {
    id: 'service.screen.loadFailed',
    defaultMessage: 'The contact details could not be loaded.',
    description: 'Error when the public config (contacts, hours) could not be fetched',
  },
});

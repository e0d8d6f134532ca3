import { defineMessages } from '@/lib/i18n/define-messages';

export const uiMessages = defineMessages({
  copied: {
    id: 'ui.copied',
    defaultMessage: 'Copied',
    description:
      'Toast after copying text to the clipboard: "Kinopya" in Filipino (docs/navigation.md#copy)',
  },
  copyFailed: {
    id: 'ui.copyFailed',
    defaultMessage: 'Could not copy. Press and hold the text to copy it.',
    description: 'Toast when the clipboard refused the copy',
  },
  back: {
    id: 'ui.back',
    defaultMessage: 'Back',
    description: 'Back button label',
  },
  corporateName: {
    id: 'ui.company.corporateName',
    defaultMessage: '{proName} is operated by {corporateName}.',
    description: 'Footer: the lender behind the brand (SEC MC 19 s.2019)',
  },
  secRegistration: {
    id: 'ui.company.secRegistration',
    defaultMessage: 'SEC Registration No. {number}',
    description: 'Footer: SEC registration number',
  },
  certificateOfAuthority: {
    id: 'ui.company.certificateOfAuthority',
    defaultMessage: 'Certificate of Authority No. {number}',
    description: 'Footer: SEC Certificate of Authority to operate as a lending company',
  },
  readDisclosure: {
    id: 'ui.company.readDisclosure',
    defaultMessage: 'Before you borrow, read the disclosure statement of your loan.',
    description: 'Footer advice required by SEC MC 19 s.2019',
  },
  serviceTitle: {
    id: 'ui.service.title',
    defaultMessage: 'Customer service',
    description: 'Card title',
  },
  chatMessenger: {
    id: 'ui.service.messenger',
    defaultMessage: 'Chat on Messenger',
    description: 'Link to customer service in Facebook Messenger (docs/care.md#chat-channels)',
  },
  chatViber: {
    id: 'ui.service.viber',
    defaultMessage: 'Chat on Viber',
    description: 'Link to customer service in Viber (docs/care.md#chat-channels)',
  },
  loading: {
    id: 'ui.loading',
    defaultMessage: 'Loading…',
    description: 'Shown while a screen or data loads',
  },
  retry: {
    id: 'ui.loadProblem.retry',
    defaultMessage: 'Try again',
    description: 'Button under a message that data could not be loaded: asks the server again',
  },
});

import { defineMessages } from '@/lib/i18n/define-messages';

/** /sign: the signature pad and the signing itself. */
export const signMessages = defineMessages({
  title: {
    id: 'withdraw.sign.title',
    defaultMessage: 'Sign your loan',
    description: 'Title of the signature screen',
  },
  lead: {
    id: 'withdraw.sign.lead',
    defaultMessage:
      'Your signature confirms the disclosure statement, the loan agreement and the loan approval letter you have just read.',
    description: 'Lead of the signature screen',
  },
  padLabel: {
    id: 'withdraw.sign.padLabel',
    defaultMessage: 'Your signature',
    description: 'Label of the signature drawing area',
  },
  hint: {
    id: 'withdraw.sign.hint',
    defaultMessage:
      'Sign inside the box with your finger. Undo removes the last stroke; Clear starts again.',
    description: 'How to use the signature pad',
  },
  clear: {
    id: 'withdraw.sign.clear',
    defaultMessage: 'Clear',
    description: 'Button: erase the whole signature',
  },
  undo: {
    id: 'withdraw.sign.undo',
    defaultMessage: 'Undo',
    description: 'Button: remove the last stroke of the signature (redo it)',
  },
  sign: {
    id: 'withdraw.sign.sign',
    defaultMessage: 'Sign and get my loan',
    description: 'Button: sign the documents; the loan order is created',
  },
  signing: {
    id: 'withdraw.sign.signing',
    defaultMessage: 'Signing…',
    description: 'Button text while the signature is being sent',
  },
  drawFirst: {
    id: 'withdraw.sign.drawFirst',
    defaultMessage: 'Draw your signature in the box to sign.',
    description: 'Why the sign button is not yet available',
  },
  unreadable: {
    id: 'withdraw.sign.unreadable',
    defaultMessage: 'We could not read your signature. Please clear it and sign again.',
    description: 'The server could not accept the signature image',
  },
});

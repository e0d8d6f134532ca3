import { defineMessages } from '@/lib/i18n/define-messages';

/** /loan: the key fact statement, loan agreement and sanction letter, and the two agreements. */
export const documentsMessages = defineMessages({
  title: {
    id: 'withdraw.documents.title',
    defaultMessage: 'Read before you sign',
    description: 'Title of the loan documents screen',
  },
  lead: {
    id: 'withdraw.documents.lead',
    defaultMessage:
      'These documents are filled in with the figures of your loan. Start with the disclosure statement: it shows every charge in pesos.',
    description: 'Lead of the loan documents screen',
  },
  contents: {
    id: 'withdraw.documents.contents',
    defaultMessage: 'On this page',
    description: 'Title of the small table of contents of the three documents',
  },
  loadFailed: {
    id: 'withdraw.documents.loadFailed',
    defaultMessage: 'We could not load your loan documents.',
    description: 'The documents failed to load',
  },
  staleTitle: {
    id: 'withdraw.documents.staleTitle',
    defaultMessage: 'Your loan figures need an update',
    description: 'Title when the quote expired or changed before signing',
  },
  copyRight: {
    id: 'withdraw.documents.copyRight',
    defaultMessage:
      'You have the right to a copy of everything you sign. After signing, you can open and download these documents any time from your loan.',
    description: 'Truth in Lending: the borrower’s right to a copy of the documents',
  },
  agreeAgreement: {
    id: 'withdraw.documents.agreeAgreement',
    defaultMessage: 'I have read and agree to the loan agreement',
    description: 'Checkbox: agree to the loan agreement',
  },
  agreeSanctionLetter: {
    id: 'withdraw.documents.agreeSanctionLetter',
    defaultMessage: 'I have read and agree to the loan approval letter',
    description: 'Checkbox: agree to the sanction letter',
  },
  agreementRequired: {
    id: 'withdraw.documents.agreementRequired',
    defaultMessage: 'Please agree to the loan agreement before you sign.',
    description: 'Error: the loan agreement checkbox is not ticked',
  },
  sanctionLetterRequired: {
    id: 'withdraw.documents.sanctionLetterRequired',
    defaultMessage: 'Please agree to the loan approval letter before you sign.',
    description: 'Error: the sanction letter checkbox is not ticked',
  },
  continue: {
    id: 'withdraw.documents.continue',
    defaultMessage: 'Continue to sign',
    description: 'Button: go on to the signature screen',
  },
});

import { defineMessages } from '@/lib/i18n/define-messages';

export const protocolsMessages = defineMessages({
  title: {
    id: 'protocols.screen.title',
    defaultMessage: 'Agreements and consents',
    description: 'Heading of the page listing every document the borrower agreed to (/protocols)',
  },
  lead: {
    id: 'protocols.screen.lead',
    defaultMessage: 'Every document you agreed to. Each opens the copy you agreed to.',
    description: 'Line under the heading',
  },
  legal: {
    id: 'protocols.legal.title',
    defaultMessage: 'Privacy policy and terms',
    description: 'Heading of the legal documents section',
  },
  document: {
    id: 'protocols.legal.document',
    defaultMessage: '{document, select, privacy {Privacy Policy} other {Terms and Conditions}}',
    description: 'Name of a legal document',
  },
  legalFacts: {
    id: 'protocols.legal.facts',
    defaultMessage: 'Version {version} · in effect since {effective} · you agreed on {agreed}',
    description: 'A legal document’s version, its effective date and the day the borrower agreed',
  },
  loans: {
    id: 'protocols.loans.title',
    defaultMessage: 'Loan documents',
    description: 'Heading of the signed loans section',
  },
  loan: {
    id: 'protocols.loans.loan',
    defaultMessage: 'Loan {orderNo}',
    description: 'Link to a signed loan’s stored documents (/bill)',
  },
  signedOn: {
    id: 'protocols.loans.signedOn',
    defaultMessage: 'Signed {date}: disclosure statement, loan agreement and loan approval letter',
    description: 'When a loan was signed and which documents it holds',
  },
  noLoans: {
    id: 'protocols.loans.none',
    defaultMessage: 'You have not signed a loan yet.',
    description: 'Empty state of the loans section',
  },
  extensions: {
    id: 'protocols.extensions.title',
    defaultMessage: 'Extension disclosure statements',
    description: 'Heading of the extension disclosures section',
  },
  extension: {
    id: 'protocols.extensions.extension',
    defaultMessage: 'Extension of loan {orderNo}, agreed {date}',
    description: 'Link to one extension’s disclosure statement',
  },
  noExtensions: {
    id: 'protocols.extensions.none',
    defaultMessage: 'You have not extended a loan.',
    description: 'Empty state of the extensions section',
  },
  loadFailed: {
    id: 'protocols.screen.loadFailed',
    defaultMessage: 'Your documents could not be loaded.',
    description: 'Error when the protocols cannot be loaded',
  },
  disclosureTitle: {
    id: 'protocols.disclosure.title',
    defaultMessage: 'Extension disclosure statement, loan {orderNo}',
    description: 'Heading of one extension’s disclosure statement as agreed',
  },
  agreedAt: {
    id: 'protocols.disclosure.agreedAt',
    defaultMessage: 'You agreed on {date}.',
    description: 'When the borrower agreed to the extension',
  },
  principal: {
    id: 'protocols.disclosure.principal',
    defaultMessage: 'Principal',
    description: 'Disclosure row: the principal extended',
  },
  days: {
    id: 'protocols.disclosure.days',
    defaultMessage: 'Extension term',
    description: 'Disclosure row: the extension’s days',
  },
  daysValue: {
    id: 'protocols.disclosure.daysValue',
    defaultMessage: '{days, plural, one {# day} other {# days}}',
    description: 'The number of days',
  },
  fee: {
    id: 'protocols.disclosure.fee',
    defaultMessage: 'Extension fee',
    description: 'Disclosure row: the extension fee',
  },
  financeCharge: {
    id: 'protocols.disclosure.financeCharge',
    defaultMessage: 'Finance charge',
    description: 'Disclosure row: the finance charge',
  },
  repaymentAtDue: {
    id: 'protocols.disclosure.repaymentAtDue',
    defaultMessage: 'To repay at the new due date',
    description: 'Disclosure row: what is owed at the new due date',
  },
  total: {
    id: 'protocols.disclosure.total',
    defaultMessage: 'Total (today’s payment and the repayment)',
    description: 'Disclosure row: the total cost',
  },
  newDueDate: {
    id: 'protocols.disclosure.newDueDate',
    defaultMessage: 'New due date',
    description: 'Disclosure row: the new due date',
  },
  eir: {
    id: 'protocols.disclosure.eir',
    defaultMessage: 'Effective interest rate per month',
    description: 'Disclosure row: the effective interest rate per 30-day month',
  },
  allDocuments: {
    id: 'protocols.disclosure.all',
    defaultMessage: 'All my documents',
    description: 'Link from one disclosure back to the list',
  },
});

import { defineMessages } from '@/lib/i18n/define-messages';

export const borrowerText = defineMessages({
  title: { id: 'desk.borrowers.title', defaultMessage: 'Borrowers' },
  intro: {
    id: 'desk.borrowers.intro',
    defaultMessage:
      'Find a borrower by customer id, order number or mobile number. Each search and each timeline you open is in the audit trail.',
  },
  query: { id: 'desk.borrowers.query', defaultMessage: 'Customer id, order number or mobile' },
  search: { id: 'desk.borrowers.search', defaultMessage: 'Find' },
  found: {
    id: 'desk.borrowers.found',
    defaultMessage:
      '{count, plural, =0 {No borrower found.} one {One borrower found.} other {# borrowers found.}}',
  },
  customer: { id: 'desk.borrowers.customer', defaultMessage: 'Borrower' },
  phone: { id: 'desk.borrowers.phone', defaultMessage: 'Mobile' },
  since: { id: 'desk.borrowers.since', defaultMessage: 'Customer since (Manila)' },
  open: { id: 'desk.borrowers.open', defaultMessage: 'Timeline of {initials} ({customer})' },
  back: { id: 'desk.borrowers.back', defaultMessage: 'Back to the search' },
  timelineTitle: { id: 'desk.borrowers.timelineTitle', defaultMessage: 'Borrower {customer}' },
  deleted: {
    id: 'desk.borrowers.deleted',
    defaultMessage: 'This account was deleted: only the records the law keeps remain.',
  },
  when: { id: 'desk.borrowers.when', defaultMessage: 'When (Manila)' },
  what: { id: 'desk.borrowers.what', defaultMessage: 'What' },
  record: { id: 'desk.borrowers.record', defaultMessage: 'Record' },
  details: { id: 'desk.borrowers.details', defaultMessage: 'Details' },
  yes: { id: 'desk.borrowers.yes', defaultMessage: 'yes' },
  no: { id: 'desk.borrowers.no', defaultMessage: 'no' },
  noEvents: { id: 'desk.borrowers.noEvents', defaultMessage: 'Nothing has happened yet.' },
  applicationSubmitted: {
    id: 'desk.borrowers.event.applicationSubmitted',
    defaultMessage: 'Application sent',
  },
  applicationDecided: {
    id: 'desk.borrowers.event.applicationDecided',
    defaultMessage: 'Application decided',
  },
  orderStatus: { id: 'desk.borrowers.event.orderStatus', defaultMessage: 'Loan order' },
  payment: { id: 'desk.borrowers.event.payment', defaultMessage: 'Payment' },
  message: { id: 'desk.borrowers.event.message', defaultMessage: 'Message to the borrower' },
  ticket: { id: 'desk.borrowers.event.ticket', defaultMessage: 'Ticket' },
});

import { defineMessages } from '@/lib/i18n/define-messages';

export const collectionText = defineMessages({
  title: { id: 'desk.collections.title', defaultMessage: 'Collections' },
  intro: {
    id: 'desk.collections.intro',
    defaultMessage:
      'Loans past their due date, most overdue first. Talk only to the borrower, politely, never to their emergency contacts, never a threat. Names and mobiles stay masked.',
  },
  buckets: { id: 'desk.collections.buckets', defaultMessage: 'Days overdue' },
  bucket: { id: 'desk.collections.bucket', defaultMessage: '{bucket} days' },
  lastBucket: { id: 'desk.collections.lastBucket', defaultMessage: 'Over 60 days' },
  hoursOpen: {
    id: 'desk.collections.hoursOpen',
    defaultMessage: 'Contact hours now: borrowers may be contacted until {to}:00 Manila time.',
  },
  hoursClosed: {
    id: 'desk.collections.hoursClosed',
    defaultMessage:
      'Outside contact hours: borrowers may be contacted from {from}:00 to {to}:00 Manila time only.',
  },
  none: { id: 'desk.collections.none', defaultMessage: 'No loan in this bucket.' },
  pages: { id: 'desk.collections.pages', defaultMessage: 'More loans in this bucket' },
  previous: { id: 'desk.collections.previous', defaultMessage: 'Previous 100' },
  next: { id: 'desk.collections.next', defaultMessage: 'Next 100' },
  refresh: { id: 'desk.collections.refresh', defaultMessage: 'Refresh' },
  order: { id: 'desk.collections.order', defaultMessage: 'Loan' },
  borrower: { id: 'desk.collections.borrower', defaultMessage: 'Borrower' },
  daysOverdue: { id: 'desk.collections.daysOverdue', defaultMessage: 'Days overdue' },
  owed: { id: 'desk.collections.owed', defaultMessage: 'Owed today' },
  reminders: { id: 'desk.collections.reminders', defaultMessage: 'Reminders sent' },
  lastContact: { id: 'desk.collections.lastContact', defaultMessage: 'Last contact (Manila)' },
  promise: { id: 'desk.collections.promise', defaultMessage: 'Promised to pay on' },
  export: { id: 'desk.collections.export', defaultMessage: 'Download this list (masked CSV)' },
  exportFull: {
    id: 'desk.collections.exportFull',
    defaultMessage: 'Full list with names and mobiles',
  },
  exportReason: {
    id: 'desk.collections.exportReason',
    defaultMessage: 'Why you need the full list',
  },
  exportHint: {
    id: 'desk.collections.exportHint',
    defaultMessage: 'At least 5 characters. The download is logged with this reason.',
  },
  exportButton: { id: 'desk.collections.exportButton', defaultMessage: 'Download the full list' },
  exported: { id: 'desk.collections.exported', defaultMessage: 'Downloaded: {file}.' },

  back: { id: 'desk.collections.back', defaultMessage: 'Back to collections' },
  loanTitle: { id: 'desk.collections.loanTitle', defaultMessage: 'Overdue loan {orderNo}' },
  customer: { id: 'desk.collections.customer', defaultMessage: 'Customer' },
  mobile: { id: 'desk.collections.mobile', defaultMessage: 'Mobile' },
  dueDate: { id: 'desk.collections.dueDate', defaultMessage: 'Due date' },
  borrowed: { id: 'desk.collections.borrowed', defaultMessage: 'Borrowed' },
  paid: { id: 'desk.collections.paid', defaultMessage: 'Paid so far' },
  perDay: { id: 'desk.collections.perDay', defaultMessage: 'Late charge per day' },
  owedParts: { id: 'desk.collections.owedParts', defaultMessage: 'What settles the loan today' },
  principal: { id: 'desk.collections.principal', defaultMessage: 'Principal' },
  interest: { id: 'desk.collections.interest', defaultMessage: 'Interest' },
  fees: { id: 'desk.collections.fees', defaultMessage: 'Fees' },
  lateCharge: { id: 'desk.collections.lateCharge', defaultMessage: 'Late charge' },
  total: { id: 'desk.collections.total', defaultMessage: 'Total' },
  remindersSent: { id: 'desk.collections.remindersSent', defaultMessage: 'Reminders sent' },
  noReminders: { id: 'desk.collections.noReminders', defaultMessage: 'No reminder yet.' },
  reminder: {
    id: 'desk.collections.reminder',
    defaultMessage: '{kind} for the due date {dueDate}, sent {when}',
  },
  contacts: { id: 'desk.collections.contacts', defaultMessage: 'Contacts with the borrower' },
  noContacts: {
    id: 'desk.collections.noContacts',
    defaultMessage: 'Nobody has contacted them yet.',
  },
  contactLine: {
    id: 'desk.collections.contactLine',
    defaultMessage: '{when}, {staff}: {channel}, {outcome}',
  },
  promisedLine: { id: 'desk.collections.promisedLine', defaultMessage: 'promised for {day}' },

  record: { id: 'desk.collections.record', defaultMessage: 'Note a contact' },
  conduct: {
    id: 'desk.collections.conduct',
    defaultMessage:
      'Only the borrower, in contact hours, in polite words: no threats, no shaming, never their contacts or employer.',
  },
  channel: { id: 'desk.collections.channel', defaultMessage: 'How' },
  outcome: { id: 'desk.collections.outcome', defaultMessage: 'What came of it' },
  promisedOn: { id: 'desk.collections.promisedOn', defaultMessage: 'Day they promised to pay' },
  promisedHint: {
    id: 'desk.collections.promisedHint',
    defaultMessage: 'From today to {latest}. No reminder is sent up to that day.',
  },
  promisedNeeded: {
    id: 'desk.collections.promisedNeeded',
    defaultMessage: 'Choose the day they promised, from today to {latest}.',
  },
  note: { id: 'desk.collections.note', defaultMessage: 'Note (optional)' },
  noteHint: {
    id: 'desk.collections.noteHint',
    defaultMessage: 'What was said, in a few words. No phone numbers or names of others.',
  },
  save: { id: 'desk.collections.save', defaultMessage: 'Save the contact' },
  saved: { id: 'desk.collections.saved', defaultMessage: 'Contact saved.' },
  savedPromise: {
    id: 'desk.collections.savedPromise',
    defaultMessage: 'Contact saved. No reminder goes out up to {day}.',
  },
});

import { defineMessages } from '@/lib/i18n/define-messages';

export const auditText = defineMessages({
  title: { id: 'desk.audit.title', defaultMessage: 'Audit trail' },
  intro: {
    id: 'desk.audit.intro',
    defaultMessage:
      'Every staff action and every look at a borrower’s personal data, newest first. Your searches are recorded too.',
  },
  staff: { id: 'desk.audit.staff', defaultMessage: 'Staff member' },
  anyone: { id: 'desk.audit.anyone', defaultMessage: 'Anyone' },
  action: { id: 'desk.audit.action', defaultMessage: 'Action (e.g. order.cancel)' },
  recordType: { id: 'desk.audit.recordType', defaultMessage: 'Record type' },
  anyRecord: { id: 'desk.audit.anyRecord', defaultMessage: 'Any' },
  recordId: { id: 'desk.audit.recordId', defaultMessage: 'Record (order no., ticket no., id)' },
  search: { id: 'desk.audit.search', defaultMessage: 'Search' },
  when: { id: 'desk.audit.when', defaultMessage: 'When (Manila)' },
  who: { id: 'desk.audit.who', defaultMessage: 'Who' },
  what: { id: 'desk.audit.what', defaultMessage: 'What' },
  record: { id: 'desk.audit.record', defaultMessage: 'Record' },
  details: { id: 'desk.audit.details', defaultMessage: 'Details' },
  commandLine: { id: 'desk.audit.commandLine', defaultMessage: 'command line' },
  none: { id: 'desk.audit.none', defaultMessage: 'No entries match.' },
  older: { id: 'desk.audit.older', defaultMessage: 'Older entries' },
  reason: { id: 'desk.audit.reason', defaultMessage: 'Reason: {reason}' },
  recordOf: { id: 'desk.audit.recordOf', defaultMessage: '{type} {id}' },
});

/** The records the trail names, as the filter offers them. */
export const recordTypes = defineMessages({
  order: { id: 'desk.audit.type.order', defaultMessage: 'Order' },
  ticket: { id: 'desk.audit.type.ticket', defaultMessage: 'Ticket' },
  customer: { id: 'desk.audit.type.customer', defaultMessage: 'Borrower' },
  staff: { id: 'desk.audit.type.staff', defaultMessage: 'Staff account' },
  job: { id: 'desk.audit.type.job', defaultMessage: 'Background job' },
  application: { id: 'desk.audit.type.application', defaultMessage: 'Application' },
  setting: { id: 'desk.audit.type.setting', defaultMessage: 'Setting' },
});

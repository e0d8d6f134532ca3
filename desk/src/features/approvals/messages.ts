import { defineMessages } from '@/lib/i18n/define-messages';

export const approvalText = defineMessages({
  title: { id: 'desk.approvals.title', defaultMessage: 'Approvals' },
  intro: {
    id: 'desk.approvals.intro',
    defaultMessage:
      'What moves money waits here for a second person: approve or reject what someone else asked; withdraw what you asked. Nothing you asked can be approved by you.',
  },
  none: { id: 'desk.approvals.none', defaultMessage: 'Nothing waits for a second person.' },
  refresh: { id: 'desk.approvals.refresh', defaultMessage: 'Refresh' },
  kindRelease: { id: 'desk.approvals.kind.release', defaultMessage: 'Release the payout of' },
  kindRetry: { id: 'desk.approvals.kind.retry', defaultMessage: 'Retry the payout of' },
  asked: {
    id: 'desk.approvals.asked',
    defaultMessage: 'Asked by {maker} on {when}: “{note}”',
  },
  yours: {
    id: 'desk.approvals.yours',
    defaultMessage: 'You asked this: someone else approves it.',
  },
  decisionNote: {
    id: 'desk.approvals.decisionNote',
    defaultMessage: 'Your note (optional)',
  },
  approve: { id: 'desk.approvals.approve', defaultMessage: 'Approve' },
  approveQuestion: {
    id: 'desk.approvals.approveQuestion',
    defaultMessage: 'The money moves now. Approve?',
  },
  reject: { id: 'desk.approvals.reject', defaultMessage: 'Reject' },
  withdraw: { id: 'desk.approvals.withdraw', defaultMessage: 'Withdraw my request' },
  approved: { id: 'desk.approvals.approved', defaultMessage: 'Approved: {what} {record}.' },
  lapsed: {
    id: 'desk.approvals.lapsed',
    defaultMessage: 'Not done: {record} has moved on since it was asked. The request lapsed.',
  },
  rejected: { id: 'desk.approvals.rejected', defaultMessage: 'Rejected: {what} {record}.' },
  withdrawn: { id: 'desk.approvals.withdrawn', defaultMessage: 'Withdrawn: {what} {record}.' },
});

import { defineMessages } from '@/lib/i18n/define-messages';

export const payoutText = defineMessages({
  title: { id: 'desk.payouts.title', defaultMessage: 'Payouts' },
  intro: {
    id: 'desk.payouts.intro',
    defaultMessage:
      'Signed loans before their money is sent, oldest first. Accounts and mobiles stay masked; every order you open is in the audit trail.',
  },
  views: { id: 'desk.payouts.views', defaultMessage: 'Which payouts' },
  viewToCheck: { id: 'desk.payouts.view.toCheck', defaultMessage: 'To check' },
  viewInFlight: { id: 'desk.payouts.view.inFlight', defaultMessage: 'With the provider' },
  viewFailed: { id: 'desk.payouts.view.failed', defaultMessage: 'Failed' },
  viewStuck: { id: 'desk.payouts.view.stuck', defaultMessage: 'Stuck' },
  aboutToCheck: {
    id: 'desk.payouts.about.toCheck',
    defaultMessage:
      'Held ones wait for you: release them (a second person approves), mark the account invalid, or cancel.',
  },
  aboutInFlight: {
    id: 'desk.payouts.about.inFlight',
    defaultMessage: 'The provider has these; nothing to do unless they get stuck.',
  },
  aboutFailed: {
    id: 'desk.payouts.about.failed',
    defaultMessage:
      'The borrower was told to re-enter the account. Retry only if they confirm it is right (a second person approves).',
  },
  aboutStuck: {
    id: 'desk.payouts.about.stuck',
    defaultMessage:
      'With the provider for more than {hours} hours, longer than the borrower was told. Ask the provider again.',
  },
  none: { id: 'desk.payouts.none', defaultMessage: 'No order here.' },
  more: {
    id: 'desk.payouts.more',
    defaultMessage: 'Only the oldest 200 are shown.',
  },
  refresh: { id: 'desk.payouts.refresh', defaultMessage: 'Refresh' },
  order: { id: 'desk.payouts.order', defaultMessage: 'Order' },
  borrower: { id: 'desk.payouts.borrower', defaultMessage: 'Borrower' },
  amount: { id: 'desk.payouts.amount', defaultMessage: 'To send' },
  account: { id: 'desk.payouts.account', defaultMessage: 'Account' },
  why: { id: 'desk.payouts.why', defaultMessage: 'Why it waits' },
  since: { id: 'desk.payouts.since', defaultMessage: 'Since (Manila)' },
  waitingApproval: { id: 'desk.payouts.waitingApproval', defaultMessage: 'Waiting for approval' },
  notHeld: { id: 'desk.payouts.notHeld', defaultMessage: 'Not checked yet' },
  holdAccountMatch: {
    id: 'desk.payouts.hold.accountMatch',
    defaultMessage: 'Another borrower uses this account',
  },
  holdAccountChanged: {
    id: 'desk.payouts.hold.accountChanged',
    defaultMessage: 'Account changed in the last 24 hours',
  },
  holdPayoutFailed: {
    id: 'desk.payouts.hold.payoutFailed',
    defaultMessage: 'The provider refused it (not the account)',
  },
  accountShown: {
    id: 'desk.payouts.accountShown',
    defaultMessage: '{payee} {account}',
  },

  back: { id: 'desk.payouts.back', defaultMessage: 'Back to the payouts' },
  orderTitle: { id: 'desk.payouts.orderTitle', defaultMessage: 'Payout of order {orderNo}' },
  status: { id: 'desk.payouts.status', defaultMessage: 'Status' },
  customer: { id: 'desk.payouts.customer', defaultMessage: 'Customer' },
  mobile: { id: 'desk.payouts.mobile', defaultMessage: 'Mobile' },
  borrowed: { id: 'desk.payouts.borrowed', defaultMessage: 'Borrowed' },
  holder: { id: 'desk.payouts.holder', defaultMessage: 'Name on the account' },
  owners: { id: 'desk.payouts.owners', defaultMessage: 'Other borrowers using this account' },
  noOwners: { id: 'desk.payouts.noOwners', defaultMessage: 'None' },
  attempts: { id: 'desk.payouts.attempts', defaultMessage: 'Attempts' },
  attempt: { id: 'desk.payouts.attempt', defaultMessage: 'Attempt' },
  result: { id: 'desk.payouts.result', defaultMessage: 'Result' },
  reference: { id: 'desk.payouts.reference', defaultMessage: 'Provider reference' },
  created: { id: 'desk.payouts.created', defaultMessage: 'Created (Manila)' },
  answered: { id: 'desk.payouts.answered', defaultMessage: 'Answered (Manila)' },
  noAttempts: { id: 'desk.payouts.noAttempts', defaultMessage: 'No payout was sent yet.' },
  history: { id: 'desk.payouts.history', defaultMessage: 'History' },
  when: { id: 'desk.payouts.when', defaultMessage: 'When (Manila)' },
  move: { id: 'desk.payouts.move', defaultMessage: 'Change' },
  by: { id: 'desk.payouts.by', defaultMessage: 'By' },
  reason: { id: 'desk.payouts.reason', defaultMessage: 'Reason' },
  requests: { id: 'desk.payouts.requests', defaultMessage: 'Requests for a second person' },
  request: {
    id: 'desk.payouts.request',
    defaultMessage:
      '{kind} asked by {maker} on {when}: “{note}”. {status, select, pending {Waiting for approval.} approved {Approved by {checker}.} rejected {Rejected by {checker}.} withdrawn {Withdrawn.} other {Lapsed: the order moved on.}}',
  },
  kindRelease: { id: 'desk.payouts.kind.release', defaultMessage: 'Release' },
  kindRetry: { id: 'desk.payouts.kind.retry', defaultMessage: 'Retry' },

  actions: { id: 'desk.payouts.actions', defaultMessage: 'What you can do' },
  noActions: {
    id: 'desk.payouts.noActions',
    defaultMessage: 'Nothing to do on this order now.',
  },
  note: { id: 'desk.payouts.note', defaultMessage: 'Why (the second person reads it)' },
  noteHint: {
    id: 'desk.payouts.noteHint',
    defaultMessage: 'At least 5 characters; kept in the audit trail.',
  },
  noteNeeded: {
    id: 'desk.payouts.noteNeeded',
    defaultMessage: 'Say why, in at least 5 characters.',
  },
  askRelease: { id: 'desk.payouts.askRelease', defaultMessage: 'Ask to release the payout' },
  askRetry: { id: 'desk.payouts.askRetry', defaultMessage: 'Ask to retry the payout' },
  asked: {
    id: 'desk.payouts.asked',
    defaultMessage: 'Asked. Another finance member approves it on the Approvals page.',
  },
  markInvalid: { id: 'desk.payouts.markInvalid', defaultMessage: 'Mark the account invalid' },
  markInvalidQuestion: {
    id: 'desk.payouts.markInvalidQuestion',
    defaultMessage:
      'The borrower is told “wallet or bank info invalid” and must enter the account again. Go ahead?',
  },
  markedInvalid: {
    id: 'desk.payouts.markedInvalid',
    defaultMessage: 'Marked invalid: the borrower has been asked to re-enter the account.',
  },
  checkAgain: { id: 'desk.payouts.checkAgain', defaultMessage: 'Ask the provider again now' },
  checkedAgain: {
    id: 'desk.payouts.checkedAgain',
    defaultMessage: 'The provider is being asked; refresh in a minute.',
  },
  cancel: { id: 'desk.payouts.cancel', defaultMessage: 'Cancel the order' },
  cancelQuestion: {
    id: 'desk.payouts.cancelQuestion',
    defaultMessage:
      'No money has been sent. The borrower is told the order is cancelled. Go ahead?',
  },
  cancelled: { id: 'desk.payouts.cancelled', defaultMessage: 'The order is cancelled.' },
});

import { defineMessages } from '@/lib/i18n/define-messages';

export const jobsText = defineMessages({
  title: { id: 'desk.jobs.title', defaultMessage: 'Failed jobs' },
  intro: {
    id: 'desk.jobs.intro',
    defaultMessage:
      'Background work that gave up after its retries: an SMS, a payout check, a decision. Retry gives it one more attempt now; dismiss lets it go (it stays on record).',
  },
  none: { id: 'desk.jobs.none', defaultMessage: 'No failed jobs. Everything ran.' },
  kind: { id: 'desk.jobs.kind', defaultMessage: 'Job' },
  failedAt: { id: 'desk.jobs.failedAt', defaultMessage: 'Failed (Manila)' },
  attempts: { id: 'desk.jobs.attempts', defaultMessage: 'Attempts' },
  error: { id: 'desk.jobs.error', defaultMessage: 'Last error' },
  actions: { id: 'desk.jobs.actions', defaultMessage: 'Actions' },
  retry: { id: 'desk.jobs.retry', defaultMessage: 'Retry {kind} #{id}' },
  dismiss: { id: 'desk.jobs.dismiss', defaultMessage: 'Dismiss {kind} #{id}' },
  confirmDismiss: {
    id: 'desk.jobs.confirmDismiss',
    defaultMessage: 'Dismiss {kind} #{id}? It will not run again.',
  },
  retried: { id: 'desk.jobs.retried', defaultMessage: '{kind} #{id} runs again now.' },
  dismissed: { id: 'desk.jobs.dismissed', defaultMessage: '{kind} #{id} dismissed.' },
  more: {
    id: 'desk.jobs.more',
    defaultMessage: 'Only the newest 200 are shown: retry or dismiss them to see older ones.',
  },
  refresh: { id: 'desk.jobs.refresh', defaultMessage: 'Refresh' },
});

import { defineMessages } from '@/lib/i18n/define-messages';

export const feedbackMessages = defineMessages({
  title: {
    id: 'feedback.screen.title',
    defaultMessage: 'Feedback and complaints',
    description: 'Heading of the feedback page (/feedback)',
  },
  lead: {
    id: 'feedback.screen.lead',
    defaultMessage:
      'Tell us what went wrong or what we can do better. You get a ticket number at once, and we aim to answer within {days} days.',
    description: 'Line under the heading; {days} is the answer target (30)',
  },
  category: {
    id: 'feedback.form.category',
    defaultMessage: 'What is it about?',
    description: 'Label of the category select',
  },
  choose: {
    id: 'feedback.form.choose',
    defaultMessage: 'Choose a topic',
    description: 'Placeholder of the category select while nothing is chosen',
  },
  categoryName: {
    id: 'feedback.form.categoryName',
    defaultMessage:
      '{category, select, applying {Applying} borrowing {Borrowing} repaying {Repaying} collection {Collection} privacy {Privacy and my data} appProblem {A problem with the app} suggestion {A suggestion} other {Something else}}',
    description: 'Name of a feedback category',
  },
  text: {
    id: 'feedback.form.text',
    defaultMessage: 'Your message',
    description: 'Label of the feedback text area',
  },
  count: {
    id: 'feedback.form.count',
    defaultMessage: '{count} of {max} characters (at least {min})',
    description: 'Live count under the text area',
  },
  tooShort: {
    id: 'feedback.form.tooShort',
    defaultMessage: 'Please write at least {min} characters.',
    description: 'Error: the text is shorter than the minimum (10)',
  },
  tooLong: {
    id: 'feedback.form.tooLong',
    defaultMessage: 'Please keep it under {max} characters.',
    description: 'Error: the text is longer than the maximum (2000)',
  },
  chooseCategory: {
    id: 'feedback.form.chooseCategory',
    defaultMessage: 'Please choose a topic.',
    description: 'Error: no category chosen',
  },
  screenshot: {
    id: 'feedback.form.screenshot',
    defaultMessage: 'Add a screenshot (optional)',
    description: 'Label of the screenshot file input',
  },
  screenshotAdded: {
    id: 'feedback.form.screenshotAdded',
    defaultMessage: 'Screenshot added',
    description: 'Shown once a screenshot is chosen',
  },
  removeScreenshot: {
    id: 'feedback.form.removeScreenshot',
    defaultMessage: 'Remove screenshot',
    description: 'Button that removes the chosen screenshot',
  },
  screenshotProblem: {
    id: 'feedback.form.screenshotProblem',
    defaultMessage: 'This picture could not be used. Try another screenshot.',
    description: 'Error: the chosen file could not be read as a picture',
  },
  send: {
    id: 'feedback.form.send',
    defaultMessage: 'Send',
    description: 'Button that sends the feedback',
  },
  sent: {
    id: 'feedback.form.sent',
    defaultMessage: 'Thank you. Your ticket number is {ticketNo}. We aim to answer by {date}.',
    description: 'Acknowledgement right after sending; {date} is the target day',
  },
  queued: {
    id: 'feedback.form.queued',
    defaultMessage:
      'You are offline. Your feedback is saved on this phone and will be sent when you are back online; you will see its ticket number below then.',
    description: 'Shown when the feedback was queued because there is no network',
  },
  waiting: {
    id: 'feedback.form.waiting',
    defaultMessage: 'Waiting to send',
    description:
      'Heading over a feedback that is saved on the phone and not yet accepted by the server',
  },
  sendNow: {
    id: 'feedback.form.sendNow',
    defaultMessage: 'Try sending now',
    description: 'Button that sends a waiting feedback again at once (same text, same ticket)',
  },
  sendFailed: {
    id: 'feedback.form.sendFailed',
    defaultMessage: 'Your feedback could not be sent.',
    description: 'Error heading when the server refused the feedback',
  },
  myTickets: {
    id: 'feedback.list.title',
    defaultMessage: 'My tickets',
    description: 'Heading of the list of the borrower’s tickets',
  },
  none: {
    id: 'feedback.list.none',
    defaultMessage: 'You have not sent any feedback yet.',
    description: 'Empty state of the ticket list',
  },
  loadFailed: {
    id: 'feedback.list.loadFailed',
    defaultMessage: 'Your tickets could not be loaded.',
    description: 'Error when the ticket list or a ticket cannot be loaded',
  },
  open: {
    id: 'feedback.list.open',
    defaultMessage: 'Ticket {ticketNo}',
    description: 'Link to one ticket in the list',
  },
  status: {
    id: 'feedback.ticket.status',
    defaultMessage:
      '{status, select, received {Received} inProgress {In progress} answered {Answered} other {Closed}}',
    description: 'A ticket’s status',
  },
  sentOn: {
    id: 'feedback.ticket.sentOn',
    defaultMessage: 'Sent {date}',
    description: 'When the ticket was sent',
  },
  target: {
    id: 'feedback.ticket.target',
    defaultMessage: 'We aim to answer by {date}.',
    description: 'The answer target day of an open ticket (RA 11765: 30 days)',
  },
  late: {
    id: 'feedback.ticket.late',
    defaultMessage:
      'We are taking longer than we aimed ({date}). We are sorry; customer service is still on it.',
    description: 'An open ticket past its target day; never blames the borrower',
  },
  answer: {
    id: 'feedback.ticket.answer',
    defaultMessage: 'Our answer',
    description: 'Heading of the operator’s answer on a ticket',
  },
  yourMessage: {
    id: 'feedback.ticket.yourMessage',
    defaultMessage: 'Your message',
    description: 'Heading of the borrower’s own text on a ticket',
  },
  history: {
    id: 'feedback.ticket.history',
    defaultMessage: 'History',
    description: 'Heading of the status timeline of a ticket',
  },
  event: {
    id: 'feedback.ticket.event',
    defaultMessage: '{status}: {date}',
    description: 'One line of the timeline: a status and when',
  },
  hasScreenshot: {
    id: 'feedback.ticket.hasScreenshot',
    defaultMessage: 'With a screenshot',
    description: 'Shown when the ticket carries a screenshot',
  },
  allTickets: {
    id: 'feedback.ticket.all',
    defaultMessage: 'All my tickets',
    description: 'Link from one ticket back to the list',
  },
  offline: {
    id: 'feedback.screen.offline',
    defaultMessage: 'You are offline: what you write is kept and sent when you are back online.',
    description: 'Notice while offline',
  },
});

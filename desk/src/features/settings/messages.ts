import { defineMessages } from '@/lib/i18n/define-messages';

export const settingsText = defineMessages({
  title: { id: 'desk.settings.title', defaultMessage: 'Settings' },
  review: { id: 'desk.settings.review', defaultMessage: 'Who decides applications' },
  choose: { id: 'desk.settings.choose', defaultMessage: 'Choose who decides' },
  reviewIntro: {
    id: 'desk.settings.reviewIntro',
    defaultMessage:
      'Holds from the next application on. Applications already waiting stay in the review queue.',
  },
  auto: { id: 'desk.settings.auto', defaultMessage: 'The scorecard decides every application' },
  manual: {
    id: 'desk.settings.manual',
    defaultMessage: 'A reviewer decides every application',
  },
  risky: {
    id: 'desk.settings.risky',
    defaultMessage:
      'A reviewer decides the risky ones: a match with another borrower, or a score near the cut-off',
  },
  margin: { id: 'desk.settings.margin', defaultMessage: 'Points either side of the cut-off' },
  marginHint: {
    id: 'desk.settings.marginHint',
    defaultMessage: 'A whole number from 0 to 100; used when reviewers decide the risky ones.',
  },
  marginWrong: {
    id: 'desk.settings.marginWrong',
    defaultMessage: 'Type a whole number from 0 to 100.',
  },
  save: { id: 'desk.settings.save', defaultMessage: 'Save who decides' },
  fromEnvironment: {
    id: 'desk.settings.fromEnvironment',
    defaultMessage: 'Now: from the server’s environment (APPLICATION_REVIEW), never changed here.',
  },
  fromDesk: {
    id: 'desk.settings.fromDesk',
    defaultMessage: 'Now: set by {who} on {when}.',
  },
  saved: {
    id: 'desk.settings.saved',
    defaultMessage: 'Saved. It holds from the next application.',
  },
});

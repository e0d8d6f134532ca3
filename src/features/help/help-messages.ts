import type { MessageDescriptor } from 'react-intl';
import type { FaqGroupId } from '@contract/care/faq-groups';
import { defineMessages } from '@/lib/i18n/define-messages';

export const helpMessages = defineMessages({
  title: {
    id: 'help.centre.title',
    defaultMessage: 'Help centre',
    description: 'Heading of the help centre (/helpCenter), the frequently asked questions',
  },
  searchLabel: {
    id: 'help.centre.searchLabel',
    defaultMessage: 'Search the questions',
    description: 'Label of the search box over the questions and answers',
  },
  searchHint: {
    id: 'help.centre.searchHint',
    defaultMessage: 'For example: extension, GCash, payout account',
    description: 'Hint under the search box: words a borrower might search for',
  },
  results: {
    id: 'help.centre.results',
    defaultMessage: '{count, plural, one {# question matches} other {# questions match}}',
    description: 'Announced while searching: how many questions match the search',
  },
  noMatch: {
    id: 'help.centre.noMatch',
    defaultMessage: 'No question matches “{search}”.',
    description: 'Search found nothing; {search} is what the borrower typed',
  },
  askUs: {
    id: 'help.centre.askUs',
    defaultMessage: 'Ask customer service',
    description: 'Link to /customerService when the search found nothing',
  },
  stillNeedHelp: {
    id: 'help.centre.stillNeedHelp',
    defaultMessage: 'Did not find your answer?',
    description: 'Above the link to customer service at the end of the questions',
  },
  saved: {
    id: 'help.centre.saved',
    defaultMessage: 'These are the answers saved on this phone. They update when you are online.',
    description: 'Shown when the questions could not be fetched and the stored copy is shown',
  },
  loadFailed: {
    id: 'help.centre.loadFailed',
    defaultMessage: 'The questions could not be loaded.',
    description: 'Error when the questions could not be fetched and none are stored',
  },
});

/** Group headings, in the order of contract/care/faq-groups. */
export const groupMessages: Record<FaqGroupId, MessageDescriptor> = defineMessages({
  applying: {
    id: 'help.group.applying',
    defaultMessage: 'Applying',
    description: 'Heading of the questions about applying for a loan',
  },
  borrowing: {
    id: 'help.group.borrowing',
    defaultMessage: 'Borrowing',
    description: 'Heading of the questions about loans, limits, costs and payout',
  },
  repaying: {
    id: 'help.group.repaying',
    defaultMessage: 'Repaying',
    description: 'Heading of the questions about paying a loan back',
  },
  account: {
    id: 'help.group.account',
    defaultMessage: 'Your account',
    description: 'Heading of the questions about sign-in and the account',
  },
  privacy: {
    id: 'help.group.privacy',
    defaultMessage: 'Privacy',
    description: 'Heading of the questions about personal data',
  },
});

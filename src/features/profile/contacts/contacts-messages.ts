import { defineMessages } from '@/lib/i18n/define-messages';

/** Texts of /contact: the three emergency contacts and the notice before the contact picker. */
export const contactsMessages = defineMessages({
  title: {
    id: 'profile.contact.title',
    defaultMessage: 'Emergency contacts',
    description: 'Title of /contact',
  },
  lead: {
    id: 'profile.contact.lead',
    defaultMessage:
      'Give us 3 people we can call if we cannot reach you. We never contact them to collect a debt.',
    description:
      'Guidance under the /contact title (SEC MC 18 s.2019: references are never used for collection)',
  },
  card: {
    id: 'profile.contact.card',
    defaultMessage: 'Contact {number}',
    description: 'Heading of one of the three emergency contact cards; number is 1, 2 or 3',
  },
  name: {
    id: 'profile.contact.name',
    defaultMessage: 'Full name',
    description: 'Field label: the emergency contact’s name',
  },
  phone: {
    id: 'profile.contact.phone',
    defaultMessage: 'Mobile number',
    description: 'Field label: the emergency contact’s mobile number',
  },
  phoneHint: {
    id: 'profile.contact.phoneHint',
    defaultMessage: 'For example 0917 123 4567',
    description: 'Hint under the contact’s mobile number',
  },
  relation: {
    id: 'profile.contact.relation',
    defaultMessage: 'Relation to you',
    description: 'Field label: how the contact is related to the borrower',
  },
  pick: {
    id: 'profile.contact.pick',
    defaultMessage: 'Choose from my contacts',
    description: 'Button that opens the phone’s contact picker for one contact',
  },
  nothingPicked: {
    id: 'profile.contact.nothingPicked',
    defaultMessage: 'No contact was chosen. You can type the name and number instead.',
    description: 'The contact picker closed without a contact',
  },
  noticeTitle: {
    id: 'profile.contact.noticeTitle',
    defaultMessage: 'Before you open your contacts',
    description: 'Heading of the just-in-time notice shown before the first contact pick (NPC)',
  },
  noticeWhy: {
    id: 'profile.contact.noticeWhy',
    defaultMessage: 'We ask for 3 people we can call if we ever cannot reach you.',
    description: 'Just-in-time notice: why emergency contacts are asked for',
  },
  noticeOnly: {
    id: 'profile.contact.noticeOnly',
    defaultMessage:
      'Only the 3 people you choose leave your phone. We never read or upload your address book.',
    description:
      'Just-in-time notice: no contact-list harvesting (NPC 20-01, docs/compliance.md#privacy)',
  },
  noticeNeverCollect: {
    id: 'profile.contact.noticeNeverCollect',
    defaultMessage:
      'We never contact them to collect your debt (SEC Memorandum Circular No. 18, s. 2019).',
    description: 'Just-in-time notice: references are never used for debt collection',
  },
  noticeContinue: {
    id: 'profile.contact.noticeContinue',
    defaultMessage: 'Continue to my contacts',
    description: 'Button in the notice that opens the contact picker',
  },
  noticeType: {
    id: 'profile.contact.noticeType',
    defaultMessage: 'Type it instead',
    description: 'Button in the notice that closes it without opening the contacts',
  },
  numberChoice: {
    id: 'profile.contact.numberChoice',
    defaultMessage: 'This contact has more than one number. Which one should we use?',
    description: 'A picked contact has several mobile numbers: the borrower chooses one',
  },
});

import { defineMessages } from '@/lib/i18n/define-messages';

export const basicMessages = defineMessages({
  title: {
    id: 'profile.basic.title',
    defaultMessage: 'About you',
    description: 'Title of /baseInfo',
  },
  lead: {
    id: 'profile.basic.lead',
    defaultMessage: 'Write your name exactly as it appears on your ID.',
    description: 'Guidance under the /baseInfo title',
  },
  firstName: {
    id: 'profile.basic.firstName',
    defaultMessage: 'First name',
    description: 'Field label',
  },
  middleName: {
    id: 'profile.basic.middleName',
    defaultMessage: 'Middle name (optional)',
    description:
      'Field label; Filipinos usually carry the mother’s maiden surname here. Every optional field says so in its label',
  },
  lastName: {
    id: 'profile.basic.lastName',
    defaultMessage: 'Last name',
    description: 'Field label',
  },
  birthDate: {
    id: 'profile.basic.birthDate',
    defaultMessage: 'Date of birth',
    description: 'Field label',
  },
  birthDateHint: {
    id: 'profile.basic.birthDateHint',
    defaultMessage: 'Borrowers must be {min} to {max} years old.',
    description: 'Hint under the birth date with the allowed ages',
  },
  gender: { id: 'profile.basic.gender', defaultMessage: 'Gender', description: 'Field label' },
  maritalStatus: {
    id: 'profile.basic.maritalStatus',
    defaultMessage: 'Civil status',
    description: 'Field label (marital status)',
  },
  education: {
    id: 'profile.basic.education',
    defaultMessage: 'Highest education',
    description: 'Field label',
  },
  loanPurpose: {
    id: 'profile.basic.loanPurpose',
    defaultMessage: 'What is the loan for?',
    description: 'Field label (loan purpose)',
  },
});

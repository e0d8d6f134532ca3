import { defineMessages } from '@/lib/i18n/define-messages';

/* Labels of the /baseInfo choices; the values are the contract's option codes. */

export const genderLabels = defineMessages({
  male: { id: 'profile.option.gender.male', defaultMessage: 'Male', description: 'Gender option' },
  female: {
    id: 'profile.option.gender.female',
    defaultMessage: 'Female',
    description: 'Gender option',
  },
});

export const maritalStatusLabels = defineMessages({
  single: {
    id: 'profile.option.maritalStatus.single',
    defaultMessage: 'Single',
    description: 'Civil status option',
  },
  singleWithChildren: {
    id: 'profile.option.maritalStatus.singleWithChildren',
    defaultMessage: 'Single, with children',
    description: 'Civil status option',
  },
  married: {
    id: 'profile.option.maritalStatus.married',
    defaultMessage: 'Married',
    description: 'Civil status option',
  },
  marriedWithChildren: {
    id: 'profile.option.maritalStatus.marriedWithChildren',
    defaultMessage: 'Married, with children',
    description: 'Civil status option',
  },
  divorced: {
    id: 'profile.option.maritalStatus.divorced',
    defaultMessage: 'Separated or annulled',
    description: 'Civil status option',
  },
  divorcedWithChildren: {
    id: 'profile.option.maritalStatus.divorcedWithChildren',
    defaultMessage: 'Separated or annulled, with children',
    description: 'Civil status option',
  },
  widowed: {
    id: 'profile.option.maritalStatus.widowed',
    defaultMessage: 'Widowed',
    description: 'Civil status option',
  },
  widowedWithChildren: {
    id: 'profile.option.maritalStatus.widowedWithChildren',
    defaultMessage: 'Widowed, with children',
    description: 'Civil status option',
  },
  others: {
    id: 'profile.option.maritalStatus.others',
    defaultMessage: 'Other',
    description: 'Civil status option',
  },
});

export const educationLabels = defineMessages({
  elementary: {
    id: 'profile.option.education.elementary',
    defaultMessage: 'Elementary',
    description: 'Highest education option',
  },
  juniorHigh: {
    id: 'profile.option.education.juniorHigh',
    defaultMessage: 'Junior high school',
    description: 'Highest education option',
  },
  highSchool: {
    id: 'profile.option.education.highSchool',
    defaultMessage: 'Senior high school or high school graduate',
    description: 'Highest education option',
  },
  college: {
    id: 'profile.option.education.college',
    defaultMessage: 'College or university',
    description: 'Highest education option',
  },
  graduate: {
    id: 'profile.option.education.graduate',
    defaultMessage: 'Master’s degree or higher',
    description: 'Highest education option',
  },
  other: {
    id: 'profile.option.education.other',
    defaultMessage: 'Other (vocational, ALS)',
    description: 'Highest education option',
  },
});

export const loanPurposeLabels = defineMessages({
  dailyExpense: {
    id: 'profile.option.loanPurpose.dailyExpense',
    defaultMessage: 'Daily expenses',
    description: 'Loan purpose option',
  },
  repayment: {
    id: 'profile.option.loanPurpose.repayment',
    defaultMessage: 'Paying back another debt',
    description: 'Loan purpose option',
  },
  entertainment: {
    id: 'profile.option.loanPurpose.entertainment',
    defaultMessage: 'Entertainment',
    description: 'Loan purpose option',
  },
  rent: {
    id: 'profile.option.loanPurpose.rent',
    defaultMessage: 'Rent',
    description: 'Loan purpose option',
  },
  tourism: {
    id: 'profile.option.loanPurpose.tourism',
    defaultMessage: 'Travel',
    description: 'Loan purpose option',
  },
  education: {
    id: 'profile.option.loanPurpose.education',
    defaultMessage: 'School fees',
    description: 'Loan purpose option',
  },
  medical: {
    id: 'profile.option.loanPurpose.medical',
    defaultMessage: 'Medical bills',
    description: 'Loan purpose option',
  },
  shopping: {
    id: 'profile.option.loanPurpose.shopping',
    defaultMessage: 'Shopping',
    description: 'Loan purpose option',
  },
  other: {
    id: 'profile.option.loanPurpose.other',
    defaultMessage: 'Something else',
    description: 'Loan purpose option',
  },
});

import { defineMessages } from '@/lib/i18n/define-messages';

export const workMessages = defineMessages({
  title: {
    id: 'profile.work.title',
    defaultMessage: 'Work and income',
    description: 'Title of /workInfo',
  },
  lead: {
    id: 'profile.work.lead',
    defaultMessage: 'Tell us how you earn or receive money. Choose what fits you now.',
    description: 'Guidance under the /workInfo title',
  },
  employmentType: {
    id: 'profile.work.employmentType',
    defaultMessage: 'Work status',
    description: 'Field label (employment type: employed, contract, self-employed…)',
  },
  industry: { id: 'profile.work.industry', defaultMessage: 'Industry', description: 'Field label' },
  jobType: {
    id: 'profile.work.jobType',
    defaultMessage: 'Type of work',
    description: 'Field label',
  },
  position: { id: 'profile.work.position', defaultMessage: 'Position', description: 'Field label' },
  companyName: {
    id: 'profile.work.companyName',
    defaultMessage: 'Company or employer name',
    description: 'Field label',
  },
  companyPhone: {
    id: 'profile.work.companyPhone',
    defaultMessage: 'Company phone',
    description: 'Field label',
  },
  companyPhoneHint: {
    id: 'profile.work.companyPhoneHint',
    defaultMessage: 'Landline or mobile, for example 02 8123 4567',
    description: 'Hint under the company phone (keep the example number as is)',
  },
  companyAddress: {
    id: 'profile.work.companyAddress',
    defaultMessage: 'Company address',
    description: 'Field label',
  },
  workingYears: {
    id: 'profile.work.workingYears',
    defaultMessage: 'Years at this job',
    description: 'Field label (working years of an employee)',
  },
  operatingYears: {
    id: 'profile.work.operatingYears',
    defaultMessage: 'Years in business',
    description: 'Field label (operating years of a self-employed borrower)',
  },
  businessName: {
    id: 'profile.work.businessName',
    defaultMessage: 'Business name',
    description: 'Field label',
  },
  businessNameHint: {
    id: 'profile.work.businessNameHint',
    defaultMessage: 'For example: Aling Nena’s Sari-sari Store',
    description: 'Hint under the business name (keep the example name as is)',
  },
  schoolName: {
    id: 'profile.work.schoolName',
    defaultMessage: 'School',
    description: 'Field label (school or university of a student)',
  },
  course: {
    id: 'profile.work.course',
    defaultMessage: 'Course or program',
    description: 'Field label (a student’s course or professional title)',
  },
  enrolmentMonth: {
    id: 'profile.work.enrolmentMonth',
    defaultMessage: 'Month you enrolled',
    description: 'Field label (month and year of enrolment or admission)',
  },
  graduationMonth: {
    id: 'profile.work.graduationMonth',
    defaultMessage: 'Month you graduate (or expect to)',
    description: 'Field label (month and year of graduation)',
  },
  monthHint: {
    id: 'profile.work.monthHint',
    defaultMessage: 'Month and year',
    description: 'Hint under a month field',
  },
  joblessPeriod: {
    id: 'profile.work.joblessPeriod',
    defaultMessage: 'How long have you been without work?',
    description: 'Field label (jobless period)',
  },
  fundSource: {
    id: 'profile.work.fundSource',
    defaultMessage: 'Where does your money come from?',
    description: 'Field label (source of funds of an unemployed borrower)',
  },
  incomeEarned: {
    id: 'profile.work.incomeEarned',
    defaultMessage: 'Monthly income',
    description: 'Income band label for employed, contract and self-employed borrowers',
  },
  incomeFunds: {
    id: 'profile.work.incomeFunds',
    defaultMessage: 'Monthly allowance or funds',
    description: 'Income band label for students and unemployed borrowers',
  },
  payCycle: {
    id: 'profile.work.payCycle',
    defaultMessage: 'How often are you paid?',
    description: 'Field label (pay cycle)',
  },
  payday: {
    id: 'profile.work.payday',
    defaultMessage: 'Pay day',
    description: 'Field label (weekday or day of the month of pay)',
  },
  paydays: {
    id: 'profile.work.paydays',
    defaultMessage: 'Pay days',
    description: 'Label of the two pay days of a twice-a-month pay cycle',
  },
  paydaysHint: {
    id: 'profile.work.paydaysHint',
    defaultMessage: 'The two days of the month you are paid, for example 15 and 30.',
    description: 'Hint under the two pay days of a twice-a-month pay cycle',
  },
  firstPayday: {
    id: 'profile.work.firstPayday',
    defaultMessage: 'First',
    description: 'Label of the first pay day of the month (twice-a-month pay)',
  },
  secondPayday: {
    id: 'profile.work.secondPayday',
    defaultMessage: 'Second',
    description: 'Label of the second pay day of the month (twice-a-month pay)',
  },
  lastDay: {
    id: 'profile.work.lastDay',
    defaultMessage: 'Last day of the month',
    description: 'Monthly pay day option: the last day of each month',
  },
  otherPayday: {
    id: 'profile.work.otherPayday',
    defaultMessage: 'When are you paid?',
    description: 'Field label of the pay day when the pay cycle is "other"',
  },
  otherPaydayHint: {
    id: 'profile.work.otherPaydayHint',
    defaultMessage: 'For example: every 10th, or when a project ends',
    description: 'Hint under the free-text pay day',
  },
});

import { defineMessages } from '@/lib/i18n/define-messages';

/*
 * Labels of the /workInfo choices; the values are the contract's option codes. One file for the
 * ten lists (long, but only data): shared/option-labels.ts maps each list to its labels.
 */

export const employmentTypeLabels = defineMessages({
  employed: {
    id: 'profile.option.employmentType.employed',
    defaultMessage: 'Employed (regular)',
    description: 'Employment type option',
  },
  contract: {
    id: 'profile.option.employmentType.contract',
    defaultMessage: 'Contract worker',
    description: 'Employment type option',
  },
  selfEmployed: {
    id: 'profile.option.employmentType.selfEmployed',
    defaultMessage: 'Self-employed or business owner',
    description: 'Employment type option',
  },
  student: {
    id: 'profile.option.employmentType.student',
    defaultMessage: 'Student',
    description: 'Employment type option',
  },
  unemployed: {
    id: 'profile.option.employmentType.unemployed',
    defaultMessage: 'Not working right now',
    description: 'Employment type option',
  },
});

export const industryLabels = defineMessages({
  agriculture: {
    id: 'profile.option.industry.agriculture',
    defaultMessage: 'Agriculture and farming',
    description: 'Industry option',
  },
  fishing: {
    id: 'profile.option.industry.fishing',
    defaultMessage: 'Fishing',
    description: 'Industry option',
  },
  mining: {
    id: 'profile.option.industry.mining',
    defaultMessage: 'Mining and quarrying',
    description: 'Industry option',
  },
  manufacturing: {
    id: 'profile.option.industry.manufacturing',
    defaultMessage: 'Manufacturing and factories',
    description: 'Industry option',
  },
  utilities: {
    id: 'profile.option.industry.utilities',
    defaultMessage: 'Electricity, gas and water',
    description: 'Industry option',
  },
  construction: {
    id: 'profile.option.industry.construction',
    defaultMessage: 'Construction',
    description: 'Industry option',
  },
  wholesaleRetail: {
    id: 'profile.option.industry.wholesaleRetail',
    defaultMessage: 'Wholesale and retail trade',
    description: 'Industry option',
  },
  transportLogistics: {
    id: 'profile.option.industry.transportLogistics',
    defaultMessage: 'Transport and logistics',
    description: 'Industry option',
  },
  accommodationFood: {
    id: 'profile.option.industry.accommodationFood',
    defaultMessage: 'Hotels, restaurants and food',
    description: 'Industry option',
  },
  bpo: {
    id: 'profile.option.industry.bpo',
    defaultMessage: 'BPO and call centers',
    description: 'Industry option',
  },
  informationTechnology: {
    id: 'profile.option.industry.informationTechnology',
    defaultMessage: 'Information technology',
    description: 'Industry option',
  },
  telecommunications: {
    id: 'profile.option.industry.telecommunications',
    defaultMessage: 'Telecommunications',
    description: 'Industry option',
  },
  financeInsurance: {
    id: 'profile.option.industry.financeInsurance',
    defaultMessage: 'Banking, finance and insurance',
    description: 'Industry option',
  },
  realEstate: {
    id: 'profile.option.industry.realEstate',
    defaultMessage: 'Real estate',
    description: 'Industry option',
  },
  professionalServices: {
    id: 'profile.option.industry.professionalServices',
    defaultMessage: 'Professional services (legal, accounting, engineering)',
    description: 'Industry option',
  },
  administrativeSupport: {
    id: 'profile.option.industry.administrativeSupport',
    defaultMessage: 'Office and administrative support',
    description: 'Industry option',
  },
  government: {
    id: 'profile.option.industry.government',
    defaultMessage: 'Government',
    description: 'Industry option',
  },
  military: {
    id: 'profile.option.industry.military',
    defaultMessage: 'Military, police and uniformed services',
    description: 'Industry option',
  },
  education: {
    id: 'profile.option.industry.education',
    defaultMessage: 'Education',
    description: 'Industry option',
  },
  healthcare: {
    id: 'profile.option.industry.healthcare',
    defaultMessage: 'Health care',
    description: 'Industry option',
  },
  artsEntertainment: {
    id: 'profile.option.industry.artsEntertainment',
    defaultMessage: 'Arts, media and entertainment',
    description: 'Industry option',
  },
  beautyWellness: {
    id: 'profile.option.industry.beautyWellness',
    defaultMessage: 'Beauty, salon and wellness',
    description: 'Industry option',
  },
  domesticWork: {
    id: 'profile.option.industry.domesticWork',
    defaultMessage: 'Household and domestic work',
    description: 'Industry option',
  },
  security: {
    id: 'profile.option.industry.security',
    defaultMessage: 'Security services',
    description: 'Industry option',
  },
  overseasWork: {
    id: 'profile.option.industry.overseasWork',
    defaultMessage: 'Overseas work (OFW)',
    description: 'Industry option',
  },
  other: {
    id: 'profile.option.industry.other',
    defaultMessage: 'Other',
    description: 'Industry option',
  },
});

export const jobTypeLabels = defineMessages({
  office: {
    id: 'profile.option.jobType.office',
    defaultMessage: 'Office or clerical work',
    description: 'Type of work option',
  },
  sales: {
    id: 'profile.option.jobType.sales',
    defaultMessage: 'Sales',
    description: 'Type of work option',
  },
  customerService: {
    id: 'profile.option.jobType.customerService',
    defaultMessage: 'Customer service',
    description: 'Type of work option',
  },
  skilledTrade: {
    id: 'profile.option.jobType.skilledTrade',
    defaultMessage: 'Skilled trade (electrician, mechanic, carpenter)',
    description: 'Type of work option',
  },
  driverDelivery: {
    id: 'profile.option.jobType.driverDelivery',
    defaultMessage: 'Driver or delivery rider',
    description: 'Type of work option',
  },
  factory: {
    id: 'profile.option.jobType.factory',
    defaultMessage: 'Factory or production',
    description: 'Type of work option',
  },
  professional: {
    id: 'profile.option.jobType.professional',
    defaultMessage: 'Professional (engineer, accountant, lawyer)',
    description: 'Type of work option',
  },
  it: {
    id: 'profile.option.jobType.it',
    defaultMessage: 'IT and software',
    description: 'Type of work option',
  },
  healthcare: {
    id: 'profile.option.jobType.healthcare',
    defaultMessage: 'Health care (nurse, caregiver)',
    description: 'Type of work option',
  },
  teaching: {
    id: 'profile.option.jobType.teaching',
    defaultMessage: 'Teaching',
    description: 'Type of work option',
  },
  security: {
    id: 'profile.option.jobType.security',
    defaultMessage: 'Security guard',
    description: 'Type of work option',
  },
  other: {
    id: 'profile.option.jobType.other',
    defaultMessage: 'Other',
    description: 'Type of work option',
  },
});

export const positionLabels = defineMessages({
  staff: {
    id: 'profile.option.position.staff',
    defaultMessage: 'Staff or rank and file',
    description: 'Position option',
  },
  supervisor: {
    id: 'profile.option.position.supervisor',
    defaultMessage: 'Supervisor or team leader',
    description: 'Position option',
  },
  manager: {
    id: 'profile.option.position.manager',
    defaultMessage: 'Manager',
    description: 'Position option',
  },
  executive: {
    id: 'profile.option.position.executive',
    defaultMessage: 'Executive or owner',
    description: 'Position option',
  },
  other: {
    id: 'profile.option.position.other',
    defaultMessage: 'Other',
    description: 'Position option',
  },
});

export const workingYearsLabels = defineMessages({
  under1: {
    id: 'profile.option.workingYears.under1',
    defaultMessage: 'Less than 1 year',
    description: 'Working or operating years option',
  },
  '1to3': {
    id: 'profile.option.workingYears.1to3',
    defaultMessage: '1 to 3 years',
    description: 'Working or operating years option',
  },
  '3to5': {
    id: 'profile.option.workingYears.3to5',
    defaultMessage: '3 to 5 years',
    description: 'Working or operating years option',
  },
  over5: {
    id: 'profile.option.workingYears.over5',
    defaultMessage: 'More than 5 years',
    description: 'Working or operating years option',
  },
});

export const incomeBandLabels = defineMessages({
  upTo12000: {
    id: 'profile.option.incomeBand.upTo12000',
    defaultMessage: '{max} or less',
    description: 'Monthly income band; {min} and {max} are peso amounts such as ₱12,000',
  },
  '12001to18000': {
    id: 'profile.option.incomeBand.12001to18000',
    defaultMessage: '{min} – {max}',
    description: 'Monthly income band; {min} and {max} are peso amounts such as ₱12,000',
  },
  '18001to25000': {
    id: 'profile.option.incomeBand.18001to25000',
    defaultMessage: '{min} – {max}',
    description: 'Monthly income band; {min} and {max} are peso amounts such as ₱12,000',
  },
  '25001to30000': {
    id: 'profile.option.incomeBand.25001to30000',
    defaultMessage: '{min} – {max}',
    description: 'Monthly income band; {min} and {max} are peso amounts such as ₱12,000',
  },
  over30000: {
    id: 'profile.option.incomeBand.over30000',
    defaultMessage: 'More than {min}',
    description: 'Monthly income band; {min} and {max} are peso amounts such as ₱12,000',
  },
});

export const payCycleLabels = defineMessages({
  weekly: {
    id: 'profile.option.payCycle.weekly',
    defaultMessage: 'Every week',
    description: 'Pay cycle option',
  },
  biWeekly: {
    id: 'profile.option.payCycle.biWeekly',
    defaultMessage: 'Twice a month',
    description: 'Pay cycle option',
  },
  monthly: {
    id: 'profile.option.payCycle.monthly',
    defaultMessage: 'Once a month',
    description: 'Pay cycle option',
  },
  other: {
    id: 'profile.option.payCycle.other',
    defaultMessage: 'Other',
    description: 'Pay cycle option',
  },
});

export const weekdayLabels = defineMessages({
  mon: {
    id: 'profile.option.weekday.mon',
    defaultMessage: 'Monday',
    description: 'Day of the week (weekly pay day)',
  },
  tue: {
    id: 'profile.option.weekday.tue',
    defaultMessage: 'Tuesday',
    description: 'Day of the week (weekly pay day)',
  },
  wed: {
    id: 'profile.option.weekday.wed',
    defaultMessage: 'Wednesday',
    description: 'Day of the week (weekly pay day)',
  },
  thu: {
    id: 'profile.option.weekday.thu',
    defaultMessage: 'Thursday',
    description: 'Day of the week (weekly pay day)',
  },
  fri: {
    id: 'profile.option.weekday.fri',
    defaultMessage: 'Friday',
    description: 'Day of the week (weekly pay day)',
  },
  sat: {
    id: 'profile.option.weekday.sat',
    defaultMessage: 'Saturday',
    description: 'Day of the week (weekly pay day)',
  },
  sun: {
    id: 'profile.option.weekday.sun',
    defaultMessage: 'Sunday',
    description: 'Day of the week (weekly pay day)',
  },
});

export const joblessPeriodLabels = defineMessages({
  under3Months: {
    id: 'profile.option.joblessPeriod.under3Months',
    defaultMessage: 'Less than 3 months',
    description: 'Jobless period option',
  },
  '3to6Months': {
    id: 'profile.option.joblessPeriod.3to6Months',
    defaultMessage: '3 to 6 months',
    description: 'Jobless period option',
  },
  '6to12Months': {
    id: 'profile.option.joblessPeriod.6to12Months',
    defaultMessage: '6 to 12 months',
    description: 'Jobless period option',
  },
  over1Year: {
    id: 'profile.option.joblessPeriod.over1Year',
    defaultMessage: 'More than 1 year',
    description: 'Jobless period option',
  },
});

export const fundSourceLabels = defineMessages({
  family: {
    id: 'profile.option.fundSource.family',
    defaultMessage: 'Support from family',
    description: 'Source of funds option (unemployed borrower)',
  },
  remittance: {
    id: 'profile.option.fundSource.remittance',
    defaultMessage: 'Remittance from abroad',
    description: 'Source of funds option (unemployed borrower)',
  },
  pension: {
    id: 'profile.option.fundSource.pension',
    defaultMessage: 'Pension',
    description: 'Source of funds option (unemployed borrower)',
  },
  savings: {
    id: 'profile.option.fundSource.savings',
    defaultMessage: 'Savings',
    description: 'Source of funds option (unemployed borrower)',
  },
  allowance: {
    id: 'profile.option.fundSource.allowance',
    defaultMessage: 'Allowance',
    description: 'Source of funds option (unemployed borrower)',
  },
  sideIncome: {
    id: 'profile.option.fundSource.sideIncome',
    defaultMessage: 'Sideline or odd jobs',
    description: 'Source of funds option (unemployed borrower)',
  },
  other: {
    id: 'profile.option.fundSource.other',
    defaultMessage: 'Other',
    description: 'Source of funds option (unemployed borrower)',
  },
});

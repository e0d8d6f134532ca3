/**
 * Option values of the profile forms (docs/profile.md#options). Values are stable API codes; each
 * screen shows them through its own translated labels. Never rename a value: saved profiles carry
 * it.
 */

export const GENDERS = ['male', 'female'] as const;

/**
 * Single, married, divorced, widowed or others, with or without children (docs/profile.md#options).
 */
export const MARITAL_STATUSES = [
  'single',
  'singleWithChildren',
  'married',
  'marriedWithChildren',
  'divorced',
  'divorcedWithChildren',
  'widowed',
  'widowedWithChildren',
  'others',
] as const;

export const EDUCATION_LEVELS = [
  'elementary',
  'juniorHigh',
  'highSchool',
  'college',
  'graduate',
  'other',
] as const;

/** The nine loan purposes (docs/profile.md#options). */
export const LOAN_PURPOSES = [
  'dailyExpense',
  'repayment',
  'entertainment',
  'rent',
  'tourism',
  'education',
  'medical',
  'shopping',
  'other',
] as const;

/**
 * Self-employed, contract worker, student and unemployed, plus "employed": a regular employee is
 * the most common Filipino borrower (docs/profile.md#options). Employed and contract share one
 * branch.
 */
export const EMPLOYMENT_TYPES = [
  'employed',
  'contract',
  'selfEmployed',
  'student',
  'unemployed',
] as const;

/**
 * About 26 industries (docs/profile.md#options), following the PSIC sections a borrower
 * recognises.
 */
export const INDUSTRIES = [
  'agriculture',
  'fishing',
  'mining',
  'manufacturing',
  'utilities',
  'construction',
  'wholesaleRetail',
  'transportLogistics',
  'accommodationFood',
  'bpo',
  'informationTechnology',
  'telecommunications',
  'financeInsurance',
  'realEstate',
  'professionalServices',
  'administrativeSupport',
  'government',
  'military',
  'education',
  'healthcare',
  'artsEntertainment',
  'beautyWellness',
  'domesticWork',
  'security',
  'overseasWork',
  'other',
] as const;

export const JOB_TYPES = [
  'office',
  'sales',
  'customerService',
  'skilledTrade',
  'driverDelivery',
  'factory',
  'professional',
  'it',
  'healthcare',
  'teaching',
  'security',
  'other',
] as const;

export const POSITIONS = ['staff', 'supervisor', 'manager', 'executive', 'other'] as const;

/** Working or operating years (docs/profile.md#options). */
export const WORKING_YEARS = ['under1', '1to3', '3to5', 'over5'] as const;

/** Monthly income bands in pesos, exactly as docs/profile.md#options lists them. */
export const INCOME_BANDS = [
  'upTo12000',
  '12001to18000',
  '18001to25000',
  '25001to30000',
  'over30000',
] as const;

/** Each band's bounds in pesos (null: open-ended), for labels and the scorecard. */
export const INCOME_BAND_PESOS: Record<IncomeBand, { min: number | null; max: number | null }> = {
  upTo12000: { min: null, max: 12000 },
  '12001to18000': { min: 12001, max: 18000 },
  '18001to25000': { min: 18001, max: 25000 },
  '25001to30000': { min: 25001, max: 30000 },
  over30000: { min: 30000, max: null },
};

export const PAY_CYCLES = ['weekly', 'biWeekly', 'monthly', 'other'] as const;

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

export const JOBLESS_PERIODS = ['under3Months', '3to6Months', '6to12Months', 'over1Year'] as const;

export const FUND_SOURCES = [
  'family',
  'remittance',
  'pension',
  'savings',
  'allowance',
  'sideIncome',
  'other',
] as const;

/** The seven relations of an emergency contact (docs/profile.md#emergency-contacts). */
export const CONTACT_RELATIONS = [
  'parents',
  'spouse',
  'children',
  'siblingsRelatives',
  'friends',
  'colleague',
  'others',
] as const;

export type Gender = (typeof GENDERS)[number];
export type MaritalStatus = (typeof MARITAL_STATUSES)[number];
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];
export type LoanPurpose = (typeof LOAN_PURPOSES)[number];
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
export type Industry = (typeof INDUSTRIES)[number];
export type JobType = (typeof JOB_TYPES)[number];
export type Position = (typeof POSITIONS)[number];
export type WorkingYears = (typeof WORKING_YEARS)[number];
export type IncomeBand = (typeof INCOME_BANDS)[number];
export type PayCycle = (typeof PAY_CYCLES)[number];
export type Weekday = (typeof WEEKDAYS)[number];
export type JoblessPeriod = (typeof JOBLESS_PERIODS)[number];
export type FundSource = (typeof FUND_SOURCES)[number];
export type ContactRelation = (typeof CONTACT_RELATIONS)[number];

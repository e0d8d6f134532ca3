import { z } from 'zod';
import { text } from '../common-schemas.ts';
import {
  EMPLOYMENT_TYPES,
  FUND_SOURCES,
  INCOME_BANDS,
  INDUSTRIES,
  JOB_TYPES,
  JOBLESS_PERIODS,
  PAY_CYCLES,
  POSITIONS,
  WEEKDAYS,
  WORKING_YEARS,
  type EmploymentType,
} from './options.ts';
import { choiceSchema, freeTextSchema, monthSchema } from './fields.ts';
import type { ProfileContext } from './rules.ts';

/** Office and mobile numbers: 7–8 digit local lines, 10-digit with area code, or 09XXXXXXXXX. */
const COMPANY_PHONE = /^(\d{7,8}|0\d{9,10})$/;

const companyPhoneSchema = text({ error: 'validation.companyPhone.required' })
  .trim()
  .min(1, { error: 'validation.companyPhone.required', abort: true })
  .transform((value) => value.replace(/^\+63/, '0').replace(/[\s\-().]/g, ''))
  .refine((value) => COMPANY_PHONE.test(value), { error: 'validation.companyPhone.format' });

/** Weekly: a weekday; bi-weekly: two days of the month "5,20"; monthly: a day or "last". */
function isPayday(cycle: string, payday: string): boolean {
  const day = (d: string) => /^\d{1,2}$/.test(d) && Number(d) >= 1 && Number(d) <= 31;
  if (cycle === 'weekly') return (WEEKDAYS as readonly string[]).includes(payday);
  if (cycle === 'biWeekly') {
    const [first, second, ...rest] = payday.split(',');
    return (
      rest.length === 0 && !!first && !!second && day(first) && day(second) && +first < +second
    );
  }
  if (cycle === 'monthly') return payday === 'last' || day(payday);
  return payday.trim().length >= 1 && payday.length <= 40;
}

const employedShape = {
  industry: choiceSchema(INDUSTRIES, 'industry'),
  jobType: choiceSchema(JOB_TYPES, 'jobType'),
  position: choiceSchema(POSITIONS, 'position'),
  companyName: freeTextSchema('companyName', 2, 100),
  companyPhone: companyPhoneSchema,
  companyAddress: freeTextSchema('companyAddress', 5, 150),
  workingYears: choiceSchema(WORKING_YEARS, 'workingYears'),
  incomeBand: choiceSchema(INCOME_BANDS, 'incomeBand'),
  payCycle: choiceSchema(PAY_CYCLES, 'payCycle'),
  payday: text({ error: 'validation.payday.required' })
    .trim()
    .min(1, { error: 'validation.payday.required', abort: true }),
};

const employedBranch = <T extends 'employed' | 'contract'>(type: T) =>
  z
    .object({ employmentType: z.literal(type), ...employedShape })
    .refine((work) => isPayday(work.payCycle, work.payday), {
      error: 'validation.payday.format',
      path: ['payday'],
    });

export function makeWorkSchema(ctx: ProfileContext) {
  const thisMonth = ctx.today.slice(0, 7);
  return z.discriminatedUnion(
    'employmentType',
    [
      employedBranch('employed'),
      employedBranch('contract'),
      z.object({
        employmentType: z.literal('selfEmployed'),
        industry: choiceSchema(INDUSTRIES, 'industry'),
        businessName: freeTextSchema('businessName', 2, 100),
        workingYears: choiceSchema(WORKING_YEARS, 'operatingYears'),
        incomeBand: choiceSchema(INCOME_BANDS, 'incomeBand'),
      }),
      z
        .object({
          employmentType: z.literal('student'),
          schoolName: freeTextSchema('schoolName', 2, 100),
          course: freeTextSchema('course', 2, 100),
          enrolmentMonth: monthSchema('enrolmentMonth').refine((month) => month <= thisMonth, {
            error: 'validation.enrolmentMonth.future',
          }),
          graduationMonth: monthSchema('graduationMonth'),
          incomeBand: choiceSchema(INCOME_BANDS, 'incomeBand'),
        })
        .refine((work) => work.graduationMonth >= work.enrolmentMonth, {
          error: 'validation.graduationMonth.order',
          path: ['graduationMonth'],
        }),
      z.object({
        employmentType: z.literal('unemployed'),
        joblessPeriod: choiceSchema(JOBLESS_PERIODS, 'joblessPeriod'),
        fundSource: choiceSchema(FUND_SOURCES, 'fundSource'),
        incomeBand: choiceSchema(INCOME_BANDS, 'incomeBand'),
      }),
    ],
    { error: 'validation.employmentType.required' },
  );
}

/** The fields each employment type asks for, in screen order (the form shows only these). */
export const WORK_FIELDS: Record<EmploymentType, readonly string[]> = {
  employed: Object.keys(employedShape),
  contract: Object.keys(employedShape),
  selfEmployed: ['industry', 'businessName', 'workingYears', 'incomeBand'],
  student: ['schoolName', 'course', 'enrolmentMonth', 'graduationMonth', 'incomeBand'],
  unemployed: ['joblessPeriod', 'fundSource', 'incomeBand'],
};

export const isEmploymentType = (value: unknown): value is EmploymentType =>
  (EMPLOYMENT_TYPES as readonly unknown[]).includes(value);

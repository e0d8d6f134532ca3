import { describe, expect, it } from 'vitest';
import { EMPLOYMENT_TYPES } from './options.ts';
import { makeSectionSchemas } from './schemas.ts';
import { makeContext, only, problemsOf, VALID_WORK } from './test-kit.ts';
import { isEmploymentType, WORK_FIELDS } from './work-schema.ts';

/** Today is 2026-03-15. */
const { work } = makeSectionSchemas(makeContext());
type Branch = keyof typeof VALID_WORK;
const check = (branch: Branch, patch: Record<string, unknown>) =>
  problemsOf(work, { ...VALID_WORK[branch], ...patch });

describe('work: employment type', () => {
  it.each(EMPLOYMENT_TYPES)('%s with its own fields is complete', (type) => {
    expect(problemsOf(work, VALID_WORK[type])).toEqual({});
    expect(isEmploymentType(type)).toBe(true);
  });

  it.each([[undefined], [''], ['retired'], ['Employed'], [null]])(
    '%j → validation.employmentType.required',
    (value) => {
      expect(check('employed', { employmentType: value })).toEqual(
        only('employmentType', 'validation.employmentType.required'),
      );
      expect(isEmploymentType(value)).toBe(false);
    },
  );

  it('WORK_FIELDS lists exactly the fields each branch asks for', () => {
    for (const type of EMPLOYMENT_TYPES) {
      const { employmentType, ...fields } = VALID_WORK[type];
      expect(employmentType).toBe(type);
      expect([...WORK_FIELDS[type]].sort()).toEqual(Object.keys(fields).sort());
    }
  });

  it('keeps only the chosen branch’s fields', () => {
    const parsed = work.parse({ ...VALID_WORK.unemployed, companyName: 'Left over from before' });
    expect(parsed).toEqual(VALID_WORK.unemployed);
  });
});

/** Which message each branch gives when one of its fields is left out. */
const REQUIRED: [Branch, string, string][] = [
  ...(['employed', 'contract'] as const).flatMap((branch) =>
    WORK_FIELDS[branch].map((field): [Branch, string, string] => [
      branch,
      field,
      `validation.${field}.required`,
    ]),
  ),
  ['selfEmployed', 'industry', 'validation.industry.required'],
  ['selfEmployed', 'businessName', 'validation.businessName.required'],
  ['selfEmployed', 'workingYears', 'validation.operatingYears.required'],
  ['selfEmployed', 'incomeBand', 'validation.incomeBand.required'],
  ['student', 'schoolName', 'validation.schoolName.required'],
  ['student', 'course', 'validation.course.required'],
  ['student', 'enrolmentMonth', 'validation.enrolmentMonth.required'],
  ['student', 'graduationMonth', 'validation.graduationMonth.required'],
  ['student', 'incomeBand', 'validation.incomeBand.required'],
  ['unemployed', 'joblessPeriod', 'validation.joblessPeriod.required'],
  ['unemployed', 'fundSource', 'validation.fundSource.required'],
  ['unemployed', 'incomeBand', 'validation.incomeBand.required'],
];

describe('work: required fields per branch', () => {
  it.each(REQUIRED)('%s without %s → %s', (branch, field, id) => {
    expect(check(branch, { [field]: undefined })).toEqual(only(field, id));
    expect(check(branch, { [field]: '' })).toEqual(only(field, id));
  });

  it.each([
    ['industry', 'aviation'],
    ['jobType', 'astronaut'],
    ['position', 'ceo'],
    ['workingYears', 'over10'],
    ['incomeBand', '50000'],
    ['payCycle', 'daily'],
  ])('employed: an unknown %s (%j) is not chosen', (field, value) => {
    expect(check('employed', { [field]: value })).toEqual(
      only(field, `validation.${field}.required`),
    );
  });
});

describe.each([
  ['companyName', 2, 100],
  ['companyAddress', 5, 150],
])('work: %s (%i to %i characters)', (field, min, max) => {
  it.each([['Jollibee Foods Corp.'], ['#8 P. Burgos St., Makati (2F)'], ['A'.repeat(max)]])(
    'accepts %j',
    (value) => {
      expect(check('employed', { [field]: value })).toEqual({});
    },
  );

  it.each([['A'.repeat(min - 1)], ['A'.repeat(max + 1)], ['Acme <b>'], ['华为公司'], ['@@@']])(
    `%j → validation.${field}.format`,
    (value) => {
      expect(check('employed', { [field]: value })).toEqual(
        only(field, `validation.${field}.format`),
      );
    },
  );
});

describe('work: companyPhone', () => {
  it.each([
    ['(02) 8123-4567', '0281234567'],
    ['+63 2 8123 4567', '0281234567'],
    ['8123456', '8123456'],
    ['81234567', '81234567'],
    ['(032) 412-3456', '0324123456'],
    ['0917 123 4567', '09171234567'],
  ])('%j is kept as %s', (value, stored) => {
    expect(work.parse({ ...VALID_WORK.employed, companyPhone: value })).toMatchObject({
      companyPhone: stored,
    });
  });

  it.each([['123456'], ['123456789'], ['091712345678'], ['0917-ABC-4567'], ['hotline']])(
    '%j → validation.companyPhone.format',
    (value) => {
      expect(check('employed', { companyPhone: value })).toEqual(
        only('companyPhone', 'validation.companyPhone.format'),
      );
    },
  );
});

describe('work: payday follows the pay cycle', () => {
  it.each([
    ['weekly', 'fri'],
    ['weekly', 'sun'],
    ['biWeekly', '5,20'],
    ['biWeekly', '15,30'],
    ['biWeekly', '1,31'],
    ['monthly', '1'],
    ['monthly', '30'],
    ['monthly', '31'],
    ['monthly', 'last'],
    ['other', 'Every 10th and 25th'],
    ['other', 'A'.repeat(40)],
  ])('%s: %j is a payday', (payCycle, payday) => {
    expect(check('employed', { payCycle, payday })).toEqual({});
  });

  it.each([
    ['weekly', 'friday'],
    ['weekly', '5'],
    ['weekly', 'Fri'],
    ['biWeekly', '20,5'],
    ['biWeekly', '15,15'],
    ['biWeekly', '15'],
    ['biWeekly', '0,15'],
    ['biWeekly', '15,32'],
    ['biWeekly', '5,15,30'],
    ['biWeekly', '5,'],
    ['biWeekly', 'last,15'],
    ['monthly', '0'],
    ['monthly', '32'],
    ['monthly', 'end'],
    ['monthly', '5,20'],
    ['other', 'A'.repeat(41)],
  ])('%s: %j → validation.payday.format', (payCycle, payday) => {
    expect(check('employed', { payCycle, payday })).toEqual(
      only('payday', 'validation.payday.format'),
    );
  });

  it('contract workers follow the same rule', () => {
    expect(check('contract', { payCycle: 'weekly', payday: '15' })).toEqual(
      only('payday', 'validation.payday.format'),
    );
  });

  it('an empty payday is required, not malformed', () => {
    expect(check('employed', { payCycle: 'monthly', payday: '  ' })).toEqual(
      only('payday', 'validation.payday.required'),
    );
  });
});

describe('work: self-employed', () => {
  it.each([['B'], ['B'.repeat(101)], ['Sari-sari <store>']])(
    'business name %j → validation.businessName.format',
    (value) => {
      expect(check('selfEmployed', { businessName: value })).toEqual(
        only('businessName', 'validation.businessName.format'),
      );
    },
  );
});

describe('work: student (today 2026-03-15)', () => {
  it.each([
    [{ enrolmentMonth: '2026-03', graduationMonth: '2026-03' }, {}],
    [{ enrolmentMonth: '2026-04' }, only('enrolmentMonth', 'validation.enrolmentMonth.future')],
    [
      { enrolmentMonth: '2024-06', graduationMonth: '2024-05' },
      only('graduationMonth', 'validation.graduationMonth.order'),
    ],
    [{ enrolmentMonth: '2024-06', graduationMonth: '2024-06' }, {}],
    [{ enrolmentMonth: '2024-6' }, only('enrolmentMonth', 'validation.enrolmentMonth.format')],
    [{ enrolmentMonth: '2024-13' }, only('enrolmentMonth', 'validation.enrolmentMonth.format')],
    // A malformed month is only malformed: no "future" and no "before enrolment" beside it.
    [{ enrolmentMonth: 'Aug 2023' }, only('enrolmentMonth', 'validation.enrolmentMonth.format')],
    [{ graduationMonth: '2027/06' }, only('graduationMonth', 'validation.graduationMonth.format')],
    [{ graduationMonth: '2027-00' }, only('graduationMonth', 'validation.graduationMonth.format')],
    [{ schoolName: 'U' }, only('schoolName', 'validation.schoolName.format')],
    [{ course: 'B'.repeat(101) }, only('course', 'validation.course.format')],
  ])('%j → %j', (patch, expected) => {
    expect(check('student', patch)).toEqual(expected);
  });
});

describe('work: unemployed', () => {
  it.each([
    ['joblessPeriod', 'forever'],
    ['fundSource', 'lottery'],
  ])('an unknown %s (%j) is not chosen', (field, value) => {
    expect(check('unemployed', { [field]: value })).toEqual(
      only(field, `validation.${field}.required`),
    );
  });
});

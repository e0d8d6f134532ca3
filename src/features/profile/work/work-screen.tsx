import { Fragment, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import {
  EMPLOYMENT_TYPES,
  FUND_SOURCES,
  INCOME_BANDS,
  INDUSTRIES,
  JOB_TYPES,
  JOBLESS_PERIODS,
  PAY_CYCLES,
  POSITIONS,
  WORKING_YEARS,
  type PayCycle,
} from '@contract/profile/options';
import type { WorkInfo } from '@contract/profile/schemas';
import { isEmploymentType, WORK_FIELDS } from '@contract/profile/work-schema';
import { useErrorText } from '@/lib/i18n/use-error-text';
import { SelectField } from '@/ui/select-field';
import { TextField } from '@/ui/text-field';
import { optionsOf, useOptionLabels, type OptionGroup } from '../shared/option-labels';
import { PayDayField } from './pay-day-field';
import { SectionScreen } from '../shared/profile-page';
import { profileMessages } from '../shared/profile-messages';
import { useProfileContext } from '../shared/use-profile-context';
import { useRecheckErrors } from '../shared/use-recheck-errors';
import { fieldId } from '../shared/use-field-checks';
import { useSectionForm } from '../shared/use-section-form';
import { withProfileMessages } from '../shared/with-profile-messages';
import { workMessages } from './work-messages';

/**
 * Every field of every branch, flat: switching the employment type (or the pay cycle) and back
 * loses nothing typed. Only the chosen branch is shown and sent.
 */
const EMPTY = {
  employmentType: '',
  industry: '',
  jobType: '',
  position: '',
  companyName: '',
  companyPhone: '',
  companyAddress: '',
  workingYears: '',
  incomeBand: '',
  payCycle: '',
  businessName: '',
  schoolName: '',
  course: '',
  enrolmentMonth: '',
  graduationMonth: '',
  joblessPeriod: '',
  fundSource: '',
  // The pay day's shape depends on the cycle, so each cycle keeps its own.
  paydayWeekly: '',
  paydayBiWeekly: '',
  paydayMonthly: '',
  paydayOther: '',
};
type Values = typeof EMPTY;
type PaydayKey = 'paydayWeekly' | 'paydayBiWeekly' | 'paydayMonthly' | 'paydayOther';

const PAYDAY_KEYS: Record<PayCycle, PaydayKey> = {
  weekly: 'paydayWeekly',
  biWeekly: 'paydayBiWeekly',
  monthly: 'paydayMonthly',
  other: 'paydayOther',
};
const paydayKey = (cycle: string): PaydayKey | undefined => PAYDAY_KEYS[cycle as PayCycle];

function fromSaved(saved: WorkInfo): Values {
  const { payday, ...rest } = saved as Record<string, string>;
  const key = paydayKey(rest.payCycle ?? '');
  return { ...EMPTY, ...rest, ...(key && payday !== undefined ? { [key]: payday } : {}) };
}

/** `employmentType` and the fields of its branch only. */
function toBody(values: Values): Record<string, string> {
  const type = values.employmentType;
  if (!isEmploymentType(type)) return { employmentType: type };
  const body: Record<string, string> = { employmentType: type };
  for (const name of WORK_FIELDS[type]) {
    const key = name === 'payday' ? paydayKey(values.payCycle) : (name as keyof Values);
    body[name] = key ? values[key] : '';
  }
  return body;
}

type Choice = {
  group: OptionGroup;
  values: readonly string[];
};
const CHOICES: Partial<Record<keyof Values, Choice>> = {
  industry: { group: 'industry', values: INDUSTRIES },
  jobType: { group: 'jobType', values: JOB_TYPES },
  position: { group: 'position', values: POSITIONS },
  workingYears: { group: 'workingYears', values: WORKING_YEARS },
  incomeBand: { group: 'incomeBand', values: INCOME_BANDS },
  payCycle: { group: 'payCycle', values: PAY_CYCLES },
  joblessPeriod: { group: 'joblessPeriod', values: JOBLESS_PERIODS },
  fundSource: { group: 'fundSource', values: FUND_SOURCES },
};

type TextName = 'companyName' | 'companyAddress' | 'businessName' | 'schoolName' | 'course';
const TEXT_LIMITS: Record<TextName, number> = {
  companyName: 100,
  companyAddress: 150,
  businessName: 100,
  schoolName: 100,
  course: 100,
};

/** /workInfo: the employment type, then only the questions of that branch. */
export function WorkScreen() {
  const intl = useIntl();
  const { today } = useProfileContext();
  const form = useSectionForm('work', { empty: EMPTY, fromSaved, toBody });
  const errorText = useErrorText();
  const labels = useOptionLabels();
  const { values, setField, validateField, errorOf } = form;
  // A pay day is typed into its cycle's slot but checked at `payday`: re-check shown errors.
  useRecheckErrors(values, form.errors, validateField);
  const type = isEmploymentType(values.employmentType) ? values.employmentType : null;
  const label = (message: MessageDescriptor) => intl.formatMessage(message);
  const common = (name: string) => ({
    id: fieldId(name),
    onBlur: () => validateField(name),
    error: errorText(errorOf(name)),
  });

  const labelOf = (name: string): string => {
    if (name === 'workingYears' && type === 'selfEmployed')
      return label(workMessages.operatingYears);
    if (name === 'incomeBand') {
      const funds = type === 'student' || type === 'unemployed';
      return label(funds ? workMessages.incomeFunds : workMessages.incomeEarned);
    }
    return label(workMessages[name as keyof typeof workMessages]);
  };

  const field = (name: string): ReactNode => {
    const key = name as keyof Values;
    const choice = CHOICES[key];
    if (choice) {
      return (
        <SelectField
          {...common(name)}
          label={labelOf(name)}
          placeholder={label(profileMessages.choose)}
          value={values[key]}
          options={optionsOf(labels, choice.group, choice.values)}
          onValueChange={(value) => setField(key, value)}
        />
      );
    }
    if (name === 'payday') {
      const slot = paydayKey(values.payCycle);
      // The pay day follows the pay cycle: nothing to ask until the cycle is chosen.
      if (!slot) return null;
      return (
        <PayDayField
          cycle={values.payCycle as PayCycle}
          value={values[slot]}
          onChange={(value) => setField(slot, value)}
          onDone={() => validateField('payday')}
          error={errorText(errorOf('payday'))}
        />
      );
    }
    if (name === 'enrolmentMonth' || name === 'graduationMonth') {
      return (
        <TextField
          {...common(name)}
          type="month"
          label={labelOf(name)}
          hint={label(workMessages.monthHint)}
          value={values[name]}
          min={name === 'graduationMonth' ? values.enrolmentMonth || undefined : undefined}
          max={name === 'enrolmentMonth' ? today.slice(0, 7) : undefined}
          onValueChange={(value) => setField(name, value)}
        />
      );
    }
    if (name === 'companyPhone') {
      return (
        <TextField
          {...common(name)}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          maxLength={20}
          label={labelOf(name)}
          hint={label(workMessages.companyPhoneHint)}
          value={values.companyPhone}
          onValueChange={(value) => setField('companyPhone', value)}
          stripChineseInput
        />
      );
    }
    const text = name as TextName;
    return (
      <TextField
        {...common(name)}
        label={labelOf(name)}
        hint={text === 'businessName' ? label(workMessages.businessNameHint) : undefined}
        value={values[text]}
        maxLength={TEXT_LIMITS[text]}
        autoComplete={text === 'companyName' ? 'organization' : 'off'}
        autoCapitalize="words"
        onValueChange={(value) => setField(text, value)}
        stripChineseInput
      />
    );
  };

  return (
    <SectionScreen
      section="work"
      title={label(workMessages.title)}
      lead={label(workMessages.lead)}
      form={form}
    >
      <SelectField
        {...common('employmentType')}
        label={label(workMessages.employmentType)}
        placeholder={label(profileMessages.choose)}
        value={values.employmentType}
        options={optionsOf(labels, 'employmentType', EMPLOYMENT_TYPES)}
        onValueChange={(value) => setField('employmentType', value)}
      />
      {type ? WORK_FIELDS[type].map((name) => <Fragment key={name}>{field(name)}</Fragment>) : null}
    </SectionScreen>
  );
}

export default withProfileMessages(WorkScreen);

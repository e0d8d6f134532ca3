import { useMemo } from 'react';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { INCOME_BAND_PESOS, type IncomeBand } from '@contract/profile/options';
import { formatPesos } from '@/lib/loan/loan-format';
import {
  educationLabels,
  genderLabels,
  loanPurposeLabels,
  maritalStatusLabels,
} from '../basic/basic-option-messages';
import {
  employmentTypeLabels,
  fundSourceLabels,
  incomeBandLabels,
  industryLabels,
  jobTypeLabels,
  joblessPeriodLabels,
  payCycleLabels,
  positionLabels,
  weekdayLabels,
  workingYearsLabels,
} from '../work/work-option-messages';

const GROUPS = {
  gender: genderLabels,
  maritalStatus: maritalStatusLabels,
  education: educationLabels,
  loanPurpose: loanPurposeLabels,
  employmentType: employmentTypeLabels,
  industry: industryLabels,
  jobType: jobTypeLabels,
  position: positionLabels,
  workingYears: workingYearsLabels,
  incomeBand: incomeBandLabels,
  payCycle: payCycleLabels,
  weekday: weekdayLabels,
  joblessPeriod: joblessPeriodLabels,
  fundSource: fundSourceLabels,
} satisfies Record<string, Record<string, MessageDescriptor>>;

export type OptionGroup = keyof typeof GROUPS;

/** An income band's bound (whole pesos) as the loan screens show money (₱12,000); none is ''. */
const pesos = (intl: IntlShape, amount: number | null) =>
  amount === null ? '' : formatPesos(intl, amount * 100, { whole: true });

/** Placeholders some labels carry: an income band's bounds, formatted as money. */
function valuesOf(intl: IntlShape, group: OptionGroup, value: string) {
  if (group !== 'incomeBand') return undefined;
  const band = INCOME_BAND_PESOS[value as IncomeBand];
  return band ? { min: pesos(intl, band.min), max: pesos(intl, band.max) } : undefined;
}

/** One function per option list: an option code → its label in the borrower's language. */
export function useOptionLabels(): Record<OptionGroup, (value: string) => string> {
  const intl = useIntl();
  return useMemo(() => {
    const entries = Object.entries(GROUPS).map(([group, messages]) => {
      const byValue = messages as Record<string, MessageDescriptor>;
      const label = (value: string) => {
        const message = byValue[value];
        return message
          ? intl.formatMessage(message, valuesOf(intl, group as OptionGroup, value))
          : value;
      };
      return [group, label] as const;
    });
    return Object.fromEntries(entries) as Record<OptionGroup, (value: string) => string>;
  }, [intl]);
}

/** A native select's options for `values`, labelled from `group`. */
export const optionsOf = (
  labels: Record<OptionGroup, (value: string) => string>,
  group: OptionGroup,
  values: readonly string[],
) => values.map((value) => ({ value, label: labels[group](value) }));

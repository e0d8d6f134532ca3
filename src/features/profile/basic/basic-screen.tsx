import { useIntl } from 'react-intl';
import {
  EDUCATION_LEVELS,
  GENDERS,
  LOAN_PURPOSES,
  MARITAL_STATUSES,
} from '@contract/profile/options';
import type { BasicInfo } from '@contract/profile/schemas';
import { useErrorText } from '@/lib/i18n/use-error-text';
import { SelectField } from '@/ui/select-field';
import { TextField } from '@/ui/text-field';
import { basicMessages } from './basic-messages';
import { useOptionLabels } from '../shared/option-labels';
import { SectionScreen } from '../shared/profile-page';
import { profileMessages } from '../shared/profile-messages';
import { useProfileContext } from '../shared/use-profile-context';
import { fieldId } from '../shared/use-field-checks';
import { useSectionForm } from '../shared/use-section-form';
import { withProfileMessages } from '../shared/with-profile-messages';

type Values = {
  firstName: string;
  middleName: string;
  lastName: string;
  birthDate: string;
  gender: string;
  maritalStatus: string;
  education: string;
  loanPurpose: string;
};

const EMPTY: Values = {
  firstName: '',
  middleName: '',
  lastName: '',
  birthDate: '',
  gender: '',
  maritalStatus: '',
  education: '',
  loanPurpose: '',
};

const fromSaved = (saved: BasicInfo): Values => ({ ...saved });
const toBody = (values: Values) => values;

/** Shifts a YYYY-MM-DD date by whole years (for the birth-date picker's limits). */
const yearsBefore = (date: string, years: number) =>
  `${Number(date.slice(0, 4)) - years}${date.slice(4)}`;

/** /baseInfo: the borrower's name, birth date, personal details and the loan purpose. */
function BasicScreen() {
  const intl = useIntl();
  const { rules, today } = useProfileContext();
  const form = useSectionForm('basic', { empty: EMPTY, fromSaved, toBody });
  const errorText = useErrorText({ min: rules.minAge, max: rules.maxAge });
  const labels = useOptionLabels();
  const { values, setField, validateField, errorOf } = form;

  const text = (name: 'firstName' | 'middleName' | 'lastName', autoComplete: string) => (
    <TextField
      id={fieldId(name)}
      label={intl.formatMessage(basicMessages[name])}
      value={values[name]}
      onValueChange={(value) => setField(name, value)}
      onBlur={() => validateField(name)}
      error={errorText(errorOf(name))}
      autoComplete={autoComplete}
      autoCapitalize="words"
      maxLength={50}
      stripChineseInput
    />
  );
  const select = (
    name: 'gender' | 'maritalStatus' | 'education' | 'loanPurpose',
    options: readonly string[],
  ) => (
    <SelectField
      id={fieldId(name)}
      label={intl.formatMessage(basicMessages[name])}
      placeholder={intl.formatMessage(profileMessages.choose)}
      value={values[name]}
      options={options.map((value) => ({ value, label: labels[name](value) }))}
      onValueChange={(value) => setField(name, value)}
      onBlur={() => validateField(name)}
      error={errorText(errorOf(name))}
    />
  );

  return (
    <SectionScreen
      section="basic"
      title={intl.formatMessage(basicMessages.title)}
      lead={intl.formatMessage(basicMessages.lead)}
      form={form}
    >
      {text('firstName', 'given-name')}
      {text('middleName', 'additional-name')}
      {text('lastName', 'family-name')}
      <TextField
        id={fieldId('birthDate')}
        type="date"
        label={intl.formatMessage(basicMessages.birthDate)}
        hint={intl.formatMessage(basicMessages.birthDateHint, {
          min: rules.minAge,
          max: rules.maxAge,
        })}
        value={values.birthDate}
        min={yearsBefore(today, rules.maxAge + 1)}
        max={yearsBefore(today, rules.minAge)}
        onValueChange={(value) => setField('birthDate', value)}
        onBlur={() => validateField('birthDate')}
        error={errorText(errorOf('birthDate'))}
        autoComplete="bday"
      />
      {select('gender', GENDERS)}
      {select('maritalStatus', MARITAL_STATUSES)}
      {select('education', EDUCATION_LEVELS)}
      {select('loanPurpose', LOAN_PURPOSES)}
    </SectionScreen>
  );
}

export default withProfileMessages(BasicScreen);

import { useIntl } from 'react-intl';
import { WEEKDAYS, type PayCycle } from '@contract/profile/options';
import { SelectField } from '@/ui/select-field';
import { TextField } from '@/ui/text-field';
import { optionsOf, useOptionLabels } from '../shared/option-labels';
import { profileMessages } from '../shared/profile-messages';
import { fieldId } from '../shared/use-field-checks';
import { workMessages } from './work-messages';

type Props = {
  cycle: PayCycle;
  /** The contract's form: a weekday, "D,D", a day or "last", or free text. */
  value: string;
  onChange: (value: string) => void;
  /** Called when the borrower leaves the field (to check it). */
  onDone: () => void;
  error: string | undefined;
};

const DAYS = Array.from({ length: 31 }, (_, index) => String(index + 1));
const ID = fieldId('payday');

/** The pay day in the shape its pay cycle needs: weekday, two days, one day, or words. */
export function PayDayField({ cycle, value, onChange, onDone, error }: Props) {
  const intl = useIntl();
  const labels = useOptionLabels();
  const choose = intl.formatMessage(profileMessages.choose);
  const days = DAYS.map((day) => ({ value: day, label: intl.formatNumber(Number(day)) }));
  const common = { id: ID, onBlur: onDone, error };

  if (cycle === 'weekly') {
    return (
      <SelectField
        {...common}
        label={intl.formatMessage(workMessages.payday)}
        placeholder={choose}
        value={value}
        options={optionsOf(labels, 'weekday', WEEKDAYS)}
        onValueChange={onChange}
      />
    );
  }
  if (cycle === 'monthly') {
    return (
      <SelectField
        {...common}
        label={intl.formatMessage(workMessages.payday)}
        placeholder={choose}
        value={value}
        options={[...days, { value: 'last', label: intl.formatMessage(workMessages.lastDay) }]}
        onValueChange={onChange}
      />
    );
  }
  if (cycle === 'other') {
    return (
      <TextField
        {...common}
        label={intl.formatMessage(workMessages.otherPayday)}
        hint={intl.formatMessage(workMessages.otherPaydayHint)}
        value={value}
        maxLength={40}
        onValueChange={onChange}
        stripChineseInput
      />
    );
  }

  // Twice a month: two days kept together as "15,30", the form the contract checks.
  const [first = '', second = ''] = value.split(',');
  const set = (a: string, b: string) => onChange(a || b ? `${a},${b}` : '');
  const describedBy = [`${ID}-hint`, error ? `${ID}-error` : ''].filter(Boolean).join(' ');
  const select = (which: 'first' | 'second') => {
    const id = which === 'first' ? ID : `${ID}-second`;
    return (
      <div className="field">
        <label className="field__label" htmlFor={id}>
          {intl.formatMessage(
            which === 'first' ? workMessages.firstPayday : workMessages.secondPayday,
          )}
        </label>
        <div className="field__control">
          <select
            id={id}
            className="field__input field__select"
            value={which === 'first' ? first : second}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) =>
              which === 'first' ? set(event.target.value, second) : set(first, event.target.value)
            }
            // Checked once both are chosen, not when the borrower moves to the second.
            onBlur={which === 'second' || second ? onDone : undefined}
          >
            <option value="">{choose}</option>
            {days.map((day) => (
              <option key={day.value} value={day.value}>
                {day.label}
              </option>
            ))}
          </select>
        </div>
      </div>
    );
  };
  return (
    <fieldset className={`field-group pay-days${error ? ' field--invalid' : ''}`}>
      <legend>{intl.formatMessage(workMessages.paydays)}</legend>
      <div className="row">
        {select('first')}
        {select('second')}
      </div>
      <span id={`${ID}-hint`} className="field__hint">
        {intl.formatMessage(workMessages.paydaysHint)}
      </span>
      {error ? (
        <span id={`${ID}-error`} className="field__error" role="alert">
          {error}
        </span>
      ) : null}
    </fieldset>
  );
}

import type { ReactNode, SelectHTMLAttributes } from 'react';
import { FieldFrame, useFieldIds } from './field-frame';

export type SelectOption = { value: string; label: string };

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value'> & {
  label: ReactNode;
  value: string;
  options: readonly SelectOption[];
  /** Shown while nothing is chosen, e.g. "Choose…". */
  placeholder: string;
  onValueChange: (value: string) => void;
  error?: ReactNode;
  hint?: ReactNode;
};

/**
 * A labelled native select: the phone's own picker is the fastest and most accessible list on a
 * cheap Android or an iPhone, and it needs no JavaScript to scroll.
 */
export function SelectField({
  label,
  value,
  options,
  placeholder,
  onValueChange,
  error,
  hint,
  id,
  ...selectProps
}: SelectFieldProps) {
  const { inputId: selectId, describedBy } = useFieldIds(id, hint, error);
  return (
    <FieldFrame inputId={selectId} label={label} hint={hint} error={error}>
      <select
        {...selectProps}
        id={selectId}
        className="field__input field__select"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onValueChange(event.target.value)}
      >
        <option value="" disabled={value !== ''}>
          {placeholder}
        </option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

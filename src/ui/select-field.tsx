import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';

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
  const autoId = useId();
  const selectId = id ?? autoId;
  const hintId = `${selectId}-hint`;
  const errorId = `${selectId}-error`;
  const describedBy =
    [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={selectId}>
        {label}
      </label>
      <div className="field__control">
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
      </div>
      {hint ? (
        <span id={hintId} className="field__hint">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={errorId} className="field__error" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}

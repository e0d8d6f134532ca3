import { useId, type ReactNode } from 'react';

export type ChoiceOption<T extends string> = {
  value: T;
  label: ReactNode;
  detail?: ReactNode;
  disabled?: boolean;
};

/**
 * A labelled radio group drawn as 48 px rows, each with its label and a line of detail. An error
 * is announced and tied to every option.
 */
export function ChoiceList<T extends string>({
  legend,
  options,
  value,
  onChange,
  error,
  hint,
}: {
  legend: ReactNode;
  options: readonly ChoiceOption<T>[];
  value: T | null;
  onChange: (value: T) => void;
  error?: ReactNode;
  hint?: ReactNode;
}) {
  const name = useId();
  const describedBy =
    [hint ? `${name}-hint` : '', error ? `${name}-error` : ''].filter(Boolean).join(' ') ||
    undefined;
  return (
    <fieldset className="repay-choices">
      <legend className="field__label">{legend}</legend>
      {hint ? (
        <p id={`${name}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${name}-error`} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      {options.map((option) => (
        <label
          key={option.value}
          className={`choice-card${option.disabled ? ' choice-card--disabled' : ''}`}
        >
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            disabled={option.disabled}
            aria-describedby={describedBy}
            onChange={() => onChange(option.value)}
          />
          <span className="choice-card__text">
            <span className="choice-card__label">{option.label}</span>
            {option.detail ? <span className="choice-card__detail">{option.detail}</span> : null}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

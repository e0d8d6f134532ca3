import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { stripChinese } from '@/lib/strip-chinese';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  error?: ReactNode;
  hint?: ReactNode;
  prefix?: ReactNode;
  /** Opt in to removing Chinese characters as they are typed (spec §1). */
  stripChineseInput?: boolean;
};

/** A labelled input whose error is announced and tied to it with aria-describedby. */
export function TextField({
  label,
  value,
  onValueChange,
  error,
  hint,
  prefix,
  stripChineseInput,
  id,
  ...inputProps
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy =
    [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="field__control">
        {prefix ? (
          <span className="field__prefix" aria-hidden="true">
            {prefix}
          </span>
        ) : null}
        <input
          {...inputProps}
          id={inputId}
          className="field__input"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            const next = stripChineseInput ? stripChinese(event.target.value) : event.target.value;
            onValueChange(next);
          }}
        />
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

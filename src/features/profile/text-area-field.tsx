import { useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { stripChinese } from '@/lib/strip-chinese';

type TextAreaFieldProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'onChange' | 'value'
> & {
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  error?: ReactNode;
  hint?: ReactNode;
  /** Opt in to removing Chinese characters as they are typed (spec §1). */
  stripChineseInput?: boolean;
};

/**
 * TextField's multi-line twin, for an address: a long street line stays readable on a narrow
 * phone instead of scrolling sideways in a one-line input. Line breaks become spaces.
 */
export function TextAreaField({
  label,
  value,
  onValueChange,
  error,
  hint,
  stripChineseInput,
  id,
  ...areaProps
}: TextAreaFieldProps) {
  const autoId = useId();
  const areaId = id ?? autoId;
  const hintId = `${areaId}-hint`;
  const errorId = `${areaId}-error`;
  const describedBy =
    [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={areaId}>
        {label}
      </label>
      <div className="field__control">
        <textarea
          rows={2}
          {...areaProps}
          id={areaId}
          className="field__input field__textarea"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            const typed = event.target.value.replace(/[\r\n]+/g, ' ');
            onValueChange(stripChineseInput ? stripChinese(typed) : typed);
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

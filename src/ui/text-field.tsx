import type { InputHTMLAttributes, ReactNode } from 'react';
import { stripChinese } from '@/lib/strip-chinese';
import { FieldFrame, useFieldIds } from './field-frame';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  error?: ReactNode;
  hint?: ReactNode;
  prefix?: ReactNode;
  /**
   * Opt in to removing Chinese characters as they are typed
   * (docs/navigation.md#chinese-characters).
   */
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
  const { inputId, describedBy } = useFieldIds(id, hint, error);
  return (
    <FieldFrame inputId={inputId} label={label} hint={hint} error={error}>
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
    </FieldFrame>
  );
}

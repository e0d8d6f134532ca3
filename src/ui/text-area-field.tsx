import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { FieldFrame, useFieldIds } from '@/ui/field-frame';
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
  /**
   * Opt in to removing Chinese characters as they are typed
   * (docs/navigation.md#chinese-characters).
   */
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
  const { inputId: areaId, describedBy } = useFieldIds(id, hint, error);
  return (
    <FieldFrame inputId={areaId} label={label} hint={hint} error={error}>
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
    </FieldFrame>
  );
}

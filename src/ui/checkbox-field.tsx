import { useId, type ReactNode } from 'react';

type CheckboxFieldProps = {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  children: ReactNode;
  /** A line under the label saying what the choice does; read out with it. */
  hint?: ReactNode;
  error?: ReactNode;
};

export function CheckboxField({
  checked,
  onCheckedChange,
  children,
  hint,
  error,
}: CheckboxFieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  const label = <label htmlFor={id}>{children}</label>;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <div className="checkbox">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy.length > 0 ? describedBy.join(' ') : undefined}
          onChange={(event) => onCheckedChange(event.target.checked)}
        />
        {hint ? (
          <span className="checkbox__text">
            {label}
            <span id={`${id}-hint`} className="field__hint">
              {hint}
            </span>
          </span>
        ) : (
          label
        )}
      </div>
      {error ? (
        <span id={`${id}-error`} className="field__error" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}

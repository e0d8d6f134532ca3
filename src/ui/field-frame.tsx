import { useId, type ReactNode } from 'react';

type FieldFrameProps = {
  inputId: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** The control, and anything that sits inside its border (e.g. a fixed +63 prefix). */
  children: ReactNode;
};

/** Ids a control needs: its own (given or generated) and the ids of its hint and error. */
export function useFieldIds(id: string | undefined, hint: ReactNode, error: ReactNode) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const describedBy =
    [hint ? `${inputId}-hint` : '', error ? `${inputId}-error` : ''].filter(Boolean).join(' ') ||
    undefined;
  return { inputId, describedBy };
}

/**
 * The label, bordered control, hint and error every form field shares; the error is tied to the
 * control through aria-describedby (see useFieldIds) and announced when it appears.
 */
export function FieldFrame({ inputId, label, hint, error, children }: FieldFrameProps) {
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="field__control">{children}</div>
      {hint ? (
        <span id={`${inputId}-hint`} className="field__hint">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${inputId}-error`} className="field__error" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}

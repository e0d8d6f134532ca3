import { useId } from 'react';
import type { InputHTMLAttributes, Ref } from 'react';

/** A labelled input with its error under it, tied by aria-describedby. */
export function Field({
  label,
  error,
  hint,
  ...input
}: {
  label: string;
  error?: string | null;
  hint?: string;
  /** React 19 passes a ref as a prop: it reaches the input (to move the focus there). */
  ref?: Ref<HTMLInputElement>;
} & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p className="hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        {...input}
      />
      {error ? (
        <p className="error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A refusal that is not about one field, read out when it appears. */
export function Problem({ children }: { children: React.ReactNode }) {
  if (!children) return null;
  return (
    <p className="problem" role="alert">
      {children}
    </p>
  );
}

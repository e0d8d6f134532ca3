import { useCallback, useState } from 'react';
import type { z } from 'zod';
import type { ApiError } from '@contract/error-codes';

/** A field error: a contract message id (from the schema) or an API error (from the server). */
export type FieldError = string | ApiError;
export type FieldErrors = Record<string, FieldError>;

/** A schema's verdict on a body: the first message id per field path, {} when it passes. */
export function problemsOf(schema: z.ZodType | null, body: unknown): FieldErrors {
  const result = schema?.safeParse(body);
  if (!result || result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

/** Element id of a field, so errors and `?field=` links can move focus to it. */
export const fieldId = (path: string) => `field-${path.replace(/\./g, '-')}`;

/**
 * Moves focus to a field. One that appears a render later (a work branch filled from the draft,
 * a list still loading) gets a few more frames to show up.
 */
export const focusField = (path: string, frames = 10): void => {
  requestAnimationFrame(() => {
    const element = document.getElementById(fieldId(path));
    if (element) element.focus();
    else if (frames > 0) focusField(path, frames - 1);
  });
};

const without = (errors: FieldErrors, path: string): FieldErrors => {
  if (!(path in errors)) return errors;
  const { [path]: _cleared, ...rest } = errors;
  return rest;
};

/**
 * The field errors of a form kept as a draft: typing into a field clears its error, leaving it
 * checks it again with `check` (the form's schema on the whole draft). Hand-written rather than
 * react-hook-form, for the reasons in docs/profile.md#forms.
 */
export function useFieldChecks<V extends object>(
  draft: V,
  updateDraft: (patch: Partial<V>) => void,
  check: (values: V) => FieldErrors,
) {
  const [errors, setErrors] = useState<FieldErrors>({});

  const setField = useCallback(
    <K extends keyof V>(name: K, value: V[K]) => {
      updateDraft({ [name]: value } as unknown as Partial<V>);
      setErrors((current) => without(current, name as string));
    },
    [updateDraft],
  );

  /** Checks one field when the borrower leaves it. */
  const validateField = useCallback(
    (path: string) => {
      const found = check(draft)[path];
      setErrors((current) => (found ? { ...current, [path]: found } : without(current, path)));
    },
    [check, draft],
  );

  /** Checks the whole draft on Save: shows every problem, focuses the first; true when none. */
  const checkAll = useCallback((): boolean => {
    const found = check(draft);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) focusField(first);
    return first === undefined;
  }, [check, draft]);

  const errorOf = useCallback((path: string) => errors[path], [errors]);

  return { errors, setErrors, setField, validateField, checkAll, errorOf };
}

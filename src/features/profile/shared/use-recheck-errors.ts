import { useEffect, useRef } from 'react';

/**
 * Re-checks every field that shows an error each time the values change, so a message goes away
 * as soon as its cause is fixed — also where one input feeds another field's path (the bank
 * account typed into `bankAccount` is checked at `account`, a contact at `contacts.1.phone`).
 */
export function useRecheckErrors(
  values: object,
  errors: Record<string, unknown>,
  validateField: (path: string) => void,
) {
  const shown = useRef(errors);
  useEffect(() => {
    shown.current = errors;
  }, [errors]);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    for (const path of Object.keys(shown.current)) validateField(path);
    // Only a change of the values re-checks; validateField changes with them.
  }, [values, validateField]);
}

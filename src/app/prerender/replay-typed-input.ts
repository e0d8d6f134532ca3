/**
 * What a borrower typed or ticked on the prerendered page before the app hydrated it, handed to the
 * app as if typed now (docs/first-paint.md#typed-before-hydration). Hydration keeps what the fields
 * show but the app's state still holds the build's empty form, so each field whose shown value
 * differs from the one the app rendered (React sets `defaultValue`/`defaultChecked` to it) gets the
 * input or click event a person's typing would have sent.
 */
export function takeTypedInput(root: ParentNode): () => number {
  // Read at once, at the screen's commit: any re-render of the form (each replay, a draft
  // restored) puts its controlled fields back to the app's values.
  const pending = [
    ...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea'),
  ].flatMap((field): Pending[] => {
    if (isCheckable(field)) {
      // A radio unchecked by the borrower's choice of another one is not a choice of its own.
      const chosen = field.checked && !field.defaultChecked;
      const unticked = field.type === 'checkbox' && !field.checked && field.defaultChecked;
      return chosen || unticked ? [{ field, checked: field.checked, value: '', rendered: '' }] : [];
    }
    return field.value !== field.defaultValue
      ? [{ field, checked: false, value: field.value, rendered: field.defaultValue }]
      : [];
  });
  return () => replay(pending);
}

type Pending = {
  field: HTMLInputElement | HTMLTextAreaElement;
  checked: boolean;
  value: string;
  /** The app's value when read (React keeps `defaultValue` equal to it). */
  rendered: string;
};

function replay(pending: Pending[]): number {
  let replayed = 0;
  for (const { field, checked, value, rendered } of pending) {
    if (isCheckable(field)) {
      // Back to what the app rendered, then the tap the borrower made.
      field.checked = field.defaultChecked;
      if (field.checked !== checked) field.click();
    } else if (field.defaultValue === rendered) {
      // (Otherwise the app has had newer typing in this field since: it knows the field already.)
      // The app's change tracking sees the rendered value first, then what was typed: an input
      // event with a changed value, the one typing sends.
      field.value = field.defaultValue;
      const prototype = Object.getPrototypeOf(field) as HTMLInputElement;
      Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    } else continue;
    replayed += 1;
  }
  return replayed;
}

const isCheckable = (field: HTMLInputElement | HTMLTextAreaElement): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

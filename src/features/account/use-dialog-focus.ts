import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), ' +
  'textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog's focus (docs/account.md#account-deletion): focus moves to its title on open, Tab and
 * Shift+Tab cycle inside it, focus that lands outside comes back, Escape closes it, and on close
 * focus returns to the control that opened it (looked up by id: a tap on iOS does not focus a
 * button, so the active element at open cannot be trusted).
 */
export function useDialogFocus(
  dialog: RefObject<HTMLElement | null>,
  title: RefObject<HTMLElement | null>,
  openerId: string,
  onClose: () => void,
): void {
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);

  useEffect(() => {
    title.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      const box = dialog.current;
      if (!box) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        close.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = [...box.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = items[0];
      const last = items.at(-1);
      if (!first || !last) return;
      const active = document.activeElement;
      const inside = active instanceof Node && box.contains(active);
      if (event.shiftKey && (!inside || active === first || active === title.current)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (!inside || active === last)) {
        event.preventDefault();
        first.focus();
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      const box = dialog.current;
      if (box && event.target instanceof Node && !box.contains(event.target))
        title.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      document.getElementById(openerId)?.focus();
    };
  }, [dialog, title, openerId]);
}

/**
 * Loads the ICU data of the borrower's locale in tasks of its own, while the app waits for its
 * catalogue and stored session (docs/first-paint.md#split-start-up). A page's first `Intl` call
 * pays for it, and react-intl's `createIntl` makes those calls (`supportedLocalesOf`) in the
 * first render: over 50 ms on the phones we audit with, added to a render task.
 */
export function warmIntl(locale: string): Promise<void> {
  // No `Intl` at all (no WebView we support, but start-up must not throw on it): nothing to load.
  const kinds: { supportedLocalesOf(locale: string): string[] }[] =
    typeof Intl === 'object' ? [Intl.NumberFormat, Intl.DateTimeFormat] : [];
  return new Promise((resolve) => {
    const next = () => {
      const kind = kinds.shift();
      if (!kind) return resolve();
      try {
        kind.supportedLocalesOf(locale);
      } catch {
        // Without the locale's data react-intl falls back, and says so, as it would have.
      }
      setTimeout(next, 0);
    };
    setTimeout(next, 0);
  });
}

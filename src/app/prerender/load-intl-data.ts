/**
 * Loads the ICU data of the borrower's locale (docs/first-paint.md#split-start-up). A page's first
 * `Intl` call pays for it, and react-intl's `createIntl` makes that call (`supportedLocalesOf`)
 * in the first render: 15 to 45 ms on a laptop, four times that on the phones we audit with, in one
 * piece. The boot script calls this where the main thread has nothing else to do.
 */
export function loadIntlData(locale: string): void {
  const asks = [
    () => Intl.NumberFormat.supportedLocalesOf(locale),
    () => Intl.DateTimeFormat.supportedLocalesOf(locale),
  ];
  for (const ask of asks) {
    try {
      ask();
    } catch {
      // Without `Intl`, or the locale's data, react-intl falls back and says so, as it would have.
    }
  }
}

/**
 * Loads the ICU data of the borrower's locale (docs/first-paint.md#split-start-up). A page's first
 * `Intl` call pays for it: 40 to 75 ms on the machine that audits, four times that on the phones
 * we audit with, in one piece. React-intl's `createIntl` makes that call (`supportedLocalesOf`) in
 * the first render, and the first amount or date formatted adds its own (currency, time zone).
 * What it loads is the renderer's, not the thread's: made in a worker (`intl-worker.ts`), it leaves
 * the main thread's calls at about a millisecond.
 */
export function loadIntlData(locale: string): void {
  const asks = [
    () => Intl.NumberFormat.supportedLocalesOf(locale),
    () => Intl.DateTimeFormat.supportedLocalesOf(locale),
    () => Intl.PluralRules.supportedLocalesOf(locale),
    () => new Intl.NumberFormat(locale, { style: 'currency', currency: 'PHP' }).format(1),
    () =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'Asia/Manila' }).format(0),
  ];
  for (const ask of asks) {
    try {
      ask();
    } catch {
      // Without `Intl`, or the locale's data, react-intl falls back and says so, as it would have.
    }
  }
}

/**
 * Leaves the app for the provider's checkout (our sandbox page or PayMongo's), which sends the
 * borrower back to /repaidDetail with the intent (docs/loans.md#repayment-screens). Its own
 * module so screen tests can watch it: jsdom cannot navigate.
 */
export function openCheckout(url: string): void {
  window.location.assign(url);
}

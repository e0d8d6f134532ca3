/**
 * The hash router hears of address changes only from its first commit (it listens in a layout
 * effect). An address changed between its first render and then, while hydration runs in a
 * transition (a link followed, an address typed), would show in the address bar and not in the
 * app, and the guard would never see it. Once the first screen is live, this tells the router as
 * the browser would have (docs/first-paint.md#hydration).
 */
export function catchUpWithAddress(renderedHash: string): void {
  if (window.location.hash === renderedHash) return;
  window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state as unknown }));
}

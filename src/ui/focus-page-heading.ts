/**
 * Puts the focus on the page's heading (the h1 of the `main` that holds `from`) before what had
 * it goes away, e.g. a notice's Dismiss button: a keyboard or screen-reader user carries on from
 * the top of the page instead of from <body>. The heading becomes focusable by script only
 * (tabindex -1, as the profile's step titles are), never a Tab stop.
 */
export function focusPageHeading(from: Element | null): void {
  const heading = from?.closest('main')?.querySelector('h1');
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus();
}

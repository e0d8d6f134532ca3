import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Runs `restored` when the browser shows this page again from its back/forward cache (the borrower
 * came back from the checkout with Back): the page's state is as it was when it was left, so what
 * changed meanwhile must be undone or asked again (docs/loans.md#repayment-screens).
 */
export function usePageRestored(restored: () => void) {
  const latest = useRef(restored);
  useLayoutEffect(() => {
    latest.current = restored;
  });
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) latest.current();
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);
}

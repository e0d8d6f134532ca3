import type { ReactNode } from 'react';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { QUERY_TIMEOUT_MS } from '@/lib/api/query-timeout';
import { releaseEarlyActions } from './hold-early-actions';
import { HYDRATED_MARK } from './marks';

/**
 * How long a kept home may stand in for the live one at most: past the time a query waits for its
 * answer, when the live page shows what the phone kept or that the server cannot be reached.
 */
const KEPT_HOME_AT_MOST_MS = QUERY_TIMEOUT_MS + 5000;

/** The live page still loads its cards. */
const LOADING = '.card--placeholder';

/**
 * The painted page is home as the borrower last saw it (docs/first-paint.md#kept-home), not the
 * app's first render, so it cannot be hydrated. The app renders apart, in a container of its own,
 * and takes the painted page's place once its home has its data (or its answer that there is
 * none), once the borrower has followed a link elsewhere (then at once, the new screen loading),
 * or at the latest after the longest wait for a query: never home's skeleton in between. The
 * painted page's buttons are disabled (a tap on them does nothing; the live ones take it); its
 * links work, and the app opens where they went. `onSwapped` runs once the live page is on screen.
 */
export function renderOverKeptHome(
  painted: HTMLElement,
  tree: ReactNode,
  onFirstCommit: (run: () => void) => void,
  onSwapped: () => void,
): void {
  const hashAtRender = window.location.hash;
  const live = document.createElement('div');
  let committed = false;
  let swapped = false;
  const swap = () => {
    if (swapped) return;
    swapped = true;
    observer.disconnect();
    clearTimeout(late);
    window.removeEventListener('hashchange', check);
    live.id = painted.id;
    painted.replaceWith(live);
    releaseEarlyActions(false);
    performance.mark(HYDRATED_MARK);
    onSwapped();
  };
  const check = () => {
    // Before its first commit the live page is empty, and its router may not listen yet.
    if (!committed) return;
    const main = live.querySelector('main');
    const settled = main !== null && main.querySelector(LOADING) === null;
    if (settled || window.location.hash !== hashAtRender) swap();
  };
  const observer = new MutationObserver(check);
  observer.observe(live, { subtree: true, childList: true, attributes: true });
  const late = setTimeout(swap, KEPT_HOME_AT_MOST_MS);
  window.addEventListener('hashchange', check);
  onFirstCommit(() => {
    committed = true;
    // A link followed while the live page rendered: its router, listening now, reads the address
    // again (a hash change is a popstate to it).
    if (window.location.hash !== hashAtRender) window.dispatchEvent(new PopStateEvent('popstate'));
    check();
  });
  // A transition: the render yields to the browser between components instead of one long task.
  const root = createRoot(live);
  startTransition(() => root.render(tree));
}

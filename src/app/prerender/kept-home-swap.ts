import type { ReactNode } from 'react';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { releaseEarlyActions } from './hold-early-actions';
import { HYDRATED_MARK } from './marks';

/** How long a kept home may stand in for the live one at most. */
const KEPT_HOME_AT_MOST_MS = 10_000;

/** The live page still loads its figures. */
const PLACEHOLDER = '.card--placeholder';

/**
 * The painted page is home as the borrower last saw it (docs/first-paint.md#kept-home), not the
 * app's first render, so it cannot be hydrated. The app renders apart, in a container of its own,
 * and takes the painted page's place once its home has its data (or its answer that there is
 * none), once the borrower has followed a link elsewhere, or after 10 s at most: never the
 * skeleton in between. Buttons of the painted page are disabled, so nothing tapped is lost; its
 * links work, and the app opens where they went.
 */
export function renderOverKeptHome(
  painted: HTMLElement,
  tree: ReactNode,
  onFirstCommit: (run: () => void) => void,
  whenCommitted: () => void,
): void {
  const hashAtRender = window.location.hash;
  const live = document.createElement('div');
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
  };
  const check = () => {
    const main = live.querySelector('main');
    const settled = main !== null && main.querySelector(PLACEHOLDER) === null;
    if (settled || window.location.hash !== hashAtRender) swap();
  };
  const observer = new MutationObserver(check);
  observer.observe(live, { subtree: true, childList: true });
  const late = setTimeout(swap, KEPT_HOME_AT_MOST_MS);
  window.addEventListener('hashchange', check);
  onFirstCommit(() => {
    whenCommitted();
    check();
  });
  // A transition: the render yields to the browser between components instead of one long task.
  const root = createRoot(live);
  startTransition(() => root.render(tree));
}

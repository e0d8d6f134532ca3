import { useEffect } from 'react';

let pending: (() => void) | null = null;

/**
 * Runs `run` once the first screen is on screen and live (or its boundary caught its failure). After hydration that is later than the
 * root's first commit: React hydrates each screen's Suspense boundary in a pass of its own, and
 * only then are its fields the app's (docs/first-paint.md#hydration).
 */
export function onFirstScreenCommit(run: () => void): void {
  pending = run;
}

/** The first screen is on screen, or has failed: what waited for it runs now, once. */
export function firstScreenSettled(): void {
  const run = pending;
  pending = null;
  run?.();
}

/** Rendered last inside each screen's boundary: its effect runs when that screen commits. */
export function ScreenCommitted() {
  useEffect(firstScreenSettled, []);
  return null;
}

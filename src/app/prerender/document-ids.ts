import type { Language } from '@contract/language';
import type { PrerenderedView } from './first-view';

/*
 * Ids in the built document, shared by the build (scripts/prerender-plugin.ts, which imports this
 * file as it is: no aliases here) and the boot script.
 */

/** One view's template, in one language. */
export const templateId = (view: PrerenderedView, language: Language): string =>
  `prerendered-${view}-${language}`;

/** The app's scripts, which the boot script starts (docs/first-paint.md#boot). */
export const APP_SCRIPTS_TEMPLATE = 'app-scripts';

/**
 * Where the boot script leaves the release of taps it held before the app was live
 * (docs/first-paint.md#taps-before-hydration): a function on `window` the app calls once hydrated.
 */
export const EARLY_ACTIONS_KEY = 'sulongEarlyActions';

/**
 * The boot script tag's attribute naming the ICU warm-up's worker
 * (docs/first-paint.md#split-start-up).
 */
export const INTL_WORKER_ATTRIBUTE = 'data-intl-worker';

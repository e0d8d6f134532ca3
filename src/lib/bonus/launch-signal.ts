import type { HomeScreenSignal } from '@contract/bonus/home-screen';

/** What the browser says about this launch (read by `readLaunchFacts`, plain in tests). */
export type LaunchFacts = {
  /** `(display-mode: standalone)` matches: an installed app's window. */
  displayModeStandalone: boolean;
  /** iOS Safari's `navigator.standalone`: opened from the home screen. */
  iosStandalone: boolean;
  /** The address the app was opened at (its hash routes included). */
  launchUrl: string;
  /** The `standalone` flag the guard keeps in local storage (docs/navigation.md#recording-rules). */
  storedFlag: boolean;
};

/** The manifest's start URL marks a home-screen launch: `/#/start?standalone=true`. */
function hasStandaloneMarker(url: string): boolean {
  // The page's own query and the hash route's.
  return url
    .split('#')
    .some(
      (part) =>
        part.includes('?') &&
        new URLSearchParams(part.slice(part.indexOf('?') + 1)).has('standalone'),
    );
}

/**
 * Why this launch counts as one from the home screen (docs/coupons.md#home-screen-bonus), the
 * strongest signal first; null: an ordinary browser tab.
 */
export function homeScreenSignal(facts: LaunchFacts): HomeScreenSignal | null {
  if (facts.displayModeStandalone) return 'displayMode';
  if (facts.iosStandalone) return 'iosStandalone';
  if (hasStandaloneMarker(facts.launchUrl)) return 'startUrl';
  if (facts.storedFlag) return 'storedFlag';
  return null;
}

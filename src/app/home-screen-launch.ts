import { toApiError } from '@/lib/api/api-error';
import { homeScreenSignal, type LaunchFacts } from '@/lib/bonus/launch-signal';
import {
  markLaunchReported,
  showBonusNotice,
  wasLaunchReported,
} from '@/lib/bonus/bonus-notice-store';
import { readStorage, STORAGE_KEYS } from '@/lib/storage/web-storage';
import { detectAppType } from '@/platform/bridge-detect';
import type { AppStore } from './store';

/** What this launch looks like, read from the browser (docs/coupons.md#home-screen-bonus). */
function readLaunchFacts(launchUrl: string): LaunchFacts {
  return {
    displayModeStandalone: window.matchMedia?.('(display-mode: standalone)').matches ?? false,
    iosStandalone: (navigator as Navigator & { standalone?: boolean }).standalone === true,
    launchUrl,
    storedFlag: readStorage('local', STORAGE_KEYS.standalone) === 'true',
  };
}

/**
 * The reports of one run: `checked()` settles once the first check has sent its report (or found
 * none to send), `settled()` waits for the one in flight, if any; `stop()` ends them.
 */
export type LaunchReports = {
  checked: () => Promise<void>;
  settled: () => Promise<void>;
  stop: () => void;
};

/**
 * Reports a launch from the home screen once per device and borrower (docs/coupons.md#home-screen-bonus):
 * at start when signed in, and right after a sign-in. Never inside a native shell. Remembered
 * once the server answered. A report that failed (offline, a server error) is tried again when
 * the network returns or the app comes back to the screen, and at the next start — not on the
 * next change of the store, which would repeat it in a loop while offline; one report at a time.
 * The answer that granted the bonus leaves a notice for home.
 */
export function startHomeScreenLaunchReports(store: AppStore, launchUrl: string): LaunchReports {
  // The borrower this run has tried already ('' after a sign-out, so the next sign-in tries).
  let triedFor = '';
  // The borrower whose last report failed, to try again on `online` or `visibilitychange`.
  let failedFor = '';
  let inFlight: Promise<void> | null = null;
  // The first check's request on its way (the API's code loads first).
  let firstSent: Promise<unknown> | null = null;
  const attempt = () => {
    const { customerId, token, app_type: appType } = store.getState().core.publicData;
    if (!customerId || !token) {
      triedFor = '';
      return;
    }
    if (customerId === triedFor) return;
    triedFor = customerId;
    if (appType !== null || detectAppType() !== null || wasLaunchReported(customerId)) return;
    const signal = homeScreenSignal(readLaunchFacts(launchUrl));
    if (!signal) return;
    // The API layer only now: a signed-out page, or a launch with nothing to report, never needs
    // it (docs/first-paint.md#public-config).
    // Wrapped, so that `started` settles once the request is on its way, not with its answer.
    const started = import('@/lib/api/home-screen-bonus-api').then(({ homeScreenBonusApi }) => ({
      request: store.dispatch(
        homeScreenBonusApi.endpoints.reportHomeScreenLaunch.initiate({ signal }),
      ),
    }));
    firstSent ??= started.catch(() => undefined);
    const report: Promise<void> = started
      .then(({ request }) => request)
      .then((result) => {
        if (inFlight === report) inFlight = null;
        if (result.data) {
          markLaunchReported(customerId);
          if (result.data.grantedNow) {
            showBonusNotice(customerId, {
              couponCentavos: result.data.couponCentavos,
              ceilingCentavos: result.data.bonusCeilingCentavos,
            });
          }
        } else if (toApiError(result.error)?.code === 'FORBIDDEN') {
          // A session the server knows to be the native shell's: no bonus, never ask again.
          markLaunchReported(customerId);
        } else {
          failedFor = customerId;
        }
      })
      .catch(() => {
        // The API's code did not load (offline before the service worker had it): as a failure.
        if (inFlight === report) inFlight = null;
        failedFor = customerId;
      });
    inFlight = report;
  };
  const tryAgain = () => {
    if (inFlight || !failedFor) return;
    // Still the borrower whose report failed: try once more (after a sign-out, the next sign-in
    // tries anyway).
    if (failedFor === triedFor) triedFor = '';
    failedFor = '';
    attempt();
  };
  const onVisibility = () => {
    if (document.visibilityState === 'visible') tryAgain();
  };
  window.addEventListener('online', tryAgain);
  document.addEventListener('visibilitychange', onVisibility);
  const unsubscribe = store.subscribe(attempt);
  attempt();
  return {
    checked: async () => void (await firstSent),
    settled: async () => void (await inFlight),
    stop: () => {
      window.removeEventListener('online', tryAgain);
      document.removeEventListener('visibilitychange', onVisibility);
      unsubscribe();
    },
  };
}

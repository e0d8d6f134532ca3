import { companyContactsLoaded, selectHasSession } from '@/lib/core/core-slice';
import { requestPublicConfig } from '@/lib/api/public-config-request';
import { LAUNCH_CHECKED_MARK } from '@/lib/bonus/launch-checked-mark';
import { startAnalytics } from '@/platform/analytics';
import { registerServiceWorker } from '@/platform/service-worker';
import { captureInstallPrompt } from '@/lib/install/install-prompt';
import type { AppStore, RootState } from './store';

/**
 * After the first render: register the service worker (offline shell and updates; it is not on the
 * first paint's path, docs/architecture.md#chunks), refetch server data when the network returns,
 * keep a native shell in step with the route, fetch the server's public config, keep the contact
 * fields of the core store (docs/navigation.md#core-store) in step with
 * it, and start attribution with the app token it names.
 */
export function startConfiguredServices(store: AppStore, launchUrl: string): void {
  // The install offer main.tsx kept, and any later one (docs/install.md#capture).
  captureInstallPrompt();
  // `launchUrl` is the address opened, read before any redirect: the start URL's `standalone`
  // marker (the guard has stored it either way, docs/navigation.md#recording-rules).
  if (import.meta.env.PROD) void registerServiceWorker();
  startOutbox(store);
  listenOnceTheApiLoads(store);
  // A launch from the home screen, reported for the bonus; never in a native shell
  // (docs/coupons.md#home-screen-bonus). The mark says this run has looked (launch-checked-mark.ts).
  // Signed out there is nothing to report until a sign-in, which loads the reports then: the
  // sign-in page does without their code (docs/first-paint.md#public-config).
  const launchChecked = () => performance.mark(LAUNCH_CHECKED_MARK);
  const { app_type: appType, customerId, token } = store.getState().core.publicData;
  if (appType !== null || !customerId || !token) launchChecked();
  if (appType === null) {
    once(store, selectHasSession, () => {
      void import('./home-screen-launch').then(({ startHomeScreenLaunchReports }) =>
        startHomeScreenLaunchReports(store, launchUrl).checked().then(launchChecked),
      );
    });
  }
  // Without the API layer: a signed-out page need not load it (docs/first-paint.md#public-config).
  void requestPublicConfig().then(
    (config) => {
      store.dispatch(
        companyContactsLoaded({
          proName: config.proName,
          serviceEmail: config.serviceEmail,
          hotLine: config.hotLine,
          webServiceEmail: config.webServiceEmail,
          proWebsite: config.proWebsite,
        }),
      );
      void startAnalytics({
        appToken: config.adjustAppToken,
        production: config.environment === 'production',
      });
    },
    () => {
      // Offline at start: the screens show the network banner and retry when they need config.
    },
  );
}

/** Runs `run` once `holds` is true of the store's state: now, or at the change that makes it so. */
function once(store: AppStore, holds: (state: RootState) => boolean, run: () => void): void {
  const check = () => {
    if (!holds(store.getState())) return;
    unsubscribe();
    run();
  };
  const unsubscribe = store.subscribe(check);
  check();
}

/**
 * RTK Query's listeners (the API refetches on reconnect), set up once its layer has loaded: a
 * screen or a request brings it, and a signed-out page does not until the borrower starts on the
 * form (docs/first-paint.md#public-config). The API's slice joins the store as it loads.
 */
function listenOnceTheApiLoads(store: AppStore): void {
  once(
    store,
    (state) => 'api' in state,
    () =>
      void import('@reduxjs/toolkit/query').then(({ setupListeners }) =>
        setupListeners(store.dispatch),
      ),
  );
}

/** Sends saves queued offline as soon as the network is back, and once at start. */
function startOutbox(store: AppStore): void {
  const flush = () => {
    const { customerId, token } = store.getState().core.publicData;
    if (!customerId || !token) return;
    void import('@/lib/outbox/outbox').then(async (outbox) => {
      await outbox.refreshPending(customerId);
      if (navigator.onLine) await outbox.flushOutbox({ customerId, token }, store.dispatch);
    });
  };
  window.addEventListener('online', flush);
  flush();
}

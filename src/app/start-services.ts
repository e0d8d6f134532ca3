import { setupListeners } from '@reduxjs/toolkit/query';
import { companyContactsLoaded } from '@/lib/core/core-slice';
import { publicConfigApi } from '@/lib/api/public-config-api';
import { LAUNCH_CHECKED_MARK } from '@/lib/bonus/launch-checked-mark';
import { startAnalytics } from '@/platform/analytics';
import { registerServiceWorker } from '@/platform/service-worker';
import { captureInstallPrompt } from '@/lib/install/install-prompt';
import type { AppStore } from './store';

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
  setupListeners(store.dispatch);
  // A launch from the home screen, reported for the bonus; never in a native shell
  // (docs/coupons.md#home-screen-bonus). The mark says this run has looked (launch-checked-mark.ts).
  const launchChecked = () => performance.mark(LAUNCH_CHECKED_MARK);
  if (store.getState().core.publicData.app_type === null) {
    void import('./home-screen-launch').then(({ startHomeScreenLaunchReports }) => {
      startHomeScreenLaunchReports(store, launchUrl);
      launchChecked();
    });
  } else {
    launchChecked();
  }
  const request = store.dispatch(publicConfigApi.endpoints.getPublicConfig.initiate());
  void request.unwrap().then(
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

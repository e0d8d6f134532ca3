import type Adjust from '@adjustcom/adjust-web-sdk';

/**
 * Attribution analytics (docs/product.md#attribution-session). The Adjust web SDK is imported only
 * after the page is idle, so it never delays the first paint, and not at all without an app token —
 * which is how tests and sandboxes run: nothing calls out.
 */

/**
 * A 30-minute session window (docs/product.md#attribution-session). The SDK's built-in
 * `sessionWindow` is this value.
 */
export const ANALYTICS_SESSION_WINDOW_MS = 30 * 60 * 1000;

export type AnalyticsConfig = { appToken: string; production: boolean };

type AdjustSdk = typeof Adjust;

let started: Promise<AdjustSdk | null> | null = null;

const whenIdle = (): Promise<void> =>
  new Promise((resolve) => {
    if ('requestIdleCallback' in window)
      window.requestIdleCallback(() => resolve(), { timeout: 5000 });
    else setTimeout(resolve, 2000);
  });

export function startAnalytics(
  config: AnalyticsConfig,
  load: () => Promise<AdjustSdk> = () => import('@adjustcom/adjust-web-sdk').then((m) => m.default),
): Promise<AdjustSdk | null> {
  if (!config.appToken) return Promise.resolve(null);
  started ??= whenIdle()
    .then(load)
    .then((sdk) => {
      sdk.initSdk({
        appToken: config.appToken,
        environment: config.production ? 'production' : 'sandbox',
        logLevel: 'none',
      });
      return sdk;
    })
    .catch(() => null);
  return started;
}

/** For tests: forget a started SDK. */
export function resetAnalyticsForTests(): void {
  started = null;
}

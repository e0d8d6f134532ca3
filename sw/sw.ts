/// <reference lib="webworker" />
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

// The shell, every lazy screen and the three catalogues, so a reload offline opens the app.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Hash routes mean every navigation is to the document itself; serve it from the precache.
// /api is left out on purpose: personal and money data never enter a shared cache, so API
// requests go to the network only (DECISIONS §6).
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [/^\/api\//] }),
);

// A new version waits until the borrower taps "Reload" (workbox-window sends SKIP_WAITING),
// so a half-filled form is never swapped out from under them.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

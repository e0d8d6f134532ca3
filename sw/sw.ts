/// <reference lib="webworker" />
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { cachePlaces } from './places-cache';

type PrecacheEntry = { url: string; revision: string | null };
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: PrecacheEntry[] };

// The shell, every lazy screen, the three catalogues and the province list, so a reload
// offline opens the app.
const manifest: PrecacheEntry[] = self.__WB_MANIFEST;
precacheAndRoute(manifest);
cleanupOutdatedCaches();

// Cities and barangays: cache first, one bounded cache per data version (places-cache.ts).
cachePlaces(manifest.find((entry) => entry.url === 'places/provinces.json')?.revision ?? 'none');

// Hash routes mean every navigation is to the document itself; serve it from the precache.
// /api is left out on purpose: personal and money data never enter a shared cache, so API requests
// go to the network only (docs/offline.md#no-api-caching). /sandbox/ is the sandbox's checkout
// page, a server page of its own (docs/product.md#sandbox-adapters): the shell must not answer it.
// /desk/ is the lender's desk, another app the borrower's worker never serves nor keeps
// (docs/desk.md#client).
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: [/^\/api\//, /^\/sandbox\//, /^\/desk(\/|$)/],
  }),
);

// A new version waits until the borrower taps "Reload" (workbox-window sends SKIP_WAITING),
// so a half-filled form is never swapped out from under them.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

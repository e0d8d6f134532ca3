/// <reference lib="webworker" />
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope;

const PREFIX = 'places-';
/** A borrower needs three lists per address; room for a few addresses and second thoughts. */
const MAX_ENTRIES = 60;

/**
 * Place lists (/places/p/*, /places/c/*): about 1,700 small files of which a borrower needs
 * three, so they are not precached (that would bloat every install); each is kept the first
 * time it is fetched and served from the cache after that (cache first), so an address begun
 * online can be finished offline. Public data, no personal information. Bounded twice: at most
 * MAX_ENTRIES lists (Workbox's expiration drops the least recently used, keeping the use times
 * in IndexedDB), and one cache per data version — `version` is the precache revision of
 * places/provinces.json, which changes with any list, and the caches of other versions are
 * deleted when this worker activates.
 */
export function cachePlaces(version: string): void {
  const name = `${PREFIX}${version}`;
  const folder = new URL('places/', self.registration.scope).pathname;

  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith(folder),
    new CacheFirst({
      cacheName: name,
      plugins: [new ExpirationPlugin({ maxEntries: MAX_ENTRIES })],
    }),
  );

  self.addEventListener('activate', (event) => {
    event.waitUntil(
      caches.keys().then((names) =>
        Promise.all(
          names
            .filter((n) => n.startsWith(PREFIX) && n !== name)
            // The cache, and the use times Workbox keeps for it in IndexedDB.
            .map((n) =>
              Promise.all([
                caches.delete(n),
                new CacheExpiration(n, { maxEntries: MAX_ENTRIES }).delete(),
              ]),
            ),
        ),
      ),
    );
  });
}

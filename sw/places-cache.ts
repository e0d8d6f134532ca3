/// <reference lib="webworker" />
import { registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope;

const PREFIX = 'places-';
/** A borrower needs three lists per address; room for a few addresses and second thoughts. */
const MAX_ENTRIES = 60;

/**
 * Place lists (/places/p/*, /places/c/*): about 1,700 small files of which a borrower needs
 * three, so they are not precached (that would bloat every install); each is kept the first
 * time it is fetched and served from the cache after that (cache first), so an address begun
 * online can be finished offline. Public data, no personal information. Bounded twice: at most
 * MAX_ENTRIES lists (the oldest go first), and one cache per data version — `version` is the
 * precache revision of places/provinces.json, which changes with any list, and the caches of
 * other versions are deleted when this worker activates.
 */
export function cachePlaces(version: string): void {
  const name = `${PREFIX}${version}`;
  const folder = new URL('places/', self.registration.scope).pathname;

  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith(folder),
    async ({ request, event }) => {
      const cache = await caches.open(name);
      const cached = await cache.match(request);
      if (cached) return cached;
      const response = await fetch(request);
      if (response.ok) event.waitUntil(keep(cache, request, response.clone()));
      return response;
    },
  );

  self.addEventListener('activate', (event) => {
    event.waitUntil(
      caches
        .keys()
        .then((names) =>
          Promise.all(
            names.filter((n) => n.startsWith(PREFIX) && n !== name).map((n) => caches.delete(n)),
          ),
        ),
    );
  });
}

async function keep(cache: Cache, request: Request, response: Response): Promise<void> {
  await cache.put(request, response);
  // Cache keys come back in insertion order: the first ones are the oldest.
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, keys.length - MAX_ENTRIES).map((key) => cache.delete(key)));
}

import type { Workbox } from 'workbox-window';

/**
 * Service-worker lifecycle for the UI: whether one controls the page, and whether a new version
 * waits. Read with useSyncExternalStore; "Reload" activates the waiting version.
 */
export type ServiceWorkerState =
  'unsupported' | 'registering' | 'active' | 'update-waiting' | 'failed';

let state: ServiceWorkerState = 'serviceWorker' in navigator ? 'registering' : 'unsupported';
let workbox: Workbox | null = null;
const listeners = new Set<() => void>();

function setState(next: ServiceWorkerState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

export const serviceWorkerStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: (): ServiceWorkerState => state,
};

export async function registerServiceWorker(url = '/sw.js'): Promise<void> {
  if (state === 'unsupported') return;
  const { Workbox } = await import('workbox-window');
  workbox = new Workbox(url);
  workbox.addEventListener('waiting', () => setState('update-waiting'));
  workbox.addEventListener('activated', () => {
    if (state !== 'update-waiting') setState('active');
  });
  // The new version took over after "Reload": load the page it serves.
  workbox.addEventListener('controlling', (event) => {
    if (event.isUpdate) window.location.reload();
  });
  try {
    await workbox.register();
    if (navigator.serviceWorker.controller && state === 'registering') setState('active');
  } catch {
    setState('failed');
  }
}

export function activateWaitingVersion(): void {
  workbox?.messageSkipWaiting();
}

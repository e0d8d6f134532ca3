import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/**
 * Whether the phone has a network, as the browser says, kept current. The offline banner and the
 * money actions, which never run offline (docs/offline.md#never-queued), read it. The prerendered
 * first paint is online, and so is hydration's render; an offline phone re-renders right after
 * (docs/first-paint.md#hydration).
 */
export const useOnline = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );

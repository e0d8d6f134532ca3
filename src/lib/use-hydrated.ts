import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while React hydrates the prerendered page, true in every other render: what the build could
 * not know (server data that may have arrived meanwhile) waits one render, so hydration finds the
 * build's markup (docs/first-paint.md#hydration).
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );

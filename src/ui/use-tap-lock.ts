import { useCallback, useLayoutEffect, useRef } from 'react';

/** The coupon button's lock (docs/navigation.md#tap-lock); the default for every locked tap. */
export const TAP_LOCK_MS = 1000;

/**
 * Wraps a handler so repeated taps within `ms` run it once (the tap-lock directive,
 * docs/navigation.md#tap-lock). The lock also holds while an async handler is still running,
 * whichever ends later.
 */
export function useTapLock<A extends unknown[]>(
  handler: (...args: A) => unknown,
  ms: number = TAP_LOCK_MS,
): (...args: A) => void {
  const lockedUntil = useRef(0);
  const running = useRef(false);
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });

  return useCallback(
    (...args: A) => {
      const now = Date.now();
      if (running.current || now < lockedUntil.current) return;
      lockedUntil.current = now + ms;
      const result = latest.current(...args);
      if (result instanceof Promise) {
        running.current = true;
        void result.finally(() => {
          running.current = false;
        });
      }
    },
    [ms],
  );
}

import { useEffect, useState } from 'react';

/** The longest wait a timer takes (about 24.8 days); later instants are asked again then. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Whether the instant (an ISO string) is still ahead, true until it passes and false after: a
 * waiting payment's reference stops showing at its expiry, on a page left open or kept offline
 * (docs/loans.md#waiting-payment). Null (nothing to wait for) is never ahead.
 */
export function useBefore(instant: string | null): boolean {
  const at = instant === null ? Number.NaN : Date.parse(instant);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (Number.isNaN(at) || at <= now) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(at - now, MAX_TIMER_MS));
    return () => clearTimeout(timer);
  }, [at, now]);
  return !Number.isNaN(at) && now < at;
}

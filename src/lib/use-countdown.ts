import { useEffect, useState } from 'react';

/** Whole seconds left until `until` (epoch ms), ticking once a second; 0 when past or unset. */
export function useCountdown(until: number | null): number {
  const left = () => (until ? Math.max(0, Math.ceil((until - Date.now()) / 1000)) : 0);
  const [seconds, setSeconds] = useState(left);

  useEffect(() => {
    const tick = () => setSeconds(until ? Math.max(0, Math.ceil((until - Date.now()) / 1000)) : 0);
    tick();
    if (!until) return;
    const id = setInterval(tick, 1000);
    return () => clearInterval(id);
  }, [until]);

  return seconds;
}

import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';

const subscribe = () => () => undefined;

/**
 * Renders its children once their place comes within `margin` of the viewport: what sits well below
 * the fold loads as the borrower scrolls towards it, not with the first screen
 * (docs/first-paint.md#audit). Without IntersectionObserver, at once.
 */
export function WhenNearViewport({
  children,
  margin = '200px',
}: {
  children: ReactNode;
  margin?: string;
}) {
  const place = useRef<HTMLDivElement>(null);
  // Hydration renders what the build did: nothing yet, whatever the browser can observe.
  const observable = useSyncExternalStore(
    subscribe,
    () => typeof IntersectionObserver === 'function',
    () => true,
  );
  const [seen, setNear] = useState(false);
  const near = seen || !observable;
  useEffect(() => {
    const element = place.current;
    if (near || !element || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return <div ref={place}>{near ? children : null}</div>;
}

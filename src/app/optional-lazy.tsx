import { useEffect, useState, type ComponentType } from 'react';

/**
 * A lazily loaded part of the layout around the screens (the update banner, the tab bar). No error
 * boundary wraps the layout, so a chunk that cannot load (a weak network, or a deploy replaced it)
 * renders nothing instead of unmounting the app, and is asked for again when the part mounts
 * again or the network comes back: the screen beside it loaded, so nothing else would retry.
 */
export function optionalLazy(
  load: () => Promise<{ default: ComponentType }>,
): ComponentType & { preload(): Promise<void> } {
  let loaded: ComponentType | null = null;
  /**
   * Loads the part now, so the next render shows it at once: a prerendered screen that has it
   * must find it on hydration's first render (docs/first-paint.md#hydration).
   */
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
    });
  return Object.assign(OptionalPart, { preload });
  function OptionalPart() {
    const [Part, setPart] = useState<ComponentType | null>(() => loaded);
    useEffect(() => {
      if (Part) return;
      let active = true;
      const attempt = () =>
        void load().then(
          (module) => {
            loaded = module.default;
            if (active) setPart(() => module.default);
          },
          () => undefined,
        );
      attempt();
      window.addEventListener('online', attempt);
      return () => {
        active = false;
        window.removeEventListener('online', attempt);
      };
    }, [Part]);
    return Part ? <Part /> : null;
  }
}

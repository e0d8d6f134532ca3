import { useEffect, useState, type ComponentType } from 'react';

/**
 * A lazily loaded part of the layout around the screens (the update banner, the tab bar). No error
 * boundary wraps the layout, so a chunk that cannot load (a weak network, or a deploy replaced it)
 * renders nothing instead of unmounting the app, and is asked for again when the part mounts
 * again or the network comes back: the screen beside it loaded, so nothing else would retry.
 */
export function optionalLazy(load: () => Promise<{ default: ComponentType }>): ComponentType {
  let loaded: ComponentType | null = null;
  return function OptionalPart() {
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
  };
}

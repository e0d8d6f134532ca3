import { useEffect, type RefObject } from 'react';
import { keepHome } from './kept-home';

/**
 * What a kept home must not hold: a loading placeholder or figure, a failure to load, or figures
 * the phone kept offline.
 */
const NOT_SETTLED =
  '.card--placeholder, [aria-busy="true"], [data-load-problem], [role="status"] > .alert--info';

/**
 * Keeps home's markup for the next cold start (docs/first-paint.md#kept-home) once it shows live
 * data, half a second after each change: never a placeholder, nor figures kept offline.
 */
export function useKeepHome(
  ref: RefObject<HTMLElement | null>,
  customerId: string,
  language: string,
): void {
  useEffect(() => {
    const main = ref.current;
    if (!main || !customerId) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const save = () => {
      if (!navigator.onLine || main.querySelector(NOT_SETTLED)) return;
      keepHome(customerId, language, main.outerHTML);
    };
    const later = () => {
      clearTimeout(timer);
      timer = setTimeout(save, 500);
    };
    const observer = new MutationObserver(later);
    observer.observe(main, { subtree: true, childList: true, characterData: true });
    later();
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [ref, customerId, language]);
}

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
 * data, half a second after each change or as the page goes, whichever is first: never a
 * placeholder, nor figures kept offline.
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
      timer = undefined;
      if (!navigator.onLine || main.querySelector(NOT_SETTLED)) return;
      keepHome(customerId, language, main.outerHTML);
    };
    const later = () => {
      clearTimeout(timer);
      timer = setTimeout(save, 500);
    };
    // The page goes (a reload, another app, the tab closed) with a save still waiting: it is
    // made now, or the next start would paint home as it was before its last change.
    const leaving = () => {
      if (timer === undefined) return;
      clearTimeout(timer);
      save();
    };
    const hidden = () => {
      if (document.visibilityState === 'hidden') leaving();
    };
    const observer = new MutationObserver(later);
    observer.observe(main, { subtree: true, childList: true, characterData: true });
    later();
    window.addEventListener('pagehide', leaving);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
      window.removeEventListener('pagehide', leaving);
      document.removeEventListener('visibilitychange', hidden);
    };
  }, [ref, customerId, language]);
}

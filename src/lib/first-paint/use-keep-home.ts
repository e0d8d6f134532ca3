import { useEffect, type RefObject } from 'react';
import { keepHome, NOT_KEPT_SELECTOR } from './kept-home';

/**
 * What a kept home must not hold: a loading placeholder or figure, a failure to load, or figures
 * the phone kept offline.
 */
const NOT_SETTLED =
  '.card--placeholder, [aria-busy="true"], [data-load-problem], [role="status"] > .alert--info';

/**
 * Keeps home's markup for the next cold start (docs/first-paint.md#kept-home) once it shows live
 * data, half a second after each change or as the page or home goes, whichever is first: never a
 * placeholder, nor figures kept offline, nor this visit's news.
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
      const copy = main.cloneNode(true) as HTMLElement;
      for (const news of copy.querySelectorAll(NOT_KEPT_SELECTOR)) news.remove();
      keepHome(customerId, language, copy.outerHTML);
    };
    const later = () => {
      clearTimeout(timer);
      // A hidden page's timers may wait, or never run before the phone closes it.
      if (document.visibilityState === 'hidden') return save();
      timer = setTimeout(save, 500);
    };
    // The page goes (a reload, another app, the tab closed) with a save still waiting: it is
    // made now, or the next start would paint home as it was before its last change.
    const leaving = () => {
      if (timer === undefined) return;
      clearTimeout(timer);
      save();
    };
    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden') leaving();
    };
    const observer = new MutationObserver(later);
    observer.observe(main, { subtree: true, childList: true, characterData: true });
    later();
    window.addEventListener('pagehide', leaving);
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      observer.disconnect();
      window.removeEventListener('pagehide', leaving);
      document.removeEventListener('visibilitychange', onVisibilityChange);
      // Home left for another screen with a save waiting: made, from home as it last was. Not when
      // the borrower or language changed and home stays (still in the document): it would be
      // kept under the previous ones.
      if (main.isConnected) clearTimeout(timer);
      else leaving();
    };
  }, [ref, customerId, language]);
}

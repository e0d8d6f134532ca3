import { INTL_LOCALE } from '@contract/language';
import { maskPhone } from '@contract/phone';
import { DEFAULT_PRO_NAME } from '@/config/brand';
import { storedLanguage } from '@/lib/i18n/stored-language';
import { detectAppType } from '@/platform/bridge-detect';
import { containerClassOf, firstViewOf, PRERENDER_SLOTS, storedSession } from './first-view';
import { APP_SCRIPTS_TEMPLATE, templateId } from './document-ids';
import { holdEarlyActions } from './hold-early-actions';
import { readKeptHome } from '@/lib/first-paint/kept-home';

/**
 * The boot script (docs/first-paint.md#boot): a small classic script the document runs before its
 * first paint. It works out, from the address and storage as the app will, which prerendered view
 * the app's first render is, and shows that view's template in the borrower's language, with the
 * phone and the lender's name filled in. When none matches, the page stays empty until the app
 * renders: never a screen that would then be swapped for another, nor a flash of another language.
 */
export function paintFirstView(): boolean {
  const root = document.getElementById('root');
  if (!root || root.firstChild) return false;
  const session = storedSession();
  const language = storedLanguage();
  const first = firstViewOf({
    hashPath: window.location.hash.replace(/^#/, ''),
    userAgent: navigator.userAgent,
    inNativeShell: detectAppType() !== null,
    blockAndroidBrowser: import.meta.env.VITE_BLOCK_ANDROID_BROWSER !== 'false',
    token: session.token,
    customerId: session.customerId,
  });
  const template = first && document.getElementById(templateId(first.view, language));
  if (!first || !(template instanceof HTMLTemplateElement)) return false;
  const view = template.content.cloneNode(true) as DocumentFragment;
  fillSlots(view, {
    [PRERENDER_SLOTS.phone]: maskPhone(session.phone),
    [PRERENDER_SLOTS.proName]: session.proName ?? DEFAULT_PRO_NAME,
  });
  // Home as this borrower last saw it today, if kept, until the live page takes its place
  // (docs/first-paint.md#kept-home). Offline, the app shows what the phone kept, with its date.
  const kept =
    first.view === 'home' && navigator.onLine ? readKeptHome(session.customerId, language) : null;
  const keptMain = kept ? parsedMain(kept) : null;
  const frameMain = view.querySelector('main');
  if (keptMain && frameMain) {
    for (const button of keptMain.querySelectorAll('button')) button.disabled = true;
    keptMain.setAttribute('aria-busy', 'true');
    frameMain.replaceWith(keptMain);
    root.dataset.kept = 'true';
  }
  const container = view.firstElementChild;
  if (container) container.className = containerClassOf(navigator.userAgent);
  document.documentElement.lang = INTL_LOCALE[language];
  root.append(view);
  root.dataset.prerendered = `${first.view}-${language}`;
  holdEarlyActions(root);
  return true;
}

/** How long the app waits for the first paint's report at most. */
const START_AT_THE_LATEST_MS = 3000;

/**
 * Starts the app: its scripts wait in a template of the document. After a painted view, they are
 * fetched once that paint is on screen (its first-contentful-paint entry), so they do not share a
 * weak network with what it needs; with nothing painted, at once. A hidden page paints nothing, so
 * it starts at once too, or as soon as it is hidden; so does a browser that has reported no paint
 * after 3 s.
 *
 * `prepare` is work the app's first render would otherwise do that needs neither its code nor the
 * network (docs/first-paint.md#split-start-up). Once the painted view is on screen it runs just
 * before the scripts are asked for (they follow in the next task, so the two are not one long
 * task): the main thread and the network are idle then, so it runs at its quickest and delays
 * nothing on screen. Otherwise the scripts go first, and it runs in the next task. Whatever it
 * does, the scripts are asked for.
 */
export function startApp(painted: boolean, prepare: () => void = () => {}): void {
  const template = document.getElementById(APP_SCRIPTS_TEMPLATE);
  if (!(template instanceof HTMLTemplateElement)) return;
  let started = false;
  const fetchScripts = () => document.head.append(document.importNode(template.content, true));
  const prepareSafely = () => {
    try {
      prepare();
    } catch {
      // Only a head start: the app does the same work itself.
    }
  };
  const start = (onScreen: boolean) => {
    if (started) return;
    started = true;
    if (onScreen) {
      setTimeout(fetchScripts, 0);
      prepareSafely();
    } else {
      fetchScripts();
      setTimeout(prepareSafely, 0);
    }
  };
  const paintObserved =
    typeof PerformanceObserver === 'function' &&
    (PerformanceObserver.supportedEntryTypes ?? []).includes('paint');
  if (!painted || document.visibilityState === 'hidden') return start(false);
  document.addEventListener('visibilitychange', () => start(false), { once: true });
  // A browser that never reports the paint still starts it.
  setTimeout(() => start(false), START_AT_THE_LATEST_MS);
  if (!paintObserved) {
    requestAnimationFrame(() => setTimeout(() => start(true), 0));
    return;
  }
  new PerformanceObserver((entries, observer) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    setTimeout(() => start(true), 0);
  }).observe({ type: 'paint', buffered: true });
}

function parsedMain(html: string): HTMLElement | null {
  const holder = document.createElement('template');
  holder.innerHTML = html;
  const main = holder.content.firstElementChild;
  return main instanceof HTMLElement && main.tagName === 'MAIN' ? main : null;
}

/** Replaces each marker in the view's text with its value. */
function fillSlots(view: DocumentFragment, values: Record<string, string>): void {
  const walker = document.createTreeWalker(view, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    let text = node.nodeValue ?? '';
    if (!text.includes('{{')) continue;
    for (const [marker, value] of Object.entries(values)) text = text.split(marker).join(value);
    node.nodeValue = text;
  }
}

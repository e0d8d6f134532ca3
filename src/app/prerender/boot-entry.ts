// The boot script's entry: built on its own as a classic script (scripts/prerender-plugin.ts).
import { INTL_LOCALE } from '@contract/language';
import { paintFirstView, startApp } from '@/app/prerender/boot';
import { loadIntlData } from '@/app/prerender/load-intl-data';
import { INTL_WORKER_ATTRIBUTE } from '@/app/prerender/document-ids';
import { warmIntlOffThread } from '@/app/prerender/warm-intl';
import { storedLanguage } from '@/lib/i18n/stored-language';

// Chromium may offer the install before the app's code listens: keep the offer for it
// (docs/install.md#capture).
addEventListener('beforeinstallprompt', (event) => {
  event.preventDefault();
  (window as { bip?: Event }).bip = event;
});

const workerUrl = document.currentScript?.getAttribute(INTL_WORKER_ATTRIBUTE);
let painted = false;
try {
  painted = paintFirstView();
} catch {
  // Whatever fails here, the app renders the page itself.
}
const locale = INTL_LOCALE[storedLanguage()];
// Off the main thread while it paints; on it, between the paint and the app, without a worker.
const warmed = warmIntlOffThread(workerUrl, locale);
startApp(painted, warmed ? undefined : () => loadIntlData(locale));

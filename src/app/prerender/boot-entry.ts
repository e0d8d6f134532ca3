// The boot script's entry: built on its own as a classic script (scripts/prerender-plugin.ts).
import { INTL_LOCALE } from '@contract/language';
import { paintFirstView, startApp } from '@/app/prerender/boot';
import { loadIntlData } from '@/app/prerender/load-intl-data';
import { storedLanguage } from '@/lib/i18n/stored-language';

// Chromium may offer the install before the app's code listens: keep the offer for it
// (docs/install.md#capture).
addEventListener('beforeinstallprompt', (event) => {
  event.preventDefault();
  (window as { bip?: Event }).bip = event;
});

let painted = false;
try {
  painted = paintFirstView();
} catch {
  // Whatever fails here, the app renders the page itself.
}
startApp(painted, () => loadIntlData(INTL_LOCALE[storedLanguage()]));

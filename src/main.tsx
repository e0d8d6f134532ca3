import { createRoot } from 'react-dom/client';
import { INTL_LOCALE } from '@contract/language';
import { appTypeDetected } from '@/lib/core/core-slice';
import { loadMessages } from '@/lib/i18n/load-messages';
import { detectAppType } from '@/platform/bridge-detect';
import { makePersistor, makeStore } from '@/app/store';
import { AppRouter, preloadScreenFor } from '@/app/router';
import { AppProviders } from '@/app/providers';
import '@/ui/styles.css';

// Chromium may offer the install before the lazy start-up code listens: keep the offer for it
// (docs/install.md#capture). Measured; a few bytes of the first load.
addEventListener('beforeinstallprompt', (event) => {
  event.preventDefault();
  (window as { bip?: Event }).bip = event;
});

async function bootstrap(): Promise<void> {
  preloadScreenFor(window.location.hash.replace(/^#/, '').split('?')[0] || '/');
  const store = makeStore();
  const language = store.getState().settings.language;
  document.documentElement.lang = INTL_LOCALE[language];

  // The guard needs the persisted session before the first route is decided.
  const [messages] = await Promise.all([
    loadMessages(language),
    new Promise<void>((resolve) => makePersistor(store, resolve)),
  ]);
  store.dispatch(appTypeDetected(detectAppType()));

  const env = {
    userAgent: navigator.userAgent,
    blockAndroidBrowser: import.meta.env.VITE_BLOCK_ANDROID_BROWSER !== 'false',
  };

  createRoot(document.getElementById('root')!).render(
    <AppProviders store={store} initialMessages={{ language, messages }}>
      <AppRouter env={env} />
    </AppProviders>,
  );

  // The service worker, server config and attribution wait until the first screen is up.
  void import('@/app/start-services').then(({ startConfiguredServices }) =>
    startConfiguredServices(store),
  );
}

void bootstrap();

import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { INTL_LOCALE } from '@contract/language';
import { appTypeDetected } from '@/lib/core/core-slice';
import { loadMessages } from '@/lib/i18n/load-messages';
import { detectAppType } from '@/platform/bridge-detect';
import { makePersistor, makeStore } from '@/app/store';
import { loadFirstScreen, preloadScreenFor } from '@/app/router';
import { AppTree } from '@/app/app-tree';
import { recordNavigation } from '@/app/guard';
import { navigationEffects } from '@/app/root-layout';
import {
  firstViewOf,
  guardTargetOf,
  sameScreenAddress,
  storedSession,
} from '@/app/prerender/first-view';
import { HYDRATED_MARK, HYDRATION_MISMATCH_MARK } from '@/app/prerender/marks';
import { takeTypedInput } from '@/app/prerender/replay-typed-input';
import { catchUpWithAddress } from '@/app/address-catch-up';
import { onFirstScreenCommit } from '@/app/first-screen-commit';
import { releaseEarlyActions } from '@/app/prerender/hold-early-actions';
import { holdDraftsUntil } from '@/lib/drafts/typed-handover';
import '@/ui/styles.css';

const env = {
  userAgent: navigator.userAgent,
  blockAndroidBrowser: import.meta.env.VITE_BLOCK_ANDROID_BROWSER !== 'false',
};

async function bootstrap(): Promise<void> {
  const container = document.getElementById('root')!;
  // The view the boot script painted (`<view>-<language>`), if any (docs/first-paint.md#boot).
  const painted = container.dataset.prerendered;
  // Home as the borrower last saw it, painted instead of home's frame: the code that replaces it
  // with the live page loads meanwhile (docs/first-paint.md#kept-home).
  const keptSwap =
    container.dataset.kept === 'true'
      ? import('@/app/prerender/kept-home-swap').catch(() => null)
      : null;
  // Read before a redirect replaces it: the start URL's `standalone` marker (start-services).
  const launchUrl = window.location.href;
  const hashPath = currentHashPath();
  const appType = detectAppType();
  const store = makeStore();
  const language = store.getState().settings.language;
  const locale = INTL_LOCALE[language];
  document.documentElement.lang = locale;

  // Fetch the first screen while the store rehydrates: where the guard sends the address, as the
  // boot script worked out from the same storage.
  const inNativeShell = appType !== null;
  const early = firstViewOf({ ...env, ...storedSession(), hashPath, inNativeShell });
  const firstPath = early?.redirectTo ?? guardTargetOf(hashPath).pathname;
  // In a task of its own: Vite adds a `<link>` per chunk of the screen, and the modules'
  // evaluation is already a long task (docs/first-paint.md#split-start-up).
  setTimeout(() => preloadScreenFor(firstPath), 0);

  // The guard needs the persisted session before the first route is decided.
  const [messages] = await Promise.all([
    loadMessages(language),
    new Promise<void>((resolve) => makePersistor(store, resolve)),
  ]);
  store.dispatch(appTypeDetected(appType));
  const { token, customerId } = store.getState().core.publicData;
  const first = firstViewOf({ ...env, token, customerId, hashPath, inNativeShell });
  const hydrate =
    first !== null &&
    painted === `${first.view}-${language}` &&
    (await loadFirstScreen(first.redirectTo ?? firstPath, locale).then(
      () => true,
      () => false,
    )) &&
    // A link on the painted page followed meanwhile: the router will render where it went. The
    // same screen under another name (/oqVDsh is /start) is still the painted one.
    sameScreenAddress(currentHashPath(), hashPath);

  // The service worker (and its precache download), server config, attribution and the rest wait
  // until the first screen is up and the browser is idle: none of them is needed to read or use it
  // (docs/first-paint.md#hydration).
  const startServices = () =>
    whenIdle(
      () =>
        void import('@/app/start-services').then(({ startConfiguredServices }) =>
          startConfiguredServices(store, launchUrl),
        ),
    );
  // Inside a native shell only, and at once: the route's footer, refresh and header colour follow
  // from the first screen (docs/bridge.md#flows).
  const startShellSync = () => {
    if (inNativeShell) void import('@/app/shell-sync').then((shell) => shell.startShellSync(store));
  };
  const tree = <AppTree store={store} initialMessages={{ language, messages }} env={env} />;
  // The guard's redirect, done before the router starts so the first render is the painted
  // screen: what it records of the address opened, then the address it sends to.
  const followGuardRedirect = (to: string | null) => {
    if (!to) return;
    recordNavigation(guardTargetOf(hashPath), navigationEffects(store.dispatch));
    // A link followed on the kept home while its swap's code loaded: the borrower goes there.
    if (sameScreenAddress(currentHashPath(), hashPath)) {
      window.history.replaceState(null, '', `#${to}`);
    }
  };
  const swapModule = keptSwap ? await keptSwap : null;
  if (hydrate && swapModule) {
    followGuardRedirect(first.redirectTo);
    // A native shell hears of the route at the first commit; the services wait until the live
    // page is up, so the service worker's downloads do not slow it.
    const onCommit = (run: () => void) =>
      onFirstScreenCommit(() => {
        startShellSync();
        run();
      });
    swapModule.renderOverKeptHome(container, tree, onCommit, startServices);
    return;
  }
  // A kept home cannot be hydrated: without the code that replaces it, the app renders afresh.
  if (hydrate && !keptSwap) {
    followGuardRedirect(first.redirectTo);
    // Once the first screen has hydrated (its fields are the app's), what was typed on the painted
    // page, read at that moment; then, outside React's commit and once that text is in the form's
    // state, the tap held meanwhile (docs/first-paint.md#typed-before-hydration).
    let typedHandedOver = () => {};
    holdDraftsUntil(new Promise<void>((resolve) => (typedHandedOver = resolve)));
    const renderedHash = window.location.hash;
    onFirstScreenCommit(() => {
      catchUpWithAddress(renderedHash);
      startShellSync();
      const replayTyped = takeTypedInput(container);
      setTimeout(() => {
        replayTyped();
        typedHandedOver();
        setTimeout(() => {
          releaseEarlyActions(true);
          performance.mark(HYDRATED_MARK);
          startServices();
        }, 0);
      }, 0);
    });
    // A transition: hydration yields to the browser between components instead of one long task.
    startTransition(() => {
      hydrateRoot(container, tree, {
        onRecoverableError: (error) => {
          performance.mark(HYDRATION_MISMATCH_MARK);
          console.error(error);
        },
      });
    });
  } else {
    // Nothing painted, or not what the app shows first: render it afresh. A tap held on the
    // painted page is dropped with it.
    releaseEarlyActions(false);
    container.replaceChildren();
    delete container.dataset.prerendered;
    const renderedHash = window.location.hash;
    onFirstScreenCommit(() => {
      catchUpWithAddress(renderedHash);
      startShellSync();
      startServices();
    });
    createRoot(container).render(tree);
  }
}

/** The address after the `#`, with its query. */
function currentHashPath(): string {
  return window.location.hash.replace(/^#/, '');
}

/** After the current work, when the browser has nothing else to do (at most a second later). */
function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 1000 });
  else setTimeout(run, 1);
}

// The app could not start (a chunk it needs did not load): the painted page's held taps go, so
// at least its links work; a reload starts again.
bootstrap().catch(() => releaseEarlyActions(false));

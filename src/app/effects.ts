import type { Middleware } from '@reduxjs/toolkit';
import { languageChosen } from '@/lib/i18n/settings-slice';
import { signedIn, signedOut } from '@/lib/core/core-slice';
import { sessionExpired } from '@/lib/api/session-events';
import { writeStorage, STORAGE_KEYS } from '@/lib/storage/web-storage';
import { FLUSH } from 'redux-persist';
import { INTL_LOCALE } from '@contract/language';
import type { CoreState } from '@/lib/core/core-slice';

const bridge = () => import('@/platform/bridge');

/**
 * Side effects of events, in one place: storage, the native shell, the document. Reducers stay
 * pure and screens only dispatch what happened. A plain middleware rather than RTK's listener
 * middleware: these effects need none of its task machinery, and it would cost the first load
 * ~1.5 KB brotli. The bridge's call table loads on first use.
 */
export const effectsMiddleware: Middleware<object, { core: CoreState }> =
  (api) => (next) => (action) => {
    const appType = api.getState().core.publicData.app_type;
    const result = next(action);

    if (languageChosen.match(action)) {
      writeStorage('local', STORAGE_KEYS.language, action.payload);
      document.documentElement.lang = INTL_LOCALE[action.payload];
      void bridge().then(({ nativeBridge }) =>
        nativeBridge.switchLanguage(appType, action.payload),
      );
    } else if (signedIn.match(action)) {
      void bridge().then(({ nativeBridge, reportEvent }) => {
        void nativeBridge.loginSuccess(appType, action.payload);
        reportEvent(appType, 'signIn');
      });
    } else if (signedOut.match(action) || sessionExpired.match(action)) {
      // Sign-out and an ended session both tell the shell and drop every cached server answer
      // of the old user; the API module is loaded already whenever there is a cache to drop.
      // The emptied session is written to storage now rather than on redux-persist's next tick,
      // so a phone that dies right after sign-out does not wake up signed in.
      api.dispatch({ type: FLUSH, result: () => undefined });
      void bridge().then(({ nativeBridge }) => nativeBridge.logoutProcess(appType));
      void import('@/lib/api/base-api').then(({ baseApi }) =>
        api.dispatch(baseApi.util.resetApiState()),
      );
    }
    return result;
  };

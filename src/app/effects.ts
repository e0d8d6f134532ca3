import { isAnyOf, type TypedStartListening } from '@reduxjs/toolkit';
import { languageChosen } from '@/lib/i18n/settings-slice';
import { signedIn, signedOut } from '@/lib/core/core-slice';
import { sessionExpired } from '@/lib/api/session-events';
import { writeStorage, STORAGE_KEYS } from '@/lib/storage/web-storage';
import { INTL_LOCALE } from '@contract/language';
import type { RootState, AppDispatch } from './store';

type StartListening = TypedStartListening<RootState, AppDispatch>;

const bridge = () => import('@/platform/bridge');

/**
 * Side effects of events, in one place: storage, the native shell, the document. Reducers stay
 * pure and the screens only dispatch what happened. The bridge's call table loads on first use.
 */
export function registerEffects(startListening: StartListening): void {
  startListening({
    actionCreator: languageChosen,
    effect: ({ payload }, api) => {
      writeStorage('local', STORAGE_KEYS.language, payload);
      document.documentElement.lang = INTL_LOCALE[payload];
      const appType = api.getState().core.publicData.app_type;
      void bridge().then(({ nativeBridge }) => nativeBridge.switchLanguage(appType, payload));
    },
  });

  startListening({
    actionCreator: signedIn,
    effect: ({ payload }, api) => {
      const appType = api.getState().core.publicData.app_type;
      void bridge().then(({ nativeBridge }) => nativeBridge.loginSuccess(appType, payload));
    },
  });

  // Sign-out and an ended session both drop every cached server answer of the old user.
  startListening({
    matcher: isAnyOf(signedOut, sessionExpired),
    effect: (_action, api) => {
      const appType = api.getState().core.publicData.app_type;
      void bridge().then(({ nativeBridge }) => nativeBridge.logoutProcess(appType));
      // Loaded already whenever there is a cache to drop; importing it is then instant.
      void import('@/lib/api/base-api').then(({ baseApi }) => api.dispatch(baseApi.util.resetApiState()));
    },
  });
}

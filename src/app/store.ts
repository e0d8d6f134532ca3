import { configureStore } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistStore } from 'redux-persist';
import { initialCoreState, type CoreState } from '@/lib/core/core-slice';
import { connectInjection, dynamicMiddleware, rootReducer } from '@/lib/store/root-reducer';
import type { Language } from '@contract/language';
import { effectsMiddleware } from './effects';

export { PERSIST_KEY } from '@/lib/store/root-reducer';

export type RootState = ReturnType<typeof rootReducer>;

/** `language` replaces the stored one (the build prerenders each language: docs/first-paint.md#prerender). */
export function makeStore(preloadedCore?: Partial<CoreState>, language?: Language) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState:
      preloadedCore || language
        ? ({
            ...(preloadedCore ? { core: { ...initialCoreState, ...preloadedCore } } : {}),
            ...(language ? { settings: { language } } : {}),
          } as Partial<RootState>)
        : undefined,
    middleware: (getDefault) =>
      getDefault({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      })
        .prepend(effectsMiddleware)
        .concat(dynamicMiddleware.middleware),
  });
  connectInjection(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

/** Starts persistence; `onRehydrated` runs once the stored core store is back in memory. */
export const makePersistor = (store: AppStore, onRehydrated?: () => void) =>
  persistStore(store, undefined, onRehydrated);

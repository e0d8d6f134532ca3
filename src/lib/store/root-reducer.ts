import {
  combineSlices,
  createAction,
  createDynamicMiddleware,
  type Middleware,
  type Reducer,
} from '@reduxjs/toolkit';
import { persistReducer } from 'redux-persist';
import storage from 'redux-persist/es/storage';
import { coreSlice } from '@/lib/core/core-slice';
import { settingsSlice } from '@/lib/i18n/settings-slice';
import { PERSIST_KEY } from './persist-key';

export { PERSIST_KEY };

/**
 * The store's reducers. Only the small core store is persisted, never the API cache
 * (docs/architecture.md#persist-little). The RTK Query API injects itself here when first imported,
 * so screens that need no server data on first paint (the sign-in page) don't load it before
 * rendering.
 */
export const rootReducer = combineSlices(
  { core: persistReducer({ key: PERSIST_KEY, storage, version: 1 }, coreSlice.reducer) },
  settingsSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();

// Declaration merging: lazily injected slices (the API cache) add their state type here.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const dynamicMiddleware = createDynamicMiddleware();

/** Dispatched after a lazy slice joins, so its initial state exists before its first use. */
export const sliceInjected = createAction<string>('store/sliceInjected');

let dispatchToStore: ((action: ReturnType<typeof sliceInjected>) => unknown) | null = null;

/** The store registers its dispatch here when it is made. */
export function connectInjection(
  dispatch: (action: ReturnType<typeof sliceInjected>) => unknown,
): void {
  dispatchToStore = dispatch;
}

type LazySlice = { reducerPath: string; reducer: Reducer; middleware: Middleware };

/** Adds a lazily loaded slice with its middleware (the RTK Query API) to the running store. */
export function injectLazySlice(slice: LazySlice): void {
  rootReducer.inject(slice as Parameters<typeof rootReducer.inject>[0]);
  dynamicMiddleware.addMiddleware(slice.middleware);
  dispatchToStore?.(sliceInjected(slice.reducerPath));
}

import { combineSlices, createDynamicMiddleware } from '@reduxjs/toolkit';
import { persistReducer } from 'redux-persist';
import storage from 'redux-persist/es/storage';
import { coreSlice } from '@/lib/core/core-slice';
import { settingsSlice } from '@/lib/i18n/settings-slice';

/** The one localStorage key the core store lives under (spec §3). */
export const PERSIST_KEY = 'sulong-core';

/**
 * The store's reducers. Only the spec's small core store is persisted, never the API cache
 * (STYLE.md §5). The RTK Query API injects itself here when first imported, so screens that
 * need no server data on first paint (the sign-in page) don't load it before rendering.
 */
export const rootReducer = combineSlices(
  { core: persistReducer({ key: PERSIST_KEY, storage, version: 1 }, coreSlice.reducer) },
  settingsSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();

// Declaration merging: lazily injected slices (the API cache) add their state type here.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const dynamicMiddleware = createDynamicMiddleware();

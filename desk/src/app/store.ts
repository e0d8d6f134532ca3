import { configureStore } from '@reduxjs/toolkit';
import { deskApi } from '../api/desk-api';

/** Server data only: nothing of the desk is kept on the device (no persistence). */
export function makeDeskStore() {
  return configureStore({
    reducer: { [deskApi.reducerPath]: deskApi.reducer },
    middleware: (getDefault) => getDefault().concat(deskApi.middleware),
    // Passwords, codes, enrolment links and new API keys pass through actions: never into a
    // browser extension's history outside development.
    devTools: import.meta.env.DEV,
  });
}

export type DeskStore = ReturnType<typeof makeDeskStore>;
export type DeskState = ReturnType<DeskStore['getState']>;
export type DeskDispatch = DeskStore['dispatch'];

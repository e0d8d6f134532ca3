import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Language } from '@contract/language';
import { storedLanguage } from './stored-language';

/**
 * The borrower's language. Kept in localStorage `language` (docs/product.md#languages), not in the
 * core store.
 */
export type SettingsState = { language: Language };

export const settingsSlice = createSlice({
  name: 'settings',
  initialState: (): SettingsState => ({ language: storedLanguage() }),
  reducers: {
    languageChosen(state, action: PayloadAction<Language>) {
      state.language = action.payload;
    },
  },
  selectors: {
    selectLanguage: (state) => state.language,
  },
});

export const { languageChosen } = settingsSlice.actions;
export const { selectLanguage } = settingsSlice.selectors;

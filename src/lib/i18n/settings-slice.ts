import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@contract/language';
import { readStorage, STORAGE_KEYS } from '@/lib/storage/web-storage';

/**
 * The borrower's language. Kept in localStorage `language` (docs/product.md#languages), not in the
 * core store.
 */
export type SettingsState = { language: Language };

export function storedLanguage(): Language {
  const value = readStorage('local', STORAGE_KEYS.language);
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

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

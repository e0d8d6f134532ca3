import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@contract/language';
import { readStorage, STORAGE_KEYS } from '@/lib/storage/web-storage';

/**
 * The borrower's language as stored (docs/product.md#languages). The settings slice starts from it,
 * and the boot script picks the prerendered view's language with it.
 */
export function storedLanguage(): Language {
  const value = readStorage('local', STORAGE_KEYS.language);
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/* Zod-free on purpose: the client's first-load path imports this file. */

/** Values stored under localStorage `language` (docs/product.md#languages). */
export const LANGUAGES = ['en', 'ph', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Intl locale for each stored language value: `ph` is Filipino. */
export const INTL_LOCALE: Record<Language, string> = { en: 'en-PH', ph: 'fil-PH', hi: 'hi-IN' };

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

import type { MessageFormatElement } from 'react-intl';
import type { Language } from '@contract/language';

export type CompiledMessages = Record<string, MessageFormatElement[]>;

/**
 * Catalogues compiled to ASTs by the FormatJS CLI (npm run i18n:compile). Each is its own chunk,
 * fetched only for the language in use, and precached by the service worker for offline use.
 */
const loaders: Record<Language, () => Promise<{ default: unknown }>> = {
  en: () => import('../../lang/compiled/en.json'),
  ph: () => import('../../lang/compiled/ph.json'),
  hi: () => import('../../lang/compiled/hi.json'),
};

export async function loadMessages(language: Language): Promise<CompiledMessages> {
  const module = await loaders[language]();
  return module.default as CompiledMessages;
}

import { useEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { INTL_LOCALE, type Language } from '@contract/language';
import { loadMessages, type CompiledMessages } from '@/lib/i18n/load-messages';
import { selectLanguage } from '@/lib/i18n/settings-slice';
import { useAppSelector } from './hooks';

type Loaded = { language: Language; messages: CompiledMessages };

/**
 * Shows the app in the chosen language. While another catalogue loads, the current one stays on
 * screen, so switching never flashes untranslated text.
 */
export function AppIntlProvider({ initial, children }: { initial: Loaded; children: ReactNode }) {
  const language = useAppSelector(selectLanguage);
  const [loaded, setLoaded] = useState<Loaded>(initial);

  useEffect(() => {
    if (language === loaded.language) return;
    let current = true;
    void loadMessages(language).then((messages) => {
      if (current) setLoaded({ language, messages });
    });
    return () => {
      current = false;
    };
  }, [language, loaded.language]);

  return (
    <IntlProvider
      locale={INTL_LOCALE[loaded.language]}
      messages={loaded.messages}
      defaultLocale="en-PH"
      timeZone="Asia/Manila"
    >
      {children}
    </IntlProvider>
  );
}

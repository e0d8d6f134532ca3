import { useEffect, useState, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import type { Language } from '@contract/language';
import type { CompiledMessages } from '@/lib/i18n/load-messages';
import { selectLanguage } from '@/lib/i18n/settings-slice';
import { uiMessages } from '@/ui/ui-messages';
import { useAppSelector } from '@/app/hooks';

/** The documents' own catalogues: long texts that only these screens need. */
const loaders: Record<Language, () => Promise<{ default: unknown }>> = {
  en: () => import('../../lang/compiled/legal-en.json'),
  ph: () => import('../../lang/compiled/legal-ph.json'),
  hi: () => import('../../lang/compiled/legal-hi.json'),
};

type Loaded = { language: Language; messages: CompiledMessages };

/** Adds the legal documents' texts, in the borrower's language, to the app's messages. */
export function LegalMessagesProvider({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const language = useAppSelector(selectLanguage);
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    let current = true;
    void loaders[language]().then((module) => {
      if (current) setLoaded({ language, messages: module.default as CompiledMessages });
    });
    return () => {
      current = false;
    };
  }, [language]);

  if (!loaded) return <p role="status">{intl.formatMessage(uiMessages.loading)}</p>;
  return (
    <IntlProvider
      locale={intl.locale}
      timeZone={intl.timeZone}
      defaultLocale={intl.defaultLocale}
      messages={{ ...(intl.messages as CompiledMessages), ...loaded.messages }}
    >
      {children}
    </IntlProvider>
  );
}

import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import type { CompiledMessages } from '@/lib/i18n/load-messages';
import { uiMessages } from '@/ui/ui-messages';

/** The app's Intl locales (contract/language INTL_LOCALE), which the IntlProvider above carries. */
type Locale = 'en-PH' | 'fil-PH' | 'hi-IN';

/**
 * Catalogues only some screens need (scripts/compile-messages.ts decides which ids go where): the
 * legal documents' long texts and the screens past the first ones (home, the application forms,
 * account, diagnostics). Each is its own chunk per language.
 */
const loaders = {
  legal: {
    'en-PH': () => import('../../lang/compiled/legal-en.json'),
    'fil-PH': () => import('../../lang/compiled/legal-ph.json'),
    'hi-IN': () => import('../../lang/compiled/legal-hi.json'),
  },
  screens: {
    'en-PH': () => import('../../lang/compiled/screens-en.json'),
    'fil-PH': () => import('../../lang/compiled/screens-ph.json'),
    'hi-IN': () => import('../../lang/compiled/screens-hi.json'),
  },
} satisfies Record<string, Record<Locale, () => Promise<{ default: unknown }>>>;

export type MessagesBundle = keyof typeof loaders;

type Loaded = { key: string; messages: CompiledMessages };

/** Catalogues already here, by `${bundle}-${locale}`: a screen opened again shows at once. */
const kept = new Map<string, CompiledMessages>();

function loadBundle(bundle: MessagesBundle, locale: Locale): Promise<CompiledMessages> {
  return loaders[bundle][locale]().then((module) => {
    const messages = module.default as CompiledMessages;
    kept.set(`${bundle}-${locale}`, messages);
    return messages;
  });
}

/**
 * Fetches a catalogue before its screen renders: a prerendered screen must show its text on
 * hydration's first render, not "Loading" (docs/first-paint.md#hydration).
 */
export const preloadMessagesBundle = (bundle: MessagesBundle, locale: string): Promise<unknown> =>
  locale in loaders[bundle] ? loadBundle(bundle, locale as Locale) : Promise.resolve();

/** Adds a bundle's texts, in the borrower's language, to the app's messages for its children. */
export function MessagesBundleProvider({
  bundle,
  children,
}: {
  bundle: MessagesBundle;
  children: ReactNode;
}) {
  const intl = useIntl();
  // The language in use is the one the app's IntlProvider was given.
  const locale: Locale = intl.locale in loaders[bundle] ? (intl.locale as Locale) : 'en-PH';
  const key = `${bundle}-${locale}`;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState<unknown>(null);
  const messages = kept.get(key) ?? (loaded?.key === key ? loaded.messages : undefined);
  const ready = messages !== undefined;

  useEffect(() => {
    if (ready) return;
    let current = true;
    loadBundle(bundle, locale).then(
      (messages) => {
        if (current) setLoaded({ key, messages });
      },
      (error: unknown) => {
        if (current) setFailed(error);
      },
    );
    return () => {
      current = false;
    };
  }, [bundle, locale, key, ready]);

  // Not fetched (offline before the service worker had it): the screen's boundary offers a retry.
  if (failed) throw failed;
  // Until the catalogue of the language in use is here (also right after a language switch).
  if (!messages) return <p role="status">{intl.formatMessage(uiMessages.loading)}</p>;
  return (
    <IntlProvider
      locale={intl.locale}
      timeZone={intl.timeZone}
      defaultLocale={intl.defaultLocale}
      messages={{ ...(intl.messages as CompiledMessages), ...messages }}
    >
      {children}
    </IntlProvider>
  );
}

/** A route module's screen with its catalogue: `export default withMessagesBundle('x', Screen)`. */
export function withMessagesBundle(bundle: MessagesBundle, Screen: ComponentType): ComponentType {
  return function ScreenWithMessages() {
    return (
      <MessagesBundleProvider bundle={bundle}>
        <Screen />
      </MessagesBundleProvider>
    );
  };
}

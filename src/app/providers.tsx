import { StrictMode, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Language } from '@contract/language';
import type { CompiledMessages } from '@/lib/i18n/load-messages';
import { ToastProvider } from '@/ui/toast';
import { AppIntlProvider } from './intl-provider';
import type { AppStore } from './store';

type ProvidersProps = {
  store: AppStore;
  initialMessages: { language: Language; messages: CompiledMessages };
  children: ReactNode;
};

/** Store, language and toast, in the order the screens need them. */
export function AppProviders({ store, initialMessages, children }: ProvidersProps) {
  return (
    <StrictMode>
      <Provider store={store}>
        <AppIntlProvider initial={initialMessages}>
          <ToastProvider>{children}</ToastProvider>
        </AppIntlProvider>
      </Provider>
    </StrictMode>
  );
}

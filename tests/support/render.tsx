import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { makeStore } from '@/app/store';
import type { CoreState } from '@/lib/core/core-slice';
import { ToastProvider } from '@/ui/toast';
import english from '../../src/lang/en.json';

type Options = {
  core?: Partial<CoreState>;
  route?: string;
  locale?: string;
  messages?: Record<string, string>;
};

/** One way to render any component as the app does: store, language, toast and router. */
export function renderWithProviders(ui: ReactElement, options: Options = {}) {
  const store = makeStore(options.core);
  const result = render(
    <Provider store={store}>
      <IntlProvider
        locale={options.locale ?? 'en-PH'}
        // The English catalogue, as the app has it: texts looked up by id (validation messages)
        // resolve as they do in the browser.
        messages={options.messages ?? english}
        timeZone="Asia/Manila"
        // Tests run on default messages; a missing translation is the catalogue test's job.
        onError={() => undefined}
      >
        <ToastProvider>
          <MemoryRouter initialEntries={[options.route ?? '/']}>{ui}</MemoryRouter>
        </ToastProvider>
      </IntlProvider>
    </Provider>,
  );
  return { store, ...result };
}

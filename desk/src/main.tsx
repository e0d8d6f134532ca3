import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { deskRouter } from './app/router';
import { makeDeskStore } from './app/store';
import './desk.css';

// English only (docs/desk.md#client): the messages are their own defaults, so no catalogue is
// loaded and none is missing.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <IntlProvider locale="en-PH" defaultLocale="en-PH" messages={{}}>
      <Provider store={makeDeskStore()}>
        <RouterProvider router={deskRouter} />
      </Provider>
    </IntlProvider>
  </StrictMode>,
);

import { Fragment, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { defineMessages } from '@/lib/i18n/define-messages';
import { selectAppType } from '@/lib/core/core-slice';
import { selectLanguage } from '@/lib/i18n/settings-slice';
import { storageKeys } from '@/lib/storage/web-storage';
import { detectAppType } from '@/platform/bridge-detect';
import { isStandalone, userAgentClass } from '@/platform/device';
import { serviceWorkerStore } from '@/platform/service-worker';
import { Button } from '@/ui/button';
import { useCopy } from '@/ui/use-copy';
import { useAppSelector } from '@/app/hooks';
import { withMessagesBundle } from '@/lib/i18n/messages-bundle-provider';

const messages = defineMessages({
  title: {
    id: 'diagnostics.title',
    defaultMessage: 'Diagnostics',
    description: 'Heading of the /test page for testers',
  },
  lead: {
    id: 'diagnostics.lead',
    defaultMessage:
      'Facts about this app and device for testers and customer service. No personal data is shown.',
    description: 'What the diagnostics page is for',
  },
  version: {
    id: 'diagnostics.version',
    defaultMessage: 'App version',
    description: 'Diagnostics label',
  },
  language: {
    id: 'diagnostics.language',
    defaultMessage: 'Language',
    description: 'Diagnostics label',
  },
  appType: {
    id: 'diagnostics.appType',
    defaultMessage: 'app_type',
    description: 'Diagnostics label: 1 Android, 2 iOS',
  },
  appTypeValue: {
    id: 'diagnostics.appTypeValue',
    defaultMessage:
      '{appType, select, 1 {1 (Android shell)} 2 {2 (iOS shell)} other {none (browser)}}',
    description: 'Which native shell hosts the page',
  },
  bridge: {
    id: 'diagnostics.bridge',
    defaultMessage: 'Native bridge',
    description: 'Diagnostics label',
  },
  yesNo: {
    id: 'diagnostics.yesNo',
    defaultMessage: '{value, select, true {present} other {absent}}',
    description: 'Bridge present or absent',
  },
  serviceWorker: {
    id: 'diagnostics.serviceWorker',
    defaultMessage: 'Service worker',
    description: 'Diagnostics label',
  },
  standalone: {
    id: 'diagnostics.standalone',
    defaultMessage: 'Opened from home screen',
    description: 'Diagnostics label',
  },
  standaloneValue: {
    id: 'diagnostics.standaloneValue',
    defaultMessage: '{value, select, true {yes} other {no}}',
    description: 'Yes or no',
  },
  userAgent: {
    id: 'diagnostics.userAgent',
    defaultMessage: 'Device class',
    description: 'Diagnostics label: user agent class',
  },
  localKeys: {
    id: 'diagnostics.localKeys',
    defaultMessage: 'Local storage keys',
    description: 'Diagnostics label',
  },
  sessionKeys: {
    id: 'diagnostics.sessionKeys',
    defaultMessage: 'Session storage keys',
    description: 'Diagnostics label',
  },
  none: { id: 'diagnostics.none', defaultMessage: '(none)', description: 'Empty list' },
  copy: {
    id: 'diagnostics.copy',
    defaultMessage: 'Copy diagnostics',
    description: 'Button: copy all facts as text',
  },
});

/** /test: a diagnostics page for testers (no login, no personal data). */
function DiagnosticsScreen() {
  const intl = useIntl();
  const copy = useCopy();
  const language = useAppSelector(selectLanguage);
  const appType = useAppSelector(selectAppType);
  const swState = useSyncExternalStore(
    serviceWorkerStore.subscribe,
    serviceWorkerStore.getSnapshot,
  );
  const local = storageKeys('local');
  const session = storageKeys('session');
  const list = (keys: string[]) =>
    keys.length ? keys.join(', ') : intl.formatMessage(messages.none);

  const facts: Array<[string, string]> = [
    [intl.formatMessage(messages.version), __APP_VERSION__],
    [intl.formatMessage(messages.language), language],
    [
      intl.formatMessage(messages.appType),
      intl.formatMessage(messages.appTypeValue, { appType: String(appType) }),
    ],
    [
      intl.formatMessage(messages.bridge),
      intl.formatMessage(messages.yesNo, { value: String(detectAppType() !== null) }),
    ],
    [intl.formatMessage(messages.serviceWorker), swState],
    [
      intl.formatMessage(messages.standalone),
      intl.formatMessage(messages.standaloneValue, { value: String(isStandalone()) }),
    ],
    [intl.formatMessage(messages.userAgent), userAgentClass()],
    [intl.formatMessage(messages.localKeys), list(local)],
    [intl.formatMessage(messages.sessionKeys), list(session)],
  ];

  return (
    <main className="page">
      <h1 className="page__title">{intl.formatMessage(messages.title)}</h1>
      <p className="page__lead">{intl.formatMessage(messages.lead)}</p>
      <section className="card">
        <dl className="facts">
          {facts.map(([label, value]) => (
            <Fragment key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
        </dl>
      </section>
      <Button
        block
        variant="secondary"
        onClick={() => void copy(facts.map(([l, v]) => `${l}: ${v}`).join('\n'))}
      >
        {intl.formatMessage(messages.copy)}
      </Button>
    </main>
  );
}

export default withMessagesBundle('screens', DiagnosticsScreen);

import { useSyncExternalStore } from 'react';
import { FormattedMessage } from 'react-intl';
import { getPending, subscribePending } from '@/lib/outbox/pending-signal';
import { appMessages } from './app-messages';

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/**
 * The "network abnormal" message (docs/errors.md#network-abnormal), shown for as long as the phone
 * is offline, with what waits on the phone to be sent.
 */
export function OfflineBanner() {
  const online = useSyncExternalStore(subscribe, () => navigator.onLine);
  const pending = useSyncExternalStore(subscribePending, getPending);
  if (online) return null;
  return (
    <div className="banner banner--offline" role="status">
      <FormattedMessage {...appMessages.offline} />
      {pending ? (
        <>
          {' '}
          <FormattedMessage {...appMessages.offlinePending} values={{ count: pending }} />
        </>
      ) : null}
    </div>
  );
}

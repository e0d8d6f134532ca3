import { useSyncExternalStore } from 'react';
import { FormattedMessage } from 'react-intl';
import { appMessages } from './app-messages';

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/** The spec's "network abnormal" message, shown for as long as the phone is offline. */
export function OfflineBanner() {
  const online = useSyncExternalStore(subscribe, () => navigator.onLine);
  if (online) return null;
  return (
    <div className="banner banner--offline" role="status">
      <FormattedMessage {...appMessages.offline} />
    </div>
  );
}

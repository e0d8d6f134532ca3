import { useSyncExternalStore } from 'react';
import { FormattedMessage } from 'react-intl';
import { getPending, subscribePending } from '@/lib/outbox/pending-signal';
import { useOnline } from '@/lib/use-online';
import { appMessages } from './app-messages';

/**
 * The "network abnormal" message (docs/errors.md#network-abnormal), shown for as long as the phone
 * is offline, with what waits on the phone to be sent.
 */
export function OfflineBanner() {
  const online = useOnline();
  const pending = useSyncExternalStore(subscribePending, getPending, () => 0);
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

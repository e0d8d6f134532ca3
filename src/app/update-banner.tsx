import { useSyncExternalStore } from 'react';
import { FormattedMessage } from 'react-intl';
import { activateWaitingVersion, serviceWorkerStore } from '@/platform/service-worker';
import { Button } from '@/ui/button';
import { appMessages } from './app-messages';

/** "Update available — reload": the new version waits until the borrower says so. */
export default function UpdateBanner() {
  // Hydration renders what the build did: no banner (docs/first-paint.md#hydration).
  const state = useSyncExternalStore(
    serviceWorkerStore.subscribe,
    serviceWorkerStore.getSnapshot,
    () => null,
  );
  if (state !== 'update-waiting') return null;
  return (
    <div className="banner" role="status">
      <FormattedMessage {...appMessages.updateAvailable} />
      <Button onClick={activateWaitingVersion}>
        <FormattedMessage {...appMessages.updateReload} />
      </Button>
    </div>
  );
}

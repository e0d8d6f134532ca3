import { createContext, useContext, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { errorMessages } from '@/lib/i18n/error-messages';
import { formatManilaTime } from '@/lib/loan/loan-format';
import { useOnline } from '@/lib/use-online';
import { snapshotMessages as m } from './snapshot-messages';

/** Whether the figures of this part of the screen come from the snapshot, not the server. */
const SavedFigures = createContext(false);

/**
 * A part of a screen whose data may be the snapshot (use-snapshot-fallback.ts): with a time, it
 * says "Last updated <Manila date and time>", and the network-abnormal banner when the phone
 * believes it is online (offline, the app's own banner says it: docs/errors.md#network-abnormal);
 * the money actions inside it wait (useMoneyOnline). The tree stays the same either way, so
 * nothing inside loses its state when the network comes and goes.
 */
export function SnapshotScope({
  updatedAt,
  children,
}: {
  updatedAt: number | null;
  children: ReactNode;
}) {
  return (
    <SavedFigures.Provider value={updatedAt !== null}>
      {updatedAt === null ? null : <SnapshotNotice updatedAt={updatedAt} />}
      {children}
    </SavedFigures.Provider>
  );
}

/** The notice alone, where a scope cannot wrap the figures (a list item). */
export function SnapshotNotice({ updatedAt }: { updatedAt: number }) {
  const intl = useIntl();
  const online = useOnline();
  return (
    <div className="stack" role="status">
      {online ? (
        <p className="banner banner--offline">
          {intl.formatMessage(errorMessages.NETWORK_ABNORMAL)}
        </p>
      ) : null}
      <p className="alert alert--info">
        <strong>
          {intl.formatMessage(m.lastUpdated, {
            time: formatManilaTime(intl, new Date(updatedAt).toISOString()),
          })}
        </strong>
        <br />
        {intl.formatMessage(m.savedCopy)}
      </p>
    </div>
  );
}

/**
 * Whether money may move from here (docs/offline.md#never-queued): the phone is online and the
 * figures on screen are live. Offline, or showing the snapshot, the money actions are disabled
 * and say why.
 */
export function useMoneyOnline(): boolean {
  const online = useOnline();
  const saved = useContext(SavedFigures);
  return online && !saved;
}

import { createContext, useContext, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { errorMessages } from '@/lib/i18n/error-messages';
import { formatManilaTime } from '@/lib/loan/loan-format';
import { useOnline } from '@/lib/use-online';
import { Button } from '@/ui/button';
import { uiMessages } from '@/ui/ui-messages';
import { snapshotMessages as m } from './snapshot-messages';

/** Whether the figures of this part of the screen come from the snapshot, not the server. */
const SavedFigures = createContext(false);

type ScopeProps = {
  /** When the figures shown were fetched, while they come from the snapshot; null when live. */
  updatedAt: number | null;
  /** Asks the server again (use-snapshot-fallback.ts `retry`); offered while the phone is online. */
  onRetry?: (() => void) | null;
  children?: ReactNode;
};

/**
 * A part of a screen whose data may be the snapshot (use-snapshot-fallback.ts): with a time, it
 * says "Last updated <Manila date and time>", and, when the phone believes it is online, the
 * network-abnormal banner and "Try again" (offline, the app's own banner says it and the screens
 * ask again when the network returns: docs/errors.md#network-abnormal); the money actions inside
 * it wait (useMoneyWait). The status region is always there, filled when the snapshot shows, so
 * screen readers announce it; the tree stays the same either way, so nothing inside loses its
 * state when the network comes and goes.
 */
export function SnapshotScope({ updatedAt, onRetry, children }: ScopeProps) {
  return (
    <SavedFigures.Provider value={updatedAt !== null}>
      <SnapshotNotice updatedAt={updatedAt} onRetry={onRetry} />
      {children}
    </SavedFigures.Provider>
  );
}

/**
 * The notice alone, where a scope cannot wrap the figures (a list item): an always-mounted
 * status region (visually hidden while empty), filled while `updatedAt` is set.
 */
export function SnapshotNotice({ updatedAt, onRetry }: Omit<ScopeProps, 'children'>) {
  const intl = useIntl();
  const online = useOnline();
  const shown = updatedAt !== null && updatedAt !== undefined;
  return (
    <>
      <div className={shown ? 'stack' : 'visually-hidden'} role="status">
        {shown && online ? (
          <p className="banner banner--offline">
            {intl.formatMessage(errorMessages.NETWORK_ABNORMAL)}
          </p>
        ) : null}
        {shown ? (
          <p className="alert alert--info">
            <strong>
              {intl.formatMessage(m.lastUpdated, {
                time: formatManilaTime(intl, new Date(updatedAt).toISOString()),
              })}
            </strong>
            <br />
            {intl.formatMessage(m.savedCopy)}
          </p>
        ) : null}
      </div>
      {shown && online && onRetry ? (
        <Button variant="secondary" block onClick={onRetry}>
          {intl.formatMessage(uiMessages.retry)}
        </Button>
      ) : null}
    </>
  );
}

/** Why money may not move from here, or null when it may (docs/offline.md#never-queued). */
export type MoneyWait = 'offline' | 'unreachable' | null;

/**
 * Whether money may move from here: the phone is online and the figures on screen are live.
 * Offline, or showing the snapshot while online (Sulong Cash cannot be reached), the money
 * actions are disabled and say which of the two it is (moneyWaitText).
 */
export function useMoneyWait(): MoneyWait {
  const online = useOnline();
  const saved = useContext(SavedFigures);
  if (!online) return 'offline';
  return saved ? 'unreachable' : null;
}

export const useMoneyOnline = (): boolean => useMoneyWait() === null;

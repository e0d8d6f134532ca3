import { useIntl } from 'react-intl';
import { problemText } from '../api/desk-api';
import { Problem } from './field';
import { common } from './messages';

/**
 * A desk list's top: Refresh (nothing polls: docs/desk.md#client), "Loading…" the first time, and
 * the reason it could not be read.
 */
export function ListState({
  query,
  refreshLabel,
}: {
  query: { isFetching: boolean; isLoading: boolean; error?: unknown; refetch: () => unknown };
  refreshLabel: string;
}) {
  const intl = useIntl();
  return (
    <>
      <button
        type="button"
        className="secondary"
        disabled={query.isFetching}
        onClick={() => void query.refetch()}
      >
        {refreshLabel}
      </button>
      {query.isLoading ? <p>{intl.formatMessage(common.loading)}</p> : null}
      <Problem>{problemText(query.error, intl.formatMessage(common.offline))}</Problem>
    </>
  );
}

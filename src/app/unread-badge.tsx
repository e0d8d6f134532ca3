import { useIntl } from 'react-intl';
import { useGetUnreadCountsQuery } from '@/lib/api/messages-api';
import { defineMessages } from '@/lib/i18n/define-messages';

const m = defineMessages({
  unread: {
    id: 'app.tabs.unread',
    defaultMessage: '{count} unread',
    description:
      'Read out after the My account tab: how many messages and announcements are unread (a number badge shows it)',
  },
});

/**
 * The number of unread messages and announcements on the My account tab
 * (docs/messages.md#unread-counts). It loads by itself, after the first paint and only once
 * signed in: the tab bar is part of the first load. Read marks invalidate the counts, so
 * it follows them; it asks again whenever the tab bar appears. The number is drawn over the tab's
 * icon for the eye; in words ("3 unread") it describes the My account link (aria-describedby,
 * so the tab keeps its name) from a polite live region beside it.
 */
export function UnreadBadge() {
  const intl = useIntl();
  const { data } = useGetUnreadCountsQuery(undefined, { refetchOnMountOrArgChange: true });
  const count = data ? data.notify + data.activity : 0;
  return (
    <span id="tabs-unread" className="tabs__unread" aria-live="polite">
      {count > 0 ? (
        <>
          <span className="tabs__badge" aria-hidden="true">
            {count}
          </span>
          <span className="visually-hidden">{intl.formatMessage(m.unread, { count })}</span>
        </>
      ) : null}
    </span>
  );
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { MessageItem, MessageTab } from '@contract/messages/api';
import { MESSAGE_TABS } from '@contract/messages/kinds';
import { PATHS } from '@/config/paths';
import {
  useGetMessagePageQuery,
  useGetUnreadCountsQuery,
  useMarkAllReadMutation,
} from '@/lib/api/messages-api';
import { selectPublicData } from '@/lib/core/core-slice';
import { selectLanguage } from '@/lib/i18n/settings-slice';
import { SnapshotNotice } from '@/lib/snapshot/snapshot-scope';
import { useSnapshotFallback } from '@/lib/snapshot/use-snapshot-fallback';
import { withMessagesBundle } from '@/lib/i18n/messages-bundle-provider';
import { formatManilaDate } from '@/lib/loan/loan-format';
import { useOnline } from '@/lib/use-online';
import { Button } from '@/ui/button';
import { TabList, TabPanel } from '@/ui/tabs';
import { useAppSelector } from '@/app/hooks';
import { messageText } from './message-text';
import { messagesMessages as m } from './messages-messages';
import './messages.css';
import { BackHeader } from '@/ui/back-header';
import { LoadProblem } from '@/ui/load-problem';

/**
 * /msgCenter: the borrower's messages (Notify) and the lender's announcements (Activity), newest
 * first, a page at a time, with unread counts on the tabs (docs/messages.md#tabs).
 */
function MessageCentreScreen() {
  const intl = useIntl();
  const [tab, setTab] = useState<MessageTab>('notify');
  const counts = useGetUnreadCountsQuery(undefined, { refetchOnMountOrArgChange: true });

  return (
    <main className="page">
      <BackHeader fallback={PATHS.my} />
      <h1 className="page__title">{intl.formatMessage(m.title)}</h1>
      <TabList
        tabs={MESSAGE_TABS}
        selected={tab}
        onSelect={setTab}
        label={intl.formatMessage(m.tabsLabel)}
        idPrefix="msg-tab"
      >
        {(name) => {
          const count = counts.data?.[name] ?? 0;
          return (
            <>
              {intl.formatMessage(m[name])}
              {count > 0 ? (
                <span className="msg-tab-count">
                  <span aria-hidden="true">{count}</span>
                  <span className="visually-hidden">
                    {intl.formatMessage(m.unreadCount, { count })}
                  </span>
                </span>
              ) : null}
            </>
          );
        }}
      </TabList>
      <TabPanel idPrefix="msg-tab" selected={tab}>
        <MessageList key={tab} tab={tab} unread={counts.data?.[tab] ?? 0} />
      </TabPanel>
    </main>
  );
}

/** The pages of a tab: the first, then one more per "Load more", each by its cursor. */
function MessageList({ tab, unread }: { tab: MessageTab; unread: number }) {
  const intl = useIntl();
  const online = useOnline();
  const [cursors, setCursors] = useState<Array<string | null>>([null]);
  const [next, setNext] = useState<Record<number, string | null>>({});
  const [markAll, marking] = useMarkAllReadMutation();
  // What the borrower has seen: the first page's newest instant when it arrived.
  const [seenAt] = useState(() => new Date().toISOString());
  const learnNext = useCallback(
    (index: number, cursor: string | null) =>
      setNext((known) => (known[index] === cursor ? known : { ...known, [index]: cursor })),
    [],
  );
  const last = cursors.length - 1;
  const more = next[last];
  // The first page's snapshot time, announced by a notice that is always there above the list
  // (a status region created with its text is not read out: docs/offline.md#snapshot).
  const [saved, setSaved] = useState<{ updatedAt: number | null; canRetry: boolean }>({
    updatedAt: null,
    canRetry: false,
  });
  const retryFirst = useRef<(() => void) | null>(null);
  const learnSaved = useCallback((updatedAt: number | null, retry: (() => void) | null) => {
    retryFirst.current = retry;
    const canRetry = retry !== null;
    setSaved((was) =>
      was.updatedAt === updatedAt && was.canRetry === canRetry ? was : { updatedAt, canRetry },
    );
  }, []);
  return (
    <div className="stack">
      {unread > 0 ? (
        <div className="stack">
          <Button
            variant="secondary"
            disabled={!online || marking.isLoading}
            aria-describedby={online ? undefined : 'msg-mark-all-offline'}
            onClick={() => void markAll({ tab, before: seenAt })}
          >
            {intl.formatMessage(m.markAll)}
          </Button>
          {online ? null : <p id="msg-mark-all-offline">{intl.formatMessage(m.markAllOffline)}</p>}
        </div>
      ) : null}
      <SnapshotNotice
        updatedAt={saved.updatedAt}
        onRetry={saved.canRetry ? () => retryFirst.current?.() : null}
      />
      <ul className="msg-list">
        {cursors.map((cursor, index) => (
          <MessagePageItems
            key={cursor ?? 'first'}
            tab={tab}
            cursor={cursor}
            first={index === 0}
            index={index}
            onNext={learnNext}
            onSaved={index === 0 ? learnSaved : undefined}
          />
        ))}
      </ul>
      {more ? (
        <Button variant="secondary" block onClick={() => setCursors((list) => [...list, more])}>
          {intl.formatMessage(m.loadMore)}
        </Button>
      ) : null}
    </div>
  );
}

function MessagePageItems({
  tab,
  cursor,
  first,
  index,
  onNext,
  onSaved,
}: {
  tab: MessageTab;
  cursor: string | null;
  first: boolean;
  index: number;
  onNext: (index: number, cursor: string | null) => void;
  /** The first page tells the list when it shows the snapshot, and how to ask again. */
  onSaved?: (updatedAt: number | null, retry: (() => void) | null) => void;
}) {
  const intl = useIntl();
  const language = useAppSelector(selectLanguage);
  const args = { tab, cursor, language };
  const page = useGetMessagePageQuery(args, { refetchOnMountOrArgChange: first });
  // Offline, the tab's latest messages as the phone kept them (docs/offline.md#snapshot).
  const { customerId } = useAppSelector(selectPublicData);
  const shown = useSnapshotFallback(page, customerId, 'getMessagePage', args);
  const items = shown.data?.items;
  // A kept first page leads nowhere further: later pages need the network.
  const nextCursor = page.data ? page.data.nextCursor : undefined;
  useEffect(() => {
    if (nextCursor !== undefined) onNext(index, nextCursor);
  }, [index, nextCursor, onNext]);
  const { updatedAt, retry } = shown;
  useEffect(() => onSaved?.(updatedAt, retry), [onSaved, updatedAt, retry]);
  if (!items && (page.isFetching || shown.checking)) {
    return <li className="card card--placeholder" aria-hidden="true" />;
  }
  if (!items) {
    return (
      <LoadProblem
        as="li"
        title={intl.formatMessage(m.loadFailed)}
        error={page.error}
        onRetry={() => void page.refetch()}
      />
    );
  }
  if (first && items.length === 0) {
    return (
      <li className="card">
        <p>{intl.formatMessage(tab === 'notify' ? m.emptyNotify : m.emptyActivity)}</p>
      </li>
    );
  }
  return (
    <>
      {items.map((item) => (
        <li key={item.id}>
          <MessageRow item={item} />
        </li>
      ))}
    </>
  );
}

function MessageRow({ item }: { item: MessageItem }) {
  const intl = useIntl();
  const { title, body } = messageText(intl, item);
  const firstLine = body.split('\n')[0];
  return (
    <Link
      className={`card msg-row${item.readAt ? ' msg-row--read' : ''}`}
      to={`${PATHS.msgDetail}?id=${encodeURIComponent(item.id)}`}
    >
      <span className="msg-row__title">
        {item.readAt ? null : (
          <span className="msg-dot" role="img" aria-label={intl.formatMessage(m.unread)} />
        )}
        {title}
      </span>
      <span className="msg-row__date">{formatManilaDate(intl, item.createdAt)}</span>
      <span className="msg-row__line">{firstLine}</span>
    </Link>
  );
}

export default withMessagesBundle('screens', MessageCentreScreen);

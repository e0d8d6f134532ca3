import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import type { MessageLink } from '@contract/messages/api';
import { PATHS } from '@/config/paths';
import { toApiError } from '@/lib/api/api-error';
import { cachedMessage, useGetMessageQuery } from '@/lib/api/messages-api';
import { selectAppType } from '@/lib/core/core-slice';
import { selectLanguage } from '@/lib/i18n/settings-slice';
import { nativeBridge } from '@/platform/bridge';
import { withMessagesBundle } from '@/lib/i18n/messages-bundle-provider';
import { useErrorText } from '@/lib/i18n/use-error-text';
import { formatManilaTime } from '@/lib/loan/loan-format';
import { Button } from '@/ui/button';
import { useAppSelector } from '@/app/hooks';
import { messageText } from './message-text';
import { messagesMessages as m } from './messages-messages';
import { useReadMark } from './use-read-mark';
import './messages.css';
import { BackHeader } from '@/ui/back-header';

/**
 * /msgDetail?id=…: one message in full, with a way to the screen it is about
 * (docs/messages.md#links). Opening it marks it read, offline too (docs/messages.md#read-marks).
 */
function MessageDetailScreen() {
  const intl = useIntl();
  const errorText = useErrorText();
  // Not useSearchParams: it would bring react-router's search-params code into the first load.
  const id = new URLSearchParams(useLocation().search).get('id') ?? '';
  const language = useAppSelector(selectLanguage);
  // Offline, the list's copy still shows the message.
  const cached = useAppSelector((state) => cachedMessage(state, id));
  const query = useGetMessageQuery({ id, language }, { skip: !id });
  const item = query.data ?? cached;
  const readMark = useReadMark();
  const [queued, setQueued] = useState(false);
  const marked = useRef<string | null>(null);

  useEffect(() => {
    if (!item || marked.current === item.id) return;
    marked.current = item.id;
    void readMark(item).then((where) => setQueued(where === 'queued'));
  }, [item, readMark]);

  const back = (
    <Link className="button button--text" to={PATHS.msgCenter}>
      {intl.formatMessage(m.back)}
    </Link>
  );
  if (!item) {
    const error = toApiError(query.error);
    return (
      <main className="page">
        <BackHeader fallback={PATHS.msgCenter} />
        <h1 className="page__title">{intl.formatMessage(m.detailTitle)}</h1>
        {query.isFetching || (!query.error && id) ? (
          <div className="card card--placeholder" aria-hidden="true" />
        ) : error?.code === 'NOT_FOUND' || !id || error?.code === 'VALIDATION_FAILED' ? (
          <p className="card">{intl.formatMessage(m.notFound)}</p>
        ) : (
          <div className="card stack" role="alert">
            <p>{intl.formatMessage(m.loadOneFailed)}</p>
            <p>{errorText(error)}</p>
            <Button variant="secondary" onClick={() => void query.refetch()}>
              {intl.formatMessage(m.retry)}
            </Button>
          </div>
        )}
        {back}
      </main>
    );
  }
  const { title, body } = messageText(intl, item);
  return (
    <main className="page">
      <BackHeader fallback={PATHS.msgCenter} />
      <h1 className="page__title">{title}</h1>
      <article className="card stack">
        <p className="msg-row__date">{formatManilaTime(intl, item.createdAt)}</p>
        <p className="msg-body">{body}</p>
        {item.link ? <LinkButton link={item.link} /> : null}
      </article>
      {queued ? <p role="status">{intl.formatMessage(m.readQueued)}</p> : null}
      {back}
    </main>
  );
}

/**
 * In the shell, following the link is told to it first (`deepLink`, docs/bridge.md#flows); the app
 * then navigates itself, an outside URL through /triLink's rule and the shell's browser.
 */
function LinkButton({ link }: { link: MessageLink }) {
  const intl = useIntl();
  const label = intl.formatMessage(m.openLink);
  const appType = useAppSelector(selectAppType);
  const tell = () => void nativeBridge.deepLink(appType, 'route' in link ? link.route : link.url);
  if ('route' in link || appType !== null) {
    const to = 'route' in link ? link.route : `/triLink?url=${encodeURIComponent(link.url)}`;
    return (
      <Link className="button button--block" to={to} onClick={appType !== null ? tell : undefined}>
        {label}
      </Link>
    );
  }
  return (
    <a className="button button--block" href={link.url} target="_blank" rel="noopener noreferrer">
      {label}
    </a>
  );
}

export default withMessagesBundle('screens', MessageDetailScreen);

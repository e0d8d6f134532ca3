import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { isAppStoreUrl, linkAllowList, resolveTriLink } from '@contract/links/tri-link';
import type { TriLinkTarget } from '@contract/links/tri-link';
import { PATHS } from '@/config/paths';
import { useGetPublicConfigQuery } from '@/lib/api/public-config-api';
import { selectAppType } from '@/lib/core/core-slice';
import { withMessagesBundle } from '@/lib/i18n/messages-bundle-provider';
import { nativeBridge } from '@/platform/bridge';
import { Button } from '@/ui/button';
import { useAppSelector } from '@/app/hooks';
import { triLinkMessages as m } from './tri-link-messages';

/**
 * /triLink?to=/path… or ?url=https://…: the landing of links from outside the app
 * (docs/navigation.md#tri-link). An in-app route opens at once; an allow-listed URL opens through
 * the shell's browser or store app, or in a browser on a tap (a user gesture, so no popup blocker);
 * anything else is refused and never rendered as a link.
 */
function TriLinkScreen() {
  const intl = useIntl();
  const search = new URLSearchParams(useLocation().search);
  const query = { to: search.get('to'), url: search.get('url') };
  const config = useGetPublicConfigQuery(undefined, { skip: query.url === null });
  const appType = useAppSelector(selectAppType);

  // An outside URL is judged only once the allow-list (the public config) is known.
  const waiting = query.url !== null && !config.data;
  const target: TriLinkTarget | null = waiting
    ? null
    : resolveTriLink(query, config.data ? linkAllowList(config.data) : []);

  if (target?.kind === 'route') return <Navigate to={target.to} replace />;
  if (!target) {
    return (
      <main className="page">
        <h1 className="page__title">{intl.formatMessage(m.openingTitle)}</h1>
        {config.isError ? (
          <div className="card stack" role="alert">
            <p>{intl.formatMessage(m.configFailed)}</p>
            <Button variant="secondary" onClick={() => void config.refetch()}>
              {intl.formatMessage(m.retry)}
            </Button>
          </div>
        ) : (
          <div className="card card--placeholder" aria-hidden="true" />
        )}
        <HomeButton />
      </main>
    );
  }
  if (target.kind === 'refused') {
    return (
      <main className="page">
        <h1 className="page__title">{intl.formatMessage(m.refusedTitle)}</h1>
        <p className="card" role="alert">
          {intl.formatMessage(target.reason === 'notAllowed' ? m.notAllowed : m.malformed)}
        </p>
        <HomeButton />
      </main>
    );
  }
  return appType === null ? (
    <main className="page">
      <h1 className="page__title">{intl.formatMessage(m.externalTitle)}</h1>
      <p className="page__lead">{intl.formatMessage(m.externalBody, { host: target.host })}</p>
      <Button block onClick={() => window.open(target.url, '_blank', 'noopener')}>
        {intl.formatMessage(m.open, { host: target.host })}
      </Button>
      <HomeButton />
    </main>
  ) : (
    <OpenInShell url={target.url} host={target.host} appStoreUrl={config.data?.appStoreUrl ?? ''} />
  );
}

/** In the shell: the store's page in the store app, any other URL in the browser; then done. */
function OpenInShell({
  url,
  host,
  appStoreUrl,
}: {
  url: string;
  host: string;
  appStoreUrl: string;
}) {
  const intl = useIntl();
  const appType = useAppSelector(selectAppType);
  const opened = useRef<string | null>(null);
  useEffect(() => {
    if (opened.current === url) return;
    opened.current = url;
    const open = isAppStoreUrl(url, appStoreUrl)
      ? nativeBridge.openAppLink
      : nativeBridge.openBrowserLink;
    void open(appType, url).then(() => nativeBridge.pageFinish(appType));
  }, [url, appStoreUrl, appType]);
  return (
    <main className="page">
      <h1 className="page__title">{intl.formatMessage(m.externalTitle)}</h1>
      <p className="page__lead" role="status">
        {intl.formatMessage(m.openedInShell, { host })}
      </p>
      <HomeButton />
    </main>
  );
}

/** Home: in the shell its own home first (`goAppHome`, docs/bridge.md#flows), then ours. */
function HomeButton() {
  const intl = useIntl();
  const navigate = useNavigate();
  const appType = useAppSelector(selectAppType);
  return (
    <Button
      block
      variant="secondary"
      onClick={() => {
        void nativeBridge.goAppHome(appType);
        navigate(PATHS.home, { replace: true });
      }}
    >
      {intl.formatMessage(m.home)}
    </Button>
  );
}

export default withMessagesBundle('screens', TriLinkScreen);

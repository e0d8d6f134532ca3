import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import { useGetPublicConfigQuery } from '@/lib/api/public-config-api';
import { selectAppType } from '@/lib/core/core-slice';
import { withMessagesBundle } from '@/lib/i18n/messages-bundle-provider';
import { nativeBridge } from '@/platform/bridge';
import { BackHeader } from '@/ui/back-header';
import { Button } from '@/ui/button';
import { ChatLink, useChatChannels } from '@/ui/chat-links';
import { telHref } from '@/ui/customer-service';
import { ServiceStatus } from '@/ui/service-status';
import { uiMessages } from '@/ui/ui-messages';
import { useTapLock } from '@/ui/use-tap-lock';
import { LoadProblem } from '@/ui/load-problem';
import { useAppSelector } from '@/app/hooks';
import { serviceMessages as m } from './service-messages';

/**
 * /customerService: open or closed now, the hotline, the chat channels and the e-mail addresses
 * (docs/care.md#customer-service-hours, docs/care.md#chat-channels). Inside the native app its own customer-service screen
 * comes first, through the bridge; a browser dials and writes with tel: and mailto: links.
 */
function ServiceScreen() {
  const intl = useIntl();
  const appType = useAppSelector(selectAppType);
  const config = useGetPublicConfigQuery();
  const openInApp = useTapLock(async () => {
    await nativeBridge.openCustomerService(appType);
  });
  const contacts = config.data;
  const chats = useChatChannels(contacts);

  return (
    <main className="page">
      <BackHeader fallback={PATHS.my} />
      <h1 className="page__title">{intl.formatMessage(m.title)}</h1>
      <p className="page__lead">{intl.formatMessage(m.lead)}</p>
      {appType ? (
        <Button block onClick={openInApp}>
          {intl.formatMessage(m.openInApp)}
        </Button>
      ) : null}
      {contacts ? (
        <section className="card stack" aria-labelledby="service-contacts">
          <h2 id="service-contacts" className="visually-hidden">
            {intl.formatMessage(m.title)}
          </h2>
          <ServiceStatus hours={contacts.serviceHours} />
          <a className="button button--secondary button--block" href={telHref(contacts.hotLine)}>
            {intl.formatMessage(m.call, { number: contacts.hotLine })}
          </a>
          {chats.map((chat) => (
            <ChatLink
              key={chat.key}
              className="button button--secondary button--block"
              url={chat.url}
              appType={appType}
            >
              {chat.label}
            </ChatLink>
          ))}
          <a
            className="button button--secondary button--block"
            href={`mailto:${contacts.serviceEmail}`}
          >
            {intl.formatMessage(m.email, { address: contacts.serviceEmail })}
          </a>
          <a
            className="button button--secondary button--block"
            href={`mailto:${contacts.webServiceEmail}`}
          >
            {intl.formatMessage(m.webEmail, { address: contacts.webServiceEmail })}
          </a>
          <p className="field__hint">{intl.formatMessage(m.clockNote)}</p>
        </section>
      ) : config.isFetching ? (
        <p className="card" role="status">
          {intl.formatMessage(uiMessages.loading)}
        </p>
      ) : (
        <LoadProblem
          title={intl.formatMessage(m.loadFailed)}
          error={config.error}
          onRetry={() => void config.refetch()}
        />
      )}
      <Link className="button button--text button--block" to={PATHS.helpCenter}>
        {intl.formatMessage(m.help)}
      </Link>
    </main>
  );
}

export default withMessagesBundle('screens', ServiceScreen);

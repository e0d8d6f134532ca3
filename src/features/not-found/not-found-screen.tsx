import { useIntl } from 'react-intl';
import { defineMessages } from '@/lib/i18n/define-messages';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import { Button } from '@/ui/button';
import { withMessagesBundle } from '@/lib/i18n/messages-bundle-provider';
import { selectAppType } from '@/lib/core/core-slice';
import { nativeBridge } from '@/platform/bridge';
import { useAppSelector } from '@/app/hooks';

const messages = defineMessages({
  title: {
    id: 'notFound.title',
    defaultMessage: 'We could not find this page',
    description: 'Heading for an address that matches no route',
  },
  body: {
    id: 'notFound.body',
    defaultMessage: 'The link may be old or mistyped. Go back, or start again from home.',
    description: 'Explanation on the page-not-found screen',
  },
  back: { id: 'notFound.back', defaultMessage: 'Go back', description: 'Button: previous page' },
  home: { id: 'notFound.home', defaultMessage: 'Go to home', description: 'Button: home page' },
});

/** An address that matches no route (docs/navigation.md#unknown-paths). */
function NotFoundScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  const canGoBack = window.history.length > 1;
  const appType = useAppSelector(selectAppType);
  return (
    <main className="page">
      <h1 className="page__title">{intl.formatMessage(messages.title)}</h1>
      <p className="page__lead">{intl.formatMessage(messages.body)}</p>
      {canGoBack ? (
        <Button block variant="secondary" onClick={() => navigate(-1)}>
          {intl.formatMessage(messages.back)}
        </Button>
      ) : null}
      <Button
        block
        onClick={() => {
          // The shell's own home first, then ours (docs/bridge.md#flows).
          void nativeBridge.goAppHome(appType);
          navigate(PATHS.home);
        }}
      >
        {intl.formatMessage(messages.home)}
      </Button>
    </main>
  );
}

export default withMessagesBundle('screens', NotFoundScreen);

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
    id: 'unavailable.title',
    defaultMessage: 'This page is not available yet',
    description: 'Heading for a route whose screen is still being built',
  },
  body: {
    id: 'unavailable.body',
    defaultMessage: 'We are still building this part of the app. Please check again soon.',
    description: 'Explanation on a not-yet-available page',
  },
  back: { id: 'unavailable.back', defaultMessage: 'Go back', description: 'Button: previous page' },
  home: { id: 'unavailable.home', defaultMessage: 'Go to home', description: 'Button: home page' },
});

/**
 * Routes whose screens later issues build (docs/navigation.md#unavailable-routes), and unknown
 * paths.
 */
function UnavailableScreen() {
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

export default withMessagesBundle('screens', UnavailableScreen);

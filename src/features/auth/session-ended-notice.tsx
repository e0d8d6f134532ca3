import { useIntl } from 'react-intl';
import { defineMessages } from '@/lib/i18n/define-messages';
import { shellFieldsSet } from '@/lib/core/core-slice';
import { withMessagesBundle } from '@/lib/i18n/messages-bundle-provider';
import { Button } from '@/ui/button';
import { focusPageHeading } from '@/ui/focus-page-heading';
import { useAppDispatch } from '@/app/hooks';

const messages = defineMessages({
  text: {
    id: 'session.ended.text',
    defaultMessage: 'Your session ended. Sign in again to continue.',
    description: 'Notice on the sign-in screen after the server ended the session',
  },
  dismiss: {
    id: 'session.ended.dismiss',
    defaultMessage: 'OK',
    description: 'Button: hide the session-ended notice',
  },
});

/**
 * Shown on /start after the server ended the session (`showLoginPopup`,
 * docs/navigation.md#core-store). Its texts load only when it shows.
 */
function SessionEndedNotice() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  return (
    <div className="card stack" role="status">
      <p>{intl.formatMessage(messages.text)}</p>
      <Button
        variant="secondary"
        onClick={(event) => {
          // The notice goes with the focused button: the focus to the page's heading.
          focusPageHeading(event.currentTarget);
          dispatch(shellFieldsSet({ showLoginPopup: false }));
        }}
      >
        {intl.formatMessage(messages.dismiss)}
      </Button>
    </div>
  );
}

export default withMessagesBundle('screens', SessionEndedNotice);

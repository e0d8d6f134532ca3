import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { FEEDBACK_TARGET_DAYS } from '@contract/care/feedback-rules';
import { PATHS } from '@/config/paths';
import { withMessagesBundle } from '@/lib/i18n/messages-bundle-provider';
import { useOnline } from '@/lib/use-online';
import { BackHeader } from '@/ui/back-header';
import { FeedbackForm } from './feedback-form';
import { feedbackMessages as m } from './feedback-messages';
import './feedback.css';
import { TicketDetail } from './ticket-detail';
import { TicketList } from './ticket-list';

/**
 * /feedback (docs/care.md#feedback): the form and "My tickets"; `?ticket=<no>` opens one ticket
 * (a ticketAnswered message links here).
 */
function FeedbackScreen() {
  const intl = useIntl();
  const online = useOnline();
  const ticketNo = new URLSearchParams(useLocation().search).get('ticket');
  return (
    <main className="page">
      <BackHeader fallback={ticketNo ? PATHS.feedback : PATHS.my} />
      <h1 className="page__title">{intl.formatMessage(m.title)}</h1>
      {ticketNo ? (
        <TicketDetail ticketNo={ticketNo} />
      ) : (
        <>
          <p className="page__lead">{intl.formatMessage(m.lead, { days: FEEDBACK_TARGET_DAYS })}</p>
          {online ? null : <p className="alert alert--info">{intl.formatMessage(m.offline)}</p>}
          <FeedbackForm />
          <TicketList />
        </>
      )}
    </main>
  );
}

export default withMessagesBundle('screens', FeedbackScreen);

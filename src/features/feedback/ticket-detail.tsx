import { useIntl } from 'react-intl';
import { LoadProblem } from '@/ui/load-problem';
import { Link } from 'react-router-dom';
import { manilaDate } from '@contract/calendar';
import { PATHS } from '@/config/paths';
import { useGetTicketQuery } from '@/lib/api/care-api';
import { formatManilaDate, formatManilaDay, formatManilaTime } from '@/lib/loan/loan-format';
import { uiMessages } from '@/ui/ui-messages';
import { feedbackMessages as m } from './feedback-messages';

/**
 * One ticket (/feedback?ticket=…): status, the target day (docs/care.md#complaint-target), the
 * answer, the borrower's own text and the status timeline.
 */
export function TicketDetail({ ticketNo }: { ticketNo: string }) {
  const intl = useIntl();
  const query = useGetTicketQuery(ticketNo, { refetchOnMountOrArgChange: true });
  const ticket = query.data;

  if (!ticket) {
    return query.isFetching ? (
      <p className="card" role="status">
        {intl.formatMessage(uiMessages.loading)}
      </p>
    ) : (
      <LoadProblem
        title={intl.formatMessage(m.loadFailed)}
        error={query.error}
        onRetry={() => void query.refetch()}
      >
        <Link className="button button--text button--block" to={PATHS.feedback}>
          {intl.formatMessage(m.allTickets)}
        </Link>
      </LoadProblem>
    );
  }

  const open = ticket.status === 'received' || ticket.status === 'inProgress';
  const late = open && manilaDate(new Date()) > ticket.targetDate;
  const target = formatManilaDay(intl, ticket.targetDate);
  return (
    <article className="stack" aria-labelledby="ticket-title">
      <section className="card stack">
        <h2 id="ticket-title">{intl.formatMessage(m.open, { ticketNo: ticket.ticketNo })}</h2>
        <p>
          <strong>{intl.formatMessage(m.status, { status: ticket.status })}</strong>
        </p>
        <p>{intl.formatMessage(m.categoryName, { category: ticket.category })}</p>
        <p>{intl.formatMessage(m.sentOn, { date: formatManilaDate(intl, ticket.createdAt) })}</p>
        {open ? (
          <p className="alert alert--info">
            {intl.formatMessage(late ? m.late : m.target, { date: target })}
          </p>
        ) : null}
      </section>
      {ticket.answer ? (
        <section className="card stack" aria-labelledby="ticket-answer">
          <h3 id="ticket-answer">{intl.formatMessage(m.answer)}</h3>
          <p style={{ whiteSpace: 'pre-wrap' }}>{ticket.answer}</p>
        </section>
      ) : null}
      <section className="card stack" aria-labelledby="ticket-text">
        <h3 id="ticket-text">{intl.formatMessage(m.yourMessage)}</h3>
        <p style={{ whiteSpace: 'pre-wrap' }}>{ticket.text}</p>
        {ticket.hasScreenshot ? (
          <p className="field__hint">{intl.formatMessage(m.hasScreenshot)}</p>
        ) : null}
      </section>
      <section className="card stack" aria-labelledby="ticket-history">
        <h3 id="ticket-history">{intl.formatMessage(m.history)}</h3>
        <ol className="stack">
          {ticket.events.map((event, index) => (
            <li key={`${event.status}-${index}`}>
              {intl.formatMessage(m.event, {
                status: intl.formatMessage(m.status, { status: event.status }),
                date: formatManilaTime(intl, event.at),
              })}
            </li>
          ))}
        </ol>
      </section>
      <Link className="button button--secondary button--block" to={PATHS.feedback}>
        {intl.formatMessage(m.allTickets)}
      </Link>
    </article>
  );
}

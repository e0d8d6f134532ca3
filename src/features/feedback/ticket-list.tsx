import { useIntl } from 'react-intl';
import { LoadProblem } from '@/ui/load-problem';
import { Link } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import { useGetTicketsQuery } from '@/lib/api/care-api';
import { formatManilaDate } from '@/lib/loan/loan-format';
import { uiMessages } from '@/ui/ui-messages';
import { feedbackMessages as m } from './feedback-messages';

/** The borrower's tickets, newest first, with status and whether answered (docs/care.md#tickets). */
export function TicketList() {
  const intl = useIntl();
  const tickets = useGetTicketsQuery(undefined, { refetchOnMountOrArgChange: true });

  return (
    <section className="stack" aria-labelledby="my-tickets">
      <h2 id="my-tickets">{intl.formatMessage(m.myTickets)}</h2>
      {tickets.data ? (
        tickets.data.tickets.length === 0 ? (
          <p className="card">{intl.formatMessage(m.none)}</p>
        ) : (
          <ul className="stack feedback-list" aria-labelledby="my-tickets">
            {tickets.data.tickets.map((ticket) => (
              <li key={ticket.ticketNo} className="card">
                <Link
                  className="button button--text button--block"
                  to={`${PATHS.feedback}?ticket=${encodeURIComponent(ticket.ticketNo)}`}
                >
                  {intl.formatMessage(m.open, { ticketNo: ticket.ticketNo })}
                </Link>
                <p>
                  <strong>{intl.formatMessage(m.status, { status: ticket.status })}</strong>
                </p>
                <p>
                  {intl.formatMessage(m.sentOn, {
                    date: formatManilaDate(intl, ticket.createdAt),
                  })}
                </p>
                <p className="field__hint">
                  {intl.formatMessage(m.categoryName, { category: ticket.category })}
                </p>
              </li>
            ))}
          </ul>
        )
      ) : tickets.isFetching ? (
        <p className="card" role="status">
          {intl.formatMessage(uiMessages.loading)}
        </p>
      ) : (
        <LoadProblem
          title={intl.formatMessage(m.loadFailed)}
          error={tickets.error}
          onRetry={() => void tickets.refetch()}
        />
      )}
    </section>
  );
}

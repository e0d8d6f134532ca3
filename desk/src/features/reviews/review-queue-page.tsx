import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { manilaDateTime } from '../../ui/date-time';
import { ListState } from '../../ui/list-state';
import { TableRegion } from '../../ui/table-region';
import { useReviewQueueQuery } from './api';
import { reviewText as t } from './messages';
import { REVIEW_REASON_WORDS } from './reason-words';

/**
 * Applications waiting for a person (docs/desk.md#review-queue), oldest first, masked: initials,
 * the customer id and a masked mobile. Read when opened and on Refresh only.
 */
export function ReviewQueuePage() {
  const intl = useIntl();
  const queue = useReviewQueueQuery();
  const rows = queue.data?.applications ?? [];
  return (
    <>
      <h1>{intl.formatMessage(t.queueTitle)}</h1>
      <p>{intl.formatMessage(t.queueIntro)}</p>
      <ListState query={queue} refreshLabel={intl.formatMessage(t.refresh)} />
      {queue.data?.more ? <p>{intl.formatMessage(t.more)}</p> : null}
      {queue.data && rows.length === 0 ? <p role="status">{intl.formatMessage(t.none)}</p> : null}
      {rows.length > 0 ? (
        <TableRegion label={intl.formatMessage(t.queueTitle)}>
          <table>
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage(t.applicant)}</th>
                <th scope="col">{intl.formatMessage(t.phone)}</th>
                <th scope="col">{intl.formatMessage(t.waiting)}</th>
                <th scope="col">{intl.formatMessage(t.why)}</th>
                <th scope="col">{intl.formatMessage(t.score)}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.applicationId}>
                  <td>
                    <Link to={`/reviews/${row.applicationId}`}>
                      {intl.formatMessage(t.open, {
                        initials: row.initials || '—',
                        customer: row.customerId,
                      })}
                    </Link>
                  </td>
                  <td>{row.phoneMasked}</td>
                  <td>{manilaDateTime(intl, row.queuedAt)}</td>
                  <td>
                    {row.reasons
                      .map((reason) => intl.formatMessage(REVIEW_REASON_WORDS[reason]))
                      .join(', ')}
                  </td>
                  <td>{row.score === null ? '—' : `${row.score} / ${row.approveAt ?? '—'}`}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      ) : null}
    </>
  );
}

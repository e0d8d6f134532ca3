import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { formatPesos } from '@/lib/loan/loan-format';
import { problemText } from '../../api/desk-api';
import { manilaDateTime } from '../../ui/date-time';
import { Problem } from '../../ui/field';
import { common } from '../../ui/messages';
import { TableRegion } from '../../ui/table-region';
import { codeWords } from '../../ui/words';
import { useTimelineQuery } from './api';
import { borrowerText as t } from './messages';

/**
 * One borrower's timeline (docs/desk.md#borrowers), newest first: statuses and amounts only.
 * Opening it is a look the server logs; it is not kept once left.
 */
export function BorrowerPage() {
  const intl = useIntl();
  const { customerId = '' } = useParams();
  const timeline = useTimelineQuery(customerId, { refetchOnMountOrArgChange: true });
  const d = timeline.data;
  const detailText = (detail: Record<string, string | number | boolean | null>) =>
    Object.entries(detail)
      .filter(([, value]) => value !== null)
      .map(([key, value]) =>
        typeof value === 'number' && /centavos$/i.test(key)
          ? `${codeWords(key.replace(/centavos$/i, '') || 'amount')}: ${formatPesos(intl, value)}`
          : `${codeWords(key)}: ${
              typeof value === 'boolean'
                ? intl.formatMessage(value ? t.yes : t.no)
                : typeof value === 'string'
                  ? codeWords(value)
                  : String(value)
            }`,
      )
      .join('; ');
  return (
    <>
      <Link className="back" to="/borrowers">
        {intl.formatMessage(t.back)}
      </Link>
      <h1>{intl.formatMessage(t.timelineTitle, { customer: d?.customer.id ?? customerId })}</h1>
      {timeline.isLoading ? <p>{intl.formatMessage(common.loading)}</p> : null}
      <Problem>{problemText(timeline.error, intl.formatMessage(common.offline))}</Problem>
      {d ? (
        <>
          <dl className="facts">
            <div>
              <dt>{intl.formatMessage(t.customer)}</dt>
              <dd>{d.customer.initials || '—'}</dd>
            </div>
            <div>
              <dt>{intl.formatMessage(t.phone)}</dt>
              <dd>{d.customer.phoneMasked}</dd>
            </div>
            <div>
              <dt>{intl.formatMessage(t.since)}</dt>
              <dd>{manilaDateTime(intl, d.customer.since)}</dd>
            </div>
          </dl>
          {d.customer.deleted ? <p>{intl.formatMessage(t.deleted)}</p> : null}
          {d.events.length === 0 ? <p>{intl.formatMessage(t.noEvents)}</p> : null}
          {d.events.length > 0 ? (
            <TableRegion label={intl.formatMessage(t.timelineTitle, { customer: d.customer.id })}>
              <table>
                <thead>
                  <tr>
                    <th scope="col">{intl.formatMessage(t.when)}</th>
                    <th scope="col">{intl.formatMessage(t.what)}</th>
                    <th scope="col">{intl.formatMessage(t.record)}</th>
                    <th scope="col">{intl.formatMessage(t.details)}</th>
                  </tr>
                </thead>
                <tbody>
                  {d.events.map((event, index) => (
                    <tr key={`${event.at}-${index}`}>
                      <td>{manilaDateTime(intl, event.at)}</td>
                      <td>{intl.formatMessage(t[event.type])}</td>
                      <td>{event.type === 'message' ? codeWords(event.ref) : event.ref}</td>
                      <td>{detailText(event.detail)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableRegion>
          ) : null}
        </>
      ) : null}
    </>
  );
}

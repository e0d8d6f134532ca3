import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import type { PayoutDetail } from '@contract/desk/payouts';
import { formatPesos } from '@/lib/loan/loan-format';
import { problemText } from '../../api/desk-api';
import { manilaDateTime } from '../../ui/date-time';
import { Problem } from '../../ui/field';
import { common } from '../../ui/messages';
import { TableRegion } from '../../ui/table-region';
import { codeWords } from '../../ui/words';
import { usePayoutQuery } from './api';
import { HOLD_WORDS } from './hold-words';
import { payoutText as t } from './messages';
import { PayoutActions } from './payout-actions';

/**
 * One order's payout (docs/desk.md#payouts): where it stands and why, the account masked with the
 * other borrowers who use it, every attempt, the history, the requests for a second person, and
 * what the caller may do. Opening it is a look the server logs.
 */
export function PayoutPage() {
  const intl = useIntl();
  const { orderNo = '' } = useParams();
  const payout = usePayoutQuery(orderNo, { refetchOnMountOrArgChange: true });
  const d = payout.data;
  return (
    <>
      <Link className="back" to="/payouts">
        {intl.formatMessage(t.back)}
      </Link>
      <h1>{intl.formatMessage(t.orderTitle, { orderNo })}</h1>
      {payout.isLoading ? <p>{intl.formatMessage(common.loading)}</p> : null}
      <Problem>{problemText(payout.error, intl.formatMessage(common.offline))}</Problem>
      {d ? <PayoutFacts detail={d} /> : null}
      {d ? <PayoutActions detail={d} /> : null}
    </>
  );
}

function PayoutFacts({ detail: d }: { detail: PayoutDetail }) {
  const intl = useIntl();
  const o = d.order;
  const kindWords = (kind: string) =>
    intl.formatMessage(kind === 'payout.release' ? t.kindRelease : t.kindRetry);
  return (
    <>
      <dl className="facts">
        <div>
          <dt>{intl.formatMessage(t.status)}</dt>
          <dd>{codeWords(o.status)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(t.why)}</dt>
          <dd>
            {o.hold.length > 0
              ? o.hold.map((h) => intl.formatMessage(HOLD_WORDS[h])).join(', ')
              : o.failureReason
                ? codeWords(o.failureReason)
                : '—'}
          </dd>
        </div>
        <div>
          <dt>{intl.formatMessage(t.customer)}</dt>
          <dd>
            <Link to={`/borrowers/${o.customerId}`}>
              {o.initials || '—'} ({o.customerId})
            </Link>
          </dd>
        </div>
        <div>
          <dt>{intl.formatMessage(t.mobile)}</dt>
          <dd>{o.phoneMasked}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(t.borrowed)}</dt>
          <dd>{formatPesos(intl, o.amountCentavos)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(t.amount)}</dt>
          <dd>{formatPesos(intl, o.receivedCentavos)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(t.account)}</dt>
          <dd>
            {intl.formatMessage(t.accountShown, {
              payee: o.account.payee,
              account: o.account.accountMasked,
            })}
          </dd>
        </div>
        <div>
          <dt>{intl.formatMessage(t.holder)}</dt>
          <dd>{o.account.holderInitials || '—'}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(t.owners)}</dt>
          <dd>
            {d.accountOwners.length === 0
              ? intl.formatMessage(t.noOwners)
              : d.accountOwners.map((id, index) => (
                  <span key={id}>
                    {index > 0 ? ', ' : ''}
                    <Link to={`/borrowers/${id}`}>{id}</Link>
                  </span>
                ))}
          </dd>
        </div>
      </dl>

      <h2>{intl.formatMessage(t.attempts)}</h2>
      {d.attempts.length === 0 ? (
        <p>{intl.formatMessage(t.noAttempts)}</p>
      ) : (
        <TableRegion label={intl.formatMessage(t.attempts)}>
          <table>
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage(t.attempt)}</th>
                <th scope="col">{intl.formatMessage(t.result)}</th>
                <th scope="col">{intl.formatMessage(t.account)}</th>
                <th scope="col">{intl.formatMessage(t.reference)}</th>
                <th scope="col">{intl.formatMessage(t.created)}</th>
                <th scope="col">{intl.formatMessage(t.answered)}</th>
              </tr>
            </thead>
            <tbody>
              {d.attempts.map((a) => (
                <tr key={a.attempt}>
                  <td>{a.attempt}</td>
                  <td>
                    {codeWords(a.status)}
                    {a.failureReason ? ` (${codeWords(a.failureReason)})` : ''}
                  </td>
                  <td>{a.accountMasked || '—'}</td>
                  <td>{a.reference ?? '—'}</td>
                  <td>{manilaDateTime(intl, a.createdAt)}</td>
                  <td>{a.answeredAt ? manilaDateTime(intl, a.answeredAt) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      )}

      <h2>{intl.formatMessage(t.history)}</h2>
      <TableRegion label={intl.formatMessage(t.history)}>
        <table>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(t.when)}</th>
              <th scope="col">{intl.formatMessage(t.move)}</th>
              <th scope="col">{intl.formatMessage(t.by)}</th>
              <th scope="col">{intl.formatMessage(t.reason)}</th>
            </tr>
          </thead>
          <tbody>
            {d.history.map((e, index) => (
              <tr key={index}>
                <td>{manilaDateTime(intl, e.at)}</td>
                <td>
                  {e.from ? `${codeWords(e.from)} → ` : ''}
                  {codeWords(e.to)}
                </td>
                <td>{codeWords(e.actor)}</td>
                <td>{e.reason ? codeWords(e.reason) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableRegion>

      {d.requests.length > 0 ? (
        <>
          <h2>{intl.formatMessage(t.requests)}</h2>
          <ul className="keys">
            {d.requests.map((r) => (
              <li key={r.id}>
                {intl.formatMessage(t.request, {
                  kind: kindWords(r.kind),
                  maker: r.madeBy.displayName,
                  when: manilaDateTime(intl, r.madeAt),
                  note: r.note,
                  status: r.status,
                  checker: r.decidedBy?.displayName ?? '—',
                })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}

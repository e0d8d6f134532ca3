import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { PAYOUT_DESK_VIEWS } from '@contract/desk/payouts';
import type { PayoutDeskView } from '@contract/desk/payouts';
import { formatPesos } from '@/lib/loan/loan-format';
import { manilaDateTime } from '../../ui/date-time';
import { ListState } from '../../ui/list-state';
import { TableRegion } from '../../ui/table-region';
import { usePayoutsQuery } from './api';
import { HOLD_WORDS, VIEW_WORDS } from './hold-words';
import { payoutText as t } from './messages';

const isView = (value: string | null): value is PayoutDeskView =>
  (PAYOUT_DESK_VIEWS as readonly (string | null)[]).includes(value);

/**
 * The payouts desk (docs/desk.md#payouts): one list per place a payout can be, oldest first,
 * masked. Read when opened and on Refresh only.
 */
export function PayoutsPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const asked = params.get('view');
  const view: PayoutDeskView = isView(asked) ? asked : 'toCheck';
  const list = usePayoutsQuery(view, { refetchOnMountOrArgChange: true });
  const rows = list.data?.orders ?? [];
  const name = intl.formatMessage(VIEW_WORDS[view].name);
  return (
    <>
      <h1>{intl.formatMessage(t.title)}</h1>
      <p>{intl.formatMessage(t.intro)}</p>
      <nav aria-label={intl.formatMessage(t.views)} className="tabs">
        {PAYOUT_DESK_VIEWS.map((v) => (
          <Link key={v} to={`/payouts?view=${v}`} aria-current={v === view ? 'page' : undefined}>
            {intl.formatMessage(VIEW_WORDS[v].name)}
          </Link>
        ))}
      </nav>
      <h2>{name}</h2>
      <p>
        {intl.formatMessage(VIEW_WORDS[view].about, {
          hours: list.data?.stuckAfterHours ?? 24,
        })}
      </p>
      <ListState query={list} refreshLabel={intl.formatMessage(t.refresh)} />
      {list.data?.more ? <p>{intl.formatMessage(t.more)}</p> : null}
      {list.data && rows.length === 0 ? <p role="status">{intl.formatMessage(t.none)}</p> : null}
      {rows.length > 0 ? (
        <TableRegion label={name}>
          <table>
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage(t.order)}</th>
                <th scope="col">{intl.formatMessage(t.borrower)}</th>
                <th scope="col">{intl.formatMessage(t.amount)}</th>
                <th scope="col">{intl.formatMessage(t.account)}</th>
                <th scope="col">{intl.formatMessage(t.why)}</th>
                <th scope="col">{intl.formatMessage(t.since)}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.orderNo}>
                  <td>
                    <Link to={`/payouts/${row.orderNo}`}>{row.orderNo}</Link>
                  </td>
                  <td>
                    {row.initials || '—'} ({row.customerId}), {row.phoneMasked}
                  </td>
                  <td>{formatPesos(intl, row.receivedCentavos)}</td>
                  <td>
                    {intl.formatMessage(t.accountShown, {
                      payee: row.account.payee,
                      account: row.account.accountMasked,
                    })}
                  </td>
                  <td>
                    {row.hold.length > 0
                      ? row.hold.map((h) => intl.formatMessage(HOLD_WORDS[h])).join(', ')
                      : view === 'toCheck'
                        ? intl.formatMessage(t.notHeld)
                        : '—'}
                    {row.pendingRequest ? ` (${intl.formatMessage(t.waitingApproval)})` : ''}
                  </td>
                  <td>{manilaDateTime(intl, row.activeSince ?? row.since)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      ) : null}
    </>
  );
}

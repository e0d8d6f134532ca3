import { useIntl } from 'react-intl';
import { formatPesos } from '@/lib/loan/loan-format';
import { problemText } from '../../api/desk-api';
import { manilaDateTime } from '../../ui/date-time';
import { Problem } from '../../ui/field';
import { common } from '../../ui/messages';
import { useTodayQuery } from './api';
import { todayText as t } from './messages';

/**
 * The desk's first page (docs/desk.md#today): Manila's day at a glance, for everyone signed in.
 * Read when opened and on Refresh: the desk never polls.
 */
export function TodayPage() {
  const intl = useIntl();
  const today = useTodayQuery(undefined, { refetchOnMountOrArgChange: true });
  const d = today.data;
  return (
    <>
      <h1>
        {intl.formatMessage(t.title, {
          // The server's Manila day once read; the laptop's until then (or when it is unreachable).
          day: intl.formatDate(d ? `${d.day}T00:00:00+08:00` : Date.now(), {
            timeZone: 'Asia/Manila',
            dateStyle: 'full',
          }),
        })}
      </h1>
      <button
        type="button"
        className="secondary"
        disabled={today.isFetching}
        onClick={() => void today.refetch()}
      >
        {intl.formatMessage(t.refresh)}
      </button>
      {today.isLoading ? <p>{intl.formatMessage(common.loading)}</p> : null}
      <Problem>{problemText(today.error, intl.formatMessage(common.offline))}</Problem>
      {d ? (
        <dl className="figures">
          <div>
            <dt>{intl.formatMessage(t.applications)}</dt>
            <dd>
              <strong>{intl.formatNumber(d.applicationsWaiting)}</strong>
              <span>
                {d.oldestWaitingSince
                  ? intl.formatMessage(t.oldest, {
                      when: manilaDateTime(intl, d.oldestWaitingSince),
                    })
                  : intl.formatMessage(t.noneWaiting)}
              </span>
            </dd>
          </div>
          {/* Finance's figures: null for the other roles (docs/desk.md#today). */}
          {d.paidOutCentavos !== null && d.payoutsPaid !== null ? (
            <div>
              <dt>{intl.formatMessage(t.paidOut)}</dt>
              <dd>
                <strong>{formatPesos(intl, d.paidOutCentavos)}</strong>
                <span>{intl.formatMessage(t.payouts, { count: d.payoutsPaid })}</span>
              </dd>
            </div>
          ) : null}
          {d.collectedCentavos !== null && d.paymentsPosted !== null ? (
            <div>
              <dt>{intl.formatMessage(t.collected)}</dt>
              <dd>
                <strong>{formatPesos(intl, d.collectedCentavos)}</strong>
                <span>{intl.formatMessage(t.payments, { count: d.paymentsPosted })}</span>
              </dd>
            </div>
          ) : null}
          <div>
            <dt>{intl.formatMessage(t.dueToday)}</dt>
            <dd>
              <strong>{intl.formatNumber(d.dueToday)}</strong>
            </dd>
          </div>
          <div>
            <dt>{intl.formatMessage(t.overdue)}</dt>
            <dd>
              <strong>{intl.formatNumber(d.overdue)}</strong>
            </dd>
          </div>
          <div>
            <dt>{intl.formatMessage(t.tickets)}</dt>
            <dd>
              <strong>{intl.formatNumber(d.ticketsPastTarget)}</strong>
            </dd>
          </div>
        </dl>
      ) : null}
    </>
  );
}

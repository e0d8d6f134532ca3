import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import type { CollectionDetail } from '@contract/desk/collections';
import { formatPesos } from '@/lib/loan/loan-format';
import { problemText } from '../../api/desk-api';
import { manilaDateTime, manilaDay } from '../../ui/date-time';
import { Problem } from '../../ui/field';
import { common } from '../../ui/messages';
import { codeWords } from '../../ui/words';
import { useCollectionQuery } from './api';
import { ContactForm } from './contact-form';
import { collectionText as t } from './messages';

/**
 * One overdue loan (docs/desk.md#collections): what settles it today by part, the reminders sent,
 * every contact noted, and the form to note the next. Opening it is a look the server logs.
 */
export function CollectionPage() {
  const intl = useIntl();
  const { orderNo = '' } = useParams();
  const loan = useCollectionQuery(orderNo, { refetchOnMountOrArgChange: true });
  const d = loan.data;
  return (
    <>
      <Link className="back" to="/collections">
        {intl.formatMessage(t.back)}
      </Link>
      <h1>{intl.formatMessage(t.loanTitle, { orderNo })}</h1>
      {loan.isLoading ? <p>{intl.formatMessage(common.loading)}</p> : null}
      <Problem>{problemText(loan.error, intl.formatMessage(common.offline))}</Problem>
      {d ? <LoanFacts detail={d} /> : null}
      {d ? <ContactForm detail={d} /> : null}
    </>
  );
}

function LoanFacts({ detail: d }: { detail: CollectionDetail }) {
  const intl = useIntl();
  const l = d.loan;
  const money = (centavos: number) => formatPesos(intl, centavos);
  return (
    <>
      <dl className="facts">
        <div>
          <dt>{intl.formatMessage(t.customer)}</dt>
          <dd>
            <Link to={`/borrowers/${l.customerId}`}>
              {l.initials || '—'} ({l.customerId})
            </Link>
          </dd>
        </div>
        <div>
          <dt>{intl.formatMessage(t.mobile)}</dt>
          <dd>{l.phoneMasked}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(t.dueDate)}</dt>
          <dd>{manilaDay(intl, l.dueDate)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(t.daysOverdue)}</dt>
          <dd>{l.daysOverdue}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(t.borrowed)}</dt>
          <dd>{money(l.amountCentavos)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(t.paid)}</dt>
          <dd>{money(l.paidCentavos)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(t.perDay)}</dt>
          <dd>{money(l.perDayCentavos)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(t.promise)}</dt>
          <dd>{l.promisedOn ? manilaDay(intl, l.promisedOn) : '—'}</dd>
        </div>
      </dl>

      <h2>{intl.formatMessage(t.owedParts)}</h2>
      <dl className="facts">
        {(
          [
            [t.principal, l.owed.principalCentavos],
            [t.interest, l.owed.interestCentavos],
            [t.fees, l.owed.feesCentavos],
            [t.lateCharge, l.owed.lateChargeCentavos],
            [t.total, l.owed.totalCentavos],
          ] as const
        ).map(([label, centavos]) => (
          <div key={label.id}>
            <dt>{intl.formatMessage(label)}</dt>
            <dd>{money(centavos)}</dd>
          </div>
        ))}
      </dl>

      <h2>{intl.formatMessage(t.remindersSent)}</h2>
      {d.reminders.length === 0 ? (
        <p>{intl.formatMessage(t.noReminders)}</p>
      ) : (
        <ul className="keys">
          {d.reminders.map((r) => (
            <li key={`${r.kind}-${r.dueDate}`}>
              {intl.formatMessage(t.reminder, {
                kind: codeWords(r.kind),
                dueDate: manilaDay(intl, r.dueDate),
                when: manilaDateTime(intl, r.at),
              })}
            </li>
          ))}
        </ul>
      )}

      <h2>{intl.formatMessage(t.contacts)}</h2>
      {d.contacts.length === 0 ? (
        <p>{intl.formatMessage(t.noContacts)}</p>
      ) : (
        <ul className="keys">
          {d.contacts.map((c, index) => (
            <li key={index}>
              <span>
                {intl.formatMessage(t.contactLine, {
                  when: manilaDateTime(intl, c.at),
                  staff: c.staff,
                  channel: codeWords(c.channel),
                  outcome: codeWords(c.outcome),
                })}
                {c.promisedOn
                  ? `, ${intl.formatMessage(t.promisedLine, { day: manilaDay(intl, c.promisedOn) })}`
                  : ''}
                {c.note ? ` — “${c.note}”` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

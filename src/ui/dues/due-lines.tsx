import { useIntl } from 'react-intl';
import type { LoanDuesView } from '@contract/loan/dues';
import { formatManilaDay, formatPesos } from '@/lib/loan/loan-format';
import { duesMessages as m } from './dues-messages';

/**
 * The two figures a repaying borrower needs (docs/loans.md#dues), never one beside the other's
 * date: what falls due on the due date, with that date, and apart what pays it all off today.
 * On the due date they are one figure; once overdue, since when, what pays it off today and what
 * each further day adds.
 */
export function DueLines({ dues }: { dues: LoanDuesView }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const pesos = (centavos: number) => formatPesos(intl, centavos);
  const date = (day: string) => formatManilaDay(intl, day);
  if (dues.overdue) {
    return (
      <div className="due-lines">
        <p className="due-lines__note due due--overdue">
          {t(m.overdueSince, { date: date(dues.overdue.since) })}
        </p>
        <dl className="due-lines__figures">
          <div className="due-lines__main">
            <dt>{t(m.settlesToday)}</dt>
            <dd>{pesos(dues.today.totalCentavos)}</dd>
          </div>
        </dl>
        {dues.overdue.capReached ? (
          <p className="field__hint">{t(m.capReached)}</p>
        ) : dues.overdue.perDayCentavos > 0 ? (
          <p className="field__hint">
            {t(m.perDay, { amount: pesos(dues.overdue.perDayCentavos) })}
          </p>
        ) : null}
      </div>
    );
  }
  const onDueDate = dues.onDueDate ?? dues.today;
  const dueToday = dues.due?.kind === 'dueToday';
  return (
    <div className="due-lines">
      <dl className="due-lines__figures">
        <div className="due-lines__main">
          <dt>{t(dueToday ? m.dueTodayOn : m.dueOn, { date: date(dues.dueDate) })}</dt>
          <dd>{pesos(onDueDate.totalCentavos)}</dd>
        </div>
        {dueToday ? null : (
          <div className="due-lines__other">
            <dt>{t(m.settlesToday)}</dt>
            <dd>{pesos(dues.today.totalCentavos)}</dd>
          </div>
        )}
      </dl>
      {dueToday ? null : <p className="field__hint">{t(m.earlyCostsLess)}</p>}
    </div>
  );
}

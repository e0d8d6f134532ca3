import { useIntl } from 'react-intl';
import type { RepaymentView } from '@contract/loan/repayment';
import { dueText, formatManilaDay } from '@/lib/loan/loan-format';
import { DueAmounts } from '@/ui/dues/due-amounts';
import { DueLines } from '@/ui/dues/due-lines';
import { duesMessages } from '@/ui/dues/dues-messages';
import { Facts } from '@/ui/facts';
import { repaymentMessages as m } from './repayment-messages';

/**
 * What falls due and what pays the loan off today, and what that is made of — the loan's dues on
 * the server (docs/loans.md#dues, #repayment-screens).
 */
export function OwedToday({ view }: { view: RepaymentView }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { dues } = view;
  return (
    <section className="card stack" aria-labelledby="owed-title">
      <h2 id="owed-title">{t(m.owedTitle)}</h2>
      <p className="repay-status">
        {dues.due ? (
          <strong className={`due due--${dues.due.kind}`}>{dueText(intl, dues.due)}</strong>
        ) : null}
        {dues.partlyPaid ? <span className="badge">{t(m.partlyPaid)}</span> : null}
      </p>
      <Facts rows={[[t(m.orderNo), view.orderNo]]} />
      <DueLines dues={dues} />
      <h3 className="owed__breakdown">{t(duesMessages.settlesToday)}</h3>
      <DueAmounts amounts={dues.today} />
      <p className="field__hint">{t(m.owedAsOf, { date: formatManilaDay(intl, dues.day) })}</p>
    </section>
  );
}

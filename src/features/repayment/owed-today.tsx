import { useIntl } from 'react-intl';
import type { RepaymentView } from '@contract/loan/repayment';
import { dueText, formatManilaDay, formatPesos } from '@/lib/loan/loan-format';
import { Facts, type FactRow } from '@/ui/facts';
import { repaymentMessages as m } from './repayment-messages';

/** What the loan owes today, from its ledger on the server (docs/loans.md#repayment-screens). */
export function OwedToday({ view }: { view: RepaymentView }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const pesos = (centavos: number) => formatPesos(intl, centavos);
  const { balance } = view;
  const rows: FactRow[] = [
    [t(m.orderNo), view.orderNo],
    [t(m.principal), pesos(balance.principalCentavos)],
    [t(m.interest), pesos(balance.interestCentavos)],
    [t(m.fees), pesos(balance.feesCentavos)],
    // Shown only when there are some: a loan paid on time never meets the word.
    ...(balance.penaltyCentavos > 0
      ? [[t(m.lateCharges), pesos(balance.penaltyCentavos)] as FactRow]
      : []),
    [t(m.total), pesos(balance.totalCentavos), true],
    [t(m.dueDate), formatManilaDay(intl, view.dueDate)],
  ];
  return (
    <section className="card" aria-labelledby="owed-title">
      <h2 id="owed-title">{t(m.owedTitle)}</h2>
      <p className="repay-status">
        {view.due ? (
          <strong className={`due due--${view.due.kind}`}>{dueText(intl, view.due)}</strong>
        ) : null}
        {view.partlyPaid ? <span className="badge">{t(m.partlyPaid)}</span> : null}
      </p>
      <Facts rows={rows} />
      <p className="field__hint">{t(m.owedAsOf, { date: formatManilaDay(intl, view.today) })}</p>
    </section>
  );
}

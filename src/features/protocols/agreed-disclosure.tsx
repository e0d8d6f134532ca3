import { useIntl } from 'react-intl';
import { LoadProblem } from '@/ui/load-problem';
import { Link } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import { useGetAgreedDisclosureQuery } from '@/lib/api/care-api';
import {
  formatManilaDay,
  formatManilaTime,
  formatPercent,
  formatPesos,
} from '@/lib/loan/loan-format';
import { uiMessages } from '@/ui/ui-messages';
import { protocolsMessages as m } from './protocols-messages';

/** One extension's disclosure statement exactly as stored when the borrower agreed to it. */
export function AgreedDisclosure({ intentId }: { intentId: string }) {
  const intl = useIntl();
  const query = useGetAgreedDisclosureQuery(intentId);
  const agreed = query.data;
  if (!agreed) {
    return query.isFetching ? (
      <p className="card" role="status">
        {intl.formatMessage(uiMessages.loading)}
      </p>
    ) : (
      <LoadProblem
        title={intl.formatMessage(m.loadFailed)}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const d = agreed.disclosure;
  const pesos = (centavos: number) => formatPesos(intl, centavos);
  const rows: [string, string][] = [
    [intl.formatMessage(m.principal), pesos(d.principalCentavos)],
    [intl.formatMessage(m.days), intl.formatMessage(m.daysValue, { days: d.days })],
    [intl.formatMessage(m.fee), pesos(d.feeCentavos)],
    [intl.formatMessage(m.financeCharge), pesos(d.financeChargeCentavos)],
    [intl.formatMessage(m.repaymentAtDue), pesos(d.repaymentAtDueCentavos)],
    [intl.formatMessage(m.total), pesos(d.totalCentavos)],
    [intl.formatMessage(m.newDueDate), formatManilaDay(intl, d.newDueDate)],
    [intl.formatMessage(m.eir), formatPercent(intl, d.eirPerMonth)],
  ];
  return (
    <section className="card stack" aria-labelledby="agreed-disclosure">
      <h2 id="agreed-disclosure">
        {intl.formatMessage(m.disclosureTitle, { orderNo: agreed.orderNo })}
      </h2>
      <p>{intl.formatMessage(m.agreedAt, { date: formatManilaTime(intl, agreed.agreedAt) })}</p>
      <dl className="facts">
        {rows.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <Link className="button button--secondary button--block" to={PATHS.protocols}>
        {intl.formatMessage(m.allDocuments)}
      </Link>
    </section>
  );
}

import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { PAYMENT_KINDS, type RepaymentKind } from '@contract/loan/repayment-options';
import { PATHS } from '@/config/paths';
import { toApiError } from '@/lib/api/api-error';
import { useGetRepaymentQuery } from '@/lib/api/repayment-api';
import { useErrorText } from '@/lib/i18n/use-error-text';
import { Button } from '@/ui/button';
import { recordPath } from './intent-result';
import { intentMessages } from './intent-messages';
import { LiveIntentCard } from './live-intent-card';
import { LoanTimeline } from './loan-timeline';
import { OwedToday } from './owed-today';
import { PayForm } from './pay-form';
import { repaymentMessages as m } from './repayment-messages';

export const asWay = (value: string | null): RepaymentKind | null =>
  (PAYMENT_KINDS as readonly (string | null)[]).includes(value) ? (value as RepaymentKind) : null;

/**
 * The repayment detail (docs/loans.md#repayment-screens): what the loan owes today, its timeline,
 * then either the payment in progress or the choice of how and where to pay.
 */
export function RepaymentDetail({ orderId, way }: { orderId: string; way: RepaymentKind | null }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const errorText = useErrorText();
  const repayment = useGetRepaymentQuery(orderId, { refetchOnMountOrArgChange: true });
  const refetch = () => void repayment.refetch();
  if (repayment.isLoading) return <div className="card card--placeholder" aria-hidden="true" />;
  const view = repayment.data;
  if (!view) {
    const error = toApiError(repayment.error);
    const missing = error?.code === 'NOT_FOUND' || error?.code === 'VALIDATION_FAILED';
    return (
      <section className="card stack" role="alert">
        <p>{missing ? t(m.notFound) : t(m.loadFailed)}</p>
        {missing ? null : (
          <>
            <p>{errorText(error)}</p>
            <Button variant="secondary" onClick={refetch}>
              {t(m.retry)}
            </Button>
          </>
        )}
      </section>
    );
  }
  const orderLink = (
    <Link
      className="button button--text"
      to={`${PATHS.order}?order=${encodeURIComponent(orderId)}`}
    >
      {t(m.loanDetails)}
    </Link>
  );
  if (view.status !== 'repaying') {
    return (
      <section className="card stack" role="status">
        <p>{t(view.status === 'settled' ? m.settled : m.closed)}</p>
        <Link className="button button--secondary button--block" to={recordPath(orderId)}>
          {t(intentMessages.record)}
        </Link>
        {orderLink}
      </section>
    );
  }
  return (
    <>
      <OwedToday view={view} />
      <LoanTimeline points={view.timeline} />
      {view.liveIntent ? (
        <LiveIntentCard intent={view.liveIntent} />
      ) : (
        <PayForm view={view} initialWay={way} refetch={refetch} />
      )}
      <nav className="stack" aria-label={t(m.loanDetails)}>
        <Link className="button button--text" to={recordPath(orderId)}>
          {t(intentMessages.record)}
        </Link>
        {orderLink}
      </nav>
    </>
  );
}

import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { ErrorCode } from '@contract/error-codes';
import { PAYMENT_KINDS, type RepaymentKind } from '@contract/loan/repayment-options';
import { toApiError } from '@/lib/api/api-error';
import { useGetRepaymentQuery } from '@/lib/api/repayment-api';
import { selectPublicData } from '@/lib/core/core-slice';
import { SnapshotScope } from '@/lib/snapshot/snapshot-scope';
import { useSnapshotFallback } from '@/lib/snapshot/use-snapshot-fallback';
import { useAppSelector } from '@/app/hooks';
import { recordPath } from './intent-result';
import { intentMessages } from './intent-messages';
import { LiveIntentCard } from './live-intent-card';
import { LoanEnded, OrderLink, type LoanEnd } from './loan-ended';
import { LoanTimeline } from './loan-timeline';
import { OwedToday } from './owed-today';
import { PayForm } from './pay-form';
import { repaymentMessages as m } from './repayment-messages';
import { LoadProblem } from '@/ui/load-problem';

const ENDS: Partial<Record<ErrorCode, LoanEnd>> = {
  LOAN_SETTLED: 'settled',
  LOAN_CANCELLED: 'cancelled',
};

export const asWay = (value: string | null): RepaymentKind | null =>
  (PAYMENT_KINDS as readonly (string | null)[]).includes(value) ? (value as RepaymentKind) : null;

/**
 * The repayment detail (docs/loans.md#repayment-screens): what the loan owes today, its timeline,
 * then either the payment in progress or the choice of how and where to pay.
 */
export function RepaymentDetail({ orderId, way }: { orderId: string; way: RepaymentKind | null }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const repayment = useGetRepaymentQuery(orderId, { refetchOnMountOrArgChange: true });
  const refetch = () => void repayment.refetch();
  // Offline, what the loan owed when the phone last saw it; Pay waits (docs/offline.md#snapshot).
  const { customerId } = useAppSelector(selectPublicData);
  const shown = useSnapshotFallback(repayment, customerId, 'getRepayment', orderId);
  const view = shown.data;
  // The scope (and its status region) stays mounted, so the notice is announced when it fills.
  const scoped = (content: ReactNode) => (
    <SnapshotScope updatedAt={shown.updatedAt} onRetry={shown.retry}>
      {content}
    </SnapshotScope>
  );
  if (!view && (repayment.isLoading || shown.checking)) {
    return scoped(<div className="card card--placeholder" aria-hidden="true" />);
  }
  if (!view) {
    const error = toApiError(repayment.error);
    // The view refuses a settled or cancelled loan: that is where the loan ended, not a failure.
    const end = error ? ENDS[error.code] : undefined;
    if (end) return scoped(<LoanEnded end={end} orderId={orderId} />);
    const missing = error?.code === 'NOT_FOUND' || error?.code === 'VALIDATION_FAILED';
    if (!missing) {
      return scoped(
        <LoadProblem
          as="section"
          title={t(m.loadFailed)}
          error={repayment.error}
          onRetry={refetch}
        />,
      );
    }
    return scoped(
      <section className="card stack" role="alert">
        <p>{t(m.notFound)}</p>
      </section>,
    );
  }
  if (view.status !== 'repaying') {
    const end = view.status === 'settled' || view.status === 'cancelled' ? view.status : 'closed';
    return scoped(<LoanEnded end={end} orderId={orderId} />);
  }
  return scoped(
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
        <OrderLink orderId={orderId} />
      </nav>
    </>,
  );
}

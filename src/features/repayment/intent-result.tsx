import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { IntentView } from '@contract/loan/repayment';
import { CHANNEL_GROUP } from '@contract/loan/repayment-options';
import { PATHS } from '@/config/paths';
import { toApiError } from '@/lib/api/api-error';
import { useGetRepaymentIntentQuery } from '@/lib/api/repayment-api';
import { selectAppType } from '@/lib/core/core-slice';
import { formatManilaDay } from '@/lib/loan/loan-format';
import { reportEventOnce } from '@/platform/shell-events';
import { useAppSelector } from '@/app/hooks';
import { intentMessages as m } from './intent-messages';
import { LiveIntentCard } from './live-intent-card';
import { Receipt } from './receipt';
import { repaymentMessages } from './repayment-messages';
import { LoadProblem } from '@/ui/load-problem';
import { InstallOffer } from '@/lib/install/install-offer';

/**
 * How long to wait before asking again while the payment is pending: soon at first (most e-wallet
 * payments confirm within seconds), then less often, never more than every 30 s.
 */
export const POLL_BACKOFF_MS = [2000, 3000, 5000, 8000, 13_000, 21_000, 30_000] as const;

/** The page of one payment (docs/loans.md#repayment-screens): where the checkout returns. */
export const intentPath = (orderId: string, intentId: string) =>
  `${PATHS.repaidDetail}?orderId=${encodeURIComponent(orderId)}&intent=${encodeURIComponent(intentId)}`;

export const recordPath = (orderId?: string) =>
  `${PATHS.repaidDetail}?view=record${orderId ? `&orderId=${encodeURIComponent(orderId)}` : ''}`;

/**
 * Back from the checkout (`?orderId=…&intent=<id>`): in progress while the provider has not
 * confirmed (asked again with backoff), then success with the receipt or failure with its reason
 * and a way to try again (docs/loans.md#repayment-screens). The server's word only: what the
 * checkout said in the address is not trusted.
 */
export function IntentResult({ intentId }: { intentId: string }) {
  const intl = useIntl();
  const intent = useGetRepaymentIntentQuery(intentId, { refetchOnMountOrArgChange: true });
  const pending = intent.data?.status === 'pending';
  const [attempt, setAttempt] = useState(0);
  const refetch = useRef(intent.refetch);
  useLayoutEffect(() => {
    refetch.current = intent.refetch;
  });

  useEffect(() => {
    if (!pending) return;
    const delay = POLL_BACKOFF_MS[Math.min(attempt, POLL_BACKOFF_MS.length - 1)];
    const timer = setTimeout(() => {
      setAttempt((n) => n + 1);
      void refetch.current();
    }, delay);
    return () => clearTimeout(timer);
  }, [pending, attempt]);

  // A confirmed payment is the shell's `repayment` event (docs/bridge.md#flows), once per payment.
  const appType = useAppSelector(selectAppType);
  const succeeded = intent.data?.status === 'succeeded';
  useEffect(() => {
    if (succeeded) reportEventOnce(appType, 'repayment', intentId);
  }, [succeeded, appType, intentId]);

  if (intent.isLoading) return <div className="card card--placeholder" aria-hidden="true" />;
  if (!intent.data) {
    const error = toApiError(intent.error);
    const missing = error?.code === 'NOT_FOUND' || error?.code === 'VALIDATION_FAILED';
    if (!missing) {
      return (
        <LoadProblem as="section" error={intent.error} onRetry={() => void intent.refetch()} />
      );
    }
    return (
      <section className="card stack" role="alert">
        <p>{intl.formatMessage(m.notFound)}</p>
      </section>
    );
  }
  const view = intent.data;
  // Over the counter the borrower has yet to go to the store: nothing is "being confirmed".
  const atStore = CHANNEL_GROUP[view.channel] === 'overTheCounter';
  return (
    <div aria-live="polite" className="stack">
      {view.status === 'pending' ? (
        <LiveIntentCard
          intent={view}
          title={intl.formatMessage(atStore ? m.otcPendingTitle : m.pendingTitle)}
        >
          <p role="status">{intl.formatMessage(atStore ? m.otcPendingBody : m.pendingBody)}</p>
        </LiveIntentCard>
      ) : view.status === 'succeeded' ? (
        <Success intent={view} />
      ) : (
        <Failure intent={view} />
      )}
      {view.status === 'succeeded' ? <InstallOffer withBonus={false} /> : null}
    </div>
  );
}

function Success({ intent }: { intent: IntentView }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const receipt = intent.receipt;
  const outcome = !receipt
    ? null
    : receipt.settled
      ? t(m.settledBody)
      : receipt.newDueDate
        ? t(m.extendedBody, { date: formatManilaDay(intl, receipt.newDueDate) })
        : t(m.stillOwedBody);
  return (
    <section
      className="card stack repay-result repay-result--success"
      aria-labelledby="result-title"
    >
      <h2 id="result-title">{t(m.successTitle)}</h2>
      {outcome ? <p>{outcome}</p> : null}
      {receipt ? (
        <>
          <h3>{t(m.receiptTitle)}</h3>
          <Receipt receipt={receipt} />
        </>
      ) : null}
      <Links orderId={intent.orderId} />
    </section>
  );
}

function Failure({ intent }: { intent: IntentView }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const reason = intent.failureReason ?? intent.status;
  const retry = `${PATHS.repaidDetail}?orderId=${encodeURIComponent(intent.orderId)}&way=${intent.kind}`;
  return (
    <section
      className="card stack repay-result repay-result--failed"
      aria-labelledby="result-title"
    >
      <h2 id="result-title">{t(m.failedTitle)}</h2>
      <p className="alert" role="alert">
        {t(m.reason, { reason })}
      </p>
      <Link className="button button--block" to={retry} replace>
        {t(m.tryAgain)}
      </Link>
      <Links orderId={intent.orderId} />
    </section>
  );
}

function Links({ orderId }: { orderId: string }) {
  const intl = useIntl();
  return (
    <div className="stack">
      <Link className="button button--secondary button--block" to={PATHS.home}>
        {intl.formatMessage(repaymentMessages.backHome)}
      </Link>
      <Link className="button button--text" to={recordPath(orderId)}>
        {intl.formatMessage(m.record)}
      </Link>
    </div>
  );
}

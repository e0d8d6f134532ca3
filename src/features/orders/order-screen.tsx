import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import { toApiError } from '@/lib/api/api-error';
import { withMessagesBundle } from '@/lib/i18n/messages-bundle-provider';
import { useGetOrderQuery } from '@/lib/api/loan-api';
import { selectPublicData } from '@/lib/core/core-slice';
import { SnapshotScope } from '@/lib/snapshot/snapshot-scope';
import { useSnapshotFallback } from '@/lib/snapshot/use-snapshot-fallback';
import { useAppSelector } from '@/app/hooks';
import { OrderDetail } from './order-detail';
import { orderMessages as m } from './order-messages';
import { ordersMessages } from './orders-messages';
import './orders.css';
import { LoadProblem } from '@/ui/load-problem';

/** /bill?order=<id>: one loan order in full, its documents and its history. */
function OrderScreen() {
  const intl = useIntl();
  const id = new URLSearchParams(useLocation().search).get('order') ?? '';
  const order = useGetOrderQuery(id, { skip: !id, refetchOnMountOrArgChange: true });
  // Offline, the order as the phone kept it (docs/offline.md#snapshot).
  const { customerId } = useAppSelector(selectPublicData);
  const shown = useSnapshotFallback(order, customerId, 'getOrder', id);
  const data = shown.data;
  const error = toApiError(order.error);
  const missing = !id || error?.code === 'NOT_FOUND' || error?.code === 'VALIDATION_FAILED';
  return (
    <main className="page order-detail">
      <header className="page__header">
        <Link className="button button--text" to={PATHS.orders}>
          {intl.formatMessage(m.back)}
        </Link>
      </header>
      <h1 className="page__title">{intl.formatMessage(m.title)}</h1>
      {!data && (order.isLoading || shown.checking) ? (
        <div className="card card--placeholder" aria-hidden="true" />
      ) : null}
      {missing ? (
        <p className="alert" role="alert">
          {intl.formatMessage(m.notFound)}
        </p>
      ) : null}
      {error && !missing && !data && !shown.checking ? (
        <LoadProblem as="section" error={order.error} onRetry={() => void order.refetch()} />
      ) : null}
      <SnapshotScope updatedAt={shown.updatedAt} onRetry={shown.retry}>
        {data ? <OrderDetail order={data} /> : null}
      </SnapshotScope>
      {data && (data.status === 'repaying' || data.status === 'settled') ? (
        <nav className="card stack" aria-label={intl.formatMessage(ordersMessages.repayLinks)}>
          <Link
            className="button button--secondary button--block"
            to={`${PATHS.repaidDetail}?view=record&orderId=${encodeURIComponent(data.id)}`}
          >
            {intl.formatMessage(ordersMessages.paymentRecord)}
          </Link>
        </nav>
      ) : null}
    </main>
  );
}

export default withMessagesBundle('screens', OrderScreen);

import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import { toApiError } from '@/lib/api/api-error';
import { withMessagesBundle } from '@/lib/i18n/messages-bundle-provider';
import { useGetOrderQuery } from '@/lib/api/loan-api';
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
      {order.isLoading ? <div className="card card--placeholder" aria-hidden="true" /> : null}
      {missing ? (
        <p className="alert" role="alert">
          {intl.formatMessage(m.notFound)}
        </p>
      ) : null}
      {error && !missing && !order.data ? (
        <LoadProblem as="section" error={order.error} onRetry={() => void order.refetch()} />
      ) : null}
      {order.data ? <OrderDetail order={order.data} /> : null}
      {order.data && (order.data.status === 'repaying' || order.data.status === 'settled') ? (
        <nav className="card stack" aria-label={intl.formatMessage(ordersMessages.repayLinks)}>
          {order.data.status === 'repaying' ? (
            <Link
              className="button button--block"
              to={`${PATHS.repaidDetail}?orderId=${encodeURIComponent(order.data.id)}`}
            >
              {intl.formatMessage(ordersMessages.repay)}
            </Link>
          ) : null}
          <Link
            className="button button--secondary button--block"
            to={`${PATHS.repaidDetail}?view=record&orderId=${encodeURIComponent(order.data.id)}`}
          >
            {intl.formatMessage(ordersMessages.paymentRecord)}
          </Link>
        </nav>
      ) : null}
    </main>
  );
}

export default withMessagesBundle('screens', OrderScreen);

import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import { withMessagesBundle } from '@/lib/i18n/messages-bundle-provider';
import { IntentResult } from './intent-result';
import { RepaymentDetail, asWay } from './repayment-detail';
import { RepaymentRecord } from './repayment-record';
import { repaymentMessages as m } from './repayment-messages';
import './repayment.css';

/**
 * /repaidDetail (docs/loans.md#repayment-screens), three pages by their address:
 * `?orderId=…&way=full|extension|part` the repayment detail; `?orderId=…&intent=<id>` back from
 * the checkout; `?view=record` (optionally `&orderId=…`) the payments of the last 3 months.
 */
function RepaymentScreen() {
  const intl = useIntl();
  const params = new URLSearchParams(useLocation().search);
  const orderId = params.get('orderId');
  const intentId = params.get('intent');
  const record = params.get('view') === 'record';
  const title = record ? m.recordTitle : intentId ? m.resultTitle : m.title;
  return (
    <main className="page repayment">
      <header className="page__header">
        <Link className="button button--text" to={PATHS.home}>
          {intl.formatMessage(m.backHome)}
        </Link>
      </header>
      <h1 className="page__title">{intl.formatMessage(title)}</h1>
      {record ? (
        <RepaymentRecord orderId={orderId} />
      ) : intentId ? (
        <IntentResult key={intentId} intentId={intentId} />
      ) : orderId ? (
        <RepaymentDetail key={orderId} orderId={orderId} way={asWay(params.get('way'))} />
      ) : (
        <p className="alert" role="alert">
          {intl.formatMessage(m.notFound)}
        </p>
      )}
    </main>
  );
}

export default withMessagesBundle('screens', RepaymentScreen);

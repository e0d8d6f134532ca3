import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { OrderSummary } from '@contract/loan/api';
import { LOAN_TABS, type LoanTab } from '@contract/loan/order-states';
import { PATHS } from '@/config/paths';
import { loanTabChosen, selectLoanTabType } from '@/lib/core/core-slice';
import { withMessagesBundle } from '@/lib/i18n/messages-bundle-provider';
import { TabList, TabPanel } from '@/ui/tabs';
import { LoadProblem } from '@/ui/load-problem';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useGetLoanHomeQuery, useGetOrdersQuery } from '@/lib/api/loan-api';
import { dueText, formatManilaDate, formatManilaDay, formatPesos } from '@/lib/loan/loan-format';
import { statusMessages } from './order-status-messages';
import { ordersMessages as m } from './orders-messages';
import './orders.css';

const TABS: readonly LoanTab[] = ['current', 'history'];

/**
 * /billIndex: the loan orders, current and history (docs/loans.md#loan-tab). Opens on the current
 * loan when there is one, otherwise on the tab kept in the core store (history by default), and
 * keeps the borrower's last choice there.
 */
function OrdersScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const stored: LoanTab =
    useAppSelector(selectLoanTabType) === LOAN_TABS.current ? 'current' : 'history';
  const home = useGetLoanHomeQuery();
  const [chosen, setChosen] = useState<LoanTab | null>(null);
  const tab: LoanTab = chosen ?? (home.data?.currentOrder ? 'current' : stored);
  // Until home says whether a loan is open, no list is asked for: it could be the wrong one.
  const deciding = chosen === null && home.isLoading;
  const choose = (next: LoanTab) => {
    setChosen(next);
    dispatch(loanTabChosen(LOAN_TABS[next]));
  };

  return (
    <main className="page">
      <h1 className="page__title">{intl.formatMessage(m.title)}</h1>
      <TabList
        tabs={TABS}
        selected={tab}
        onSelect={choose}
        label={intl.formatMessage(m.tabsLabel)}
        idPrefix="loan-tab"
      >
        {(name) => intl.formatMessage(m[name])}
      </TabList>
      <TabPanel idPrefix="loan-tab" selected={tab}>
        {deciding ? (
          <div className="card card--placeholder" aria-hidden="true" />
        ) : (
          <OrderList key={tab} tab={tab} />
        )}
      </TabPanel>
    </main>
  );
}

function OrderList({ tab }: { tab: LoanTab }) {
  const intl = useIntl();
  const list = useGetOrdersQuery(tab, { refetchOnMountOrArgChange: true });
  // currentData, not data: right after a tab switch, data is still the other tab's list.
  const orders = list.currentData?.orders;
  if (list.isFetching && !orders) {
    return <div className="card card--placeholder" aria-hidden="true" />;
  }
  if (!orders) {
    return (
      <LoadProblem
        title={intl.formatMessage(m.loadFailed)}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
    );
  }
  if (orders.length === 0) {
    return (
      <div className="card stack">
        <p>{intl.formatMessage(tab === 'current' ? m.emptyCurrent : m.emptyHistory)}</p>
        {tab === 'current' ? (
          <Link className="button button--block" to={PATHS.home}>
            {intl.formatMessage(m.borrow)}
          </Link>
        ) : null}
      </div>
    );
  }
  return (
    <ul className="order-list">
      {orders.map((order) => (
        <li key={order.id}>
          <OrderRow order={order} />
        </li>
      ))}
    </ul>
  );
}

function OrderRow({ order }: { order: OrderSummary }) {
  const intl = useIntl();
  return (
    <Link className="card order-row" to={`${PATHS.order}?order=${encodeURIComponent(order.id)}`}>
      <span className="order-row__head">
        <strong>{intl.formatMessage(m.orderNo, { orderNo: order.orderNo })}</strong>
        <span className={`order-status order-status--${order.status}`}>
          {intl.formatMessage(statusMessages[order.status])}
        </span>
      </span>
      <span className="order-row__amount">
        <strong>{formatPesos(intl, order.amountCentavos)}</strong>
        <span>{intl.formatMessage(m.term, { days: order.termDays })}</span>
      </span>
      <span className="order-row__dates">
        {intl.formatMessage(m.appliedOn, {
          date: formatManilaDate(intl, order.createdAt),
        })}
        {order.dueDate ? (
          <>
            <br />
            {intl.formatMessage(m.dueOn, { date: formatManilaDay(intl, order.dueDate) })}
          </>
        ) : null}
      </span>
      {order.due ? (
        <span className={`due due--${order.due.kind}`}>{dueText(intl, order.due)}</span>
      ) : null}
    </Link>
  );
}

export default withMessagesBundle('screens', OrdersScreen);

import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { LoanHomeView } from '@contract/loan/api';
import type { OrderStatus } from '@contract/loan/order-states';
import { PATHS } from '@/config/paths';
import { formatPesos } from '@/lib/loan/loan-format';
import { useGetLoanHomeQuery } from '@/lib/api/loan-api';
import { selectPublicData, shellFieldsSet } from '@/lib/core/core-slice';
import { SnapshotScope } from '@/lib/snapshot/snapshot-scope';
import { useSnapshotFallback } from '@/lib/snapshot/use-snapshot-fallback';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { homeMessages } from './home-messages';
import { loanHomeMessages as m } from './loan-home-messages';
import { OpenOrderCard } from './open-order-card';
import { QuotaCeilingLine } from './quota-ceiling-line';
import { ProductCard } from './product-card';
import { WithdrawAction } from './withdraw-action';
import { LoadProblem } from '@/ui/load-problem';

/** How often home asks again while the money is on its way. */
export const ORDER_POLL_MS = 5000;

/** Statuses the server moves on its own shortly (a job checks, then the payout settles). */
const MOVING: readonly OrderStatus[] = ['requested', 'toCheck', 'disbursing'];

/**
 * The loan home (GET /api/loan/home), polled while an order is on its way. Fresh on every visit:
 * the order may have moved, or the bank been re-entered, since the last one.
 */
export function useLoanHome() {
  const home = useGetLoanHomeQuery(undefined, { refetchOnMountOrArgChange: true });
  const status = home.data?.currentOrder?.status;
  const moving = status !== undefined && MOVING.includes(status);
  useGetLoanHomeQuery(undefined, {
    pollingInterval: moving ? ORDER_POLL_MS : 0,
    skip: !moving,
    skipPollingIfUnfocused: true,
  });
  // The sub-product on offer goes to the core store for the shells (docs/navigation.md#core-store).
  const dispatch = useAppDispatch();
  const sub = home.data?.products.find((product) => product.line === 'sub');
  const subId = sub?.id;
  const subTheme = sub?.theme;
  useEffect(() => {
    if (subId && subTheme) {
      dispatch(
        shellFieldsSet({ subProData: { id: subId, theme: subTheme }, subProTheme: subTheme }),
      );
    }
  }, [dispatch, subId, subTheme]);
  return home;
}

/** Home of an approved borrower: the open order, or the quota, products and withdraw button. */
export function LoanHome() {
  const intl = useIntl();
  const home = useLoanHome();
  // Offline, the figures the phone kept, with their time (docs/offline.md#snapshot).
  const { customerId } = useAppSelector(selectPublicData);
  const shown = useSnapshotFallback(home, customerId, 'getLoanHome', undefined);
  let content;
  if (shown.data) content = <LoanHomeCards view={shown.data} />;
  else if (home.isLoading || shown.checking) {
    content = <div className="card card--placeholder" aria-hidden="true" />;
  } else {
    content = (
      <LoadProblem
        as="section"
        title={intl.formatMessage(m.loadFailed)}
        onRetry={() => void home.refetch()}
      />
    );
  }
  // The scope (and its status region) stays mounted from the first render, so the notice is
  // announced when the snapshot fills it.
  return (
    <SnapshotScope updatedAt={shown.updatedAt} onRetry={shown.retry}>
      {content}
    </SnapshotScope>
  );
}

function LoanHomeCards({ view }: { view: LoanHomeView }) {
  const intl = useIntl();
  const main = view.products.find((product) => product.line === 'main');
  const sub = view.products.find((product) => product.line === 'sub');
  const coupons = view.coupons.length;
  return (
    <>
      <div aria-live="polite">
        {view.currentOrder ? (
          <OpenOrderCard order={view.currentOrder} account={view.payoutAccount}>
            <QuotaCeilingLine view={view} />
          </OpenOrderCard>
        ) : null}
      </div>
      {view.currentOrder ? null : (
        <section className="card" aria-labelledby="quota-title">
          <h2 id="quota-title">{intl.formatMessage(homeMessages.approvedTitle)}</h2>
          <p className="quota">
            <span className="quota__label">{intl.formatMessage(homeMessages.quotaLabel)}</span>
            <strong className="quota__amount">
              {formatPesos(intl, view.quotaCentavos ?? 0, { whole: true })}
            </strong>
          </p>
          <p>{intl.formatMessage(homeMessages.approvedBody)}</p>
          <QuotaCeilingLine view={view} />
          {coupons > 0 ? <p>{intl.formatMessage(m.coupons, { count: coupons })}</p> : null}
        </section>
      )}
      {main ? (
        <ProductCard product={main} quotaCentavos={view.quotaCentavos}>
          <WithdrawAction view={view} product={main} />
        </ProductCard>
      ) : null}
      {sub ? (
        <ProductCard product={sub} quotaCentavos={view.quotaCentavos}>
          <Link className="button button--secondary button--block" to={PATHS.subHome}>
            {intl.formatMessage(m.seeSub)}
          </Link>
        </ProductCard>
      ) : null}
      {view.currentOrder ? null : (
        <Link className="button button--text" to={PATHS.orders}>
          {intl.formatMessage(m.myLoans)}
        </Link>
      )}
    </>
  );
}

import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import { withMessagesBundle } from '@/lib/i18n/messages-bundle-provider';
import { loanHomeMessages as m } from './loan-home-messages';
import { useLoanHome } from './loan-home';
import { OpenOrderCard } from './open-order-card';
import { ProductCard } from './product-card';
import { WithdrawAction } from './withdraw-action';
import './sub-home.css';
import { LoadProblem } from '@/ui/load-problem';

/**
 * /subIndex: the second product line's home (docs/loans.md#sub-product), in its theme, when the
 * server offers it.
 */
function SubHomeScreen() {
  const intl = useIntl();
  const home = useLoanHome();
  const view = home.data;
  const sub = view?.products.find((product) => product.line === 'sub');
  return (
    <main className={`page sub-home sub-home--theme-${sub?.theme ?? 1}`}>
      <header className="page__header">
        <Link className="button button--text" to={PATHS.home}>
          {intl.formatMessage(m.backHome)}
        </Link>
      </header>
      <h1 className="page__title">{intl.formatMessage(m.subTitle)}</h1>
      {home.isLoading ? <div className="card card--placeholder" aria-hidden="true" /> : null}
      {home.isError && !view ? (
        <LoadProblem
          as="section"
          title={intl.formatMessage(m.loadFailed)}
          onRetry={() => void home.refetch()}
        />
      ) : null}
      {view && !sub ? (
        <section className="card stack" role="status">
          <p>{intl.formatMessage(m.subNotOffered)}</p>
          <Link className="button button--block" to={PATHS.home}>
            {intl.formatMessage(m.backHome)}
          </Link>
        </section>
      ) : null}
      {view && sub ? (
        <>
          <p className="page__lead">{intl.formatMessage(m.subLead)}</p>
          <div aria-live="polite">
            {view.currentOrder ? (
              <OpenOrderCard order={view.currentOrder} account={view.payoutAccount} />
            ) : null}
          </div>
          <ProductCard product={sub} quotaCentavos={view.quotaCentavos}>
            <WithdrawAction view={view} product={sub} />
          </ProductCard>
        </>
      ) : null}
    </main>
  );
}

export default withMessagesBundle('screens', SubHomeScreen);

import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import { useGetCouponsQuery } from '@/lib/api/coupons-api';
import { useGetLoanHomeQuery } from '@/lib/api/loan-api';
import { selectPublicData } from '@/lib/core/core-slice';
import { selectLanguage } from '@/lib/i18n/settings-slice';
import { SnapshotScope } from '@/lib/snapshot/snapshot-scope';
import { useSnapshotFallback } from '@/lib/snapshot/use-snapshot-fallback';
import { withMessagesBundle } from '@/lib/i18n/messages-bundle-provider';
import { useAppSelector } from '@/app/hooks';
import { CouponCard } from './coupon-card';
import { couponMessages as m } from './coupon-messages';
import { couponUseTarget } from './use-target';
import './coupons.css';
import { BackHeader } from '@/ui/back-header';
import { LoadProblem } from '@/ui/load-problem';

/** The skeleton while a list loads: a status for screen readers, blank cards for the eye. */
export function ListLoading() {
  const intl = useIntl();
  return (
    <>
      <p role="status" className="visually-hidden">
        {intl.formatMessage(m.loading)}
      </p>
      <div className="card coupon-placeholder" aria-hidden="true" />
      <div className="card coupon-placeholder" aria-hidden="true" />
    </>
  );
}

/**
 * /coupon (docs/coupons.md#lists): the coupons usable now and those held by a loan request or a
 * payment, soonest expiry first, each with "Use" (docs/coupons.md#use-button). Offline it shows
 * what the phone kept, with its time (docs/offline.md#snapshot); Use still navigates, and the
 * money screens refuse offline as always.
 */
function CouponListScreen() {
  const intl = useIntl();
  const language = useAppSelector(selectLanguage);
  const args = { list: 'available', language } as const;
  const coupons = useGetCouponsQuery(args, { refetchOnMountOrArgChange: true });
  const home = useGetLoanHomeQuery(undefined, { refetchOnMountOrArgChange: true });
  const { customerId } = useAppSelector(selectPublicData);
  const shown = useSnapshotFallback(coupons, customerId, 'getCoupons', args);
  const homeShown = useSnapshotFallback(home, customerId, 'getLoanHome', undefined);
  const list = shown.data && 'available' in shown.data ? shown.data.available : undefined;

  let content;
  if (!list && (coupons.isFetching || shown.checking)) content = <ListLoading />;
  else if (!list) {
    content = (
      <LoadProblem
        title={intl.formatMessage(m.loadFailed)}
        error={coupons.error}
        onRetry={() => void coupons.refetch()}
      />
    );
  } else if (list.length === 0) {
    content = (
      <div className="card">
        <p>{intl.formatMessage(m.empty)}</p>
      </div>
    );
  } else {
    content = (
      <ul className="coupon-list">
        {list.map((coupon) => (
          <li key={coupon.id}>
            <CouponCard coupon={coupon} target={couponUseTarget(coupon, homeShown.data)} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <main className="page stack">
      <BackHeader fallback={PATHS.my} />
      <h1 className="page__title">{intl.formatMessage(m.title)}</h1>
      <p>{intl.formatMessage(m.lead)}</p>
      <SnapshotScope updatedAt={shown.updatedAt} onRetry={shown.retry}>
        {content}
      </SnapshotScope>
      <Link className="button button--secondary button--block" to={PATHS.couponInvalid}>
        {intl.formatMessage(m.toInvalid)}
      </Link>
    </main>
  );
}

export default withMessagesBundle('screens', CouponListScreen);

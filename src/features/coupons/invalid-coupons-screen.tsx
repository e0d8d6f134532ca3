import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import { useGetCouponsQuery } from '@/lib/api/coupons-api';
import { selectLanguage } from '@/lib/i18n/settings-slice';
import { withMessagesBundle } from '@/lib/i18n/messages-bundle-provider';
import { useAppSelector } from '@/app/hooks';
import { CouponCard } from './coupon-card';
import { ListLoading } from './coupon-list-screen';
import { couponMessages as m } from './coupon-messages';
import './coupons.css';
import { BackHeader } from '@/ui/back-header';
import { TabList, TabPanel } from '@/ui/tabs';
import { LoadProblem } from '@/ui/load-problem';

const TABS = ['expired', 'used'] as const;
type Tab = (typeof TABS)[number];

/**
 * /couponInvalid (docs/coupons.md#lists): the coupons that can no longer be used, as two tabs:
 * expired (past their validity unused, or no longer usable after a second release) and used (with
 * when), newest first.
 */
function InvalidCouponsScreen() {
  const intl = useIntl();
  const language = useAppSelector(selectLanguage);
  const lists = useGetCouponsQuery(
    { list: 'invalid', language },
    { refetchOnMountOrArgChange: true },
  );
  const [tab, setTab] = useState<Tab>('expired');
  const data = lists.data && 'used' in lists.data ? lists.data : undefined;

  let content;
  if (!data && lists.isFetching) content = <ListLoading />;
  else if (!data) {
    content = (
      <LoadProblem
        title={intl.formatMessage(m.loadFailed)}
        error={lists.error}
        onRetry={() => void lists.refetch()}
      />
    );
  } else if (data[tab].length === 0) {
    content = (
      <div className="card">
        <p>{intl.formatMessage(tab === 'expired' ? m.emptyExpired : m.emptyUsed)}</p>
      </div>
    );
  } else {
    content = (
      <ul className="coupon-list">
        {data[tab].map((coupon) => (
          <li key={coupon.id}>
            <CouponCard coupon={coupon} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <main className="page stack">
      <BackHeader fallback={PATHS.coupon} />
      <h1 className="page__title">{intl.formatMessage(m.invalidTitle)}</h1>
      <TabList
        tabs={TABS}
        selected={tab}
        onSelect={setTab}
        label={intl.formatMessage(m.tabsLabel)}
        idPrefix="coupon-tab"
      >
        {(name) =>
          intl.formatMessage(name === 'expired' ? m.expiredTab : m.usedTab, {
            count: data?.[name].length ?? 0,
          })
        }
      </TabList>
      <TabPanel idPrefix="coupon-tab" selected={tab} className="stack">
        {content}
      </TabPanel>
      <Link className="button button--secondary button--block" to={PATHS.coupon}>
        {intl.formatMessage(m.backToList)}
      </Link>
    </main>
  );
}

export default withMessagesBundle('screens', InvalidCouponsScreen);

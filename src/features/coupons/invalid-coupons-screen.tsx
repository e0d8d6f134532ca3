import { useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import { useGetCouponsQuery } from '@/lib/api/coupons-api';
import { selectLanguage } from '@/lib/i18n/settings-slice';
import { withMessagesBundle } from '@/lib/i18n/messages-bundle-provider';
import { useAppSelector } from '@/app/hooks';
import { CouponCard } from './coupon-card';
import { ListLoading, ListProblem } from './coupon-list-screen';
import { couponMessages as m } from './coupon-messages';
import './coupons.css';
import { BackHeader } from '@/ui/back-header';

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
  const tabRefs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});
  const data = lists.data && 'used' in lists.data ? lists.data : undefined;

  // The WAI-ARIA tabs pattern: arrows move between tabs, Home and End jump to the ends.
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = TABS.indexOf(tab);
    const target = {
      ArrowRight: TABS[(index + 1) % TABS.length],
      ArrowLeft: TABS[(index - 1 + TABS.length) % TABS.length],
      Home: TABS[0],
      End: TABS[TABS.length - 1],
    }[event.key];
    if (!target) return;
    event.preventDefault();
    setTab(target);
    tabRefs.current[target]?.focus();
  };

  let content;
  if (!data && lists.isFetching) content = <ListLoading />;
  else if (!data) content = <ListProblem error={lists.error} retry={() => void lists.refetch()} />;
  else if (data[tab].length === 0) {
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
      <div className="coupon-tabs" role="tablist" aria-label={intl.formatMessage(m.tabsLabel)}>
        {TABS.map((name) => (
          <button
            key={name}
            ref={(element) => {
              tabRefs.current[name] = element;
            }}
            type="button"
            role="tab"
            id={`coupon-tab-${name}`}
            className="coupon-tabs__tab"
            aria-selected={tab === name}
            aria-controls="coupon-tab-panel"
            tabIndex={tab === name ? 0 : -1}
            onClick={() => setTab(name)}
            onKeyDown={onKeyDown}
          >
            {intl.formatMessage(name === 'expired' ? m.expiredTab : m.usedTab, {
              count: data?.[name].length ?? 0,
            })}
          </button>
        ))}
      </div>
      <section
        id="coupon-tab-panel"
        className="stack"
        role="tabpanel"
        aria-labelledby={`coupon-tab-${tab}`}
      >
        {content}
      </section>
      <Link className="button button--secondary button--block" to={PATHS.coupon}>
        {intl.formatMessage(m.backToList)}
      </Link>
    </main>
  );
}

export default withMessagesBundle('screens', InvalidCouponsScreen);

import { lazy, Suspense, type ComponentType } from 'react';
import { NavLink } from 'react-router-dom';
import { useIntl } from 'react-intl';
import { selectPublicData } from '@/lib/core/core-slice';
import { appMessages } from './app-messages';
import { useAppSelector } from './hooks';
import { PATHS } from './route-table';

/**
 * The unread count (src/app/unread-badge.tsx) loads on its own once the tab bar shows, never on
 * the first load, and without the account screens, which home does not need
 * (docs/first-paint.md#home); if it cannot load (offline before the service worker had it), the
 * tab has no badge. It describes the My account link rather than naming it: the tab keeps its name.
 */
const UnreadBadge = lazy<ComponentType>(() =>
  import('./unread-badge').then(
    (badge) => ({ default: badge.UnreadBadge }),
    () => ({ default: () => null }),
  ),
);

/** Bottom navigation: home, my loans and my account (docs/navigation.md#bottom-tabs). */
export default function BottomTabs() {
  const intl = useIntl();
  const { token, customerId } = useAppSelector(selectPublicData);
  const signedIn = Boolean(token && customerId);
  return (
    <nav className="tabs" aria-label={intl.formatMessage(appMessages.tabsLabel)}>
      <NavLink to={PATHS.home}>
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M3 11 12 3l9 8v10h-6v-6H9v6H3z" fill="currentColor" />
        </svg>
        {intl.formatMessage(appMessages.tabHome)}
      </NavLink>
      <NavLink to={PATHS.orders}>
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path
            d="M5 3h14v18H5zm3 5h8v2H8zm0 4h8v2H8zm0 4h5v2H8z"
            fill="currentColor"
            fillRule="evenodd"
          />
        </svg>
        {intl.formatMessage(appMessages.tabLoans)}
      </NavLink>
      <NavLink to={PATHS.my} aria-describedby={signedIn ? 'tabs-unread' : undefined}>
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="12" cy="8" r="4.5" fill="currentColor" />
          <path d="M3 21c1.5-4.5 5-6.5 9-6.5s7.5 2 9 6.5z" fill="currentColor" />
        </svg>
        {intl.formatMessage(appMessages.tabMy)}
      </NavLink>
      {signedIn ? (
        <Suspense fallback={null}>
          <UnreadBadge />
        </Suspense>
      ) : null}
    </nav>
  );
}

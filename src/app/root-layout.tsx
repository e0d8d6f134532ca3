import { useLayoutEffect, useMemo } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { routeChanged, selectPublicData } from '@/lib/core/core-slice';
import { writeStorage } from '@/lib/storage/web-storage';
import { isMobileDevice } from '@/platform/device';
import { PATHS } from '@/config/paths';
import { useAppDispatch, useAppSelector } from './hooks';
import { findRoute } from './route-table';
import { guardRedirect, recordNavigation, type GuardTarget } from './guard';
import type { RouterEnvironment } from './guard-environment';
import { OfflineBanner } from './offline-banner';
import { optionalLazy } from './optional-lazy';

/** Shown only when a new version waits: loaded after the first screen, with the service worker. */
const UpdateBanner = optionalLazy(() => import('./update-banner'));

/** Only the signed-in tab screens show it: it loads with them, never on /start or welcome. */
const BottomTabs = optionalLazy(() => import('./bottom-tabs'));

// Every screen a tab leads to, and the order page: from any of them home is one tap away.
const TAB_PATHS: readonly string[] = [
  PATHS.home,
  PATHS.orders,
  PATHS.order,
  PATHS.repaidDetail,
  PATHS.my,
];

/**
 * The root view (docs/navigation.md#root-view) and the navigation guard (docs/navigation.md#guard).
 * Every route change is recorded before paint, and a redirect renders instead of the screen, so a
 * protected screen never shows without a session — also when the session ends while the screen is
 * open.
 */
export function RootLayout({ env }: { env: RouterEnvironment }) {
  const location = useLocation();
  const dispatch = useAppDispatch();
  const publicData = useAppSelector(selectPublicData);

  const target: GuardTarget = useMemo(
    () => ({
      pathname: location.pathname,
      search: new URLSearchParams(location.search),
      route: findRoute(location.pathname),
    }),
    [location.pathname, location.search],
  );

  useLayoutEffect(() => {
    recordNavigation(target, {
      recordRouteName: (name) => dispatch(routeChanged(name)),
      setSession: (key, value) => writeStorage('session', key, value),
      setLocal: (key, value) => writeStorage('local', key, value),
    });
  }, [target, dispatch]);

  const redirectTo = guardRedirect(target, {
    userAgent: env.userAgent,
    inNativeShell: publicData.app_type !== null,
    blockAndroidBrowser: env.blockAndroidBrowser,
    token: publicData.token,
    customerId: publicData.customerId,
  });

  const container = isMobileDevice() ? 'app-container--mobile' : 'app-container--desktop';
  return (
    <div className={`app-container ${container}`}>
      <UpdateBanner />
      <OfflineBanner />
      {redirectTo && redirectTo !== location.pathname ? (
        <Navigate to={redirectTo} replace />
      ) : (
        <Outlet />
      )}
      {target.route && TAB_PATHS.includes(target.route.path) && !redirectTo ? <BottomTabs /> : null}
    </div>
  );
}

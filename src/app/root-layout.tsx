import { useLayoutEffect, useMemo } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { routeChanged, selectPublicData } from '@/lib/core/core-slice';
import { writeStorage } from '@/lib/storage/web-storage';
import { PATHS } from '@/config/paths';
import { useAppDispatch, useAppSelector } from './hooks';
import type { AppDispatch } from './store';
import { findRoute } from './route-table';
import { guardRedirect, recordNavigation, type GuardEffects, type GuardTarget } from './guard';
import type { RouterEnvironment } from './guard-environment';
import { OfflineBanner } from './offline-banner';
import { optionalLazy } from './optional-lazy';
import { containerClassOf } from './prerender/first-view';

/** Shown only when a new version waits: loaded after the first screen, with the service worker. */
const UpdateBanner = optionalLazy(() => import('./update-banner'));

/**
 * Only the signed-in tab screens show it: it loads with them, never on /start or welcome. The
 * prerendered home has it, so hydration loads it first (router.tsx loadFirstScreen).
 */
export const BottomTabs = optionalLazy(() => import('./bottom-tabs'));

// Every screen a tab leads to, and the order page: from any of them home is one tap away.
export const TAB_PATHS: readonly string[] = [
  PATHS.home,
  PATHS.orders,
  PATHS.order,
  PATHS.repaidDetail,
  PATHS.my,
];

/** What the guard's recording rules write: the store's route name, and web storage. */
export const navigationEffects = (dispatch: AppDispatch): GuardEffects => ({
  recordRouteName: (name) => dispatch(routeChanged(name)),
  setSession: (key, value) => writeStorage('session', key, value),
  setLocal: (key, value) => writeStorage('local', key, value),
});

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
    recordNavigation(target, navigationEffects(dispatch));
  }, [target, dispatch]);

  const redirectTo = guardRedirect(target, {
    userAgent: env.userAgent,
    inNativeShell: publicData.app_type !== null,
    blockAndroidBrowser: env.blockAndroidBrowser,
    token: publicData.token,
    customerId: publicData.customerId,
  });

  return (
    <div className={containerClassOf(env.userAgent)}>
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

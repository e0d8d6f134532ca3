import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { HashRouter, Route, Routes } from 'react-router-dom';
import { findRoute, ROUTE_TABLE, type ScreenKey } from './route-table';
import { RootLayout } from './root-layout';
import { ScreenBoundary } from './screen-boundary';
import type { RouterEnvironment } from './guard-environment';
import type * as ProfileScreens from '@/features/profile/screens';
import type * as LoanScreens from './loan-screens';
import type * as AccountScreens from './account-screens';

type ScreenModule = { default: ComponentType };

/** The application flow's screens share one lazy module. */
const profileScreen = (name: keyof typeof ProfileScreens) => (): Promise<ScreenModule> =>
  import('@/features/profile/screens').then((screens) => ({ default: screens[name] }));

/** The borrowing screens share one lazy module too. */
const loanScreen =
  (name: Exclude<keyof typeof LoanScreens, 'loadRepayment'>) => (): Promise<ScreenModule> =>
    import('./loan-screens').then((screens) => ({ default: screens[name] }));

/** My account and the screens it leads to share one lazy module. */
const accountScreen = (name: keyof typeof AccountScreens) => (): Promise<ScreenModule> =>
  import('./account-screens').then((screens) => ({ default: screens[name] }));

/** One lazy chunk per screen; Vite splits on each import(). */
const loaders: Record<ScreenKey, () => Promise<ScreenModule>> = {
  welcome: () => import('@/features/welcome/welcome-screen'),
  start: () => import('@/features/auth/start-screen'),
  home: () => import('@/features/home/home-screen'),
  my: accountScreen('my'),
  noAndroid: () => import('@/features/no-android/no-android-screen'),
  privacy: () => import('@/features/legal/privacy-screen'),
  terms: () => import('@/features/legal/terms-screen'),
  diagnostics: () => import('@/features/diagnostics/diagnostics-screen'),
  identityInfo: profileScreen('identityInfo'),
  baseInfo: profileScreen('baseInfo'),
  baseInfo2: profileScreen('baseInfo2'),
  addressInfo: profileScreen('addressInfo'),
  workInfo: profileScreen('workInfo'),
  contact: profileScreen('contact'),
  bankInfo: profileScreen('bankInfo'),
  bankName: profileScreen('bankName'),
  changeBank: profileScreen('changeBank'),
  subHome: () => import('@/features/home/sub-home-screen'),
  withdraw: loanScreen('withdraw'),
  loanDocuments: loanScreen('loanDocuments'),
  sign: loanScreen('sign'),
  orders: loanScreen('orders'),
  order: loanScreen('order'),
  keyFacts: loanScreen('keyFacts'),
  // Through the loan module, then its own chunk (src/app/loan-screens.ts says why).
  repayment: () => import('./loan-screens').then((screens) => screens.loadRepayment()),
  helpCenter: accountScreen('helpCenter'),
  customerService: accountScreen('customerService'),
  aboutUs: accountScreen('aboutUs'),
  coupons: accountScreen('coupons'),
  invalidCoupons: accountScreen('invalidCoupons'),
  msgCenter: accountScreen('msgCenter'),
  msgDetail: accountScreen('msgDetail'),
  feedback: accountScreen('feedback'),
  protocols: accountScreen('protocols'),
  setup: accountScreen('setup'),
  triLink: accountScreen('triLink'),
  addDeskTopBrowser: accountScreen('addDeskTopBrowser'),
  guildDetail: accountScreen('guildDetail'),
  notFound: () => import('@/features/not-found/not-found-screen'),
};

const screens = Object.fromEntries(
  Object.entries(loaders).map(([key, load]) => [key, lazy(load)]),
) as Record<ScreenKey, LazyExoticComponent<ComponentType>>;

/**
 * Starts fetching the screen of the address being opened while the store rehydrates, instead
 * of after: one round trip less before the first screen on a slow network.
 */
export function preloadScreenFor(pathname: string): void {
  void loaders[findRoute(pathname)?.screen ?? 'notFound']().catch(() => undefined);
}

function Screen({ screen }: { screen: ScreenKey }) {
  const Component = screens[screen];
  return (
    <ScreenBoundary>
      <Suspense fallback={null}>
        <Component />
      </Suspense>
    </ScreenBoundary>
  );
}

/**
 * Hash routes from the one route table (docs/navigation.md#routes). Declarative routing on purpose:
 * the data router would add ~14 KB brotli to the first load, and the guard needs none of its
 * loaders.
 */
export function AppRouter({ env }: { env: RouterEnvironment }) {
  return (
    <HashRouter>
      <Routes>
        <Route element={<RootLayout env={env} />}>
          {ROUTE_TABLE.flatMap((entry) =>
            [entry.path, ...(entry.alias ? [entry.alias] : [])].map((path) => (
              <Route key={path} path={path} element={<Screen screen={entry.screen} />} />
            )),
          )}
          <Route path="*" element={<Screen screen="notFound" />} />
        </Route>
      </Routes>
    </HashRouter>
  );
}

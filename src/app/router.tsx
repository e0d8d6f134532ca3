import {
  lazy,
  Suspense,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { createPath, HashRouter, Route, Router, Routes, type To } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import { findRoute, ROUTE_TABLE, type ScreenKey } from './route-table';
import { ScreenCommitted } from './first-screen-commit';
import { BottomTabs, RootLayout, TAB_PATHS } from './root-layout';
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
  myProfile: profileScreen('myProfile'),
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

/** Screen modules already loaded: their lazy component renders at once instead of suspending. */
const loadedScreens = new Map<ScreenKey, ScreenModule>();

function loadScreen(key: ScreenKey): Promise<ScreenModule> {
  return loaders[key]().then((module) => {
    loadedScreens.set(key, module);
    return module;
  });
}

/**
 * React.lazy settles synchronously when its loader's thenable calls back at once: a screen loaded
 * before hydration then hydrates in the same pass as the layout around it.
 */
const settled = (module: ScreenModule) =>
  ({
    then: (resolve: (value: ScreenModule) => void) => resolve(module),
  }) as unknown as Promise<ScreenModule>;

const screens = Object.fromEntries(
  (Object.keys(loaders) as ScreenKey[]).map((key) => [
    key,
    lazy(() => {
      const module = loadedScreens.get(key);
      return module ? settled(module) : loadScreen(key);
    }),
  ]),
) as Record<ScreenKey, LazyExoticComponent<ComponentType>>;

const screenOf = (pathname: string): ScreenKey => findRoute(pathname)?.screen ?? 'notFound';

/**
 * Starts fetching the screen of the address being opened while the store rehydrates, instead
 * of after: one round trip less before the first screen on a slow network.
 */
export function preloadScreenFor(pathname: string): void {
  void loadScreen(screenOf(pathname)).catch(() => undefined);
}

/**
 * Everything the first render of `pathname` shows, loaded: its screen, the tab bar where it has
 * one, and home's catalogue. A prerendered screen hydrates from this render, which must be the
 * one the build made (docs/first-paint.md#hydration).
 */
export async function loadFirstScreen(pathname: string, locale: string): Promise<void> {
  const route = findRoute(pathname);
  await Promise.all([
    loadScreen(screenOf(pathname)),
    route && TAB_PATHS.includes(route.path) ? BottomTabs.preload() : null,
    route?.path === PATHS.home
      ? import('@/lib/i18n/messages-bundle-provider').then((bundles) =>
          bundles.preloadMessagesBundle('screens', locale),
        )
      : null,
  ]);
}

function Screen({ screen }: { screen: ScreenKey }) {
  const Component = screens[screen];
  return (
    <ScreenBoundary>
      <Suspense fallback={null}>
        <Component />
        <ScreenCommitted />
      </Suspense>
    </ScreenBoundary>
  );
}

/**
 * Hash routes from the one route table (docs/navigation.md#routes). Declarative routing on purpose:
 * the data router would add ~14 KB brotli to the first load, and the guard needs none of its
 * loaders.
 */
export function AppRouter({ env, location }: { env: RouterEnvironment; location?: string }) {
  return (
    <AddressRouter location={location}>
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
    </AddressRouter>
  );
}

/**
 * At build time, a router that stays at the prerendered address and writes links as the hash
 * router does (`#/start`): the markup must be the browser's (docs/first-paint.md#hydration).
 */
const prerenderNavigator = {
  createHref: (to: To) => `#${typeof to === 'string' ? to : createPath(to)}`,
  go: () => undefined,
  push: () => undefined,
  replace: () => undefined,
};

/** The address bar's hash; at build time, the prerendered address. */
function AddressRouter({ location, children }: { location?: string; children: ReactNode }) {
  return location === undefined ? (
    <HashRouter>{children}</HashRouter>
  ) : (
    <Router location={location} navigator={prerenderNavigator} static>
      {children}
    </Router>
  );
}

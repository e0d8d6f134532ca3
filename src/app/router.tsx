import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { HashRouter, Route, Routes } from 'react-router-dom';
import { ROUTE_TABLE, type ScreenKey } from './route-table';
import { RootLayout } from './root-layout';
import { ScreenBoundary } from './screen-boundary';
import type { RouterEnvironment } from './guard-environment';

/** One lazy chunk per screen; Vite splits on each import(). */
const screens: Record<ScreenKey, LazyExoticComponent<ComponentType>> = {
  welcome: lazy(() => import('@/features/welcome/welcome-screen')),
  start: lazy(() => import('@/features/auth/start-screen')),
  home: lazy(() => import('@/features/home/home-screen')),
  my: lazy(() => import('@/features/account/my-screen')),
  noAndroid: lazy(() => import('@/features/no-android/no-android-screen')),
  privacy: lazy(() => import('@/features/legal/privacy-screen')),
  terms: lazy(() => import('@/features/legal/terms-screen')),
  diagnostics: lazy(() => import('@/features/diagnostics/diagnostics-screen')),
  unavailable: lazy(() => import('@/features/unavailable/unavailable-screen')),
};

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
 * Hash routes from the one route table (spec §2). Declarative routing on purpose: the data
 * router would add ~14 KB brotli to the first load, and the guard needs none of its loaders.
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
          <Route path="*" element={<Screen screen="unavailable" />} />
        </Route>
      </Routes>
    </HashRouter>
  );
}

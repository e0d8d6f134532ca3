import type { AppType } from '@/lib/core/core-slice';
import { shellFieldsSet } from '@/lib/core/core-slice';
import { PATHS } from '@/config/paths';
import { nativeBridge } from '@/platform/bridge';
import { ROUTE_TABLE } from './route-table';
import type { AppStore } from './store';
// The sub-product's palette, so its header colour is known before its page has loaded.
import '@/features/home/sub-home.css';

/** The three tab screens show the shell's footer (docs/bridge.md#flows). */
export const FOOTER_PATHS: readonly string[] = [PATHS.home, PATHS.orders, PATHS.my];

/**
 * Lists the borrower may pull to refresh. Everywhere else (forms, signing, withdrawal, repayment,
 * settings) a reload would lose typed input or repeat a money step, so the shell's is off.
 */
export const REFRESH_PATHS: readonly string[] = [
  PATHS.home,
  PATHS.subHome,
  PATHS.orders,
  PATHS.order,
  PATHS.my,
  '/msgCenter',
  '/coupon',
  '/couponInvalid',
  PATHS.helpCenter,
];

/** The header colour: the theme's primary colour, the sub-product's own on its home. */
export function headerColorFor(path: string, subProTheme: 1 | 2): string {
  const probe = document.createElement('div');
  // The sub-product's palette is scoped to its page's class: read it from a probe wearing it.
  if (path === PATHS.subHome) probe.className = `sub-home sub-home--theme-${subProTheme}`;
  document.body.append(probe);
  const color = getComputedStyle(probe).getPropertyValue('--c-primary').trim();
  probe.remove();
  return color;
}

/** What the shell is told on one route (docs/bridge.md#flows). */
export function syncShell(
  appType: AppType,
  path: string,
  subProTheme: 1 | 2,
): { footer: boolean; refresh: boolean; headerColor: string } {
  const footer = FOOTER_PATHS.includes(path);
  const refresh = REFRESH_PATHS.includes(path);
  const headerColor = headerColorFor(path, subProTheme);
  void nativeBridge.footerControl(appType, footer);
  void nativeBridge.refreshControl(appType, refresh);
  if (headerColor) void nativeBridge.setHeaderColor(appType, headerColor);
  return { footer, refresh, headerColor };
}

const pathOfName = new Map(ROUTE_TABLE.map((route) => [route.name, route.path]));

/**
 * Keeps the native shell in step with the route (docs/bridge.md#flows): footer, pull-to-refresh
 * (also written to the core store's `refreshControl`) and header colour whenever the recorded
 * route or the sub-product theme changes. Started after the first screen and only inside a shell
 * (src/main.tsx, as the first screen commits), so neither the first load nor a browser carries it.
 */
export function startShellSync(store: AppStore): () => void {
  let last = '';
  const sync = () => {
    const { core } = store.getState();
    const appType = core.publicData.app_type;
    const path = pathOfName.get(core.routeName);
    const key = `${path ?? ''} ${core.subProTheme}`;
    if (appType === null || !path || key === last) return;
    last = key;
    const { refresh } = syncShell(appType, path, core.subProTheme);
    if (core.refreshControl !== refresh)
      store.dispatch(shellFieldsSet({ refreshControl: refresh }));
  };
  sync();
  return store.subscribe(sync);
}

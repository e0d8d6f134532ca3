import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import { refreshControlSet, selectAppType } from '@/lib/core/core-slice';
import { nativeBridge } from '@/platform/bridge';
import { useAppDispatch, useAppSelector } from './hooks';
import { findRoute } from './route-table';
// The sub-product's palette, so the header colour is known before its page has loaded.
import '@/features/home/sub-home.css';

/** The three tab screens show the shell's footer (docs/bridge.md#flows). */
export const FOOTER_PATHS: readonly string[] = [PATHS.home, PATHS.orders, PATHS.my];

/**
 * Lists the borrower may pull to refresh; everything else (forms, signing, withdrawal, repayment,
 * settings) would lose typed input or repeat a money step, so the shell's pull-to-refresh is off.
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
  // The sub-product's palette is scoped to its page's class: read it from a probe carrying it.
  if (path === PATHS.subHome) probe.className = `sub-home sub-home--theme-${subProTheme}`;
  document.body.append(probe);
  const color = getComputedStyle(probe).getPropertyValue('--c-primary').trim();
  probe.remove();
  return color;
}

/**
 * Keeps the native shell in step with the route (docs/bridge.md#flows): footer, pull-to-refresh
 * (also written to the core store's `refreshControl`) and header colour on every route change.
 * Loaded by the root view only inside a shell, so a browser never downloads it.
 */
export default function ShellSync() {
  const { pathname } = useLocation();
  const appType = useAppSelector(selectAppType);
  const subProTheme = useAppSelector((state) => state.core.subProTheme);
  const dispatch = useAppDispatch();
  const path = findRoute(pathname)?.path ?? pathname;

  useEffect(() => {
    if (appType === null) return;
    const refresh = REFRESH_PATHS.includes(path);
    void nativeBridge.footerControl(appType, FOOTER_PATHS.includes(path));
    void nativeBridge.refreshControl(appType, refresh);
    dispatch(refreshControlSet(refresh));
  }, [appType, path, dispatch]);

  useEffect(() => {
    if (appType === null) return;
    const color = headerColorFor(path, subProTheme);
    if (color) void nativeBridge.setHeaderColor(appType, color);
  }, [appType, path, subProTheme]);

  return null;
}

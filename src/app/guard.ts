import type { RouteEntry } from './route-table';
import { PATHS } from '@/config/paths';
import { isAndroidUserAgent } from '@/lib/user-agent';

/** What the guard reads about the world; tests pass plain objects. */
export type GuardContext = {
  userAgent: string;
  /** Inside the native shell Android is welcome (docs/product.md#android-browsers). */
  inNativeShell: boolean;
  blockAndroidBrowser: boolean;
  token: string;
  customerId: string;
};

/** What the guard does to the world, so each rule is observable in a unit test. */
export type GuardEffects = {
  recordRouteName(name: string): void;
  setSession(key: string, value: string): void;
  setLocal(key: string, value: string): void;
};

export type GuardTarget = {
  pathname: string;
  search: URLSearchParams;
  route: RouteEntry | undefined;
};

/**
 * Rules 1–4 (docs/navigation.md#recording-rules): what every route change records, redirected or
 * not.
 */
export function recordNavigation(to: GuardTarget, effects: GuardEffects): void {
  // 1. Record the route-name change.
  if (to.route) effects.recordRouteName(to.route.name);

  // 2. isBrowser=true is remembered for the visit.
  if (to.search.get('isBrowser') === 'true') effects.setSession('isBrowser', 'true');

  // 3. A launch marked standalone is remembered for good (the home-screen bonus reads it).
  if (to.search.has('standalone')) effects.setLocal('standalone', 'true');

  // 4. Campaign, ad group and creative arrive together or not at all.
  const campaign = to.search.get('campaign');
  const adgroup = to.search.get('adgroup');
  const creative = to.search.get('creative');
  if (campaign && adgroup && creative) {
    effects.setSession('promotion', JSON.stringify({ campaign, adgroup, creative }));
  }
}

/**
 * Rules 5–7 (docs/navigation.md#redirect-rules): where the route change must go instead, or null to
 * let it through.
 */
export function guardRedirect(to: GuardTarget, ctx: GuardContext): string | null {
  // 5. Android browsers are not supported yet; the native shell is.
  const onNoAndroid = to.route?.path === PATHS.noAndroid;
  if (
    ctx.blockAndroidBrowser &&
    !ctx.inNativeShell &&
    isAndroidUserAgent(ctx.userAgent) &&
    !onNoAndroid
  ) {
    return PATHS.noAndroid;
  }

  const signedIn = Boolean(ctx.token && ctx.customerId);

  // 6. A signed-in borrower opening the start page goes home.
  if (to.route?.path === PATHS.start && signedIn) return PATHS.home;

  // 7. Everything not flagged needs both a token and a customer id.
  if (to.route && !to.route.noLoginCheck && !signedIn) return PATHS.start;

  return null;
}

/** The whole guard (docs/navigation.md#guard), every rule in its documented order. */
export function runGuard(to: GuardTarget, ctx: GuardContext, effects: GuardEffects): string | null {
  recordNavigation(to, effects);
  return guardRedirect(to, ctx);
}

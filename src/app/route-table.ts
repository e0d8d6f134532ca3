import { PATHS } from '@/config/paths';

export { PATHS };

/**
 * Every route (docs/navigation.md#routes): path, name, alias and whether it skips the login check.
 * One table for the router, the guard and the README. `screen` names the lazy module that renders
 * it; routes whose screen a later issue builds render the "not available yet" screen.
 */
export type ScreenKey =
  | 'welcome'
  | 'start'
  | 'home'
  | 'my'
  | 'noAndroid'
  | 'privacy'
  | 'terms'
  | 'diagnostics'
  | 'identityInfo'
  | 'baseInfo'
  | 'baseInfo2'
  | 'addressInfo'
  | 'workInfo'
  | 'contact'
  | 'bankInfo'
  | 'bankName'
  | 'changeBank'
  | 'subHome'
  | 'withdraw'
  | 'loanDocuments'
  | 'sign'
  | 'orders'
  | 'order'
  | 'keyFacts'
  | 'repayment'
  | 'helpCenter'
  | 'customerService'
  | 'aboutUs'
  | 'coupons'
  | 'invalidCoupons'
  | 'msgCenter'
  | 'msgDetail'
  | 'unavailable';

export type RouteEntry = {
  path: string;
  name: string;
  alias?: string;
  noLoginCheck?: boolean;
  screen: ScreenKey;
};

export const ROUTE_TABLE: readonly RouteEntry[] = [
  { path: '/test', name: 'test', noLoginCheck: true, screen: 'diagnostics' },
  { path: '/', name: 'welcome', noLoginCheck: true, screen: 'welcome' },
  { path: '/start', name: 'start', alias: '/oqVDsh', noLoginCheck: true, screen: 'start' },
  { path: '/identityInfo', name: 'identityInfo', screen: 'identityInfo' },
  { path: '/baseInfo', name: 'baseInfo', screen: 'baseInfo' },
  { path: '/baseInfo2', name: 'baseInfo2', screen: 'baseInfo2' },
  { path: '/addressInfo', name: 'addressInfo', screen: 'addressInfo' },
  { path: '/contact', name: 'contact', screen: 'contact' },
  { path: '/workInfo', name: 'workInfo', screen: 'workInfo' },
  { path: '/bankInfo', name: 'bankInfo', screen: 'bankInfo' },
  { path: '/bankName', name: 'bankName', screen: 'bankName' },
  { path: '/homeIndex', name: 'homeIndex', screen: 'home' },
  { path: '/billIndex', name: 'billIndex', screen: 'orders' },
  { path: '/subIndex', name: 'subIndex', screen: 'subHome' },
  { path: '/allWithdraw', name: 'allWithdraw', screen: 'withdraw' },
  { path: '/repaidDetail', name: 'repaidDetail', screen: 'repayment' },
  { path: '/sign', name: 'sign', screen: 'sign' },
  { path: '/triLink', name: 'triLink', screen: 'unavailable' },
  { path: '/msgCenter', name: 'msgCenter', screen: 'msgCenter' },
  { path: '/msgDetail', name: 'msgDetail', screen: 'msgDetail' },
  { path: '/my', name: 'my', screen: 'my' },
  { path: '/changeBank', name: 'changeBank', screen: 'changeBank' },
  { path: '/coupon', name: 'coupon', screen: 'coupons' },
  { path: '/couponInvalid', name: 'couponInvalid', screen: 'invalidCoupons' },
  { path: '/bill', name: 'bill', screen: 'order' },
  { path: '/setup', name: 'setup', screen: 'unavailable' },
  { path: '/aboutUs', name: 'aboutUs', screen: 'aboutUs' },
  { path: '/privacy', name: 'privacy', noLoginCheck: true, screen: 'privacy' },
  { path: '/loan', name: 'loan', screen: 'loanDocuments' },
  { path: '/conditionalTerms', name: 'conditionalTerms', noLoginCheck: true, screen: 'terms' },
  { path: '/addDeskTopBrowser', name: 'addDeskTopBrowser', screen: 'unavailable' },
  { path: '/guildDetail', name: 'guildDetail', screen: 'unavailable' },
  { path: '/noAndroid', name: 'noAndroid', noLoginCheck: true, screen: 'noAndroid' },
  { path: '/KSResult', name: 'KSResult', noLoginCheck: true, screen: 'keyFacts' },
  // Routes of ours for screens that had no route (docs/navigation.md#routes).
  { path: '/helpCenter', name: 'helpCenter', screen: 'helpCenter' },
  { path: '/customerService', name: 'customerService', screen: 'customerService' },
];

const byPath = new Map<string, RouteEntry>();
for (const entry of ROUTE_TABLE) {
  byPath.set(entry.path.toLowerCase(), entry);
  if (entry.alias) byPath.set(entry.alias.toLowerCase(), entry);
}

/** The entry for a pathname, aliases included; paths match case-insensitively like the router. */
export function findRoute(pathname: string): RouteEntry | undefined {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return byPath.get(normalised.toLowerCase());
}

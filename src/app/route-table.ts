import { PATHS } from '@/config/paths';

export { PATHS };

/**
 * Every route (docs/navigation.md#routes): path, name, alias and whether it skips the login check.
 * One table for the router, the guard and the README. `screen` names the lazy module that renders
 * it; an address matching no row renders the page-not-found screen.
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
  | 'feedback'
  | 'protocols'
  | 'setup'
  | 'triLink'
  | 'addDeskTopBrowser'
  | 'guildDetail'
  | 'myProfile'
  | 'notFound';

export type RouteEntry = {
  path: string;
  name: string;
  alias?: string;
  noLoginCheck?: boolean;
  screen: ScreenKey;
};

/**
 * A row of the table: its name is its path without the slash unless it says otherwise, and so is
 * its screen, which only a path naming a screen may leave out.
 */
type RouteRow = Omit<RouteEntry, 'name' | 'screen'> & { name?: string } & (
    { screen: ScreenKey } | { path: `/${ScreenKey}`; screen?: undefined }
  );

const ROWS: readonly RouteRow[] = [
  { path: '/test', noLoginCheck: true, screen: 'diagnostics' },
  { path: '/', name: 'welcome', noLoginCheck: true, screen: 'welcome' },
  { path: '/start', alias: '/oqVDsh', noLoginCheck: true },
  { path: '/identityInfo' },
  { path: '/baseInfo' },
  { path: '/baseInfo2' },
  { path: '/addressInfo' },
  { path: '/contact' },
  { path: '/workInfo' },
  { path: '/bankInfo' },
  { path: '/bankName' },
  { path: '/homeIndex', screen: 'home' },
  { path: '/billIndex', screen: 'orders' },
  { path: '/subIndex', screen: 'subHome' },
  { path: '/allWithdraw', screen: 'withdraw' },
  { path: '/repaidDetail', screen: 'repayment' },
  { path: '/sign' },
  { path: '/triLink' },
  { path: '/msgCenter' },
  { path: '/msgDetail' },
  { path: '/my' },
  { path: '/changeBank' },
  { path: '/coupon', screen: 'coupons' },
  { path: '/couponInvalid', screen: 'invalidCoupons' },
  { path: '/bill', screen: 'order' },
  { path: '/setup' },
  { path: '/aboutUs' },
  { path: '/privacy', noLoginCheck: true },
  { path: '/loan', screen: 'loanDocuments' },
  { path: '/conditionalTerms', noLoginCheck: true, screen: 'terms' },
  { path: '/addDeskTopBrowser' },
  { path: '/guildDetail' },
  { path: '/noAndroid', noLoginCheck: true },
  { path: '/KSResult', noLoginCheck: true, screen: 'keyFacts' },
  // Routes of ours for screens that had no route (docs/navigation.md#routes).
  { path: '/helpCenter' },
  { path: '/customerService' },
  { path: '/feedback' },
  { path: '/protocols' },
  { path: '/myProfile' },
];

export const ROUTE_TABLE: readonly RouteEntry[] = ROWS.map((row) => ({
  ...row,
  name: row.name ?? row.path.slice(1),
  screen: row.screen ?? (row.path.slice(1) as ScreenKey),
}));

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

import { APP_PATHS } from '../app-paths.ts';

/*
 * Zod-free on purpose: the client's /triLink screen and the server's check of configured links
 * (announcements) share this one rule (docs/navigation.md#tri-link).
 */

/** Why a link is refused: it is not a link at all, or it goes somewhere we do not open. */
export type RefusalReason = 'malformed' | 'notAllowed';

export type InAppCheck = { ok: true; to: string } | { ok: false; reason: RefusalReason };
export type ExternalCheck =
  { ok: true; url: string; host: string } | { ok: false; reason: RefusalReason };

export type TriLinkTarget =
  | { kind: 'route'; to: string }
  | { kind: 'external'; url: string; host: string }
  | { kind: 'refused'; reason: RefusalReason };

export const MAX_ROUTE_LENGTH = 300;
export const MAX_URL_LENGTH = 2000;

const TRI_LINK_PATH = '/triLink';
// A path of the route table (letters and digits after one slash), then an optional query.
const IN_APP = /^(\/[A-Za-z0-9]*)(\?[^\s#\\]*)?$/;
// The authority of an https URL as written, before the URL parser normalises it.
const AUTHORITY = /^https:\/\/([^/?#]*)/i;

/** `new URL` without throwing (URL.canParse is too new for some of our borrowers' phones). */
function parseUrl(address: string): URL | null {
  try {
    return new URL(address);
  } catch {
    return null;
  }
}

const byLowerCase = new Map(APP_PATHS.map((path) => [path.toLowerCase(), path]));

/**
 * An in-app target: one leading slash, a route of the table (any letter case; the table's spelling
 * is returned) other than /triLink itself, an optional query; never `//`, `\`, a scheme or a hash.
 */
export function checkInAppPath(to: string): InAppCheck {
  if (to.length > MAX_ROUTE_LENGTH || to.includes('//') || to.includes('\\')) {
    return { ok: false, reason: 'malformed' };
  }
  const match = IN_APP.exec(to);
  if (!match) return { ok: false, reason: 'malformed' };
  const path = byLowerCase.get(match[1]!.toLowerCase());
  if (!path || path === TRI_LINK_PATH) return { ok: false, reason: 'notAllowed' };
  return { ok: true, to: `${path}${match[2] ?? ''}` };
}

/**
 * An external target: an https URL without credentials or a port whose host is exactly one of
 * `allowedHosts` (compared after the URL parser lower-cases it and turns a look-alike IDN into
 * its `xn--` form, so a look-alike never matches).
 */
export function checkExternalUrl(url: string, allowedHosts: readonly string[]): ExternalCheck {
  const parsed = url.length > MAX_URL_LENGTH || /[\s\\]/.test(url) ? null : parseUrl(url);
  if (!parsed) return { ok: false, reason: 'malformed' };
  const authority = AUTHORITY.exec(url)?.[1];
  if (parsed.protocol !== 'https:' || authority === undefined) {
    return { ok: false, reason: 'notAllowed' };
  }
  // An explicit port (even :443) or user info is refused as written, not as normalised.
  if (authority.includes('@') || authority.includes(':') || parsed.username || parsed.password) {
    return { ok: false, reason: 'notAllowed' };
  }
  if (!allowedHosts.includes(parsed.hostname)) return { ok: false, reason: 'notAllowed' };
  return { ok: true, url: parsed.href, host: parsed.hostname };
}

/** /triLink's query: exactly one of `to` (an in-app route) and `url` (an external link). */
export function resolveTriLink(
  query: { to: string | null; url: string | null },
  allowedHosts: readonly string[],
): TriLinkTarget {
  const { to, url } = query;
  if ((to === null) === (url === null)) return { kind: 'refused', reason: 'malformed' };
  if (to !== null) {
    const checked = checkInAppPath(to);
    return checked.ok
      ? { kind: 'route', to: checked.to }
      : { kind: 'refused', reason: checked.reason };
  }
  const checked = checkExternalUrl(url!, allowedHosts);
  return checked.ok
    ? { kind: 'external', url: checked.url, host: checked.host }
    : { kind: 'refused', reason: checked.reason };
}

/** The hosts external links may go to: the lender's website's and app store page's. */
export function linkAllowList(config: { proWebsite: string; appStoreUrl: string }): string[] {
  const hosts = [config.proWebsite, config.appStoreUrl].map(
    (address) => parseUrl(address)?.hostname,
  );
  return [...new Set(hosts.filter((host): host is string => Boolean(host)))];
}

/**
 * The app store's page opens in the store app (`openAppLink`); every other allowed URL in the
 * browser (`openBrowserLink`). A URL is the store's when it is at or under APP_STORE_URL.
 */
export function isAppStoreUrl(url: string, appStoreUrl: string): boolean {
  const target = parseUrl(url);
  const store = parseUrl(appStoreUrl);
  if (!target || !store || target.origin !== store.origin) return false;
  const base = store.pathname.replace(/\/$/, '');
  return target.pathname === base || target.pathname.startsWith(`${base}/`) || base === '';
}

/**
 * The browsers the install tutorials know (docs/install.md#browsers), recognised from the user
 * agent. Pure: the screens pass navigator.userAgent, the tests pass strings.
 */
export const BROWSERS = [
  'iosSafari',
  'iosChrome',
  'androidChrome',
  'samsung',
  'desktopChrome',
  'edge',
  'firefoxAndroid',
  'facebook',
  'messenger',
  'instagram',
  'tiktok',
  'line',
] as const;
export type BrowserId = (typeof BROWSERS)[number];

/** In-app browsers cannot install: their tutorial opens the page in the phone's real browser. */
export const IN_APP_BROWSERS: readonly BrowserId[] = [
  'facebook',
  'messenger',
  'instagram',
  'tiktok',
  'line',
];

export const isInAppBrowser = (id: BrowserId): boolean => IN_APP_BROWSERS.includes(id);

export const isBrowserId = (value: string | null | undefined): value is BrowserId =>
  (BROWSERS as readonly string[]).includes(value ?? '');

/**
 * The browser of a user agent, or null when none of ours matches (desktop Firefox or Safari, an
 * unknown phone browser): the page then asks the borrower to pick. In-app browsers first, since
 * they carry the engine's tokens too (Messenger's agent also says FBAN, so it goes before Facebook).
 */
export function detectBrowser(ua: string): BrowserId | null {
  const ios = /iPhone|iPad|iPod/.test(ua);
  const android = /Android/.test(ua);
  if (/\bMessenger|FBAN\/MessengerForiOS|Orca-Android|FB_IAB\/Orca/i.test(ua)) return 'messenger';
  if (/FBAN|FBAV|FB_IAB|FBIOS/.test(ua)) return 'facebook';
  if (/Instagram/.test(ua)) return 'instagram';
  if (/musical_ly|BytedanceWebview|TikTok|trill_/i.test(ua)) return 'tiktok';
  if (/\bLine\//.test(ua)) return 'line';
  if (ios) {
    // Chrome, Edge and Firefox on iOS add to the home screen through the same Share menu.
    if (/CriOS|EdgiOS|FxiOS/.test(ua)) return 'iosChrome';
    return /Safari\//.test(ua) ? 'iosSafari' : null;
  }
  if (android) {
    if (/SamsungBrowser/.test(ua)) return 'samsung';
    if (/Firefox\//.test(ua)) return 'firefoxAndroid';
    if (/Chrome\//.test(ua) && !/; wv\)|Version\/\d/.test(ua)) return 'androidChrome';
    return null;
  }
  if (/Edg\//.test(ua)) return 'edge';
  if (/Chrome\//.test(ua) && !/OPR\/|Mobile/.test(ua)) return 'desktopChrome';
  return null;
}

/**
 * The tutorials' addresses. Kept here, not in src/config/paths.ts: that object is on the first
 * load, and only the install screens and the offer link to these (docs/install.md#tutorials).
 */
export const INSTALL_PATHS = {
  addDeskTopBrowser: '/addDeskTopBrowser',
  guildDetail: '/guildDetail',
} as const;

/**
 * The browsers the install tutorials know (docs/install.md#browsers), recognised from the user
 * agent. Pure: the screens pass navigator.userAgent, the tests pass strings.
 */
export const BROWSERS = [
  'iosSafari',
  'ipadSafari',
  'iosChrome',
  'iosEdge',
  'iosFirefox',
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
  'googleApp',
] as const;
export type BrowserId = (typeof BROWSERS)[number];

/** In-app browsers cannot install: their tutorial opens the page in the phone's real browser. */
export const IN_APP_BROWSERS: readonly BrowserId[] = [
  'facebook',
  'messenger',
  'instagram',
  'tiktok',
  'line',
  'googleApp',
];

export const isInAppBrowser = (id: BrowserId): boolean => IN_APP_BROWSERS.includes(id);

export const isBrowserId = (value: string | null | undefined): value is BrowserId =>
  (BROWSERS as readonly string[]).includes(value ?? '');

/**
 * The browser of a user agent, or null when none of ours matches (desktop Firefox or Safari, an
 * unknown phone browser): the page then asks the borrower to pick. In-app browsers first, since
 * they carry the engine's tokens too (Messenger's agent also says FBAN, so it goes before Facebook).
 * `touchPoints` is navigator.maxTouchPoints: iPadOS Safari sends a Mac's agent, and only a touch
 * screen tells it apart (docs/install.md#browsers). Safari on iPad has its own steps: Share is in
 * the top toolbar there, not at the bottom as on iPhone.
 */
export function detectBrowser(ua: string, touchPoints = 0): BrowserId | null {
  const ipadAsMac = /Macintosh/.test(ua) && touchPoints > 1;
  const ipad = /iPad/.test(ua) || ipadAsMac;
  const ios = /iPhone|iPod/.test(ua) || ipad;
  const android = /Android/.test(ua);
  if (/\bMessenger|FBAN\/MessengerForiOS|Orca-Android|FB_IAB\/Orca/i.test(ua)) return 'messenger';
  if (/FBAN|FBAV|FB_IAB|FBIOS/.test(ua)) return 'facebook';
  if (/Instagram/.test(ua)) return 'instagram';
  if (/musical_ly|BytedanceWebview|TikTok|trill_/i.test(ua)) return 'tiktok';
  if (/\bLine\//.test(ua)) return 'line';
  if (ios) {
    // The Google app's viewer cannot add to the home screen: open the page in Safari first.
    if (/\bGSA\//.test(ua)) return 'googleApp';
    if (/CriOS/.test(ua)) return 'iosChrome';
    if (/EdgiOS/.test(ua)) return 'iosEdge';
    if (/FxiOS/.test(ua)) return 'iosFirefox';
    if (!/Safari\//.test(ua) || /Chrome\//.test(ua)) return null;
    return ipad ? 'ipadSafari' : 'iosSafari';
  }
  if (android) {
    if (/SamsungBrowser/.test(ua)) return 'samsung';
    if (/Firefox\//.test(ua)) return 'firefoxAndroid';
    // Edge, Opera and other Chromium brands have their own menus: not Chrome's steps.
    if (/EdgA\/|OPR\/|OPT\/|YaBrowser|UCBrowser|MiuiBrowser|HuaweiBrowser|HeyTapBrowser/.test(ua)) {
      return null;
    }
    if (/Chrome\//.test(ua) && !/; wv\)|Version\/\d/.test(ua)) return 'androidChrome';
    return null;
  }
  if (/Edg\//.test(ua)) return 'edge';
  if (/Chrome\//.test(ua) && !/OPR\/|Mobile/.test(ua)) return 'desktopChrome';
  return null;
}

/** This device's browser (the screens and the offer; the tests call detectBrowser). */
export const currentBrowser = (): BrowserId | null =>
  detectBrowser(navigator.userAgent, navigator.maxTouchPoints ?? 0);

/**
 * The tutorial to show for `?browser=` on this device. An in-app viewer's "Open in browser"
 * reopens the same address in Safari or Chrome, `?browser=facebook` included: there the viewer's
 * tutorial would send the borrower round in a circle, so a real browser we recognise wins over an
 * in-app id (docs/install.md#in-app-browsers). Otherwise the asked one, else the detected one.
 */
export function tutorialBrowser(
  asked: string | null,
  detected: BrowserId | null,
): BrowserId | null {
  if (!isBrowserId(asked)) return detected;
  if (isInAppBrowser(asked) && detected !== null && !isInAppBrowser(detected)) return detected;
  return asked;
}

/**
 * The tutorials' addresses. Kept here, not in src/config/paths.ts: that object is on the first
 * load, and only the install screens and the offer link to these (docs/install.md#tutorials).
 */
export const INSTALL_PATHS = {
  addDeskTopBrowser: '/addDeskTopBrowser',
  guildDetail: '/guildDetail',
} as const;

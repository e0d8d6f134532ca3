/** One Chromium setup for every browser step: the system build, headless, loopback only. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--headless=new',
  // The audit runs as root in a container, where Chromium's sandbox cannot start.
  '--no-sandbox',
  '--disable-gpu',
  // Nothing outside loopback is reachable: background fetches would only add noise and waits.
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // /dev/shm is small in containers; Chromium falls back to /tmp instead of crashing tabs.
  '--disable-dev-shm-usage',
];

/**
 * Lighthouse's mobile preset emulates a Moto G (an Android user agent), and the app sends
 * Android browsers to /noAndroid (they get the native app): Lighthouse and the script count
 * would measure that screen instead of sign-in. An iPhone's user agent is what the PWA's real
 * mobile audience sends; screen size, form factor and throttling stay Lighthouse's defaults.
 */
export const MOBILE_USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 ' +
  '(KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';

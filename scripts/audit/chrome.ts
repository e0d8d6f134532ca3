/** One Chromium setup for every browser step: the system build, headless, loopback only. */
import { Launcher } from 'chrome-launcher';

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
 * Browser features whose work competes with the audited page on this 2-core machine and that no
 * phone's browser runs inside a page load (docs/first-paint.md#audit-browser): Chromium 156
 * preloads its omnibox popup and AI-mode compose box as a hidden WebUI page at start, about 1.7 s
 * of CPU in a renderer of its own while the first page loads.
 */
export const DISABLED_BROWSER_FEATURES = ['PreloadTopChromeWebUI', 'WebUIOmniboxPopup'];

/**
 * Lighthouse's Chromium: chrome-launcher's default flags with our features added to its
 * `--disable-features` (Chromium keeps only the last such switch, so a second one would drop
 * chrome-launcher's list), then the flags above. Launch with `ignoreDefaultFlags: true`.
 */
export function lighthouseChromeFlags(): string[] {
  const defaults = Launcher.defaultFlags();
  const merged = defaults.map((flag) =>
    flag.startsWith('--disable-features=')
      ? `${flag},${DISABLED_BROWSER_FEATURES.join(',')}`
      : flag,
  );
  if (!merged.some((flag) => flag.startsWith('--disable-features=')))
    merged.push(`--disable-features=${DISABLED_BROWSER_FEATURES.join(',')}`);
  return [...merged, ...CHROMIUM_FLAGS];
}

/**
 * Lighthouse's mobile preset emulates a Moto G (an Android user agent), and the app sends
 * Android browsers to /noAndroid (they get the native app): Lighthouse and the script count
 * would measure that screen instead of sign-in. An iPhone's user agent is what the PWA's real
 * mobile audience sends; screen size, form factor and throttling stay Lighthouse's defaults.
 */
export const MOBILE_USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 ' +
  '(KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';

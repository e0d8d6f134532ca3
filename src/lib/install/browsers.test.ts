import { describe, expect, it } from 'vitest';
import {
  IPAD_AS_MAC,
  MORE_USER_AGENTS,
  SAMPLE_USER_AGENTS,
} from '../../../tests/support/install-user-agents';
import { BROWSERS, detectBrowser, isBrowserId, isInAppBrowser, tutorialBrowser } from './browsers';

describe('detectBrowser (docs/install.md#browsers)', () => {
  it.each(Object.entries(SAMPLE_USER_AGENTS))('recognises %s', (id, ua) => {
    expect(detectBrowser(ua)).toBe(id);
  });

  it.each(MORE_USER_AGENTS)('recognises %s on another platform', (id, ua) => {
    expect(detectBrowser(ua)).toBe(id);
  });

  it('has a sample for every browser it knows', () => {
    expect(Object.keys(SAMPLE_USER_AGENTS).sort()).toEqual([...BROWSERS].sort());
  });

  it.each([
    [
      'desktop Firefox',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0',
    ],
    [
      'desktop Safari',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
    ],
    [
      'an Android WebView of another app',
      'Mozilla/5.0 (Linux; Android 14; SM-A155F Build/UP1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0.6478.71 Mobile Safari/537.36',
    ],
    [
      'Opera on a computer',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 OPR/111.0.0.0',
    ],
    ['nothing', ''],
    [
      'Edge on Android (its own menu, not Chrome’s)',
      'Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36 EdgA/126.0.2592.80',
    ],
    [
      'Opera on Android',
      'Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36 OPR/83.0.4254.70422',
    ],
  ])('knows none for %s', (_name, ua) => {
    expect(detectBrowser(ua)).toBeNull();
  });

  it('takes an iPad’s Mac agent for Safari on iPad (Share at the top) only with a touch screen', () => {
    expect(detectBrowser(IPAD_AS_MAC, 5)).toBe('ipadSafari');
    expect(detectBrowser(IPAD_AS_MAC, 0)).toBeNull();
    // A Mac's Chrome keeps its own steps.
    expect(
      detectBrowser(
        SAMPLE_USER_AGENTS.desktopChrome.replace(
          'Windows NT 10.0; Win64; x64',
          'Macintosh; Intel Mac OS X 10_15_7',
        ),
        0,
      ),
    ).toBe('desktopChrome');
  });

  it('gives Edge and Firefox on iPhone their own steps, not Chrome’s, and the Google app Safari’s detour', () => {
    expect(detectBrowser(SAMPLE_USER_AGENTS.iosEdge)).toBe('iosEdge');
    expect(detectBrowser(SAMPLE_USER_AGENTS.iosFirefox)).toBe('iosFirefox');
    expect(detectBrowser(SAMPLE_USER_AGENTS.googleApp)).toBe('googleApp');
    expect(isInAppBrowser('googleApp')).toBe(true);
  });

  it('tells in-app browsers apart, and checks ids from the address', () => {
    expect(BROWSERS.filter(isInAppBrowser)).toEqual([
      'facebook',
      'messenger',
      'instagram',
      'tiktok',
      'line',
      'googleApp',
    ]);
    expect(isBrowserId('samsung')).toBe(true);
    expect(isBrowserId('netscape')).toBe(false);
    expect(isBrowserId(null)).toBe(false);
  });
});

describe('tutorialBrowser: the address’s browser, unless it sends a real browser in a circle', () => {
  it('lets a real browser win over an in-app id (the viewer’s “Open in browser” keeps the address)', () => {
    expect(tutorialBrowser('facebook', 'iosSafari')).toBe('iosSafari');
    expect(tutorialBrowser('tiktok', 'androidChrome')).toBe('androidChrome');
  });

  it('keeps the asked one otherwise, and detects without a valid one', () => {
    expect(tutorialBrowser('facebook', 'facebook')).toBe('facebook');
    expect(tutorialBrowser('instagram', 'facebook')).toBe('instagram');
    expect(tutorialBrowser('facebook', null)).toBe('facebook');
    expect(tutorialBrowser('samsung', 'iosSafari')).toBe('samsung');
    expect(tutorialBrowser(null, 'iosChrome')).toBe('iosChrome');
    expect(tutorialBrowser('netscape', 'edge')).toBe('edge');
  });
});

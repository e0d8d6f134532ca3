import { describe, expect, it } from 'vitest';
import { MORE_USER_AGENTS, SAMPLE_USER_AGENTS } from '../../../tests/support/install-user-agents';
import { BROWSERS, detectBrowser, isBrowserId, isInAppBrowser } from './browsers';

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
  ])('knows none for %s', (_name, ua) => {
    expect(detectBrowser(ua)).toBeNull();
  });

  it('tells in-app browsers apart, and checks ids from the address', () => {
    expect(BROWSERS.filter(isInAppBrowser)).toEqual([
      'facebook',
      'messenger',
      'instagram',
      'tiktok',
      'line',
    ]);
    expect(isBrowserId('samsung')).toBe(true);
    expect(isBrowserId('netscape')).toBe(false);
    expect(isBrowserId(null)).toBe(false);
  });
});

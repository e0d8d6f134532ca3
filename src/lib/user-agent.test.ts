import { describe, expect, it } from 'vitest';
import { classifyUserAgent, isMobileUserAgent } from './user-agent';

describe('user agent classes (docs/navigation.md#root-view)', () => {
  it.each([
    [
      'Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36',
      'android',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
      'ios',
    ],
    ['Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', 'ios'],
    [
      'Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1; Microsoft; Lumia 950) Edge/15.14977',
      'android',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126 Safari/537.36',
      'desktop',
    ],
  ])('%s → %s', (ua, expected) => {
    expect(classifyUserAgent(ua)).toBe(expected);
  });

  it('gives phones and tablets the mobile container', () => {
    expect(isMobileUserAgent('Mozilla/5.0 (iPod touch; CPU iPhone OS 12_0 like Mac OS X)')).toBe(
      true,
    );
    expect(isMobileUserAgent('Mozilla/5.0 (X11; Linux x86_64) Chrome/126')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { homeScreenSignal, type LaunchFacts } from './launch-signal';

const tab: LaunchFacts = {
  displayModeStandalone: false,
  iosStandalone: false,
  launchUrl: 'https://sulong.cash.example/#/homeIndex',
  storedFlag: false,
};

describe('homeScreenSignal (docs/coupons.md#home-screen-bonus)', () => {
  it('is null in an ordinary browser tab', () => {
    expect(homeScreenSignal(tab)).toBeNull();
    expect(
      homeScreenSignal({ ...tab, launchUrl: 'https://x.example/#/start?isBrowser=true' }),
    ).toBeNull();
  });

  it('names each signal, the strongest first', () => {
    expect(homeScreenSignal({ ...tab, storedFlag: true })).toBe('storedFlag');
    expect(
      homeScreenSignal({
        ...tab,
        storedFlag: true,
        launchUrl: 'https://x.example/#/start?standalone=true',
      }),
    ).toBe('startUrl');
    expect(homeScreenSignal({ ...tab, storedFlag: true, iosStandalone: true })).toBe(
      'iosStandalone',
    );
    expect(homeScreenSignal({ ...tab, iosStandalone: true, displayModeStandalone: true })).toBe(
      'displayMode',
    );
  });

  it('finds the marker in the hash route or the query, whatever its value', () => {
    for (const url of [
      'https://x.example/#/start?standalone=true',
      'https://x.example/?standalone=1#/start',
      'https://x.example/#/homeIndex?a=1&standalone',
      'https://x.example/?a=1#/start?standalone=true',
    ]) {
      expect(homeScreenSignal({ ...tab, launchUrl: url }), url).toBe('startUrl');
    }
  });
});

import { describe, expect, it, vi } from 'vitest';
import { runGuard, type GuardContext } from './guard';
import { findRoute } from './route-table';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36';

function go(url: string, ctx: Partial<GuardContext> = {}) {
  const [pathname = '/', query = ''] = url.split('?');
  const effects = { recordRouteName: vi.fn(), setSession: vi.fn(), setLocal: vi.fn() };
  const redirect = runGuard(
    { pathname, search: new URLSearchParams(query), route: findRoute(pathname) },
    {
      userAgent: IPHONE,
      inNativeShell: false,
      blockAndroidBrowser: true,
      token: '',
      customerId: '',
      ...ctx,
    },
    effects,
  );
  return { redirect, effects };
}

const signedIn = { token: 't0k3n', customerId: '42' };

describe('navigation guard (docs/navigation.md#guard), rule by rule', () => {
  it('1. records the route name of every route change', () => {
    expect(go('/privacy').effects.recordRouteName).toHaveBeenCalledWith('privacy');
    expect(go('/oqVDsh').effects.recordRouteName).toHaveBeenCalledWith('start');
  });

  it('2. keeps isBrowser=true in session storage', () => {
    expect(go('/start?isBrowser=true').effects.setSession).toHaveBeenCalledWith(
      'isBrowser',
      'true',
    );
    expect(go('/start?isBrowser=false').effects.setSession).not.toHaveBeenCalled();
  });

  it('3. keeps standalone in local storage as "true", whatever its value', () => {
    expect(go('/start?standalone').effects.setLocal).toHaveBeenCalledWith('standalone', 'true');
    expect(go('/start?standalone=1').effects.setLocal).toHaveBeenCalledWith('standalone', 'true');
    expect(go('/start').effects.setLocal).not.toHaveBeenCalled();
  });

  it('4. stores campaign, adgroup and creative together as one promotion record', () => {
    const { effects } = go('/start?campaign=c1&adgroup=a1&creative=k1');
    expect(effects.setSession).toHaveBeenCalledWith(
      'promotion',
      JSON.stringify({ campaign: 'c1', adgroup: 'a1', creative: 'k1' }),
    );
    expect(go('/start?campaign=c1&adgroup=a1').effects.setSession).not.toHaveBeenCalled();
  });

  it('5. sends Android browsers to /noAndroid, except there, inside the shell, or when allowed', () => {
    expect(go('/start', { userAgent: ANDROID }).redirect).toBe('/noAndroid');
    expect(go('/homeIndex', { userAgent: ANDROID, ...signedIn }).redirect).toBe('/noAndroid');
    expect(go('/noAndroid', { userAgent: ANDROID }).redirect).toBeNull();
    expect(go('/start', { userAgent: ANDROID, inNativeShell: true }).redirect).toBeNull();
    expect(go('/start', { userAgent: ANDROID, blockAndroidBrowser: false }).redirect).toBeNull();
  });

  it('5. still records the query of a redirected route change', () => {
    const { redirect, effects } = go('/start?isBrowser=true', { userAgent: ANDROID });
    expect(redirect).toBe('/noAndroid');
    expect(effects.setSession).toHaveBeenCalledWith('isBrowser', 'true');
  });

  it('6. sends a signed-in borrower from /start (and its alias) to /homeIndex', () => {
    expect(go('/start', signedIn).redirect).toBe('/homeIndex');
    expect(go('/oqVDsh', signedIn).redirect).toBe('/homeIndex');
    expect(go('/start', { token: 't0k3n' }).redirect).toBeNull();
  });

  it('7. sends routes without the no-check flag to /start unless token and customerId are both set', () => {
    expect(go('/homeIndex').redirect).toBe('/start');
    expect(go('/my', { token: 't0k3n' }).redirect).toBe('/start');
    expect(go('/my', { customerId: '42' }).redirect).toBe('/start');
    expect(go('/my', signedIn).redirect).toBeNull();
  });

  it('7. lets every no-check route through without a session', () => {
    for (const path of [
      '/test',
      '/',
      '/start',
      '/oqVDsh',
      '/privacy',
      '/conditionalTerms',
      '/noAndroid',
      '/KSResult',
    ]) {
      expect(go(path).redirect, path).toBeNull();
    }
  });
});

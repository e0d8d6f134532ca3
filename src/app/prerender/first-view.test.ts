import { afterEach, describe, expect, it } from 'vitest';
import { firstViewOf, sameScreenAddress, storedSession, type FirstViewContext } from './first-view';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) Mobile/15E148';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36';

const context = (overrides: Partial<FirstViewContext>): FirstViewContext => ({
  hashPath: '/start',
  userAgent: IPHONE,
  inNativeShell: false,
  blockAndroidBrowser: true,
  token: '',
  customerId: '',
  ...overrides,
});
const signedIn = { token: 't', customerId: 'c' };

describe('the first view the app renders, as the boot script works it out', () => {
  it.each([
    ['', {}, { view: 'welcome', redirectTo: null }],
    ['/', {}, { view: 'welcome', redirectTo: null }],
    ['/start', {}, { view: 'start', redirectTo: null }],
    ['/oqVDsh', {}, { view: 'start', redirectTo: null }],
    ['/start?standalone=true', {}, { view: 'start', redirectTo: null }],
    // The guard's rule 6: a signed-in borrower opening sign-in goes home (the start URL).
    ['/start?standalone=true', signedIn, { view: 'home', redirectTo: '/homeIndex' }],
    ['/homeIndex', signedIn, { view: 'home', redirectTo: null }],
    // Rule 7: home without a session is sign-in.
    ['/homeIndex', {}, { view: 'start', redirectTo: '/start' }],
    ['/billIndex', {}, { view: 'start', redirectTo: '/start' }],
  ])('%s %o → %o', (hashPath, session, expected) => {
    expect(firstViewOf(context({ hashPath, ...session }))).toEqual(expected);
  });

  it('paints nothing where the first render is no prerendered view', () => {
    // Another screen, the signed-in welcome page (it offers home), an unknown address.
    expect(firstViewOf(context({ hashPath: '/billIndex', ...signedIn }))).toBeNull();
    expect(firstViewOf(context({ hashPath: '/', ...signedIn }))).toBeNull();
    expect(firstViewOf(context({ hashPath: '/nowhere' }))).toBeNull();
    // An Android browser is sent to /noAndroid (rule 5)…
    expect(firstViewOf(context({ userAgent: ANDROID }))).toBeNull();
    // …but the native shell on Android is welcome.
    expect(firstViewOf(context({ userAgent: ANDROID, inNativeShell: true }))).toEqual({
      view: 'start',
      redirectTo: null,
    });
  });
});

describe('the session the boot script reads', () => {
  afterEach(() => localStorage.clear());

  it('reads the core store as redux-persist writes it', () => {
    localStorage.setItem(
      'persist:sulong-core',
      JSON.stringify({
        publicData: JSON.stringify({
          customerId: 'c1',
          token: 'tok',
          phone_number: '+639171234567',
          app_type: null,
        }),
        proName: JSON.stringify('Lender Co'),
        _persist: JSON.stringify({ version: 1, rehydrated: true }),
      }),
    );
    expect(storedSession()).toEqual({
      token: 'tok',
      customerId: 'c1',
      phone: '+639171234567',
      proName: 'Lender Co',
    });
  });

  it('treats a missing or broken store as signed out', () => {
    expect(storedSession()).toEqual({ token: '', customerId: '', phone: '', proName: null });
    localStorage.setItem('persist:sulong-core', '{not json');
    expect(storedSession().token).toBe('');
  });
});

describe('addresses the router renders alike', () => {
  it('takes an alias for its route, and nothing else for the painted screen', () => {
    expect(sameScreenAddress('/oqVDsh', '/start')).toBe(true);
    expect(sameScreenAddress('/start', '/START/')).toBe(true);
    expect(sameScreenAddress('/start?isBrowser=true', '/oqVDsh?isBrowser=true')).toBe(true);
    // A query the guard records, another screen, an address no route has.
    expect(sameScreenAddress('/start', '/start?standalone')).toBe(false);
    expect(sameScreenAddress('/start', '/privacy')).toBe(false);
    expect(sameScreenAddress('/nowhere', '/start')).toBe(false);
    expect(sameScreenAddress('/nowhere', '/nowhere')).toBe(true);
  });
});

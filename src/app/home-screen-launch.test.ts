import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HomeScreenBonusView } from '@contract/bonus/home-screen';
import { signedIn, signedOut } from '@/lib/core/core-slice';
import { fakeApi, type FakeReply } from '../../tests/support/fake-api';
import { startHomeScreenLaunchReports } from './home-screen-launch';
import { makeStore } from './store';

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const view = (grantedNow: boolean): HomeScreenBonusView => ({
  grantedAt: '2026-04-10T01:00:00.000Z',
  couponCentavos: 20_000,
  couponValidDays: 30,
  bonusCeilingCentavos: 8_000_000,
  baseCeilingCentavos: 1_000_000,
  grantedNow,
});

const LAUNCH = 'http://localhost/#/start?standalone=true';
const TAB = 'http://localhost/#/homeIndex';

function start(
  reply: () => FakeReply,
  { appType = null, signedInAs = 'c-1', url = LAUNCH } = {} as {
    appType?: 1 | 2 | null;
    signedInAs?: string;
    url?: string;
  },
) {
  const server = fakeApi({ 'POST /api/bonus/home-screen/launch': reply });
  const store = makeStore({
    publicData: {
      customerId: signedInAs,
      token: signedInAs ? 't' : '',
      phone_number: '',
      app_type: appType,
    },
  });
  startHomeScreenLaunchReports(store, url);
  const reports = () => server.sent('POST', '/api/bonus/home-screen/launch');
  return { store, reports };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

describe('the launch report (docs/coupons.md#home-screen-bonus)', () => {
  it('reports a launch from the start URL once, and leaves the notice of a grant', async () => {
    const { reports } = start(() => ({ body: view(true) }));
    await waitFor(() => expect(reports()).toHaveLength(1));
    expect(reports()[0]!.body).toEqual({ signal: 'startUrl' });
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('homeScreenBonus.notice.c-1')!)).toEqual({
        couponCentavos: 20_000,
        ceilingCentavos: 8_000_000,
      }),
    );
    expect(localStorage.getItem('homeScreenBonus.reported.c-1')).toBe('true');

    // The next start on this device asks nothing.
    const again = start(() => ({ body: view(false) }));
    await settle();
    expect(again.reports()).toHaveLength(0);
  });

  it('leaves no notice when the bonus was granted before (another device)', async () => {
    const { reports } = start(() => ({ body: view(false) }));
    await waitFor(() => expect(reports()).toHaveLength(1));
    await waitFor(() => expect(localStorage.getItem('homeScreenBonus.reported.c-1')).toBe('true'));
    expect(localStorage.getItem('homeScreenBonus.notice.c-1')).toBeNull();
  });

  it('tries again at the next start when the report failed', async () => {
    const first = start(() => 'offline');
    await waitFor(() => expect(first.reports()).toHaveLength(1));
    await settle();
    expect(localStorage.getItem('homeScreenBonus.reported.c-1')).toBeNull();
    const second = start(() => ({ body: view(true) }));
    await waitFor(() => expect(second.reports()).toHaveLength(1));
    await waitFor(() => expect(localStorage.getItem('homeScreenBonus.reported.c-1')).toBe('true'));
  });

  it('uses the stored flag, display mode or iOS standalone when the URL has no marker', async () => {
    localStorage.setItem('standalone', 'true');
    const stored = start(() => ({ body: view(false) }), { url: TAB });
    await waitFor(() => expect(stored.reports()).toHaveLength(1));
    expect(stored.reports()[0]!.body).toEqual({ signal: 'storedFlag' });

    localStorage.clear();
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(display-mode: standalone)',
    }));
    const display = start(() => ({ body: view(false) }), { url: TAB });
    await waitFor(() => expect(display.reports()).toHaveLength(1));
    expect(display.reports()[0]!.body).toEqual({ signal: 'displayMode' });
  });

  it('reports nothing from an ordinary browser tab', async () => {
    const { reports } = start(() => ({ body: view(true) }), { url: TAB });
    await settle();
    expect(reports()).toHaveLength(0);
  });

  it('reports nothing inside a native shell, known from the store or from its bridge', async () => {
    const stored = start(() => ({ body: view(true) }), { appType: 1 });
    await settle();
    expect(stored.reports()).toHaveLength(0);

    vi.stubGlobal('SulongNative', {});
    const bridge = start(() => ({ body: view(true) }));
    await settle();
    expect(bridge.reports()).toHaveLength(0);
  });

  it('stops for good when the server says the session is the native shell', async () => {
    const { reports } = start(() => ({
      status: 403,
      body: { code: 'FORBIDDEN', message: 'No home-screen bonus inside the native app' },
    }));
    await waitFor(() => expect(reports()).toHaveLength(1));
    await waitFor(() => expect(localStorage.getItem('homeScreenBonus.reported.c-1')).toBe('true'));
  });

  it('reports right after a sign-in, and again for the next borrower on this phone', async () => {
    const { store, reports } = start(() => ({ body: view(true) }), { signedInAs: '' });
    await settle();
    expect(reports()).toHaveLength(0);
    store.dispatch(
      signedIn({ token: 't', customerId: 'c-1', phone: '+639171234567', registered: true }),
    );
    await waitFor(() => expect(reports()).toHaveLength(1));
    store.dispatch(signedOut());
    store.dispatch(
      signedIn({ token: 't2', customerId: 'c-2', phone: '+639171234568', registered: true }),
    );
    await waitFor(() => expect(reports()).toHaveLength(2));
    expect(reports()[1]!.authorization).toBe('Bearer t2');
  });
});

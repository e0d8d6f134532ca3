import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HomeScreenBonusView } from '@contract/bonus/home-screen';
import { signedIn, signedOut } from '@/lib/core/core-slice';
import { fakeApi, type FakeReply } from '../../tests/support/fake-api';
import { startHomeScreenLaunchReports, type LaunchReports } from './home-screen-launch';
import { makeStore } from './store';

const started: LaunchReports[] = [];

afterEach(() => {
  // A run's listeners stay on window: an earlier test's must not report into the next one's.
  started.splice(0).forEach((launch) => launch.stop());
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
  const launch = startHomeScreenLaunchReports(store, url);
  started.push(launch);
  const reports = () => server.sent('POST', '/api/bonus/home-screen/launch');
  // The report in flight answered (none: at once), so a count is final until the next event.
  const settled = async () => {
    await launch.settled();
    return reports();
  };
  return { store, reports, settled, checked: () => launch.checked() };
}

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
    expect(await again.settled()).toHaveLength(0);
  });

  it("says the launch is checked once its report has gone out, the API's code loaded first", async () => {
    const { reports, checked } = start(() => ({ body: view(false) }));
    expect(reports()).toHaveLength(0);
    await checked();
    await waitFor(() => expect(reports()).toHaveLength(1));
    const tab = start(() => ({ body: view(true) }), { url: TAB });
    await tab.checked();
    expect(await tab.settled()).toHaveLength(0);
  });

  it('leaves no notice when the bonus was granted before (another device)', async () => {
    const { reports } = start(() => ({ body: view(false) }));
    await waitFor(() => expect(reports()).toHaveLength(1));
    await waitFor(() => expect(localStorage.getItem('homeScreenBonus.reported.c-1')).toBe('true'));
    expect(localStorage.getItem('homeScreenBonus.notice.c-1')).toBeNull();
  });

  it('tries again at the next start when the report failed', async () => {
    const first = start(() => 'offline');
    expect(await first.settled()).toHaveLength(1);
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
    const tab = start(() => ({ body: view(true) }), { url: TAB });
    expect(await tab.settled()).toHaveLength(0);
  });

  it('reports nothing inside a native shell, known from the store or from its bridge', async () => {
    const stored = start(() => ({ body: view(true) }), { appType: 1 });
    expect(await stored.settled()).toHaveLength(0);

    vi.stubGlobal('SulongNative', {});
    const bridge = start(() => ({ body: view(true) }));
    expect(await bridge.settled()).toHaveLength(0);
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
    const { store, reports, settled } = start(() => ({ body: view(true) }), { signedInAs: '' });
    expect(await settled()).toHaveLength(0);
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

  it('tries a failed report again when the network returns or the app is shown, one at a time', async () => {
    const replies: FakeReply[] = ['offline', 'offline', { body: view(true) }];
    const { store, reports, settled } = start(() => replies.shift()!);
    expect(await settled()).toHaveLength(1);
    // Not on the next change of the store: that would repeat it in a loop while offline.
    store.dispatch(signedIn({ token: 't', customerId: 'c-1', phone: '', registered: true }));
    expect(await settled()).toHaveLength(1);

    // Back online and back on screen at the same moment: one report, not two.
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    window.dispatchEvent(new Event('online'));
    document.dispatchEvent(new Event('visibilitychange'));
    expect(await settled()).toHaveLength(2);
    expect(localStorage.getItem('homeScreenBonus.reported.c-1')).toBeNull();

    // Hidden (the borrower switched away): nothing; shown again: reported and remembered.
    visibility.mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(await settled()).toHaveLength(2);
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(await settled()).toHaveLength(3);
    expect(localStorage.getItem('homeScreenBonus.reported.c-1')).toBe('true');
    expect(localStorage.getItem('homeScreenBonus.notice.c-1')).not.toBeNull();

    // Answered: the next events ask nothing.
    window.dispatchEvent(new Event('online'));
    document.dispatchEvent(new Event('visibilitychange'));
    expect(await settled()).toHaveLength(3);
    expect(reports()[2]!.body).toEqual({ signal: 'startUrl' });
  });

  it('does not try again for a borrower who signed out meanwhile', async () => {
    const replies: FakeReply[] = ['offline', { body: view(false) }];
    const { store, settled } = start(() => replies.shift()!);
    expect(await settled()).toHaveLength(1);
    store.dispatch(signedOut());
    window.dispatchEvent(new Event('online'));
    expect(await settled()).toHaveLength(1);
  });
});

import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderRoute } from '../../../tests/support/fake-api';
import { PUBLIC_CONFIG } from '../../../tests/support/public-config';
import { nativeBridge } from '@/platform/bridge';
import TriLinkScreen from './tri-link-screen';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const SIGNED_IN = { customerId: 'c1', token: 't', phone_number: '+639171234567' };

const open = (query: string, appType: 1 | 2 | null = null) =>
  renderRoute('/triLink', <TriLinkScreen />, {
    route: `/triLink${query}`,
    core: { publicData: { ...SIGNED_IN, app_type: appType } },
  });

const withConfig = () => fakeApi({ 'GET /api/config': () => ({ body: PUBLIC_CONFIG }) });

describe('/triLink (docs/navigation.md#tri-link)', () => {
  it('opens an in-app route in place, in its table spelling, without asking the server', async () => {
    const api = fakeApi({});
    open(`?to=${encodeURIComponent('/COUPON?from=sms')}`);
    expect(await screen.findByTestId('location')).toHaveTextContent('/coupon?from=sms');
    expect(api.calls).toHaveLength(0);
  });

  it('refuses a foreign route as not allowed, shows no link, and goes home on the button', async () => {
    fakeApi({});
    const goAppHome = vi.spyOn(nativeBridge, 'goAppHome');
    open(`?to=${encodeURIComponent('//evil.com')}`);
    expect(await screen.findByRole('heading', { name: "This link can't be opened" })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('incomplete or damaged');
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByText(/evil/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Go to home' }));
    expect(goAppHome).toHaveBeenCalledWith(null);
    expect(await screen.findByTestId('location')).toHaveTextContent('/homeIndex');
  });

  it('refuses an outside URL off the allow-list as not allowed', async () => {
    withConfig();
    open(`?url=${encodeURIComponent('https://evil.example/login')}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('does not open');
    expect(screen.queryByText(/evil\.example/)).toBeNull();
  });

  it('in a browser, opens an allowed URL in a new tab on a tap only', async () => {
    withConfig();
    const windowOpen = vi.spyOn(window, 'open').mockReturnValue(null);
    const browserLink = vi.spyOn(nativeBridge, 'openBrowserLink');
    open(`?url=${encodeURIComponent('https://sulong.cash.example/promo')}`);
    const button = await screen.findByRole('button', { name: 'Open sulong.cash.example' });
    expect(windowOpen).not.toHaveBeenCalled();
    fireEvent.click(button);
    expect(windowOpen).toHaveBeenCalledWith(
      'https://sulong.cash.example/promo',
      '_blank',
      'noopener',
    );
    expect(browserLink).not.toHaveBeenCalled();
  });

  it('in the shell, hands a website to the shell browser, then finishes the page', async () => {
    withConfig();
    const browserLink = vi.spyOn(nativeBridge, 'openBrowserLink').mockResolvedValue(null);
    const appLink = vi.spyOn(nativeBridge, 'openAppLink');
    const pageFinish = vi.spyOn(nativeBridge, 'pageFinish').mockResolvedValue(null);
    open(`?url=${encodeURIComponent('https://sulong.cash.example/promo')}`, 1);
    expect(await screen.findByText('We opened sulong.cash.example for you.')).toBeVisible();
    expect(browserLink).toHaveBeenCalledWith(1, 'https://sulong.cash.example/promo');
    await vi.waitFor(() => expect(pageFinish).toHaveBeenCalledWith(1));
    expect(appLink).not.toHaveBeenCalled();
  });

  it('in the shell, opens the app store page in the store app', async () => {
    withConfig();
    const appLink = vi.spyOn(nativeBridge, 'openAppLink').mockResolvedValue(null);
    const browserLink = vi.spyOn(nativeBridge, 'openBrowserLink');
    vi.spyOn(nativeBridge, 'pageFinish').mockResolvedValue(null);
    open(`?url=${encodeURIComponent('https://sulong.cash.example/app')}`, 2);
    await screen.findByText('We opened sulong.cash.example for you.');
    expect(appLink).toHaveBeenCalledWith(2, 'https://sulong.cash.example/app');
    expect(browserLink).not.toHaveBeenCalled();
  });

  it('refuses both or neither query, and says so when the settings cannot load', async () => {
    fakeApi({
      'GET /api/config': () => ({
        status: 503,
        body: { code: 'SERVICE_UNAVAILABLE', message: 'x' },
      }),
    });
    const { unmount } = open('');
    expect(await screen.findByRole('heading', { name: "This link can't be opened" })).toBeVisible();
    unmount();
    open(`?url=${encodeURIComponent('https://sulong.cash.example/x')}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('could not check this link');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});

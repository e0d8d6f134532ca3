import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderRoute } from '../../../tests/support/fake-api';
import { PUBLIC_CONFIG } from '../../../tests/support/public-config';
import ServiceScreen from './service-screen';

const signedIn = (app_type: 1 | 2 | null) => ({
  publicData: { customerId: 'c-1', token: 't', phone_number: '+639171234567', app_type },
});

/** 2026-05-04 at hh:mm Manila (UTC+8). */
const manila = (hh: number, mm: number) => new Date(Date.UTC(2026, 4, 4, hh - 8, mm));

function showService(app_type: 1 | 2 | null = null) {
  fakeApi({ 'GET /api/config': () => ({ body: PUBLIC_CONFIG }) });
  return renderRoute('/customerService', <ServiceScreen />, { core: signedIn(app_type) });
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('/customerService (docs/care.md#customer-service-hours)', () => {
  it('in a browser: open now with the closing time, and tel: and mailto: links', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(manila(10, 15));
    showService();
    expect(await screen.findByText('Open now · until 6:00 PM')).toBeVisible();
    expect(screen.getByText(/Monday to Sunday, 9:00 AM to 6:00 PM/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Call +63 2 8000 0000' })).toHaveAttribute(
      'href',
      'tel:+63280000000',
    );
    expect(
      screen.getByRole('link', { name: 'E-mail support@sulong.cash.example' }),
    ).toHaveAttribute('href', 'mailto:support@sulong.cash.example');
    expect(
      screen.getByRole('link', { name: 'Web support: web@sulong.cash.example' }),
    ).toHaveAttribute('href', 'mailto:web@sulong.cash.example');
    expect(screen.queryByRole('button', { name: 'Open customer service' })).toBeNull();
  });

  it('turns closed at 18:00 without a reload, recomputed every minute', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(manila(17, 59));
    showService();
    expect(await screen.findByText('Open now · until 6:00 PM')).toBeVisible();
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('Closed · opens 9:00 AM')).toBeVisible();
  });

  it('in the Android shell: a first button opens the shell’s own customer service', async () => {
    const openCustomerService = vi.fn(() => null);
    vi.stubGlobal('SulongNative', { openCustomerService });
    showService(1);
    fireEvent.click(await screen.findByRole('button', { name: 'Open customer service' }));
    await vi.waitFor(() => expect(openCustomerService).toHaveBeenCalledTimes(1));
    // The contacts stay: the shell's screen may not answer.
    expect(await screen.findByRole('link', { name: 'Call +63 2 8000 0000' })).toBeVisible();
  });

  it('offers the chat channels from config beside the hotline (docs/care.md#chat-channels)', async () => {
    showService();
    const messenger = await screen.findByRole('link', { name: 'Chat on Messenger' });
    expect(messenger).toHaveAttribute('href', 'https://m.me/sulong.cash.example');
    expect(messenger).toHaveAttribute('target', '_blank');
    const viber = screen.getByRole('link', { name: 'Chat on Viber' });
    expect(viber).toHaveAttribute('href', 'viber://pa?chatURI=sulongcash-sandbox');
    expect(viber).not.toHaveAttribute('target');
  });

  it('leaves out a channel the lender does not offer', async () => {
    fakeApi({ 'GET /api/config': () => ({ body: { ...PUBLIC_CONFIG, viberUrl: null } }) });
    renderRoute('/customerService', <ServiceScreen />, { core: signedIn(null) });
    expect(await screen.findByRole('link', { name: 'Chat on Messenger' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Chat on Viber' })).toBeNull();
  });

  it('in the shell: a chat opens through the bridge, Viber as an app link', async () => {
    const openBrowserLink = vi.fn(() => null);
    const openAppLink = vi.fn(() => null);
    vi.stubGlobal('SulongNative', { openBrowserLink, openAppLink });
    showService(1);
    fireEvent.click(await screen.findByRole('link', { name: 'Chat on Messenger' }));
    fireEvent.click(screen.getByRole('link', { name: 'Chat on Viber' }));
    await vi.waitFor(() => expect(openAppLink).toHaveBeenCalledTimes(1));
    expect(openBrowserLink).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(openBrowserLink.mock.calls)).toContain(
      'https://m.me/sulong.cash.example',
    );
    expect(JSON.stringify(openAppLink.mock.calls)).toContain(
      'viber://pa?chatURI=sulongcash-sandbox',
    );
  });

  it('offers a retry when the contacts cannot be loaded', async () => {
    let fail = true;
    fakeApi({
      'GET /api/config': () =>
        fail ? { status: 500, body: { code: 'INTERNAL', message: 'x' } } : { body: PUBLIC_CONFIG },
    });
    renderRoute('/customerService', <ServiceScreen />, { core: signedIn(null) });
    expect(await screen.findByText('The contact details could not be loaded.')).toBeVisible();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Call +63 2 8000 0000' })).toBeVisible();
  });
});

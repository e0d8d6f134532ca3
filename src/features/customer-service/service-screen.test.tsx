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

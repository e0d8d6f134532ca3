import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderRoute } from '../../../tests/support/fake-api';
import { SAMPLE_USER_AGENTS } from '../../../tests/support/install-user-agents';
import { captureInstallPrompt, resetInstallPromptForTests } from './install-prompt';
import { InstallEntry, InstallOffer, tutorialPath } from './install-offer';

const SIGNED_IN = {
  publicData: { customerId: 'c-1', token: 't', phone_number: '', app_type: null },
};

const BONUS_VIEW = {
  grantedAt: null,
  couponCentavos: 20_000,
  couponValidDays: 30,
  bonusCeilingCentavos: 8_000_000,
  baseCeilingCentavos: 1_000_000,
  grantedNow: false,
};

function serveBonus(view: object = BONUS_VIEW) {
  return fakeApi({
    'GET /api/bonus/home-screen': () => ({ body: view }),
    'GET /api/config/public': () => ({
      status: 503,
      body: { code: 'SERVICE_UNAVAILABLE', message: '' },
    }),
  });
}

/** Chromium's event, with prompt() and the borrower's choice stubbed. */
function offerInstall(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = vi.fn().mockResolvedValue(undefined);
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome }) });
  window.dispatchEvent(event);
  return prompt;
}

const showOffer = () => renderRoute('/homeIndex', <InstallOffer />, { core: SIGNED_IN });

beforeEach(() => {
  resetInstallPromptForTests();
  captureInstallPrompt();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  delete (window as unknown as Record<string, unknown>).SulongNative;
});

describe('the install offer (docs/install.md#offer)', () => {
  it('says what installing gives and, without the bonus yet, the coupon and the ceiling', async () => {
    serveBonus();
    showOffer();
    expect(
      await screen.findByRole('heading', { name: 'Add Sulong Cash to your home screen' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/weak signal/)).toBeInTheDocument();
    expect(await screen.findByText(/₱200 coupon for paying your loan in full/)).toHaveTextContent(
      /grow to ₱80,000/,
    );
  });

  it('leaves the bonus out once the borrower has it', async () => {
    const api = serveBonus({ ...BONUS_VIEW, grantedAt: '2026-11-01T00:00:00.000Z' });
    showOffer();
    await waitFor(() => expect(api.count('/api/bonus/home-screen')).toBe(1));
    expect(await screen.findByRole('button', { name: 'Add to home screen' })).toBeInTheDocument();
    expect(screen.queryByText(/coupon/)).toBeNull();
  });

  it('opens the browser’s dialog, and after an acceptance says so and stays away', async () => {
    serveBonus();
    const prompt = offerInstall('accepted');
    const view = showOffer();
    fireEvent.click(await screen.findByRole('button', { name: 'Add to home screen' }));
    expect(await screen.findByText(/^Added\. Open Sulong Cash/)).toHaveAttribute('role', 'status');
    expect(prompt).toHaveBeenCalledOnce();
    view.unmount();
    showOffer();
    expect(screen.queryByRole('button', { name: 'Add to home screen' })).toBeNull();
  });

  it('counts a dismissed dialog as a dismissal: not again for 14 days', async () => {
    serveBonus();
    offerInstall('dismissed');
    const view = showOffer();
    fireEvent.click(await screen.findByRole('button', { name: 'Add to home screen' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Add to home screen' })).toBeNull(),
    );
    expect(localStorage.getItem('installOfferDismissedAt')).not.toBeNull();
    view.unmount();
    showOffer();
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('"Not now" hides it for 14 days, and it comes back after', async () => {
    serveBonus();
    const view = showOffer();
    fireEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('heading')).toBeNull();
    view.unmount();
    showOffer().unmount();
    expect(screen.queryByRole('heading')).toBeNull();
    localStorage.setItem(
      'installOfferDismissedAt',
      new Date(Date.now() - 15 * 86_400_000).toISOString(),
    );
    showOffer();
    expect(await screen.findByRole('button', { name: 'Not now' })).toBeInTheDocument();
  });

  it('without the browser’s event, opens the tutorial for this browser', async () => {
    serveBonus();
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(SAMPLE_USER_AGENTS.iosSafari);
    showOffer();
    fireEvent.click(await screen.findByRole('button', { name: 'Add to home screen' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(
      '/guildDetail?browser=iosSafari',
    );
  });

  it('is never shown inside the native shell or when launched from the home screen', () => {
    const api = serveBonus();
    (window as unknown as Record<string, unknown>).SulongNative = {};
    showOffer().unmount();
    expect(screen.queryByRole('heading')).toBeNull();
    delete (window as unknown as Record<string, unknown>).SulongNative;
    localStorage.setItem('standalone', 'true');
    showOffer();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(api.count('/api/bonus/home-screen')).toBe(0);
  });
});

describe('the My account row and the tutorial address', () => {
  it('links to the tutorials, except inside the shell', () => {
    serveBonus();
    const view = renderRoute('/my', <InstallEntry />, { core: SIGNED_IN });
    expect(screen.getByRole('link', { name: 'Add to home screen' })).toHaveAttribute(
      'href',
      '/addDeskTopBrowser',
    );
    view.unmount();
    (window as unknown as Record<string, unknown>).SulongNative = {};
    renderRoute('/my', <InstallEntry />, { core: SIGNED_IN });
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('sends an unknown browser to the chooser', () => {
    expect(tutorialPath(SAMPLE_USER_AGENTS.tiktok)).toBe('/guildDetail?browser=tiktok');
    expect(
      tutorialPath('Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0'),
    ).toBe('/addDeskTopBrowser');
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderRoute } from '../../../tests/support/fake-api';
import { IPAD_AS_MAC, SAMPLE_USER_AGENTS } from '../../../tests/support/install-user-agents';
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

/** The offer on a page with its h1, as home mounts it. */
const showOffer = () =>
  renderRoute(
    '/homeIndex',
    <main>
      <h1>Home</h1>
      <InstallOffer />
    </main>,
    { core: SIGNED_IN },
  );

const offerHeading = () =>
  screen.queryByRole('heading', { name: 'Add Sulong Cash to your home screen' });

/** The page is on screen (its h1), so what the offer did not render is really absent. */
const pageShown = () => screen.findByRole('heading', { level: 1, name: 'Home' });

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
    // One promise: ₱80,000 is the ceiling the limit can reach, step by step (docs/coupons.md).
    expect(await screen.findByText(/₱200 coupon for paying your loan in full/)).toHaveTextContent(
      /the most your credit limit can ever reach to ₱80,000; the limit itself still grows step by step, only as you repay on time/,
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
    // The status region is there, empty, before anything happens: filling it is announced.
    const status = within(screen.getByRole('main')).getByRole('status');
    expect(status).toBeEmptyDOMElement();
    fireEvent.click(await screen.findByRole('button', { name: 'Add to home screen' }));
    await waitFor(() => expect(status).toHaveTextContent(/^Added\. Open Sulong Cash/));
    expect(within(screen.getByRole('main')).getByRole('status')).toBe(status);
    expect(prompt).toHaveBeenCalledOnce();
    // The card went with the focused button: the focus is on the page's heading, not on <body>.
    expect(offerHeading()).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    view.unmount();
    showOffer();
    await pageShown();
    expect(offerHeading()).toBeNull();
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
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    view.unmount();
    showOffer();
    await pageShown();
    expect(offerHeading()).toBeNull();
  });

  it('"Not now" hides it for 14 days, and it comes back after', async () => {
    serveBonus();
    const view = showOffer();
    fireEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(offerHeading()).toBeNull();
    // Focus goes to the page's heading, not to the document's body.
    const h1 = screen.getByRole('heading', { level: 1 });
    expect(h1).toHaveFocus();
    expect(h1).toHaveAttribute('tabindex', '-1');
    view.unmount();
    const again = showOffer();
    await pageShown();
    expect(offerHeading()).toBeNull();
    again.unmount();
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

  it('is never shown inside the native shell', async () => {
    const api = serveBonus();
    (window as unknown as Record<string, unknown>).SulongNative = {};
    showOffer();
    await pageShown();
    expect(offerHeading()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add to home screen' })).toBeNull();
    expect(api.count('/api/bonus/home-screen')).toBe(0);
  });

  it('is never shown when launched from the home screen', async () => {
    const api = serveBonus();
    localStorage.setItem('standalone', 'true');
    showOffer();
    await pageShown();
    expect(offerHeading()).toBeNull();
    expect(api.count('/api/bonus/home-screen')).toBe(0);
  });

  it('opens the tutorial, and records no dismissal, when the browser refuses its dialog', async () => {
    serveBonus();
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(SAMPLE_USER_AGENTS.desktopChrome);
    const prompt = offerInstall('dismissed');
    prompt.mockRejectedValue(new DOMException('not allowed', 'NotAllowedError'));
    showOffer();
    fireEvent.click(await screen.findByRole('button', { name: 'Add to home screen' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(
      '/guildDetail?browser=desktopChrome',
    );
    expect(prompt).toHaveBeenCalledOnce();
    expect(localStorage.getItem('installOfferDismissedAt')).toBeNull();
  });

  it('comes back once the browser offers the install again after a removal', async () => {
    serveBonus();
    localStorage.setItem('installedAt', '2026-11-01T00:00:00.000Z');
    const view = showOffer();
    await pageShown();
    expect(offerHeading()).toBeNull();
    view.unmount();
    offerInstall('accepted');
    showOffer();
    expect(await screen.findByRole('button', { name: 'Add to home screen' })).toBeInTheDocument();
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
    renderRoute(
      '/my',
      <main>
        <h1>My account</h1>
        <InstallEntry />
      </main>,
      { core: SIGNED_IN },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'My account' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('sends an unknown browser to the chooser', () => {
    expect(tutorialPath(SAMPLE_USER_AGENTS.tiktok)).toBe('/guildDetail?browser=tiktok');
    // iPadOS Safari's Mac agent on a touch screen: Safari on iPad's steps (Share at the top).
    expect(tutorialPath(IPAD_AS_MAC, 5)).toBe('/guildDetail?browser=ipadSafari');
    expect(
      tutorialPath('Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0'),
    ).toBe('/addDeskTopBrowser');
  });
});

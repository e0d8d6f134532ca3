import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderRoute } from '../../../tests/support/fake-api';
import { IPAD_AS_MAC, SAMPLE_USER_AGENTS } from '../../../tests/support/install-user-agents';
import { captureInstallPrompt, resetInstallPromptForTests } from '@/lib/install/install-prompt';
import AddDesktopScreen from './add-desktop-screen';
import GuideDetailScreen from './guide-detail-screen';

const SIGNED_IN = {
  publicData: { customerId: 'c-1', token: 't', phone_number: '', app_type: null },
};

const asBrowser = (ua: string) => vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ua);

/** Inside an in-app viewer (Instagram's agent) whose clipboard is `writeText`. */
const inAppWithClipboard = (writeText: (text: string) => Promise<void>) =>
  vi.stubGlobal(
    'navigator',
    Object.create(navigator, {
      clipboard: { value: { writeText } },
      userAgent: { value: SAMPLE_USER_AGENTS.instagram },
      maxTouchPoints: { value: 5 },
    }),
  );

/** Chromium's event, kept by the capture; prompt() stubbed, the borrower accepts (or not). */
function offerInstall(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = vi.fn().mockResolvedValue(undefined);
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome }) });
  act(() => {
    window.dispatchEvent(event);
  });
  return prompt;
}

beforeEach(() => {
  fakeApi({});
  resetInstallPromptForTests();
  captureInstallPrompt();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/addDeskTopBrowser (docs/install.md#tutorials)', () => {
  it('shows the steps of the browser it recognises, a link to the detail and the others', async () => {
    asBrowser(SAMPLE_USER_AGENTS.iosSafari);
    renderRoute('/addDeskTopBrowser', <AddDesktopScreen />, { core: SIGNED_IN });
    expect(
      await screen.findByRole('heading', { name: 'Your browser: Safari on iPhone' }),
    ).toBeInTheDocument();
    const steps = within(screen.getByRole('list', { name: 'Steps' })).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual([
      expect.stringMatching(
        /^Tap Share: .* On newer iPhones, tap “⋯” \(More\) first, then Share\.$/,
      ),
      expect.stringMatching(/Add to Home Screen/),
      'If you see “Open as Web App”, keep it switched on. Then tap “Add” at the top right.',
      'Open Sulong Cash from its new icon on your home screen.',
    ]);
    fireEvent.click(screen.getByRole('link', { name: 'See the steps with pictures' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(
      '/guildDetail?browser=iosSafari',
    );
  });

  it('shows an iPad sending a Mac’s agent Safari on iPad’s steps: Share at the top, not the bottom', async () => {
    vi.stubGlobal(
      'navigator',
      Object.create(navigator, {
        userAgent: { value: IPAD_AS_MAC },
        maxTouchPoints: { value: 5 },
      }),
    );
    renderRoute('/addDeskTopBrowser', <AddDesktopScreen />, { core: SIGNED_IN });
    expect(
      await screen.findByRole('heading', { name: 'Your browser: Safari on iPad' }),
    ).toBeInTheDocument();
    const steps = within(screen.getByRole('list', { name: 'Steps' })).getAllByRole('listitem');
    expect(steps[0]).toHaveTextContent(/^Tap Share: .* at the top right of the screen\./);
    expect(steps.map((s) => s.textContent)).toEqual([
      expect.stringMatching(/top right/),
      expect.stringMatching(/Add to Home Screen/),
      expect.stringMatching(/tap “Add” at the top right/),
      'Open Sulong Cash from its new icon on your home screen.',
    ]);
  });

  it('lists every other browser, and asks to pick when it recognises none', async () => {
    asBrowser('Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0');
    renderRoute('/addDeskTopBrowser', <AddDesktopScreen />, { core: SIGNED_IN });
    expect(await screen.findByText(/could not tell which browser/)).toBeInTheDocument();
    const picker = screen.getByRole('navigation', { name: 'Using another browser?' });
    expect(within(picker).getAllByRole('link')).toHaveLength(16);
    expect(within(picker).getByRole('link', { name: 'TikTok' })).toHaveAttribute(
      'href',
      '/guildDetail?browser=tiktok',
    );
  });

  it('offers the browser’s own install button when Chrome offered it, and announces “Added”', async () => {
    asBrowser(SAMPLE_USER_AGENTS.desktopChrome);
    renderRoute('/addDeskTopBrowser', <AddDesktopScreen />, { core: SIGNED_IN });
    await screen.findByRole('heading', { name: 'Your browser: Chrome on a computer' });
    // No event yet: no button; the status region waits, empty.
    expect(screen.queryByRole('button', { name: 'Install now' })).toBeNull();
    const status = within(screen.getByRole('main')).getByRole('status');
    expect(status).toBeEmptyDOMElement();
    const prompt = offerInstall();
    fireEvent.click(await screen.findByRole('button', { name: 'Install now' }));
    await vi.waitFor(() => expect(status).toHaveTextContent(/^Added\./));
    expect(prompt).toHaveBeenCalledOnce();
    // The button went with its section: the focus is on the page's heading, not on <body>.
    expect(screen.queryByRole('button', { name: 'Install now' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });

  it('after a dismissed dialog too, the focus is on the page’s heading', async () => {
    asBrowser(SAMPLE_USER_AGENTS.desktopChrome);
    renderRoute('/addDeskTopBrowser', <AddDesktopScreen />, { core: SIGNED_IN });
    await screen.findByRole('heading', { name: 'Your browser: Chrome on a computer' });
    offerInstall('dismissed');
    fireEvent.click(await screen.findByRole('button', { name: 'Install now' }));
    await vi.waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Install now' })).toBeNull(),
    );
    expect(within(screen.getByRole('main')).getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });

  it('shows an in-app id’s address in a real browser as that browser’s steps', async () => {
    // The viewer's "Open in browser" reopens the same address, ?browser=facebook included.
    asBrowser(SAMPLE_USER_AGENTS.iosSafari);
    renderRoute('/addDeskTopBrowser', <AddDesktopScreen />, {
      core: SIGNED_IN,
      route: '/addDeskTopBrowser?browser=facebook',
    });
    expect(
      await screen.findByRole('heading', { name: 'Your browser: Safari on iPhone' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy the link' })).toBeNull();
    // Nor does the picker lead back to the viewers' tutorials.
    const picker = screen.getByRole('navigation', { name: 'Using another browser?' });
    expect(within(picker).queryByRole('link', { name: 'Facebook' })).toBeNull();
    expect(
      within(picker).getByRole('link', { name: 'Chrome on iPhone or iPad' }),
    ).toBeInTheDocument();
  });
});

describe('/guildDetail (docs/install.md#tutorials)', () => {
  it('shows one browser’s steps in order, each with a decorative drawing', async () => {
    renderRoute('/guildDetail', <GuideDetailScreen />, {
      core: SIGNED_IN,
      route: '/guildDetail?browser=samsung',
    });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Samsung Internet: add to home screen',
      }),
    ).toBeInTheDocument();
    const steps = within(screen.getByRole('list', { name: 'Steps' })).getAllByRole('listitem');
    expect(steps).toHaveLength(4);
    expect(steps[0]).toHaveTextContent('three lines');
    for (const step of steps) {
      expect(step.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    }
  });

  it('in a real browser, shows its own steps for an in-app viewer’s address', async () => {
    asBrowser(SAMPLE_USER_AGENTS.iosChrome);
    renderRoute('/guildDetail', <GuideDetailScreen />, {
      core: SIGNED_IN,
      route: '/guildDetail?browser=facebook',
    });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Chrome on iPhone or iPad: add to home screen',
      }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/opens links in its own viewer/)).toBeNull();
  });

  it('keeps the viewer’s steps inside the viewer itself', async () => {
    asBrowser(SAMPLE_USER_AGENTS.facebook);
    renderRoute('/guildDetail', <GuideDetailScreen />, {
      core: SIGNED_IN,
      route: '/guildDetail?browser=facebook',
    });
    expect(await screen.findByText(/^Facebook opens links in its own viewer/)).toBeInTheDocument();
  });

  it('offers “Install now” only where the browser has its own dialog and offered it', async () => {
    asBrowser(SAMPLE_USER_AGENTS.androidChrome);
    const view = renderRoute('/guildDetail', <GuideDetailScreen />, {
      core: SIGNED_IN,
      route: '/guildDetail?browser=androidChrome',
    });
    await screen.findByRole('heading', { level: 1, name: 'Chrome on Android: add to home screen' });
    expect(screen.queryByRole('button', { name: 'Install now' })).toBeNull();
    offerInstall();
    expect(await screen.findByRole('button', { name: 'Install now' })).toBeInTheDocument();
    view.unmount();
    // An in-app viewer's tutorial never has it, even with the event kept.
    asBrowser(SAMPLE_USER_AGENTS.instagram);
    renderRoute('/guildDetail', <GuideDetailScreen />, {
      core: SIGNED_IN,
      route: '/guildDetail?browser=instagram',
    });
    await screen.findByText(/^Instagram opens links in its own viewer/);
    expect(screen.queryByRole('button', { name: 'Install now' })).toBeNull();
  });

  it('says so when the clipboard refuses, and the link stays in its field', async () => {
    const writeText = vi.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    inAppWithClipboard(writeText);
    renderRoute('/guildDetail', <GuideDetailScreen />, {
      core: SIGNED_IN,
      route: '/guildDetail?browser=tiktok',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Copy the link' }));
    expect(
      await screen.findByText('Could not copy. Press and hold the text to copy it.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Copied')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'The link to open in your browser' })).toHaveValue(
      `${window.location.origin}/#/addDeskTopBrowser`,
    );
  });

  it('tells an in-app browser to open the page elsewhere, with the link to copy', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    inAppWithClipboard(writeText);
    renderRoute('/guildDetail', <GuideDetailScreen />, {
      core: SIGNED_IN,
      route: '/guildDetail?browser=instagram',
    });
    expect(await screen.findByText(/^Instagram opens links in its own viewer/)).toBeInTheDocument();
    const link = screen.getByRole('textbox', { name: 'The link to open in your browser' });
    expect(link).toHaveValue(`${window.location.origin}/#/addDeskTopBrowser`);
    fireEvent.click(screen.getByRole('button', { name: 'Copy the link' }));
    await vi.waitFor(() =>
      expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/#/addDeskTopBrowser`),
    );
  });

  it('answers an unknown browser with the picker', async () => {
    renderRoute('/guildDetail', <GuideDetailScreen />, {
      core: SIGNED_IN,
      route: '/guildDetail?browser=netscape',
    });
    expect(await screen.findByText(/no steps for that browser/)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Using another browser?' })).toBeInTheDocument();
  });
});

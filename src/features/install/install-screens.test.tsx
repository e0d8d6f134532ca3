import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderRoute } from '../../../tests/support/fake-api';
import { SAMPLE_USER_AGENTS } from '../../../tests/support/install-user-agents';
import { captureInstallPrompt, resetInstallPromptForTests } from '@/lib/install/install-prompt';
import AddDesktopScreen from './add-desktop-screen';
import GuideDetailScreen from './guide-detail-screen';

const SIGNED_IN = {
  publicData: { customerId: 'c-1', token: 't', phone_number: '', app_type: null },
};

const asBrowser = (ua: string) => vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ua);

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
      expect.stringMatching(/^Tap the Share button at the bottom/),
      expect.stringMatching(/Add to Home Screen/),
      'Tap “Add” at the top right.',
      'Open Sulong Cash from its new icon on your home screen.',
    ]);
    fireEvent.click(screen.getByRole('link', { name: 'See the steps with pictures' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(
      '/guildDetail?browser=iosSafari',
    );
  });

  it('lists every other browser, and asks to pick when it recognises none', async () => {
    asBrowser('Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0');
    renderRoute('/addDeskTopBrowser', <AddDesktopScreen />, { core: SIGNED_IN });
    expect(await screen.findByText(/could not tell which browser/)).toBeInTheDocument();
    const picker = screen.getByRole('navigation', { name: 'Using another browser?' });
    expect(within(picker).getAllByRole('link')).toHaveLength(12);
    expect(within(picker).getByRole('link', { name: 'TikTok' })).toHaveAttribute(
      'href',
      '/guildDetail?browser=tiktok',
    );
  });

  it('offers the browser’s own install button when Chrome offered it', async () => {
    asBrowser(SAMPLE_USER_AGENTS.desktopChrome);
    const event = new Event('beforeinstallprompt', { cancelable: true });
    const prompt = vi.fn().mockResolvedValue(undefined);
    Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome: 'accepted' }) });
    window.dispatchEvent(event);
    renderRoute('/addDeskTopBrowser', <AddDesktopScreen />, { core: SIGNED_IN });
    fireEvent.click(await screen.findByRole('button', { name: 'Install now' }));
    expect(await screen.findByText(/^Added\./)).toBeInTheDocument();
    expect(prompt).toHaveBeenCalledOnce();
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

  it('tells an in-app browser to open the page elsewhere, with the link to copy', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal(
      'navigator',
      Object.assign(Object.create(navigator), { clipboard: { writeText } }),
    );
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
    expect(screen.queryByRole('button', { name: 'Install now' })).toBeNull();
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

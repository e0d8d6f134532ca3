import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IN_APP_BROWSERS, type BrowserId } from '../../src/lib/install/browsers';
import { IPAD_AS_MAC, SAMPLE_USER_AGENTS } from '../support/install-user-agents';
import { seriousAxeViolations, visibleMessageIds } from './support/axe';
import { approvedBorrower } from './support/loan-flow';
import {
  baseURL,
  CHROMIUM_ARGS,
  newPhoneNumber,
  openPhone,
  signIn,
  useChromium,
} from './support/phone';
import { copyOf, EN } from './support/profile-api';
import { atRoute, hidden, text, visible } from './support/ui';

/**
 * The install offer and the tutorials (docs/install.md), at 390×844: the offer at approval with a
 * synthetic beforeinstallprompt (accepted, dismissed, "Not now", and without the event), the
 * tutorials for each browser's own user agent with axe, and a real event from Chromium captured
 * on a first visit.
 */
const browser = useChromium();

type Outcome = 'accepted' | 'dismissed';

/** What Chromium dispatches, with prompt() and userChoice stubbed; calls counted in the page. */
function dispatchInstallEvent(page: Page, outcome: Outcome) {
  return page.evaluate((choice) => {
    const w = window as unknown as { __prompts: number };
    w.__prompts = 0;
    const event = new Event('beforeinstallprompt', { cancelable: true });
    Object.assign(event, {
      prompt: () => {
        w.__prompts += 1;
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome: choice, platform: 'web' }),
    });
    dispatchEvent(event);
    return event.defaultPrevented;
  }, outcome);
}

const prompts = (page: Page) =>
  page.evaluate(() => (window as unknown as { __prompts?: number }).__prompts ?? 0);

const offerHeading = (page: Page) =>
  page.getByRole('heading', { name: EN.text('install.offer.title', { proName: 'Sulong Cash' }) });
const addButton = (page: Page) =>
  page.getByRole('button', { name: EN.text('install.offer.add'), exact: true });

async function expectAxeClean(page: Page, screen: string) {
  expect(await seriousAxeViolations(page), screen).toEqual([]);
  expect(await visibleMessageIds(page), screen).toEqual([]);
}

async function reloadHome(page: Page) {
  await page.goto('/#/homeIndex');
  await page.reload();
  await visible(page.getByRole('heading', { level: 1 }));
}

describe('the install offer (docs/install.md#offer)', () => {
  it('shows at approval; accept, dismiss and "Not now" paths; without the event, the tutorial', async () => {
    const { context, page } = await openPhone(browser());
    await approvedBorrower(page);
    await visible(offerHeading(page));
    await expectAxeClean(page, 'home with the install offer');

    // iPhone Safari has no event: the offer opens its tutorial.
    await addButton(page).click();
    await atRoute(page, '/guildDetail?browser=iosSafari');
    await visible(
      page.getByRole('heading', {
        level: 1,
        name: EN.text('install.guide.detailTitle', {
          browser: EN.text('install.browser.iosSafari'),
        }),
      }),
    );

    // Accepted: the browser's dialog once, then "Added", and no offer any more.
    await reloadHome(page);
    await visible(offerHeading(page));
    expect(await dispatchInstallEvent(page, 'accepted')).toBe(true);
    await addButton(page).click();
    await visible(page.getByRole('status').filter({ hasText: 'Added.' }));
    expect(await prompts(page)).toBe(1);
    // The card went with the focused button: the focus is on the page's heading, not on <body>.
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    await atRoute(page, '/homeIndex');
    await reloadHome(page);
    await visible(page.getByRole('heading', { name: EN.text('home.application.approvedTitle') }));
    expect(await offerHeading(page).count()).toBe(0);

    // Dismissed in the browser's dialog: a dismissal, so not on the next visit either.
    await page.evaluate(() => localStorage.removeItem('installedAt'));
    await reloadHome(page);
    await visible(offerHeading(page));
    await dispatchInstallEvent(page, 'dismissed');
    await addButton(page).click();
    await hidden(offerHeading(page));
    expect(await prompts(page)).toBe(1);
    await reloadHome(page);
    await visible(page.getByRole('heading', { name: EN.text('home.application.approvedTitle') }));
    expect(await offerHeading(page).count()).toBe(0);

    // Fifteen days later it is back; "Not now" puts it away again.
    await page.evaluate(() =>
      localStorage.setItem(
        'installOfferDismissedAt',
        new Date(Date.now() - 15 * 86_400_000).toISOString(),
      ),
    );
    await reloadHome(page);
    await visible(offerHeading(page));
    await page.getByRole('button', { name: EN.text('install.offer.notNow'), exact: true }).click();
    await hidden(offerHeading(page));
    await reloadHome(page);
    await visible(page.getByRole('heading', { name: EN.text('home.application.approvedTitle') }));
    expect(await offerHeading(page).count()).toBe(0);

    // Always reachable from My account.
    await page.goto('/#/my');
    await page.getByRole('link', { name: EN.text('install.entry.my'), exact: true }).click();
    await atRoute(page, '/addDeskTopBrowser');
    await visible(page.getByRole('heading', { level: 1, name: EN.text('install.guide.title') }));
    await context.close();
  });

  it('inside the simulated native shell: no offer at approval, even with the event, and no My account row', async () => {
    const { context, page } = await openPhone(browser(), { shell: 'ios' });
    await approvedBorrower(page);
    const approved = page.getByRole('heading', { name: EN.text('home.application.approvedTitle') });
    await visible(approved);
    await dispatchInstallEvent(page, 'accepted');
    await reloadHome(page);
    await visible(approved);
    await dispatchInstallEvent(page, 'accepted');
    expect(await offerHeading(page).count()).toBe(0);
    expect(await addButton(page).count()).toBe(0);

    await page.goto('/#/my');
    await visible(page.getByRole('link', { name: EN.text('account.settings.title'), exact: true }));
    expect(
      await page.getByRole('link', { name: EN.text('install.entry.my'), exact: true }).count(),
    ).toBe(0);
    await context.close();
  });
});

/** Android agents meet the guard's /noAndroid in the default build (docs/install.md#browsers). */
const ANDROID_ONLY = new Set(['androidChrome', 'samsung', 'firefoxAndroid']);

describe('the tutorials for each browser’s own user agent (docs/install.md#tutorials)', () => {
  let signedIn: Awaited<ReturnType<BrowserContext['storageState']>> | undefined;

  /** One borrower signed in once (inside a test: sign-in polls), its storage reused per agent. */
  async function session() {
    if (signedIn) return signedIn;
    const { context, page } = await openPhone(browser());
    await signIn(page, newPhoneNumber());
    signedIn = await context.storageState();
    await context.close();
    return signedIn;
  }

  /**
   * A signed-in phone whose browser says `ua`. An Android agent is given after the app started
   * (DevTools' user-agent override): the guard keeps the agent of the launch, as a build that lets
   * Android browsers in would, and the tutorial reads the Android one.
   */
  async function phoneAs(id: string, ua: string, language?: 'ph') {
    const android = ANDROID_ONLY.has(id);
    const context = await browser().newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: !id.startsWith('desktop') && id !== 'edge',
      hasTouch: true,
      userAgent: android ? SAMPLE_USER_AGENTS.iosSafari : ua,
      baseURL,
      storageState: await session(),
    });
    if (language) {
      await context.addInitScript((l) => localStorage.setItem('language', l), language);
    }
    const page = await context.newPage();
    if (android) {
      await page.goto('/#/my');
      await visible(page.getByRole('heading', { level: 1 }));
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setUserAgentOverride', { userAgent: ua });
      expect(await page.evaluate(() => navigator.userAgent)).toBe(ua);
    }
    return { context, page };
  }

  it.each(Object.entries(SAMPLE_USER_AGENTS))(
    '%s: recognised on /addDeskTopBrowser, its steps with pictures on /guildDetail, axe clean',
    async (id, ua) => {
      const { context, page } = await phoneAs(id, ua);
      const name = EN.text(`install.browser.${id}`);
      await page.goto('/#/addDeskTopBrowser');
      await visible(
        page.getByRole('heading', {
          name: EN.text('install.guide.yourBrowser', { browser: name }),
        }),
      );
      const steps = page.getByRole('list', { name: EN.text('install.guide.stepsLabel') });
      await visible(steps);
      const count = await steps.getByRole('listitem').count();
      expect(count).toBeGreaterThanOrEqual(3);
      await expectAxeClean(page, `/addDeskTopBrowser as ${id}`);

      await page
        .getByRole('link', { name: EN.text('install.guide.seeDetail'), exact: true })
        .click();
      await atRoute(page, `/guildDetail?browser=${id}`);
      await visible(
        page.getByRole('heading', {
          level: 1,
          name: EN.text('install.guide.detailTitle', { browser: name }),
        }),
      );
      const detail = page.getByRole('list', { name: EN.text('install.guide.stepsLabel') });
      await expect.poll(() => detail.getByRole('listitem').count()).toBe(count);
      // Each step has its drawing, hidden from screen readers; the text carries the step.
      expect(await detail.locator('svg[aria-hidden="true"]').count()).toBe(count);
      const inApp = IN_APP_BROWSERS.includes(id as BrowserId);
      const copyLink = page.getByRole('button', { name: EN.text('install.guide.copyLink') });
      expect(await copyLink.count()).toBe(inApp ? 1 : 0);
      if (inApp) {
        expect(
          await page
            .getByRole('textbox', { name: EN.text('install.guide.linkLabel') })
            .inputValue(),
        ).toBe(`${baseURL}/#/addDeskTopBrowser`);
        await context.grantPermissions(['clipboard-read', 'clipboard-write']);
        await copyLink.click();
        await visible(page.getByText(EN.text('ui.copied'), { exact: true }));
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
          `${baseURL}/#/addDeskTopBrowser`,
        );
      }
      await expectAxeClean(page, `/guildDetail as ${id}`);
      await context.close();
    },
  );

  it('an in-app viewer’s address reopened in Safari shows Safari’s steps, not the viewer’s', async () => {
    // Facebook's "Open in browser" keeps the address, ?browser=facebook included.
    const { context, page } = await phoneAs('iosSafari', SAMPLE_USER_AGENTS.iosSafari);
    await page.goto('/#/guildDetail?browser=facebook');
    await visible(
      page.getByRole('heading', {
        level: 1,
        name: EN.text('install.guide.detailTitle', {
          browser: EN.text('install.browser.iosSafari'),
        }),
      }),
    );
    expect(
      await page.getByRole('button', { name: EN.text('install.guide.copyLink') }).count(),
    ).toBe(0);
    await context.close();
  });

  it('an iPad sending a Mac’s agent (iPadOS Safari) gets Safari on iPad’s steps: Share at the top', async () => {
    const { context, page } = await phoneAs('ipadSafari', IPAD_AS_MAC);
    // What tells an iPad from a Mac: its touch screen's points (a Mac's agent says 0).
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
    await page.goto('/#/addDeskTopBrowser');
    expect(await page.evaluate(() => navigator.maxTouchPoints)).toBe(5);
    await visible(
      page.getByRole('heading', {
        name: EN.text('install.guide.yourBrowser', {
          browser: EN.text('install.browser.ipadSafari'),
        }),
      }),
    );
    const steps = page.getByRole('list', { name: EN.text('install.guide.stepsLabel') });
    expect(await text(steps.getByRole('listitem').first())).toBe(
      EN.text('install.step.ipadShareTop'),
    );
    expect(await page.getByText(EN.text('install.step.iosShareBottom')).count()).toBe(0);
    await expectAxeClean(page, '/addDeskTopBrowser on an iPad');
    await context.close();
  });

  it('reads in Filipino too', async () => {
    const PH = copyOf('ph');
    const { context, page } = await phoneAs('iosSafari', SAMPLE_USER_AGENTS.iosSafari, 'ph');
    await page.goto('/#/guildDetail?browser=iosSafari');
    await visible(
      page.getByRole('heading', {
        level: 1,
        name: PH.text('install.guide.detailTitle', {
          browser: PH.text('install.browser.iosSafari'),
        }),
      }),
    );
    await visible(page.getByText(PH.text('install.step.iosShareBottom')));
    await expectAxeClean(page, '/guildDetail in Filipino');
    await context.close();
  });
});

describe('Chromium’s own beforeinstallprompt (docs/install.md#capture)', () => {
  let userDataDir: string;
  let persistent: BrowserContext | undefined;
  beforeAll(() => {
    userDataDir = mkdtempSync(join(tmpdir(), 'sulong-install-'));
  });
  afterAll(async () => {
    await persistent?.close();
    rmSync(userDataDir, { recursive: true, force: true });
  });

  it('is captured on a first visit, and the tutorial offers "Install now"', async () => {
    // A profile on disk: an incognito context is never installable.
    persistent = await chromium.launchPersistentContext(userDataDir, {
      executablePath: '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
      baseURL,
      viewport: { width: 390, height: 844 },
      userAgent: SAMPLE_USER_AGENTS.desktopChrome,
    });
    const page = persistent.pages()[0] ?? (await persistent.newPage());
    await signIn(page, newPhoneNumber());
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { bip?: Event }).bip?.defaultPrevented ?? null),
      )
      .toBe(true);
    await page.goto('/#/addDeskTopBrowser');
    await visible(page.getByRole('button', { name: EN.text('install.guide.installNow') }));
    expect(await text(page.getByRole('heading', { level: 2 }).first())).toBe(
      EN.text('install.guide.yourBrowser', { browser: EN.text('install.browser.desktopChrome') }),
    );
  });
});

import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { HomeScreenBonusView } from '../../contract/bonus/home-screen.ts';
import type { AvailableCoupons } from '../../contract/loan/api.ts';
import type { MessagePage } from '../../contract/messages/api.ts';
import { seriousAxeViolations, visibleMessageIds } from './support/axe';
import { approvedBorrower, loanHomeOf } from './support/loan-flow';
import { pesos } from './support/pesos';
import { catalogue, newPhoneNumber, openPhone, signIn, useChromium } from './support/phone';
import { callApi, copyOf, session, type Copy } from './support/profile-api';
import { hidden, visible } from './support/ui';
import { LAUNCH_CHECKED_MARK } from '../../src/lib/bonus/launch-checked-mark.ts';

/*
 * The add-to-home-screen bonus on a phone (docs/coupons.md#home-screen-bonus), 390×844: a launch
 * from the manifest's start URL (`?standalone=true`) or in the standalone display mode grants it
 * once — the notice on home, the coupon in /coupon, the message, the higher ceiling on home — and
 * a second device or a repeated launch changes nothing; inside the native shell no report is made.
 */
const browser = useChromium();

const LAUNCH_PATH = '/#/start?standalone=true';

async function expectClean(page: Page, screen: string) {
  expect(await seriousAxeViolations(page), screen).toEqual([]);
  expect(await visibleMessageIds(page), screen).toEqual([]);
}

/** A new launch of the app (a new document), as tapping its icon is. */
async function launch(page: Page, path: string) {
  await page.goto('about:blank');
  await page.goto(path);
}

const PROBE_PATH = '/api/after-the-launch-check';

/**
 * Launch reports the page sends, counted from now on. `afterLaunchCheck()` answers the count once
 * this run's launch check is done (the start services' mark) and a
 * request the page sent after it has gone out: a report made by the check went out before it.
 */
function watchReports(page: Page) {
  let reports = 0;
  let probes = 0;
  page.on('request', (request) => {
    const url = request.url();
    if (request.method() === 'POST' && url.endsWith('/api/bonus/home-screen/launch')) reports += 1;
    if (url.endsWith(PROBE_PATH)) probes += 1;
  });
  return {
    count: () => reports,
    async afterLaunchCheck(): Promise<number> {
      await page.waitForFunction(
        (mark) => performance.getEntriesByName(mark).length > 0,
        LAUNCH_CHECKED_MARK,
      );
      const before = probes;
      await page.evaluate((path) => fetch(path).then(() => undefined), PROBE_PATH);
      await expect.poll(() => probes).toBe(before + 1);
      return reports;
    },
  };
}

const bonusOf = (page: Page) => callApi<HomeScreenBonusView>(page, 'GET', '/bonus/home-screen');
const bonusCoupons = async (page: Page) =>
  (await callApi<AvailableCoupons>(page, 'GET', '/coupons?list=available')).available.filter(
    (c) => c.source === 'homeScreenBonus',
  );
const bonusMessages = async (page: Page) =>
  (await callApi<MessagePage>(page, 'GET', '/messages?tab=notify')).items.filter(
    (item) => item.tab === 'notify' && item.kind === 'homeScreenBonus',
  );

const ceilingLine = (page: Page, copy: Copy, centavos: number) =>
  page.getByText(
    copy.text('home.loan.quotaCeiling', { ceiling: pesos(copy, centavos, { whole: true }) }),
    {
      exact: true,
    },
  );

/** The second phone of the same borrower: its session copied, as a sign-in there would give. */
async function secondPhone(from: Page): Promise<{ context: BrowserContext; page: Page }> {
  const stored = await from.evaluate(() => ({
    core: localStorage.getItem('persist:sulong-core')!,
    language: localStorage.getItem('language'),
  }));
  const phone = await openPhone(browser());
  await phone.context.addInitScript((s) => {
    if (localStorage.getItem('persist:sulong-core')) return;
    localStorage.setItem('persist:sulong-core', s.core);
    if (s.language) localStorage.setItem('language', s.language);
  }, stored);
  return phone;
}

/**
 * The standalone display mode of an installed app. Chromium 148 accepts CDP's
 * `Emulation.setEmulatedMedia` with the `display-mode` feature but leaves
 * `matchMedia('(display-mode: standalone)')` false, so an init script answers that one query as
 * an installed app's window would; every other query goes to the browser.
 */
async function standaloneDisplay(context: BrowserContext) {
  await context.addInitScript(() => {
    const original = window.matchMedia.bind(window);
    window.matchMedia = (query: string) => {
      const list = original(query);
      return query.replace(/\s/g, '') === '(display-mode:standalone)'
        ? (Object.create(list, { matches: { value: true } }) as MediaQueryList)
        : list;
    };
  });
}

/** The grant as home, /coupon and the message centre show it; the notice dismissed at the end. */
async function expectGranted(page: Page, copy: Copy, view: HomeScreenBonusView) {
  const notice = page.getByRole('region', { name: copy.text('bonus.notice.title'), exact: true });
  await visible(notice, 15_000);
  await expect
    .poll(async () => (await notice.textContent())?.replace(/\s+/g, ' '))
    .toContain(
      copy.text('bonus.notice.body', {
        coupon: pesos(copy, view.couponCentavos),
        ceiling: pesos(copy, view.bonusCeilingCentavos, { whole: true }),
      }),
    );
  await visible(ceilingLine(page, copy, view.bonusCeilingCentavos));
  await expectClean(page, `home with the bonus notice (${copy.language})`);

  expect(await bonusMessages(page)).toHaveLength(1);
  await notice
    .getByRole('link', { name: copy.text('bonus.notice.toCoupons'), exact: true })
    .click();
  const card = page.getByRole('article', {
    name: copy.text('coupons.card.homeScreenBonus'),
    exact: true,
  });
  await visible(card);
  await expect
    .poll(() => card.textContent())
    .toContain(copy.text('coupons.card.fullRepaymentOnly'));
  await expectClean(page, `/coupon with the bonus coupon (${copy.language})`);

  await page.goto('/#/homeIndex');
  const dismiss = page.getByRole('button', {
    name: copy.text('bonus.notice.dismissLabel'),
    exact: true,
  });
  await dismiss.click();
  await hidden(notice);
  // The focus went to the page's heading with the notice, not to <body>.
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
}

describe.each(['en', 'ph'] as const)('the home-screen bonus (%s)', (language) => {
  const copy = copyOf(language);

  it('a launch from the start URL grants it once; a second phone and a repeated launch add nothing', async () => {
    const { context, page } = await openPhone(browser(), { language });
    try {
      await approvedBorrower(page, { texts: catalogue(language) });
      // An ordinary tab reports nothing: no bonus, home shows the scorecard's ceiling.
      expect((await bonusOf(page)).grantedAt).toBeNull();
      const before = await loanHomeOf(page);
      await visible(ceilingLine(page, copy, before.quotaCeilingCentavos));

      const reports = watchReports(page);
      await launch(page, LAUNCH_PATH);
      await expect.poll(() => bonusOf(page)).toMatchObject({ grantedAt: expect.any(String) });
      const granted = await bonusOf(page);
      expect((await loanHomeOf(page)).quotaCeilingCentavos).toBe(granted.bonusCeilingCentavos);
      expect(granted.bonusCeilingCentavos).toBeGreaterThan(before.quotaCeilingCentavos);
      await expectGranted(page, copy, granted);
      expect(reports.count()).toBe(1);

      // Launched again from the home screen: this phone reported already and asks nothing.
      await launch(page, LAUNCH_PATH);
      await visible(ceilingLine(page, copy, granted.bonusCeilingCentavos));
      expect(await reports.afterLaunchCheck()).toBe(1);

      // The same borrower's second phone, opened in the standalone display mode: it reports,
      // and the server grants nothing more.
      const second = await secondPhone(page);
      try {
        await standaloneDisplay(second.context);
        const secondReports = watchReports(second.page);
        await second.page.goto('/#/homeIndex');
        expect(
          await second.page.evaluate(() => matchMedia('(display-mode: standalone)').matches),
        ).toBe(true);
        const { customerId } = await session(second.page);
        await expect
          .poll(() =>
            second.page.evaluate(
              (id) => localStorage.getItem(`homeScreenBonus.reported.${id}`),
              customerId,
            ),
          )
          .toBe('true');
        expect(await secondReports.afterLaunchCheck()).toBe(1);
        await visible(ceilingLine(second.page, copy, granted.bonusCeilingCentavos));
        expect(
          await second.page
            .getByRole('region', { name: copy.text('bonus.notice.title'), exact: true })
            .count(),
        ).toBe(0);
      } finally {
        await second.context.close();
      }
      expect(await bonusCoupons(page)).toHaveLength(1);
      expect(await bonusMessages(page)).toHaveLength(1);
      expect(await bonusOf(page)).toEqual({ ...granted, grantedNow: false });
    } finally {
      await context.close();
    }
  });
});

describe('the home-screen bonus from the display mode, and inside the native shell', () => {
  const copy = copyOf('en');

  it('a launch in the standalone display mode grants it', async () => {
    const { context, page } = await openPhone(browser());
    try {
      await approvedBorrower(page);
      await standaloneDisplay(context);
      await launch(page, '/#/homeIndex');
      await expect.poll(() => bonusOf(page)).toMatchObject({ grantedAt: expect.any(String) });
      await expectGranted(page, copy, await bonusOf(page));
      expect(await bonusCoupons(page)).toHaveLength(1);
    } finally {
      await context.close();
    }
  });

  it('inside the simulated shell no report is made, and the server would refuse one', async () => {
    const { context, page } = await openPhone(browser(), { shell: 'android' });
    try {
      const reports = watchReports(page);
      await signIn(page, newPhoneNumber());
      await launch(page, LAUNCH_PATH);
      await visible(page.getByRole('heading', { level: 1 }));
      expect(await reports.afterLaunchCheck()).toBe(0);
      expect((await bonusOf(page)).grantedAt).toBeNull();
      await expect(
        callApi(page, 'POST', '/bonus/home-screen/launch', { signal: 'startUrl' }),
      ).rejects.toThrow(/403 .*FORBIDDEN/);
    } finally {
      await context.close();
    }
  });
});

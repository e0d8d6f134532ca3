import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousAxeViolations, visibleMessageIds } from './support/axe';
import { catalogue, useChromium, newPhoneNumber, openPhone, signIn } from './support/phone';
import { aBorrower, EN, philsysEndingIn, prefillProfile } from './support/profile-api';
import { homeCard, waitForHomeCard } from './support/profile-flow';
import { visible } from './support/ui';

const browser = useChromium();
let page: Page;

const en = catalogue('en');

/** The borrower profile's screens (issue 3), as a new borrower opens them. */
const APPLICATION_SCREENS = [
  '/baseInfo',
  '/baseInfo2',
  '/addressInfo',
  '/workInfo',
  '/contact',
  '/identityInfo',
  '/identityInfo?step=face',
  '/bankInfo',
  '/bankName?channel=bank',
  '/bankName?channel=ewallet',
  '/changeBank',
];

/** The borrower's account around the loan (issue 12), as a signed-in borrower opens them. */
const ACCOUNT_SCREENS = [
  '/my',
  '/msgCenter',
  '/coupon',
  '/couponInvalid',
  '/feedback',
  '/protocols',
  '/helpCenter',
  '/customerService',
  '/aboutUs',
  '/setup',
  '/myProfile',
  '/triLink?url=https://evil.example/x',
  '/addDeskTopBrowser',
  '/guildDetail?browser=facebook',
];

/** Inside Facebook's viewer the tutorials explain how to open the page in the real browser. */
const IN_APP_SCREENS = ['/addDeskTopBrowser', '/guildDetail'];

async function settle(path: string) {
  await page.goto(`/#${path}`);
  await visible(page.getByRole('heading', { level: 1 }));
  await page.waitForLoadState('networkidle');
  expect(await visibleMessageIds(page), `${path} shows message ids`).toEqual([]);
}

describe('accessibility: no serious or critical axe violation, and no untranslated text, on any screen built so far', () => {
  it.each(['/', '/start', '/privacy', '/conditionalTerms', '/test'])(
    '%s (signed out)',
    async (path) => {
      ({ page } = await openPhone(browser()));
      await settle(path);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.context().close();
    },
  );

  it('/start in Filipino and Hindi', async () => {
    for (const language of ['ph', 'hi'] as const) {
      ({ page } = await openPhone(browser(), { language }));
      await settle('/start');
      expect(await seriousAxeViolations(page), language).toEqual([]);
      await page.context().close();
    }
  });

  it('/start with field errors shown', async () => {
    ({ page } = await openPhone(browser()));
    await settle('/start');
    await page.getByRole('button', { name: en['auth.start.signIn'], exact: true }).click();
    await visible(page.getByRole('alert').first());
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('/homeIndex, /my, the install tutorials and an unknown path (signed in)', async () => {
    ({ page } = await openPhone(browser()));
    await signIn(page, newPhoneNumber());
    for (const path of [
      '/homeIndex',
      '/my',
      '/addDeskTopBrowser',
      '/guildDetail',
      '/no/such/page',
    ]) {
      await settle(path);
      expect(await seriousAxeViolations(page), path).toEqual([]);
    }
    await page.context().close();
  });

  // One test a language: fifteen screens three times outgrew one test's minute.
  it.each(['en', 'ph', 'hi'] as const)(
    'the screens around the loan in %s (signed in)',
    async (language) => {
      ({ page } = await openPhone(browser(), { language }));
      await signIn(page, newPhoneNumber(), catalogue(language));
      for (const path of ACCOUNT_SCREENS) {
        await settle(path);
        expect(await seriousAxeViolations(page), `${language} ${path}`).toEqual([]);
      }
      await page.context().close();
    },
  );

  it("the install tutorials inside Facebook's viewer in English, Filipino and Hindi", async () => {
    for (const language of ['en', 'ph', 'hi'] as const) {
      ({ page } = await openPhone(browser(), { language, userAgent: 'facebook' }));
      await signIn(page, newPhoneNumber(), catalogue(language));
      for (const path of IN_APP_SCREENS) {
        await settle(path);
        await visible(
          page.getByRole('button', { name: catalogue(language)['install.guide.copyLink'] }),
        );
        expect(await seriousAxeViolations(page), `${language} ${path}`).toEqual([]);
      }
      await page.context().close();
    }
  });

  it('the application screens (a new borrower, signed in)', async () => {
    ({ page } = await openPhone(browser()));
    await signIn(page, newPhoneNumber());
    for (const path of APPLICATION_SCREENS) {
      await settle(path);
      expect(await seriousAxeViolations(page), path).toEqual([]);
    }
    await page.context().close();
  });

  it('the application screens in Filipino and Hindi: every text translated', async () => {
    for (const language of ['ph', 'hi'] as const) {
      ({ page } = await openPhone(browser(), { language }));
      await signIn(page, newPhoneNumber(), catalogue(language));
      for (const path of APPLICATION_SCREENS) await settle(path);
      await page.context().close();
    }
  });

  it('the application screens with their field errors shown', async () => {
    ({ page } = await openPhone(browser()));
    await signIn(page, newPhoneNumber());
    const save = EN.text('profile.page.saveContinue');
    for (const path of ['/baseInfo', '/addressInfo', '/contact', '/bankInfo']) {
      await settle(path);
      await page.getByRole('button', { name: save, exact: true }).click();
      await visible(page.getByRole('alert').first());
      expect(await visibleMessageIds(page), path).toEqual([]);
      expect(await seriousAxeViolations(page), path).toEqual([]);
    }
    await page.context().close();
  });

  it('home in every state of an application', async () => {
    // One borrower per outcome (the sandbox forces only a first decision), decided side by side.
    const borrowers = [];
    for (const digit of [6, 1, 2, 3]) {
      const { page: phone } = await openPhone(browser());
      await signIn(phone, newPhoneNumber());
      await prefillProfile(phone, aBorrower({ idNumber: philsysEndingIn(digit) }));
      borrowers.push(phone);
    }
    const [approved, rejected, photo, details] = borrowers as [Page, Page, Page, Page];
    const submit = EN.text('home.application.submit');
    for (const [index, phone] of borrowers.entries()) {
      await phone.reload();
      await visible(homeCard(phone, 'home.application.submitTitle'));
      if (index === 0) {
        expect(await visibleMessageIds(phone), 'ready').toEqual([]);
        expect(await seriousAxeViolations(phone), 'ready to submit').toEqual([]);
      }
      await phone.getByRole('button', { name: submit, exact: true }).click();
      await visible(homeCard(phone, 'home.application.reviewTitle'));
      if (index === 0) {
        expect(await visibleMessageIds(phone), 'review').toEqual([]);
        expect(await seriousAxeViolations(phone), 'under review').toEqual([]);
      }
    }

    const states: Array<[Page, string]> = [
      [approved, 'home.application.approvedTitle'],
      [rejected, 'home.application.rejectedTitle'],
      [photo, 'home.application.correctionTitle'],
      [details, 'home.application.correctionTitle'],
    ];
    for (const [phone, title] of states) {
      await waitForHomeCard(phone, title);
      expect(await visibleMessageIds(phone), title).toEqual([]);
      expect(await seriousAxeViolations(phone), title).toEqual([]);
      await phone.context().close();
    }
  });

  it('/noAndroid', async () => {
    ({ page } = await openPhone(browser(), { userAgent: 'android' }));
    await settle('/noAndroid');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.context().close();
  });
});

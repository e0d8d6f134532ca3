import { describe, expect, it } from 'vitest';
import { catalogue, useChromium, newPhoneNumber, openPhone, signIn } from './support/phone';
import { atRoute, visible, text } from './support/ui';

const browser = useChromium();

const en = catalogue('en');

describe('navigation guard in the browser', () => {
  it('sends a visitor without a session from a protected route to /start', async () => {
    const { context, page } = await openPhone(browser());
    for (const path of ['/homeIndex', '/my', '/allWithdraw']) {
      await page.goto(`/#${path}`);
      await atRoute(page, '/start');
    }
    await expect
      .poll(() => text(page.getByRole('heading', { level: 1 })))
      .toBe(en['auth.start.title']!);
    await context.close();
  });

  it('opens the sign-in page at the /oqVDsh alias, and sends a signed-in borrower from /start home', async () => {
    const { context, page } = await openPhone(browser());
    await page.goto('/#/oqVDsh');
    await expect
      .poll(() => text(page.getByRole('heading', { level: 1 })))
      .toBe(en['auth.start.title']!);
    await signIn(page, newPhoneNumber());
    await page.goto('/#/start');
    await atRoute(page, '/homeIndex');
    await page.goto('/#/oqVDsh');
    await atRoute(page, '/homeIndex');
    await context.close();
  });

  it('keeps isBrowser, standalone and the promotion record from the query', async () => {
    const { context, page } = await openPhone(browser());
    await page.goto(
      '/#/start?isBrowser=true&standalone&campaign=summer&adgroup=ph-north&creative=v2',
    );
    await visible(page.getByRole('heading', { level: 1 }));
    // redux-persist writes a moment after the change.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('persist:sulong-core')))
      .toContain('start');
    const stored = await page.evaluate(() => ({
      isBrowser: sessionStorage.getItem('isBrowser'),
      standalone: localStorage.getItem('standalone'),
      promotion: JSON.parse(sessionStorage.getItem('promotion') ?? 'null'),
      route: JSON.parse(localStorage.getItem('persist:sulong-core') ?? '{}').routeName,
    }));
    expect(stored).toEqual({
      isBrowser: 'true',
      standalone: 'true',
      promotion: { campaign: 'summer', adgroup: 'ph-north', creative: 'v2' },
      route: '"start"',
    });
    await context.close();
  });

  it('lands an Android browser on /noAndroid, with the app link and customer service', async () => {
    const { context, page } = await openPhone(browser(), { userAgent: 'android' });
    await page.goto('/#/start');
    await atRoute(page, '/noAndroid');
    await expect
      .poll(() => text(page.getByRole('heading', { level: 1 })))
      .toBe(en['noAndroid.title']!);
    await expect
      .poll(() =>
        page.getByRole('link', { name: en['noAndroid.getApp'], exact: true }).getAttribute('href'),
      )
      .toMatch(/^https:\/\//);
    await visible(page.getByRole('heading', { name: en['ui.service.title'], exact: true }));
    await page.goto('/#/privacy');
    await atRoute(page, '/noAndroid');
    await context.close();
  });

  it('shows an unknown path as "page not found", with a way back; no route is "not available yet"', async () => {
    const { context, page } = await openPhone(browser());
    await signIn(page, newPhoneNumber());
    // The install tutorial was the last route without its screen (issue 13).
    await page.goto('/#/guildDetail');
    await atRoute(page, '/guildDetail');
    await expect
      .poll(() => text(page.getByRole('heading', { level: 1 })))
      .toContain(en['install.browser.iosSafari']!);
    await page.goto('/#/no/such/page');
    await expect
      .poll(() => text(page.getByRole('heading', { level: 1 })))
      .toBe(en['notFound.title']!);
    await page.getByRole('button', { name: en['notFound.back'], exact: true }).click();
    await atRoute(page, '/guildDetail');
    await context.close();
  });
});

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations, visibleMessageIds } from './support/axe';
import { approvedBorrower, borrowThroughScreens } from './support/loan-flow';
import {
  baseURL,
  catalogue,
  useChromium,
  nativeCalls,
  newPhoneNumber,
  openPhone,
  signIn,
} from './support/phone';
import { atRoute, text, visible } from './support/ui';

const browser = useChromium();

const en = catalogue('en');
const ph = catalogue('ph');

describe.each(['android', 'ios'] as const)('inside the simulated %s shell', (shell) => {
  it('reports sign-in, the language switch and sign-out to the shell', async () => {
    const { context, page } = await openPhone(browser(), { shell });
    const phone = newPhoneNumber();
    await signIn(page, phone);
    // Android user agent, but inside the shell: no /noAndroid detour
    // (docs/product.md#android-browsers).
    expect(page.url()).toMatch(/#\/homeIndex$/);

    // The bridge's call table loads on first use, so the call lands a moment after the event.
    await expect
      .poll(async () => (await nativeCalls(page)).some((call) => call.method === 'loginSuccess'))
      .toBe(true);
    const login = (await nativeCalls(page)).find((call) => call.method === 'loginSuccess');
    const data = JSON.parse(login!.payload as string) as Record<string, unknown>;
    expect(data).toMatchObject({ phone: `+63${phone}`, registered: true });
    expect(data.token).toEqual(expect.any(String));
    expect(data.customerId).toEqual(expect.any(String));

    await page.getByRole('link', { name: en['app.tabs.my'], exact: true }).click();
    await page.getByRole('link', { name: en['account.settings.title'], exact: true }).click();
    await page.getByRole('button', { name: en['account.my.signOut'], exact: true }).click();
    await atRoute(page, '/start');
    await page.getByRole('radio', { name: 'Pilipino' }).check();
    await expect
      .poll(() => text(page.getByRole('heading', { level: 1 })))
      .toBe(ph['auth.start.title']!);

    const methods = async () =>
      (await nativeCalls(page)).map((call) => [call.method, call.payload]);
    await expect.poll(methods).toContainEqual(['logoutProcess', null]);
    await expect.poll(methods).toContainEqual(['switchLanguage', 'ph']);
    expect(
      await page.evaluate(
        () =>
          JSON.parse(JSON.parse(localStorage.getItem('persist:sulong-core')!).publicData).app_type,
      ),
    ).toBe(shell === 'android' ? 1 : 2);
    await context.close();
  });
});

/** The hosts the sandbox server allows outside links to (docs/navigation.md#tri-link). */
async function publicConfig(): Promise<{ proWebsite: string; appStoreUrl: string }> {
  const response = await fetch(`${baseURL}/api/config`);
  return (await response.json()) as { proWebsite: string; appStoreUrl: string };
}

const triLink = (query: Record<string, string>) =>
  `/#/triLink?${new URLSearchParams(query).toString()}`;

/** Every call of one handler so far, by payload. */
const payloadsOf = async (page: Page, method: string) =>
  (await nativeCalls(page)).filter((call) => call.method === method).map((call) => call.payload);

const clearCalls = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { __nativeCalls: unknown[] }).__nativeCalls.length = 0;
  });

const DEVICE = { model: 'SM-A155F', os: 'Android', osVersion: '14', appVersion: '2.3.1' };

describe.each(['android', 'ios'] as const)('the simulated %s shell’s flows', (shell) => {
  it('forwards /triLink and follows the route with footer and refresh', async () => {
    const { context, page } = await openPhone(browser(), { shell });
    try {
      const config = await publicConfig();
      await signIn(page, newPhoneNumber());
      await expect.poll(() => payloadsOf(page, 'pointInfo')).toContain('{"event":"signIn"}');
      expect(await payloadsOf(page, 'adInfo')).toContain('{"event":"signIn"}');
      // Tab screen: the shell's footer and pull-to-refresh on (off before, on /start); a form:
      // both off again.
      const last = async (method: string) => (await payloadsOf(page, method)).at(-1);
      await expect.poll(() => last('footerControl')).toBe('true');
      expect(await payloadsOf(page, 'footerControl')).toEqual(['false', 'true']);
      expect(await last('refreshControl')).toBe('true');
      await page.goto('/#/baseInfo');
      await expect.poll(() => last('footerControl')).toBe('false');
      expect(await last('refreshControl')).toBe('false');
      expect(
        await page.evaluate(
          () => JSON.parse(localStorage.getItem('persist:sulong-core')!).refreshControl,
        ),
      ).toBe('false');

      // An in-app route opens in place.
      await page.goto(`${triLink({ to: '/COUPON' })}`);
      await atRoute(page, '/coupon');

      // An allowed website goes to the shell's browser, then the page is finished.
      await clearCalls(page);
      const promo = `${config.proWebsite}/promo?from=sms`;
      await page.goto(triLink({ url: promo }));
      await expect.poll(() => payloadsOf(page, 'pageFinish')).toEqual([null]);
      const order = (await nativeCalls(page)).map((call) => call.method);
      expect(order.indexOf('openBrowserLink')).toBeLessThan(order.indexOf('pageFinish'));
      expect(await payloadsOf(page, 'openBrowserLink')).toEqual([new URL(promo).href]);
      expect(await payloadsOf(page, 'openAppLink')).toEqual([]);

      // The app store page goes to the store app.
      await clearCalls(page);
      await page.goto(triLink({ url: config.appStoreUrl }));
      await expect.poll(() => payloadsOf(page, 'openAppLink')).toEqual([config.appStoreUrl]);
      expect(await payloadsOf(page, 'openBrowserLink')).toEqual([]);

      // Anything else is refused, never handed over, never shown as a link.
      await clearCalls(page);
      await page.goto(triLink({ url: 'https://evil.example/login' }));
      await visible(page.getByRole('heading', { name: en['triLink.screen.refusedTitle'] }));
      expect(await page.getByText('evil.example').count()).toBe(0);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: en['triLink.screen.home'], exact: true }).click();
      await atRoute(page, '/homeIndex');
      const methods = (await nativeCalls(page)).map((call) => call.method);
      expect(methods).toContain('goAppHome');
      expect(methods).not.toContain('openBrowserLink');
      expect(methods).not.toContain('openAppLink');
    } finally {
      await context.close();
    }
  });

  it('signs with the shell’s device details and tells it the approval and the withdrawal', async () => {
    const { context, page } = await openPhone(browser(), {
      shell,
      shellReplies: { deviceInfo: { ...DEVICE, imei: '356938035643809' } },
    });
    try {
      await approvedBorrower(page);
      await expect.poll(() => payloadsOf(page, 'pointInfo')).toContain('{"event":"approved"}');
      // The sub-product's theme colours the shell's header on its home, not on the main one.
      await expect
        .poll(async () => (await payloadsOf(page, 'setHeaderColor')).length)
        .toBeGreaterThan(0);
      const homeColour = (await payloadsOf(page, 'setHeaderColor')).at(-1);
      await page.goto('/#/subIndex');
      await expect
        .poll(async () => (await payloadsOf(page, 'setHeaderColor')).at(-1))
        .not.toBe(homeColour);

      const signed = page.waitForRequest(
        (request) => request.method() === 'POST' && request.url().endsWith('/api/loan/orders'),
      );
      await borrowThroughScreens(page);
      const body = (await signed).postDataJSON() as { device: unknown };
      expect(body.device).toEqual({
        appType: shell === 'android' ? 1 : 2,
        screen: expect.stringMatching(/^\d+x\d+$/),
        shell: DEVICE,
      });
      const methods = (await nativeCalls(page)).map((call) => call.method);
      expect(methods.indexOf('deviceInfo')).toBeLessThan(methods.indexOf('signSuccess'));
      expect(methods).toContain('goMyLoan');
      expect(await payloadsOf(page, 'pointInfo')).toContain('{"event":"withdrawal"}');
      expect(await payloadsOf(page, 'adInfo')).toContain('{"event":"withdrawal"}');
    } finally {
      await context.close();
    }
  });
});

describe.each(['en', 'ph'] as const)('/triLink in a browser (%s)', (language) => {
  it('opens an allowed website in a new tab on the button, and refuses the rest', async () => {
    const texts = catalogue(language);
    const { context, page } = await openPhone(browser(), { language });
    try {
      const config = await publicConfig();
      const host = new URL(config.proWebsite).hostname;
      await context.route(`${config.proWebsite}/**`, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>promo</title>' }),
      );
      await signIn(page, newPhoneNumber(), texts);
      const promo = `${config.proWebsite}/promo`;
      await page.goto(triLink({ url: promo }));
      const open = page.getByRole('button', {
        name: texts['triLink.screen.open']!.replace('{host}', host),
        exact: true,
      });
      await visible(open);
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(await visibleMessageIds(page)).toEqual([]);
      const [tab] = await Promise.all([context.waitForEvent('page'), open.click()]);
      await expect.poll(() => tab.url()).toBe(promo);
      // Still here: the app never left for the website itself.
      expect(page.url()).toContain('#/triLink');

      await page.goto(triLink({ to: '//evil.example' }));
      await visible(
        page.getByRole('heading', { name: texts['triLink.screen.refusedTitle'], exact: true }),
      );
      expect(await page.getByRole('alert').innerText()).toBe(texts['triLink.screen.malformed']);
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(await visibleMessageIds(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('a session the server ended (docs/navigation.md#core-store)', () => {
  /** The server ends the session behind the app's back (as a revocation does). */
  const endSessionOnServer = (page: Page) =>
    page.evaluate(async () => {
      const core = JSON.parse(localStorage.getItem('persist:sulong-core')!);
      const { token } = JSON.parse(core.publicData) as { token: string };
      await fetch('/api/auth/logout', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      });
    });

  it('is explained on /start until dismissed or the next sign-in', async () => {
    const { context, page } = await openPhone(browser());
    try {
      const notice = page.getByText(en['session.ended.text']!, { exact: true });
      await signIn(page, newPhoneNumber());
      await endSessionOnServer(page);
      await page.reload();
      await atRoute(page, '/start');
      await visible(notice, 15_000);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: en['session.ended.dismiss'], exact: true }).click();
      expect(await notice.count()).toBe(0);

      // Ended again, not dismissed: a sign-in clears it, so a later sign-out does not show it.
      // (Fresh numbers: a number's code waits out its resend time.)
      await signIn(page, newPhoneNumber());
      await endSessionOnServer(page);
      await page.reload();
      await visible(notice, 15_000);
      await signIn(page, newPhoneNumber());
      await page.getByRole('link', { name: en['app.tabs.my'], exact: true }).click();
      await page.getByRole('link', { name: en['account.settings.title'], exact: true }).click();
      await atRoute(page, '/setup');
      // Once Settings has loaded its data: on a busy CI machine a tap right after the route change
      // left the borrower on /setup.
      await page.waitForLoadState('networkidle');
      await page.getByRole('button', { name: en['account.my.signOut'], exact: true }).click();
      await atRoute(page, '/start');
      await visible(page.getByRole('heading', { level: 1 }));
      expect(await notice.count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});

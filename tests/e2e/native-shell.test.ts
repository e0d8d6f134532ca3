import { describe, expect, it } from 'vitest';
import {
  catalogue,
  useChromium,
  nativeCalls,
  newPhoneNumber,
  openPhone,
  signIn,
} from './support/phone';
import { atRoute, text } from './support/ui';

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

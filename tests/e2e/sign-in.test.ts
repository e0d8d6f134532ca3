import { describe, expect, it } from 'vitest';
import {
  baseURL,
  catalogue,
  latestCode,
  useChromium,
  newPhoneNumber,
  openPhone,
  signIn,
} from './support/phone';
import { copyOf } from './support/profile-api';
import { atRoute, visible, text, description } from './support/ui';

const browser = useChromium();

const en = catalogue('en');
const ph = catalogue('ph');
const PH = copyOf('ph');

describe('sign in and out on a phone', () => {
  it('in English: signs in with the SMS code, lands home, signs out and the token is revoked', async () => {
    const { context, page } = await openPhone(browser());
    const phone = newPhoneNumber();
    await signIn(page, phone);
    await expect
      .poll(() => text(page.getByRole('heading', { level: 1 })))
      .toContain(`*** ${phone.slice(6)}`);
    await visible(page.getByText(/SEC Registration No\. CS\d+/));
    await visible(page.getByText(/Certificate of Authority No\./));

    const token = await page.evaluate(
      () =>
        JSON.parse(JSON.parse(localStorage.getItem('persist:sulong-core')!).publicData)
          .token as string,
    );
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    await page.getByRole('link', { name: en['app.tabs.my'], exact: true }).click();
    await visible(page.getByRole('heading', { name: en['account.my.title'], exact: true }));
    // Sign-out is in Settings (docs/account.md#settings).
    await page.getByRole('link', { name: en['account.settings.title'], exact: true }).click();
    await page.getByRole('button', { name: en['account.my.signOut'], exact: true }).click();
    await atRoute(page, '/start');
    const after = await page.evaluate(() =>
      JSON.parse(JSON.parse(localStorage.getItem('persist:sulong-core')!).publicData),
    );
    // No poll: sign-out writes the emptied session before it leaves the screen.
    expect(after).toMatchObject({ token: '', customerId: '', phone_number: '' });
    // Signed out on purpose (a shared phone): the number is not kept (docs/sign-in.md#phone).
    expect(await page.getByLabel(en['auth.start.phoneLabel']!).inputValue()).toBe('');

    const me = await fetch(`${baseURL}/api/me`, { headers: { Authorization: `Bearer ${token}` } });
    expect(me.status).toBe(401);
    await context.close();
  });

  it('in Filipino: the whole flow reads in Filipino, and the language is kept', async () => {
    const { context, page } = await openPhone(browser());
    await page.goto('/#/start');
    await page.getByRole('radio', { name: 'Pilipino' }).check();
    await expect
      .poll(() => text(page.getByRole('heading', { level: 1 })))
      .toBe(ph['auth.start.title']!);
    expect(
      await page.evaluate(() => [localStorage.getItem('language'), document.documentElement.lang]),
    ).toEqual(['ph', 'fil-PH']);

    await signIn(page, newPhoneNumber(), ph);
    await visible(page.getByRole('link', { name: ph['app.tabs.my'], exact: true }));
    await page.reload();
    await visible(page.getByRole('link', { name: ph['app.tabs.my'], exact: true }));
    await page.getByRole('link', { name: ph['app.tabs.my'], exact: true }).click();
    await page.getByRole('link', { name: ph['account.settings.title'], exact: true }).click();
    await page.getByRole('button', { name: ph['account.my.signOut'], exact: true }).click();
    await expect
      .poll(() => text(page.getByRole('heading', { level: 1 })))
      .toBe(ph['auth.start.title']!);
    await context.close();
  });

  it('a wrong code is refused at the code field in Filipino, then a graphic code is asked', async () => {
    const { context, page } = await openPhone(browser(), { language: 'ph' });
    const phone = newPhoneNumber();
    await page.goto('/#/start');
    await page.getByLabel(ph['auth.start.phoneLabel']!).fill(phone);
    await page.getByRole('button', { name: ph['auth.start.getCode'], exact: true }).click();
    await expect.poll(() => latestCode(phone).catch(() => '')).not.toBe('');
    const code = await latestCode(phone);
    const wrong = code === '0000' ? '1111' : '0000';
    await page.getByLabel(ph['auth.start.codeLabel']!).fill(wrong);
    await page.getByRole('checkbox').check();
    const captcha = page.waitForResponse((r) => r.url().endsWith('/api/auth/captcha'));
    await page.getByRole('button', { name: ph['auth.start.signIn'], exact: true }).click();

    const codeField = page.getByLabel(ph['auth.start.codeLabel']!);
    await expect
      .poll(() => description(codeField))
      .toBe('Mali ang verification code. Pakipasok muli.');
    const { id } = (await (await captcha).json()) as { id: string };
    await visible(page.getByRole('img', { name: ph['signIn.captcha.image'], exact: true }));
    // Said where it is asked: why, and that it goes with the SMS code (docs/sign-in.md#graphic-code).
    await visible(
      page.getByText(PH.text('signIn.captcha.whySignIn', { signIn: ph['auth.start.signIn']! }), {
        exact: true,
      }),
    );

    // The borrower reads the picture (the sandbox tells the test) and tries again with the right code.
    const { answer } = (await (await fetch(`${baseURL}/api/dev/captcha/${id}`)).json()) as {
      answer: string;
    };
    await page.getByLabel(ph['signIn.captcha.label']!).fill(answer);
    await codeField.fill(code);
    // A person needs more than the 1000 ms tap lock to read the picture and type.
    await page.waitForTimeout(1000);
    await page.getByRole('button', { name: ph['auth.start.signIn'], exact: true }).click();
    await atRoute(page, '/homeIndex');
    await context.close();
  });

  it('says "Hindi makakonekta sa network" when the API cannot be reached, and keeps the number', async () => {
    const { context, page } = await openPhone(browser(), { language: 'ph' });
    await page.goto('/#/start');
    const phone = newPhoneNumber();
    await page.getByLabel(ph['auth.start.phoneLabel']!).fill(phone);
    await page.waitForTimeout(400); // the draft is saved a moment after typing
    await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: ph['auth.start.getCode'], exact: true }).click();
    await visible(page.getByRole('alert').filter({ hasText: 'Hindi makakonekta sa network' }));

    await page.unroute('**/api/**');
    await page.reload();
    await expect.poll(() => page.getByLabel(ph['auth.start.phoneLabel']!).inputValue()).toBe(phone);
    await context.close();
  });

  it('in Filipino: a code asked again within the minute, from another phone, shows it was sent and counts down', async () => {
    const phone = newPhoneNumber();
    const first = await openPhone(browser(), { language: 'ph' });
    await first.page.goto('/#/start');
    await first.page.getByLabel(ph['auth.start.phoneLabel']!).fill(phone);
    await first.page.getByRole('button', { name: ph['auth.start.getCode'], exact: true }).click();
    await expect.poll(() => latestCode(phone).catch(() => '')).not.toBe('');

    const { context, page } = await openPhone(browser(), { language: 'ph' });
    await page.goto('/#/start');
    await page.getByLabel(ph['auth.start.phoneLabel']!).fill(phone);
    await page.getByRole('button', { name: ph['auth.start.getCode'], exact: true }).click();
    // No "Masyadong maraming subok": the code was sent, and the button says when to ask again.
    await visible(page.getByRole('status').filter({ hasText: `*** ${phone.slice(6)}` }));
    const waiting = page.getByRole('button', { name: /Ipadala muli pagkalipas ng \d+ segundo/ });
    await visible(waiting);
    expect(await waiting.isDisabled()).toBe(true);
    const seconds = async () => Number(/\d+/.exec((await text(waiting)) ?? '')?.[0]);
    const before = await seconds();
    await expect.poll(seconds).toBeLessThan(before);
    expect(await page.getByText(ph['error.tooFrequent']!).count()).toBe(0);
    await context.close();
    await first.context.close();
  });

  it('after the server ends the session, /start has the number filled in, and "not your number" clears it', async () => {
    const { context, page } = await openPhone(browser());
    const phone = newPhoneNumber();
    await signIn(page, phone);
    const token = await page.evaluate(
      () =>
        JSON.parse(JSON.parse(localStorage.getItem('persist:sulong-core')!).publicData)
          .token as string,
    );
    // Revoked elsewhere (as the server does after 30 idle days or a deletion on another phone).
    const logout = await fetch(`${baseURL}/api/auth/logout`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(logout.ok).toBe(true);
    await page.reload();
    await atRoute(page, '/start');
    const number = page.getByLabel(en['auth.start.phoneLabel']!);
    await expect.poll(() => number.inputValue()).toBe(phone);
    expect(await page.getByRole('checkbox').isChecked()).toBe(false);
    await page.getByRole('button', { name: en['auth.start.notYou'], exact: true }).click();
    expect(await number.inputValue()).toBe('');
    await context.close();
  });
});

import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEFAULT_FAQ } from '../../server/content/faq.ts';
import { seriousAxeViolations, visibleMessageIds } from './support/axe';
import {
  catalogue,
  nativeCalls,
  newPhoneNumber,
  openPhone,
  signIn,
  useChromium,
} from './support/phone';
import { repayingBorrower, opsPost } from './support/repayment-flow';
import { atRoute, visible } from './support/ui';

const browser = useChromium();

/** A built-in question (server/content/faq.ts) in a language. */
function builtIn(id: string, language: 'en' | 'ph') {
  const question = DEFAULT_FAQ.flatMap((group) => group.questions).find((q) => q.id === id);
  const text = question?.[language];
  if (!text) throw new Error(`no built-in question ${id} in ${language}`);
  return text;
}

/** Reached as a borrower does: the My account tab, then the entry. */
async function openFromMy(page: Page, texts: Record<string, string>, entry: string, route: string) {
  await page.getByRole('link', { name: texts['app.tabs.my'], exact: true }).click();
  await atRoute(page, '/my');
  await page.getByRole('link', { name: texts[entry], exact: true }).click();
  await atRoute(page, route);
}

async function checkScreen(page: Page, label: string) {
  await page.waitForLoadState('networkidle');
  expect(await visibleMessageIds(page), `${label} shows message ids`).toEqual([]);
  expect(await seriousAxeViolations(page), label).toEqual([]);
}

// docs/care.md: the search typed with another case and an accent, and the question it must find.
const SEARCHES = {
  en: { typed: 'gcash', finds: 'how-to-pay' },
  ph: { typed: 'PAGBÁBAYAD', finds: 'pay-early' },
} as const;

describe.each(['en', 'ph'] as const)('care screens in %s (docs/care.md)', (language) => {
  const texts = catalogue(language);

  it('help centre search finds a question and opens it; customer service dials; About us shows the SEC numbers', async () => {
    const { context, page } = await openPhone(browser(), { language });
    await signIn(page, newPhoneNumber(), texts);

    // Help centre.
    await openFromMy(page, texts, 'account.my.helpCenter', '/helpCenter');
    await visible(page.getByRole('heading', { name: texts['help.group.applying'], exact: true }));
    await checkScreen(page, `/helpCenter ${language}`);
    const { typed, finds } = SEARCHES[language];
    const wanted = builtIn(finds, language);
    await page.getByRole('searchbox', { name: texts['help.centre.searchLabel'] }).fill(typed);
    const question = page.locator('summary', { hasText: wanted.question });
    await visible(question);
    // Only what matches stays: the first group's first question is gone.
    expect(await page.locator('summary').count()).toBeLessThan(5);
    const answer = page.getByText(wanted.answer, { exact: true });
    expect(await answer.isVisible()).toBe(false);
    await question.click();
    await visible(answer);
    // Kept on the phone for offline use.
    const stored = await page.evaluate(
      () =>
        JSON.parse(JSON.parse(localStorage.getItem('persist:sulong-core')!).FAQData) as {
          language: string;
        },
    );
    expect(stored.language).toBe(language);

    // Customer service, in a browser: tel: and mailto: links, open or closed now.
    await page.goto('/#/homeIndex');
    await openFromMy(page, texts, 'account.my.customerService', '/customerService');
    const call = page.getByRole('link', {
      name: texts['service.screen.call']!.replace('{number}', '+63 2 8000 0000'),
      exact: true,
    });
    await visible(call);
    expect(await call.getAttribute('href')).toBe('tel:+63280000000');
    expect(
      await page.getByRole('link', { name: /support@sulong\.cash\.example/ }).getAttribute('href'),
    ).toBe('mailto:support@sulong.cash.example');
    const state = page.locator('.service-status__now');
    const openOrClosed = new RegExp(
      `^(${texts['service.status.open']!.split(' ·')[0]}|${texts['service.status.closed']!.split(' ·')[0]}) · `,
    );
    expect((await state.textContent()) ?? '').toMatch(openOrClosed);
    expect(
      await page.getByRole('button', { name: texts['service.screen.openInApp'] }).count(),
    ).toBe(0);
    await checkScreen(page, `/customerService ${language}`);

    // About us.
    await page.goto('/#/homeIndex');
    await openFromMy(page, texts, 'account.my.aboutUs', '/aboutUs');
    await visible(page.getByText('CS202600001', { exact: true }));
    await visible(page.getByText('0001', { exact: true }));
    await visible(page.getByRole('heading', { name: 'Sulong Lending Corporation' }));
    await checkScreen(page, `/aboutUs ${language}`);
    await context.close();
  });
});

describe('customer service inside the simulated Android shell', () => {
  it('opens the shell’s own customer service through the bridge', async () => {
    const en = catalogue('en');
    const { context, page } = await openPhone(browser(), { shell: 'android' });
    await signIn(page, newPhoneNumber());
    await page.goto('/#/customerService');
    await page.getByRole('button', { name: en['service.screen.openInApp'], exact: true }).click();
    await expect
      .poll(async () => (await nativeCalls(page)).map((call) => call.method))
      .toContain('openCustomerService');
    // The browser's links stay beside it.
    await visible(page.getByRole('link', { name: 'Call +63 2 8000 0000' }));
    await checkScreen(page, '/customerService in the shell');

    // The chats leave the WebView through the bridge (docs/care.md#chat-channels).
    await page.getByRole('link', { name: en['ui.service.messenger'], exact: true }).click();
    await page.getByRole('link', { name: en['ui.service.viber'], exact: true }).click();
    await expect
      .poll(async () =>
        (await nativeCalls(page))
          .filter((call) => call.method === 'openBrowserLink' || call.method === 'openAppLink')
          .map((call) => `${call.method} ${JSON.stringify(call.payload)}`),
      )
      .toEqual([
        expect.stringMatching(/^openBrowserLink .*https:\/\/m\.me\/sulong\.cash\.example/),
        expect.stringMatching(/^openAppLink .*viber:\/\/pa\?chatURI=sulongcash-sandbox/),
      ]);
    await atRoute(page, '/customerService');
    await context.close();
  });
});

describe.each(['en', 'ph'] as const)('feedback and protocols in %s (docs/care.md)', (language) => {
  const texts = catalogue(language);

  it('feedback gets a ticket number; an operator answers; the ticket shows the answer', async () => {
    const { context, page } = await openPhone(browser(), { language });
    await signIn(page, newPhoneNumber(), texts);
    await openFromMy(page, texts, 'feedback.entry.myFeedback', '/feedback');
    await visible(page.getByText(texts['feedback.list.none']!, { exact: true }));
    await checkScreen(page, `/feedback ${language}`);

    await page.getByLabel(texts['feedback.form.category']!).selectOption('appProblem');
    await page
      .getByRole('textbox', { name: texts['feedback.form.text'] })
      .fill('The repayment page stayed blank after I paid with GCash.');
    await page.getByRole('button', { name: texts['feedback.form.send'], exact: true }).click();
    const ack = page.getByRole('status').filter({ hasText: /FB\d{8}[A-Z2-7]{6}/ });
    await visible(ack);
    const ticketNo = /FB\d{8}[A-Z2-7]{6}/.exec(await ack.innerText())![0];

    const answered = await opsPost(`desk/tickets/${ticketNo}/answer`, {
      text: 'We found the payment and posted it. Thank you for telling us.',
    });
    expect(answered.status).toBe(200);

    const link = page.getByRole('link', {
      name: texts['feedback.list.open']!.replace('{ticketNo}', ticketNo),
    });
    await page.reload();
    await link.click();
    await atRoute(page, `/feedback?ticket=${ticketNo}`);
    await visible(page.getByText('We found the payment and posted it. Thank you for telling us.'));
    await visible(page.getByRole('heading', { name: texts['feedback.ticket.answer'] }));
    await checkScreen(page, `/feedback?ticket ${language}`);
    await context.close();
  });

  it('protocols list privacy, terms and a signed loan, which opens its stored documents', async () => {
    const { context, page } = await openPhone(browser(), { language });
    const loan = await repayingBorrower(page, { texts });
    await page.goto('/#/homeIndex');
    await openFromMy(page, texts, 'protocols.entry.myProtocols', '/protocols');
    const legal = page.getByRole('region', { name: texts['protocols.legal.title'] });
    await visible(legal);
    expect(await legal.getByRole('link').count()).toBe(2);
    await checkScreen(page, `/protocols ${language}`);
    await page
      .getByRole('link', {
        name: texts['protocols.loans.loan']!.replace('{orderNo}', loan.orderNo),
      })
      .click();
    await atRoute(page, `/bill?order=${loan.orderId}`);
    await context.close();
  });
});

import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations, visibleMessageIds } from './support/axe';
import { catalogue, openPhone, newPhoneNumber, signIn, useChromium } from './support/phone';
import { repayingBorrower } from './support/repayment-flow';
import { atRoute, text, visible } from './support/ui';

/**
 * Settings and the borrower's data rights on a phone (docs/account.md): the deletion refused for
 * a borrower who owes a loan, with the reason; a borrower without a loan downloads both copies of
 * their data, deletes the account and, signing in again with the same number, is a new customer.
 * In English and Filipino, axe on /my, /setup and the dialog.
 */
const browser = useChromium();

async function expectClean(page: Page, screen: string) {
  expect(await seriousAxeViolations(page), screen).toEqual([]);
  expect(await visibleMessageIds(page), screen).toEqual([]);
}

/** The customer id /my shows (the copy button's neighbour). */
const shownCustomerId = async (page: Page, t: Record<string, string>) => {
  const label = page.getByText(t['account.my.customerId']!, { exact: true });
  await visible(label);
  await expect
    .poll(async () => (await text(label.locator('xpath=following-sibling::dd[1]'))) ?? '')
    .toMatch(/^c_/);
  return (await text(label.locator('xpath=following-sibling::dd[1]')))!;
};

describe.each(['en', 'ph'] as const)('account (%s)', (language) => {
  const t = catalogue(language);

  it('refuses the deletion while a loan is being repaid, with the reason and a link to the loan', async () => {
    const { context, page } = await openPhone(browser(), { language });
    try {
      const { orderId } = await repayingBorrower(page, { texts: t });
      await page.goto('/#/setup');
      await visible(page.getByText(t['account.settings.blocked.outstanding']!, { exact: true }));
      expect(
        await page
          .getByRole('link', { name: t['account.settings.seeLoan'], exact: true })
          .getAttribute('href'),
      ).toBe(`#/bill?order=${orderId}`);
      expect(
        await page
          .getByRole('button', { name: t['account.settings.deleteButton'], exact: true })
          .count(),
      ).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('downloads both copies, deletes the account, and the same number starts afresh', async () => {
    const { context, page } = await openPhone(browser(), { language });
    try {
      const national = newPhoneNumber();
      await signIn(page, national, t);
      await page.getByRole('link', { name: t['app.tabs.my'], exact: true }).click();
      const oldId = await shownCustomerId(page, t);
      await expectClean(page, `/my (${language})`);
      await page.getByRole('link', { name: t['account.settings.title'], exact: true }).click();
      await atRoute(page, '/setup');
      await visible(
        page.getByRole('heading', { name: t['account.settings.title'], exact: true, level: 1 }),
      );
      await visible(
        page.getByRole('button', { name: t['account.settings.deleteButton'], exact: true }),
      );
      await expectClean(page, `/setup (${language})`);

      const [json] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: t['account.settings.downloadJson'], exact: true }).click(),
      ]);
      expect(json.suggestedFilename()).toMatch(/^sulong-cash-data-\d{4}-\d{2}-\d{2}\.json$/);
      const data = JSON.parse(readFileSync((await json.path())!, 'utf8')) as {
        parts: { signIn: { account: { phone: string; customerId: string } } };
      };
      expect(data.parts.signIn.account).toMatchObject({
        phone: `+63${national}`,
        customerId: oldId,
      });
      // The tap lock holds for a second.
      await page.waitForTimeout(1100);
      const [html] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: t['account.settings.downloadHtml'], exact: true }).click(),
      ]);
      expect(html.suggestedFilename()).toMatch(/\.html$/);
      // In the app's language, the number as people write it (docs/account.md#data-download).
      const readable = readFileSync((await html.path())!, 'utf8');
      expect(readable).toContain(
        `+63 ${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`,
      );
      expect(readable).toContain(
        language === 'ph' ? '<html lang="fil-PH">' : '<html lang="en-PH">',
      );
      expect(readable).toContain(language === 'ph' ? 'Ang iyong account' : 'Your account');
      expect(readable).not.toMatch(/created_at|_centavos|T\d{2}:\d{2}:\d{2}/);

      await page
        .getByRole('button', { name: t['account.settings.deleteButton'], exact: true })
        .click();
      const dialog = page.getByRole('dialog', {
        name: t['account.settings.confirmTitle'],
        exact: true,
      });
      await visible(dialog);
      await expectClean(page, `deletion dialog (${language})`);
      await dialog
        .getByRole('checkbox', { name: t['account.settings.understood'], exact: true })
        .check();
      await dialog
        .getByRole('button', { name: t['account.settings.confirmDelete'], exact: true })
        .click();
      await atRoute(page, '/start');
      await visible(page.getByText(t['account.settings.deleted']!, { exact: true }));

      await signIn(page, national, t);
      await page.getByRole('link', { name: t['app.tabs.my'], exact: true }).click();
      expect(await shownCustomerId(page, t)).not.toBe(oldId);
    } finally {
      await context.close();
    }
  });
});

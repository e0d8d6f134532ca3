import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations, visibleMessageIds } from './support/axe';
import { catalogue, openPhone, newPhoneNumber, signIn, useChromium } from './support/phone';
import { aBorrower, prefillProfile, profileOf, session, storedDraft } from './support/profile-api';
import { repayingBorrower } from './support/repayment-flow';
import { atRoute, description, text, visible } from './support/ui';

/**
 * Settings and the borrower's data rights on a phone (docs/account.md): the deletion refused for
 * a borrower who owes a loan, with the reason; a borrower without a loan downloads both copies of
 * their data, deletes the account and, signing in again with the same number, is a new customer.
 * My account's groups, My profile's change of e-mail and address (docs/profile.md#my-profile) and
 * a tab bar on one line. In English and Filipino, axe on /my, /myProfile, /setup and the dialog.
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

  it('groups My account in labelled lists; My profile changes the e-mail and address', async () => {
    const { context, page } = await openPhone(browser(), { language });
    try {
      const borrower = aBorrower();
      await signIn(page, newPhoneNumber(), t);
      await prefillProfile(page, borrower, {
        sections: ['basic', 'basic2', 'address'],
        photos: [],
      });

      // The tab bar's labels on one line at 390 and 360 px (UX finding 16).
      for (const width of [390, 360]) {
        await page.setViewportSize({ width, height: 844 });
        const heights = await page
          .getByRole('navigation', { name: t['app.tabs.label'], exact: true })
          .getByRole('link')
          .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().height));
        expect(heights, `tabs at ${width} px`).toEqual([56, 56, 56]);
      }
      await page.setViewportSize({ width: 390, height: 844 });

      await page.getByRole('link', { name: t['app.tabs.my'], exact: true }).click();
      await atRoute(page, '/my');
      for (const group of ['loans', 'account', 'help', 'legal']) {
        await visible(
          page.getByRole('heading', { name: t[`account.my.group.${group}`], exact: true }),
        );
      }
      const help = page.getByRole('region', { name: t['account.my.group.help'], exact: true });
      await visible(help.getByRole('link', { name: t['account.my.customerService'], exact: true }));
      // Customer service once on the page (UX finding 17).
      expect(await page.getByText(t['account.my.customerService']!, { exact: true }).count()).toBe(
        1,
      );
      await expectClean(page, `/my (${language})`);

      await page.getByRole('link', { name: t['account.my.profile'], exact: true }).click();
      await atRoute(page, '/myProfile');
      const onFile = page.getByRole('region', { name: t['profile.details.current'], exact: true });
      await visible(onFile.getByText(borrower.basic2.email, { exact: true }));
      await visible(onFile.getByText(/Lahug, Cebu City, Cebu 6000$/));
      await visible(
        page.getByRole('link', { name: t['profile.details.contactService'], exact: true }),
      );
      const email = page.getByLabel(t['profile.basic2.email']!, { exact: true });
      await expect.poll(() => email.inputValue()).toBe(borrower.basic2.email);
      await expectClean(page, `/myProfile (${language})`);

      // The application's check, at the field, in the borrower's language.
      await email.fill('maria@');
      await page.getByRole('button', { name: t['profile.details.save'], exact: true }).click();
      await expect.poll(() => description(email)).toContain(t['validation.email.format']);

      // A half-filled change survives a reload.
      await email.fill('maria.reyes@example.org');
      const { customerId } = await session(page);
      await expect
        .poll(() => storedDraft(page, `profile:${customerId}:details`))
        .toMatchObject({ email: 'maria.reyes@example.org' });
      await page.reload();
      await expect.poll(() => email.inputValue()).toBe('maria.reyes@example.org');

      await page
        .getByLabel(t['profile.address.barangay']!, { exact: true })
        .selectOption({ label: 'Apas' });
      await page.getByRole('button', { name: t['profile.details.save'], exact: true }).click();
      await visible(page.getByText(t['profile.details.saved']!, { exact: true }));
      await visible(onFile.getByText('maria.reyes@example.org', { exact: true }));
      await visible(onFile.getByText(/Apas, Cebu City, Cebu 6000$/));
      const saved = await profileOf(page);
      expect(saved.sections.basic2).toMatchObject({ email: 'maria.reyes@example.org' });
      expect(saved.sections.address).toMatchObject({ cityCode: borrower.address.city.code });
      expect(saved.sections.address?.barangayCode).not.toBe(borrower.address.barangay.code);
    } finally {
      await context.close();
    }
  });
});

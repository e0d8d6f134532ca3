import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AvailableCoupons, LoanHomeView } from '../../contract/loan/api.ts';
import { seriousAxeViolations, visibleMessageIds } from './support/axe';
import { approvedBorrower } from './support/loan-flow';
import { pesos } from './support/pesos';
import { catalogue, openPhone, useChromium } from './support/phone';
import { callApi, copyOf, type Copy } from './support/profile-api';
import { visible } from './support/ui';

/**
 * The coupon lists on a phone (docs/coupons.md#lists, #use-button): an approved borrower finds
 * the welcome coupon on /coupon, taps Use and lands on /allWithdraw with it chosen; the expired
 * and used coupons are one link away. In English and Filipino, axe on both screens.
 */
const browser = useChromium();

const atRoute = (page: Page, path: string) =>
  expect
    .poll(() => page.evaluate(() => location.hash.replace(/\?.*$/, '')), { timeout: 15_000 })
    .toBe(`#${path}`);

async function expectClean(page: Page, screen: string) {
  expect(await seriousAxeViolations(page), screen).toEqual([]);
  expect(await visibleMessageIds(page), screen).toEqual([]);
}

describe.each(['en', 'ph'] as const)('coupons (%s)', (language) => {
  const copy: Copy = copyOf(language);

  it('welcome coupon → Use → /allWithdraw with it selected; expired and used one tap away', async () => {
    const { page } = await openPhone(browser(), { language });
    try {
      await approvedBorrower(page, { texts: catalogue(language) });
      const { available } = await callApi<AvailableCoupons>(
        page,
        'GET',
        `/coupons?list=available&language=${language}`,
      );
      const welcome = available.find((c) => c.source === 'welcome')!;
      const amount = pesos(copy, welcome.deductionCentavos);

      await page.goto('/#/coupon');
      await visible(
        page.getByRole('heading', { name: copy.text('coupons.list.title'), exact: true }),
      );
      const card = page.getByRole('article', {
        name: copy.text('coupons.card.typeWithdrawal'),
        exact: true,
      });
      await visible(card);
      await expect
        .poll(() => card.textContent())
        .toContain(copy.text('coupons.card.forWithdrawal'));
      const use = page.getByRole('button', {
        name: copy.text('coupons.card.useLabel', { amount }),
        exact: true,
      });
      await expect.poll(() => use.isEnabled(), { timeout: 10_000 }).toBe(true);
      await expectClean(page, `/coupon (${language})`);

      await use.click();
      await atRoute(page, '/allWithdraw');
      expect(await page.evaluate(() => location.hash)).toContain(`coupon=${welcome.id}`);
      const chosen = page.getByRole('radio', {
        name: new RegExp(
          copy.text('withdraw.offer.couponOff', { amount }).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
        ),
      });
      await expect.poll(() => chosen.isChecked(), { timeout: 10_000 }).toBe(true);
      const home = await callApi<LoanHomeView>(page, 'GET', '/loan/home');
      expect(home.coupons.map((c) => c.id)).toContain(welcome.id);

      await page.goto('/#/coupon');
      await page
        .getByRole('link', { name: copy.text('coupons.list.toInvalid'), exact: true })
        .click();
      await atRoute(page, '/couponInvalid');
      await visible(page.getByText(copy.text('coupons.invalid.emptyExpired'), { exact: true }));
      await page
        .getByRole('tab', { name: copy.text('coupons.invalid.usedTab', { count: 0 }), exact: true })
        .click();
      await visible(page.getByText(copy.text('coupons.invalid.emptyUsed'), { exact: true }));
      await expectClean(page, `/couponInvalid (${language})`);
    } finally {
      await page.context().close();
    }
  });
});

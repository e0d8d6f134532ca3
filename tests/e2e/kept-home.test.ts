import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { HYDRATED_MARK } from '../../src/app/prerender/marks.ts';
import { seriousAxeViolations } from './support/axe';
import { newPhoneNumber, openPhone, signIn, useChromium } from './support/phone';
import { EN } from './support/profile-api';
import { atRoute, visible } from './support/ui';

/*
 * Home kept for the next cold start (docs/first-paint.md#kept-home), at 390×844: a reload paints
 * home as the borrower last saw it while the API has not answered, busy and with its buttons
 * disabled, and the live page takes its place once the answer comes; sign-out removes it, and the
 * next borrower on the phone never gets it.
 */
const browser = useChromium();

const kept = (page: Page) =>
  page.evaluate(
    () => JSON.parse(localStorage.getItem('keptHome') ?? 'null') as { customerId: string } | null,
  );

const hydrated = (page: Page) =>
  page.evaluate((mark) => performance.getEntriesByName(mark).length > 0, HYDRATED_MARK);

describe('the kept home', () => {
  it('paints at once on a reload, until the live page takes its place; sign-out removes it', async () => {
    const { page } = await openPhone(browser());
    const first = newPhoneNumber();
    await signIn(page, first);
    await expect.poll(() => kept(page)).not.toBeNull();

    // The API holds its answer: what shows is the kept page.
    const held: Route[] = [];
    let answer = false;
    await page.route('**/api/profile/status', (route) =>
      answer ? route.continue() : void held.push(route),
    );
    await page.reload();
    // The app has asked for the status (so it is running), and the answer is held.
    await expect.poll(() => held.length).toBeGreaterThan(0);
    const busy = page.locator('main[aria-busy="true"]');
    await visible(busy);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain(
      `*** ${first.slice(6)}`,
    );
    expect(await page.locator('.card--placeholder').count()).toBe(0);
    for (const button of await busy.locator('button').all())
      expect(await button.isDisabled()).toBe(true);
    expect(await hydrated(page)).toBe(false);

    // The answer comes: the live page, in the same place.
    answer = true;
    for (const route of held.splice(0)) await route.continue();
    await expect.poll(() => hydrated(page)).toBe(true);
    expect(await page.locator('main[aria-busy="true"]').count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Sign-out takes it off the phone; the next borrower's home is theirs alone.
    await page.getByRole('link', { name: EN.text('app.tabs.my'), exact: true }).click();
    await page.getByRole('link', { name: EN.text('account.settings.title'), exact: true }).click();
    await page.getByRole('button', { name: EN.text('account.my.signOut'), exact: true }).click();
    await atRoute(page, '/start');
    expect(await kept(page)).toBeNull();
    const second = newPhoneNumber();
    await signIn(page, second);
    await expect.poll(async () => (await kept(page))?.customerId).toBeTruthy();
    await page.reload();
    await visible(page.getByRole('heading', { level: 1 }));
    const greeting = await page.getByRole('heading', { level: 1 }).textContent();
    expect(greeting).toContain(`*** ${second.slice(6)}`);
    expect(greeting).not.toContain(`*** ${first.slice(6)}`);
  });
});

import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Small waits and reads on locators, used with Vitest's expect / expect.poll. */
export const visible = (locator: Locator, timeout = 10_000) =>
  locator.waitFor({ state: 'visible', timeout });

export const hidden = (locator: Locator, timeout = 10_000) =>
  locator.waitFor({ state: 'hidden', timeout });

export const text = async (locator: Locator) =>
  (await locator.textContent())?.replace(/\s+/g, ' ').trim();

/** The accessible description: the texts its aria-describedby points at, as a reader announces. */
export const description = (locator: Locator) =>
  locator.evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
      .join(' '),
  );

/**
 * Waits until the app shows a hash route. Reads location.hash in the page: Playwright's own URL
 * can lag behind a history.replaceState that lands during a same-document goto.
 */
export const atRoute = (page: Page, route: string) =>
  expect.poll(() => page.evaluate(() => location.hash), { timeout: 15_000 }).toBe(`#${route}`);

import type { Locator } from 'playwright-core';

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

import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousAxeViolations, visibleMessageIds } from './support/axe';
import { catalogue, useChromium, newPhoneNumber, openPhone, signIn } from './support/phone';
import { visible } from './support/ui';

const browser = useChromium();
let page: Page;

const en = catalogue('en');

async function settle(path: string) {
  await page.goto(`/#${path}`);
  await visible(page.getByRole('heading', { level: 1 }));
  await page.waitForLoadState('networkidle');
  expect(await visibleMessageIds(page), `${path} shows message ids`).toEqual([]);
}

describe('accessibility: no serious or critical axe violation, and no untranslated text, on any screen built so far', () => {
  it.each(['/', '/start', '/privacy', '/conditionalTerms', '/test'])(
    '%s (signed out)',
    async (path) => {
      ({ page } = await openPhone(browser()));
      await settle(path);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.context().close();
    },
  );

  it('/start in Filipino and Hindi', async () => {
    for (const language of ['ph', 'hi'] as const) {
      ({ page } = await openPhone(browser(), { language }));
      await settle('/start');
      expect(await seriousAxeViolations(page), language).toEqual([]);
      await page.context().close();
    }
  });

  it('/start with field errors shown', async () => {
    ({ page } = await openPhone(browser()));
    await settle('/start');
    await page.getByRole('button', { name: en['auth.start.signIn'], exact: true }).click();
    await visible(page.getByRole('alert').first());
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('/homeIndex, /my and a not-yet-available route (signed in)', async () => {
    ({ page } = await openPhone(browser()));
    await signIn(page, newPhoneNumber());
    for (const path of ['/homeIndex', '/my', '/coupon']) {
      await settle(path);
      expect(await seriousAxeViolations(page), path).toEqual([]);
    }
    await page.context().close();
  });

  it('/noAndroid', async () => {
    ({ page } = await openPhone(browser(), { userAgent: 'android' }));
    await settle('/noAndroid');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.context().close();
  });
});

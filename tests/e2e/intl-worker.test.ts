import { describe, expect, it } from 'vitest';
import { HYDRATED_MARK } from '../../src/app/prerender/marks.ts';
import { openPhone, useChromium } from './support/phone';

/*
 * The ICU warm-up's worker (docs/first-paint.md#split-start-up): the boot script starts it, within
 * the strict CSP, with the stored language's locale, and the app's first render finds the data
 * loaded.
 */
const browser = useChromium();

describe("the ICU data's worker", () => {
  it('runs from our origin in Filipino, under the CSP, and the painted page goes live', async () => {
    const { page } = await openPhone(browser(), { language: 'ph' });
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
    });
    const worker = page.waitForEvent('worker');
    await page.goto('/#/start');
    expect(new URL((await worker).url()).pathname).toMatch(
      /^\/assets\/intl-worker-[0-9a-f]{8}\.js$/,
    );
    await expect
      .poll(() => page.evaluate((mark) => performance.getEntriesByName(mark).length, HYDRATED_MARK))
      .toBe(1);
    expect(await page.getAttribute('html', 'lang')).toBe('fil-PH');
    expect(refused).toEqual([]);
  });
});

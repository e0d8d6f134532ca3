import { describe, expect, it } from 'vitest';
import { HYDRATED_MARK } from '../../src/app/prerender/marks.ts';
import { openPhone, useChromium } from './support/phone';

/*
 * The document carries its boot script and stylesheet (docs/first-paint.md#inline-start): the
 * first paint waits for no other request, the CSP allows both by their hashes, and the screens
 * that load later do not fetch the stylesheet a second time.
 */
const browser = useChromium();

describe('a start that waits for no request but the document', () => {
  it('paints and goes live with no stylesheet or boot script fetched, nothing refused', async () => {
    const { page } = await openPhone(browser());
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
    });
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto('/#/start');
    await expect
      .poll(() => page.evaluate((mark) => performance.getEntriesByName(mark).length, HYDRATED_MARK))
      .toBe(1);
    // Styled by the inline stylesheet: the page's own colours, not the browser's.
    const button = page.getByRole('button', { name: 'Sign in' });
    expect(await button.evaluate((node) => getComputedStyle(node).backgroundColor)).not.toBe(
      'rgba(0, 0, 0, 0)',
    );
    // A screen whose code lists the document's stylesheet among what it needs.
    await page.getByRole('link', { name: 'Privacy Policy' }).first().click();
    await expect.poll(() => page.evaluate(() => location.hash)).toContain('privacy');
    await page.waitForLoadState('networkidle');
    expect(fetched.filter((path) => path.endsWith('.css') && path.includes('/index-'))).toEqual([]);
    expect(fetched.filter((path) => /\/boot-/.test(path))).toEqual([]);
    expect(refused).toEqual([]);
  });
});

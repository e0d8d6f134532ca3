import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { MessagePage, NotifyItem } from '../../contract/messages/api.ts';
import { seriousAxeViolations, visibleMessageIds } from './support/axe';
import { approvedBorrower } from './support/loan-flow';
import { catalogue, openPhone, useChromium } from './support/phone';
import { callApi, copyOf, type Copy, type Language } from './support/profile-api';
import { atRoute, visible } from './support/ui';

/*
 * The message centre on a phone (docs/messages.md), in English and Filipino: from the account
 * page to a message and on to the screen it is about, and a message opened offline whose read
 * mark is sent once when the network returns.
 */

const browser = useChromium();

const notifyOf = async (page: Page): Promise<NotifyItem[]> =>
  (await callApi<MessagePage>(page, 'GET', '/messages?tab=notify')).items.filter(
    (item): item is NotifyItem => item.tab === 'notify',
  );
const readAtOf = async (page: Page, kind: string) =>
  (await notifyOf(page)).find((item) => item.kind === kind)?.readAt ?? null;

async function screenChecks(page: Page, what: string) {
  expect(await seriousAxeViolations(page), what).toEqual([]);
  expect(await visibleMessageIds(page), what).toEqual([]);
}

const row = (page: Page, copy: Copy, kind: string) =>
  page
    .getByRole('tabpanel')
    .getByRole('link', { name: new RegExp(copy.text(`message.${kind}.title`)) });

describe.each(['en', 'ph'] as Language[])('message centre (%s)', (language) => {
  const copy = copyOf(language);

  it('an approved borrower goes from My account to the approval message and on to home', async () => {
    const { context, page } = await openPhone(browser(), { language });
    try {
      await approvedBorrower(page, { texts: catalogue(language) });
      await page.goto('/#/my');
      // Three messages (received, approved, the welcome coupon) and the sandbox's welcome notice,
      // also on the My account tab (docs/messages.md#unread-counts).
      // The tab keeps its name; the count describes it.
      const myTabSays = () =>
        page
          .getByRole('navigation', { name: copy.text('app.tabs.label') })
          .getByRole('link', { name: copy.text('app.tabs.my'), exact: true })
          .evaluate(
            (link) =>
              document.getElementById(link.getAttribute('aria-describedby') ?? '')?.textContent,
          );
      const myTab = (count: number) =>
        expect
          .poll(myTabSays, { timeout: 10_000 })
          .toBe(`${count}${copy.text('app.tabs.unread', { count })}`);
      await myTab(4);
      await page
        .getByRole('link', { name: copy.text('messages.entry.myMessages', { count: 4 }) })
        .click();
      await atRoute(page, '/msgCenter');
      const tabs = page.getByRole('tablist', { name: copy.text('messages.centre.tabsLabel') });
      await visible(tabs);
      await visible(row(page, copy, 'applicationApproved'));
      expect(await tabs.getByRole('tab').first().textContent()).toContain('3');
      await screenChecks(page, '/msgCenter');

      await row(page, copy, 'applicationApproved').click();
      await visible(
        page.getByRole('heading', { name: copy.text('message.applicationApproved.title') }),
      );
      await screenChecks(page, '/msgDetail');
      await expect
        .poll(() => readAtOf(page, 'applicationApproved'), { timeout: 10_000 })
        .not.toBeNull();

      await page.getByRole('link', { name: copy.text('messages.detail.openLink') }).click();
      await expect
        .poll(() => page.evaluate(() => location.hash.replace(/\?.*$/, '')))
        .toBe('#/homeIndex');
      // One read: the tab's count follows.
      await myTab(3);

      // The Activity tab: the sandbox's notice in the borrower's language.
      await page.goto('/#/msgCenter');
      await page
        .getByRole('tab', { name: new RegExp(copy.text('messages.centre.activity')) })
        .click();
      await visible(page.getByRole('tabpanel').getByRole('link').first());
      await screenChecks(page, '/msgCenter activity');
    } finally {
      await context.close();
    }
  });

  it('a message opened offline is marked read once, when the network returns', async () => {
    const { context, page } = await openPhone(browser(), { language });
    try {
      await approvedBorrower(page, { texts: catalogue(language) });
      await page.goto('/#/msgCenter');
      await visible(row(page, copy, 'applicationReceived'));
      await context.setOffline(true);
      await row(page, copy, 'applicationReceived').click();
      await visible(page.getByText(copy.text('messages.detail.readQueued')));
      await visible(
        page.getByRole('heading', { name: copy.text('message.applicationReceived.title') }),
      );
      expect(await readAtOf(page, 'applicationReceived')).toBeNull();

      await context.setOffline(false);
      await expect
        .poll(() => readAtOf(page, 'applicationReceived'), { timeout: 20_000 })
        .not.toBeNull();
      const first = await readAtOf(page, 'applicationReceived');
      // Opened again and reloaded: the outbox is empty and the first read time stands.
      await page.reload();
      await visible(
        page.getByRole('heading', { name: copy.text('message.applicationReceived.title') }),
      );
      const queued = await page.evaluate(async () => {
        const { customerId } = JSON.parse(
          (
            JSON.parse(localStorage.getItem('persist:sulong-core') ?? '{}') as {
              publicData: string;
            }
          ).publicData,
        ) as { customerId: string };
        return new Promise<number>((resolve) => {
          const open = indexedDB.open('keyval-store');
          open.onsuccess = () => {
            const get = open.result
              .transaction('keyval')
              .objectStore('keyval')
              .get(`outbox:${customerId}`);
            get.onsuccess = () => resolve(Object.keys(get.result ?? {}).length);
            get.onerror = () => resolve(-1);
          };
          open.onerror = () => resolve(-1);
        });
      });
      expect(queued).toBe(0);
      expect(await readAtOf(page, 'applicationReceived')).toBe(first);
    } finally {
      await context.close();
    }
  });
});

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { loanHomeOf } from './support/loan-flow';
import { newPhoneNumber, openPhone, signIn, useChromium } from './support/phone';
import { EN, session } from './support/profile-api';
import { repayingBorrower } from './support/repayment-flow';
import { atRoute, description, hidden, visible } from './support/ui';

/*
 * The borrower's dues offline (docs/offline.md#snapshot): a repaying borrower's home and
 * repayment detail, loaded once online, open again without a network from the phone's snapshot,
 * with "Last updated" and every way to pay disabled with its reason; back online they refresh;
 * sign-out removes the snapshot, and the next borrower on the phone never sees it.
 */

const browser = useChromium();

/** Pesos as the app writes them (formatPesos). */
const pesos = (centavos: number) =>
  EN.intl.formatNumber(centavos / 100, {
    style: 'currency',
    currency: 'PHP',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });

/** A Manila day as the app writes it (formatManilaDay). */
const manilaDay = (day: string) =>
  EN.intl.formatDate(new Date(`${day}T00:00:00+08:00`), {
    dateStyle: 'medium',
    timeZone: 'Asia/Manila',
  });

/** The keys the app keeps in IndexedDB (idb-keyval's default store), read in the page. */
const storedKeys = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        // Not there yet: never create it here, or the app's own first open finds no store.
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => (open.error?.name === 'AbortError' ? resolve([]) : reject(open.error));
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('keyval')) return resolve([]);
          const all = db.transaction('keyval').objectStore('keyval').getAllKeys();
          all.onsuccess = () => resolve(all.result.map(String));
          all.onerror = () => reject(all.error);
        };
      }),
  );
const snapshotKeys = async (page: Page) =>
  (await storedKeys(page)).filter((key) => key.startsWith('snapshot:')).sort();

const LAST_UPDATED = new RegExp(
  `^${EN.text('snapshot.notice.lastUpdated', { time: 'TIME' }).replace('TIME', '')}`,
);
const repayingCard = (page: Page) =>
  page.getByRole('region', { name: EN.text('home.order.repayingTitle'), exact: true });

async function expectNoAxeViolations(page: Page, screen: string) {
  expect(await seriousAxeViolations(page), screen).toEqual([]);
}

/** The first visit installs the service worker; from the next load on it serves the app. */
async function underServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))))
    await page.reload();
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);
}

describe('dues offline, from the snapshot', () => {
  it('shows what is owed and when offline, refreshes online, and goes at sign-out', async () => {
    const { context, page } = await openPhone(browser());
    const { orderId } = await repayingBorrower(page);
    const { customerId } = await session(page);
    const home = await loanHomeOf(page);
    const order = home.currentOrder!;
    const owed = pesos(order.repayment!.owedCentavos);
    const due = manilaDay(order.dueDate!);
    const detailPath = `/repaidDetail?orderId=${encodeURIComponent(orderId)}&way=full`;

    // Online: home, then the repayment detail, each kept as it loads.
    await underServiceWorker(page);
    await page.goto('/#/homeIndex');
    await visible(repayingCard(page).getByText(owed), 15_000);
    await page.goto(`/#${detailPath}`);
    await visible(
      page.getByRole('heading', { name: EN.text('repayment.owed.title'), exact: true }),
    );
    await expect
      .poll(() => snapshotKeys(page))
      .toEqual(
        expect.arrayContaining([
          `snapshot:${customerId}:getLoanHome:`,
          `snapshot:${customerId}:getProfileStatus:`,
          `snapshot:${customerId}:getRepayment:${orderId}`,
        ]),
      );

    // Offline, a cold reload of home: the due date and amount from the snapshot.
    await page.goto('/#/homeIndex');
    await context.setOffline(true);
    await page.reload();
    const card = repayingCard(page);
    await visible(card.getByText(owed), 15_000);
    await visible(card.getByText(due));
    await visible(page.getByText(LAST_UPDATED));
    await visible(page.getByText(EN.text('app.offline.banner'), { exact: true }));
    const payFull = card.getByRole('button', {
      name: EN.text('home.repaying.payFull'),
      exact: true,
    });
    expect(await payFull.isDisabled()).toBe(true);
    expect(await description(payFull)).toBe(EN.text('home.repaying.offline'));
    expect(await card.getByRole('link', { name: EN.text('home.repaying.payFull') }).count()).toBe(
      0,
    );
    await expectNoAxeViolations(page, 'home offline');

    // The repayment detail offline: the figures kept, Pay disabled with the reason.
    await page.goto(`/#${detailPath}`);
    await visible(page.getByText(LAST_UPDATED));
    const pay = page.getByRole('button', { name: /^Pay ₱/ });
    await visible(pay);
    expect(await pay.isDisabled()).toBe(true);
    expect(await description(pay)).toBe(EN.text('repayment.pay.offline'));
    await expectNoAxeViolations(page, 'repayment detail offline');

    // Back online: the screens ask again, and the live figures replace the kept ones.
    await page.goto('/#/homeIndex');
    await visible(page.getByText(LAST_UPDATED));
    await context.setOffline(false);
    await hidden(page.getByText(LAST_UPDATED), 15_000);
    await visible(
      repayingCard(page).getByRole('link', { name: EN.text('home.repaying.payFull'), exact: true }),
    );

    // Sign-out removes the snapshot from the phone.
    await page.getByRole('link', { name: EN.text('app.tabs.my'), exact: true }).click();
    await page.getByRole('link', { name: EN.text('account.settings.title'), exact: true }).click();
    await page.getByRole('button', { name: EN.text('account.my.signOut'), exact: true }).click();
    await atRoute(page, '/start');
    await expect.poll(() => snapshotKeys(page)).toEqual([]);

    // Another borrower on this phone: nothing of the first, online or off.
    await signIn(page, newPhoneNumber());
    const next = await session(page);
    await expect
      .poll(() => snapshotKeys(page))
      .toEqual([`snapshot:${next.customerId}:getProfileStatus:`]);
    await context.setOffline(true);
    await page.reload();
    await visible(page.getByRole('heading', { level: 1 }));
    expect(await repayingCard(page).count()).toBe(0);
    expect(await page.getByText(owed).count()).toBe(0);
    await expectNoAxeViolations(page, 'another borrower offline');
    await context.setOffline(false);
    await context.close();
  }, 180_000);
});

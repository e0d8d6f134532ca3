import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { loanHomeOf } from './support/loan-flow';
import { baseURL, newPhoneNumber, openPhone, signIn, useChromium } from './support/phone';
import { EN, session } from './support/profile-api';
import { repayingBorrower } from './support/repayment-flow';
import { atRoute, description, hidden, visible } from './support/ui';

/*
 * The borrower's dues offline (docs/offline.md#snapshot): a repaying borrower's home and
 * repayment detail, loaded once online, open again without a network from the phone's snapshot,
 * with "Last updated" and every way to pay disabled with its reason — also on a cold start from
 * the home screen's start URL, and online when only the API is out of reach (a gateway's HTML
 * page), where "Try again" brings the live figures back; a lapsed session leaves the snapshot for
 * the same borrower, but the next borrower signing in removes it and never sees it; sign-out
 * removes the snapshot.
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

const payFullLink = (page: Page) =>
  repayingCard(page).getByRole('link', { name: EN.text('home.repaying.payFull'), exact: true });

/** Home from the snapshot: what is owed and when, "Last updated", paying disabled with `reason`. */
async function expectDuesKept(page: Page, owed: string, due: string, reason: string) {
  const card = repayingCard(page);
  await visible(card.getByText(owed), 15_000);
  await visible(card.getByText(due));
  await visible(page.getByText(LAST_UPDATED));
  const payFull = card.getByRole('button', { name: EN.text('home.repaying.payFull'), exact: true });
  expect(await payFull.isDisabled()).toBe(true);
  expect(await description(payFull)).toBe(reason);
  expect(await payFullLink(page).count()).toBe(0);
}

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
  it('shows what is owed and when offline or out of reach, refreshes, and never shows it to another', async () => {
    const { context, page } = await openPhone(browser());
    const { orderId } = await repayingBorrower(page);
    const { customerId } = await session(page);
    const home = await loanHomeOf(page);
    const order = home.currentOrder!;
    const owed = pesos(order.dues!.today.totalCentavos);
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
          `snapshot:${customerId}:getLoanHome@4:`,
          `snapshot:${customerId}:getProfileStatus:`,
          `snapshot:${customerId}:getRepayment@3:${orderId}`,
        ]),
      );

    // Offline, a cold reload of home: the due date and amount from the snapshot.
    await page.goto('/#/homeIndex');
    await context.setOffline(true);
    await page.reload();
    await expectDuesKept(page, owed, due, EN.text('home.repaying.offline'));
    await visible(page.getByText(EN.text('app.offline.banner'), { exact: true }));
    await expectNoAxeViolations(page, 'home offline');

    // A cold start offline from the home screen: the manifest's start URL opens on home, with
    // the snapshot.
    const cold = await context.newPage();
    await cold.goto('/#/start?standalone=true');
    await atRoute(cold, '/homeIndex');
    await expectDuesKept(cold, owed, due, EN.text('home.repaying.offline'));
    await cold.close();

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
    await visible(payFullLink(page));

    // Online, but the API answers with a gateway's HTML page: the snapshot, the reason that it
    // is us and not the phone, and Try again, which brings the live figures once it answers.
    await page.route('**/api/**', (route) =>
      route.fulfill({
        status: 502,
        contentType: 'text/html',
        body: '<html><body><h1>502 Bad Gateway</h1></body></html>',
      }),
    );
    await page.reload();
    await expectDuesKept(page, owed, due, EN.text('snapshot.notice.unreachable'));
    await visible(page.getByText(EN.text('error.networkAbnormal'), { exact: true }));
    await expectNoAxeViolations(page, 'home with the API out of reach');
    await page.unroute('**/api/**');
    await page.getByRole('button', { name: EN.text('ui.loadProblem.retry'), exact: true }).click();
    await hidden(page.getByText(LAST_UPDATED), 15_000);
    await visible(payFullLink(page));

    // The session lapses (the server revoked it; no sign-out on this phone): the snapshot stays
    // for this borrower's next sign-in...
    const { token } = await session(page);
    const revoked = await fetch(`${baseURL}/api/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(revoked.ok).toBe(true);
    await page.reload();
    await atRoute(page, '/start');
    expect(await snapshotKeys(page)).toEqual(
      expect.arrayContaining([`snapshot:${customerId}:getLoanHome@4:`]),
    );

    // ...but another borrower signing in on this phone removes it, and never sees it, online or
    // off.
    await signIn(page, newPhoneNumber());
    const next = await session(page);
    expect(next.customerId).not.toBe(customerId);
    await expect
      .poll(() => snapshotKeys(page))
      .toEqual([`snapshot:${next.customerId}:getProfileStatus:`]);
    expect((await storedKeys(page)).filter((key) => key.includes(customerId))).toEqual([]);
    await context.setOffline(true);
    await page.reload();
    await visible(page.getByRole('heading', { level: 1 }));
    expect(await repayingCard(page).count()).toBe(0);
    expect(await page.getByText(owed).count()).toBe(0);
    await expectNoAxeViolations(page, 'another borrower offline');
    await context.setOffline(false);

    // Sign-out removes this borrower's snapshot from the phone.
    await page.getByRole('link', { name: EN.text('app.tabs.my'), exact: true }).click();
    await page.getByRole('link', { name: EN.text('account.settings.title'), exact: true }).click();
    await page.getByRole('button', { name: EN.text('account.my.signOut'), exact: true }).click();
    await atRoute(page, '/start');
    await expect.poll(() => snapshotKeys(page)).toEqual([]);
    await context.close();
  }, 180_000);
});

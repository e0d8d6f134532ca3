import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { LoanHomeView, OrderView } from '../../../contract/loan/api.ts';
import { baseURL, deskKey, newPhoneNumber, signIn } from './phone';
import { seriousAxeViolations } from './axe';
import { aBorrower, callApi, EN, prefillProfile, statusOf, type Borrower } from './profile-api';
import { visible } from './ui';

const button = (page: Page, id: string, values?: Record<string, string | number>) =>
  page.getByRole('button', { name: EN.text(id, values), exact: true });
const link = (page: Page, id: string) => page.getByRole('link', { name: EN.text(id), exact: true });

/** The sandbox pays out to any account except those ending 0000 (README, "Sandbox payouts"). */
export const FAILING_WALLET = '0917 555 0000';

/**
 * A wallet of this borrower's own ending 9999: the sandbox provider refuses its payout for a
 * reason of its own, and the order waits for finance (docs/desk.md#payouts).
 */
export function rejectedWallet(): string {
  const national = newPhoneNumber();
  return `0${national.slice(0, 3)} ${national.slice(3, 6)} 9999`;
}

/**
 * A borrower whose application the sandbox has approved: signed in through the screens, the
 * profile put in place through the API (the profile tests drive its screens), submitted, and the
 * decision waited for.
 */
export async function approvedBorrower(
  page: Page,
  { wallet, texts }: { wallet?: string; texts?: Record<string, string> } = {},
): Promise<{ national: string; borrower: Borrower }> {
  const national = newPhoneNumber();
  // In the language the borrower chose on /start (the sign-in screen's own labels).
  await signIn(page, national, texts);
  const base = aBorrower();
  const borrower: Borrower = wallet ? { ...base, bank: { ...base.bank, account: wallet } } : base;
  await prefillProfile(page, borrower);
  await callApi(page, 'POST', '/profile/submit');
  await expect
    .poll(async () => (await statusOf(page)).status, { timeout: 20_000, interval: 500 })
    .toBe('approved');
  // The screens asked before the API changed things behind their back: open the app afresh.
  await page.goto('/#/homeIndex');
  await page.reload();
  return { national, borrower };
}

export const loanHomeOf = (page: Page) => callApi<LoanHomeView>(page, 'GET', '/loan/home');
export const orderOf = (page: Page, id: string) =>
  callApi<OrderView>(page, 'GET', `/loan/orders/${id}`);

/** What customer service runs (`npm run ops -- cancel <order>`), through the same endpoint. */
export const cancelAsOperator = (orderNo: string): Promise<Response> => ops(orderNo, 'cancel');

/** `npm run ops -- principal-returned <order>`: the principal of a cancelled loan came back. */
export const principalReturnedAsOperator = (orderNo: string): Promise<Response> =>
  ops(orderNo, 'principal-returned');

function ops(orderNo: string, action: string): Promise<Response> {
  return fetch(`${baseURL}/api/desk/orders/${encodeURIComponent(orderNo)}/${action}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${deskKey}` },
  });
}

/** The route on screen, whatever its query (?product=, ?quote=, ?order=). */
export const atRoute = (page: Page, path: string) =>
  expect
    .poll(() => page.evaluate(() => location.hash.replace(/\?.*$/, '')), { timeout: 15_000 })
    .toBe(`#${path}`);

export async function expectNoAxeViolations(page: Page, screen: string) {
  expect(await seriousAxeViolations(page), screen).toEqual([]);
}

/** Draws a short signature on the pad, as a finger would. */
async function drawSignature(page: Page) {
  const pad = page.getByRole('img', { name: EN.text('withdraw.sign.padLabel'), exact: true });
  await visible(pad);
  const box = (await pad.boundingBox())!;
  const at = (x: number, y: number) => [box.x + box.width * x, box.y + box.height * y] as const;
  await page.mouse.move(...at(0.15, 0.6));
  await page.mouse.down();
  for (const [x, y] of [
    [0.25, 0.3],
    [0.35, 0.7],
    [0.5, 0.35],
    [0.65, 0.65],
    [0.8, 0.4],
  ] as const) {
    await page.mouse.move(...at(x, y), { steps: 6 });
  }
  await page.mouse.up();
}

/**
 * From home's Withdraw to the order page: amount and term chosen, the three documents read and
 * two of them agreed, the signature drawn. Returns the new order's id.
 */
export async function borrowThroughScreens(page: Page, { axe = false } = {}): Promise<string> {
  await page.goto('/#/homeIndex');
  await link(page, 'home.application.withdraw').click();
  await atRoute(page, '/allWithdraw');
  await visible(page.getByText(EN.text('withdraw.offer.rowReceived'), { exact: true }));
  await button(page, 'withdraw.offer.decrease', { step: '₱500' }).click();
  await page.getByRole('radio', { name: EN.text('withdraw.offer.days', { days: 14 }) }).check();
  // The breakdown follows the choice: the server's quote for ₱…+500 over 14 days.
  await expect
    .poll(() => page.getByText(EN.text('withdraw.offer.updating')).count(), { timeout: 10_000 })
    .toBe(0);
  // What is received and repaid stays in view with Continue, while the choice sits at the top
  // (docs/loans.md#signing): the breakdown's figures, at the foot of the screen.
  await page.evaluate(() => window.scrollTo(0, 0));
  const breakdown = page.getByRole('region', { name: EN.text('withdraw.offer.breakdownTitle') });
  const figure = (label: string) =>
    breakdown
      .locator('div')
      .filter({ has: page.getByText(EN.text(label), { exact: true }) })
      .locator('dd')
      .first()
      .textContent();
  const summary = page.getByRole('status').filter({
    hasText: EN.text('withdraw.offer.summaryReceive', {
      amount: (await figure('withdraw.offer.rowReceived'))!,
    }),
  });
  expect(await summary.textContent()).toContain(
    EN.text('withdraw.offer.summaryRepay', {
      amount: (await figure('withdraw.offer.rowTotal'))!,
      date: (await figure('withdraw.offer.rowDueDate'))!,
    }),
  );
  const viewport = page.viewportSize()!;
  for (const shown of [summary, button(page, 'withdraw.offer.continue')]) {
    const box = (await shown.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    expect(box.y).toBeGreaterThan(0);
  }
  if (axe) await expectNoAxeViolations(page, '/allWithdraw');
  await button(page, 'withdraw.offer.continue').click();

  await atRoute(page, '/loan');
  await visible(page.getByRole('article').first());
  expect(await page.getByRole('article').count()).toBe(3);
  if (axe) await expectNoAxeViolations(page, '/loan');
  // Continuing without agreeing says what is missing, at the boxes.
  await button(page, 'withdraw.documents.continue').click();
  await visible(page.getByText(EN.text('withdraw.documents.agreementRequired')));
  await page.getByLabel(EN.text('withdraw.documents.agreeAgreement'), { exact: true }).check();
  await page.getByLabel(EN.text('withdraw.documents.agreeSanctionLetter'), { exact: true }).check();
  await button(page, 'withdraw.documents.continue').click();

  await atRoute(page, '/sign');
  const sign = button(page, 'withdraw.sign.sign');
  expect(await sign.isDisabled()).toBe(true);
  await drawSignature(page);
  if (axe) await expectNoAxeViolations(page, '/sign');
  await sign.click();
  await atRoute(page, '/bill');
  const orderId = new URL(page.url().replace('#/', '')).searchParams.get('order');
  expect(orderId).toMatch(/^[0-9a-f-]{36}$/);
  return orderId!;
}

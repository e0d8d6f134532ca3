import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { LoanHomeView, OrderView } from '../../../contract/loan/api.ts';
import { E2E_OPS_TOKEN } from './ops-token';
import { baseURL, newPhoneNumber, signIn } from './phone';
import { aBorrower, callApi, prefillProfile, statusOf, type Borrower } from './profile-api';

/** The sandbox pays out to any account except those ending 0000 (README, "Sandbox payouts"). */
export const FAILING_WALLET = '0917 555 0000';

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
  return fetch(`${baseURL}/api/ops/orders/${encodeURIComponent(orderNo)}/${action}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${E2E_OPS_TOKEN}` },
  });
}

import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type {
  LoanHomeView,
  OrderView,
  QuoteDocumentsView,
  QuoteView,
} from '../../../contract/loan/api.ts';
import { signBody } from '../../api/support/loan-fixtures.ts';
import { baseURL, deskKey } from './phone';
import { approvedBorrower, orderOf } from './loan-flow';
import { callApi } from './profile-api';

/**
 * A borrower whose first loan the sandbox has paid out: approved through the screens' sign-in,
 * then the withdrawal signed through the API (the loan tests drive those screens), the smallest
 * amount of the main product over its first term.
 */
export async function repayingBorrower(
  page: Page,
  { texts }: { texts?: Record<string, string> } = {},
) {
  const approved = await approvedBorrower(page, { texts });
  const home = await callApi<LoanHomeView>(page, 'GET', '/loan/home');
  const product = home.products.find((p) => p.line === 'main')!;
  const quote = await callApi<QuoteView>(page, 'POST', '/loan/quotes', {
    productId: product.id,
    amountCentavos: Math.min(home.quotaCentavos!, product.maxAmountCentavos),
    termDays: product.terms[0],
    couponId: home.coupons[0]?.id ?? null,
  });
  const documents = await callApi<QuoteDocumentsView>(
    page,
    'GET',
    `/loan/quotes/${quote.id}/documents?language=en`,
  );
  const order = await callApi<OrderView>(page, 'POST', '/loan/orders', signBody(documents));
  await expect
    .poll(async () => (await orderOf(page, order.id)).status, { timeout: 30_000, interval: 500 })
    .toBe('repaying');
  // The loan moved on through the API while home stayed open: it is on screen after a reload, as
  // for a borrower coming back to the app.
  await page.reload();
  return { ...approved, orderId: order.id, orderNo: order.orderNo };
}

/**
 * What staff or a tester runs: `npm run ops -- <command> <args…>`, through the same endpoint under
 * /api/desk, with the e2e administrator's API key.
 */
export function opsPost(path: string, body?: unknown): Promise<Response> {
  return fetch(`${baseURL}/api/${path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${deskKey}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

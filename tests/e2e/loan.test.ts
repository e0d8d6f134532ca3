import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { OrderView } from '../../contract/loan/api.ts';
import {
  approvedBorrower,
  atRoute,
  borrowThroughScreens,
  expectNoAxeViolations,
  cancelAsOperator,
  principalReturnedAsOperator,
  FAILING_WALLET,
  loanHomeOf,
  orderOf,
} from './support/loan-flow';
import { nativeCalls, openPhone, useChromium } from './support/phone';
import { EN } from './support/profile-api';
import { visible } from './support/ui';

const browser = useChromium();

const button = (page: Page, id: string, values?: Record<string, string | number>) =>
  page.getByRole('button', { name: EN.text(id, values), exact: true });
const link = (page: Page, id: string) => page.getByRole('link', { name: EN.text(id), exact: true });
const heading = (page: Page, id: string) =>
  page.getByRole('heading', { name: EN.text(id), exact: true });

describe('borrowing', () => {
  it('takes an approved borrower from the quota to money received, with every document kept', async () => {
    const { context, page } = await openPhone(browser());
    try {
      await approvedBorrower(page);
      await page.goto('/#/homeIndex');
      await visible(link(page, 'home.application.withdraw'));
      await expectNoAxeViolations(page, '/homeIndex approved');
      // The sub-product's own home, in its theme.
      await page.goto('/#/subIndex');
      await visible(heading(page, 'home.sub.title').first());
      await expectNoAxeViolations(page, '/subIndex');

      const orderId = await borrowThroughScreens(page, { axe: true });
      const signed = await orderOf(page, orderId);
      expect(signed).toMatchObject({ amountCentavos: expect.any(Number), termDays: 14 });
      expect(signed.signStatus).toBe('signed');
      await expectNoAxeViolations(page, '/bill');

      // Home follows the order until the sandbox has paid it out.
      await page.goto('/#/homeIndex');
      await expect
        .poll(async () => (await loanHomeOf(page)).currentOrder?.status, { timeout: 20_000 })
        .toBe('repaying');
      await visible(heading(page, 'home.order.repayingTitle'), 15_000);
      const repaying: OrderView = await orderOf(page, orderId);
      expect(repaying.due).toMatchObject({ kind: 'expiresIn', days: 14 });
      expect(
        repaying.history.flatMap((event) => (event.type === 'status' ? [event.status] : [])),
      ).toEqual(['requested', 'toCheck', 'disbursing', 'repaying']);
      await visible(page.getByText(EN.text('loan.due.expiresIn', { days: 14 })));
      await expectNoAxeViolations(page, '/homeIndex repaying');

      // A second loan waits until this one is settled.
      await page.goto('/#/allWithdraw');
      await visible(page.getByText(EN.text('error.outstandingRepayment')).first());

      // The signed documents open again, and a copy downloads.
      await page.goto(`/#/bill?order=${orderId}`);
      await button(page, 'orders.signed.view').click();
      await visible(page.getByRole('img', { name: EN.text('orders.signed.signature') }));
      expect(await page.getByRole('article').count()).toBe(3);
      await expectNoAxeViolations(page, '/bill signed documents');
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        button(page, 'orders.signed.download').click(),
      ]);
      expect(download.suggestedFilename()).toBe(`${repaying.orderNo}-signed.html`);

      // The loan list opens on history (docs/loans.md#loan-tab) and remembers the tab chosen.
      await page.goto('/#/billIndex');
      await page.getByRole('tab', { name: EN.text('orders.list.current') }).click();
      await visible(page.getByText(repaying.orderNo));
      await expectNoAxeViolations(page, '/billIndex');

      // The key fact statement opens from its link without signing in.
      const { page: visitor, context: visitorContext } = await openPhone(browser());
      try {
        await visitor.goto(`/${repaying.keyFactsLink!.path.replace(/^\//, '')}`);
        await visible(visitor.getByText(repaying.orderNo));
        await visible(visitor.getByRole('article'));
        await expectNoAxeViolations(visitor, '/KSResult');
      } finally {
        await visitorContext.close();
      }

      // Customer service cancels within 24 hours of receipt. The money was sent, so the loan
      // stays open, and home asks for it back, until its return is recorded.
      expect((await cancelAsOperator(repaying.orderNo)).status).toBe(200);
      await page.goto('/#/homeIndex');
      await visible(heading(page, 'home.order.principalOwedTitle'));
      expect(
        await page.getByRole('link', { name: EN.text('home.application.withdraw') }).count(),
      ).toBe(0);
      expect((await principalReturnedAsOperator(repaying.orderNo)).status).toBe(200);
      // Then the order moves to history.
      await page.goto('/#/billIndex');
      await page.getByRole('tab', { name: EN.text('orders.list.history') }).click();
      await visible(page.getByText(repaying.orderNo));
      await visible(page.getByText(EN.text('orders.status.cancelled')).first());
    } finally {
      await context.close();
    }
  });

  it('asks for the bank again when the payout fails, then pays the new account (in the shell)', async () => {
    const { context, page } = await openPhone(browser(), { shell: 'android' });
    try {
      await approvedBorrower(page, { wallet: FAILING_WALLET });
      const orderId = await borrowThroughScreens(page);
      expect((await nativeCalls(page)).map((call) => call.method)).toContain('signSuccess');

      await page.goto('/#/homeIndex');
      await visible(heading(page, 'home.order.failedTitle'), 20_000);
      await expectNoAxeViolations(page, '/homeIndex disbursement failed');
      // Nothing was received: the card says so, asks to check the number and the name, labels the
      // account as tried (not "sent to"), and nothing says "once your loan is settled".
      const card = page.getByRole('region', { name: EN.text('home.order.failedTitle') });
      expect(await card.getByRole('alert').textContent()).toBe(EN.text('home.order.failedBody'));
      await visible(card.getByText(EN.text('home.order.failedAccount'), { exact: true }));
      expect(await card.getByText(EN.text('home.order.account'), { exact: true }).count()).toBe(0);
      await visible(page.getByText(EN.text('home.loan.notSentBlocked'), { exact: true }).first());
      await button(page, 'home.order.reenterBank').or(link(page, 'home.order.reenterBank')).click();
      await atRoute(page, '/changeBank');
      await visible(heading(page, 'profile.changeBank.payoutCurrent'));
      await visible(page.getByText(EN.text('profile.changeBank.payoutLead'), { exact: true }));
      await page
        .getByLabel(EN.text('profile.bank.walletAccount'), { exact: true })
        .fill('0917 555 0199');
      await button(page, 'profile.changeBank.payoutSubmit').click();

      await expect
        .poll(async () => (await orderOf(page, orderId)).status, { timeout: 20_000 })
        .toBe('repaying');
      const paid = await orderOf(page, orderId);
      expect(
        paid.history.flatMap((event) =>
          event.type === 'status' ? [[event.status, event.reason]] : [],
        ),
      ).toEqual([
        ['requested', 'signed'],
        ['toCheck', null],
        ['disbursing', null],
        ['disbursementFailed', 'accountUnavailable'],
        ['disbursing', 'bankReentered'],
        ['repaying', expect.anything()],
      ]);
      expect(paid.payoutAccount.accountLast4).toBe('0199');
    } finally {
      await context.close();
    }
  });
});

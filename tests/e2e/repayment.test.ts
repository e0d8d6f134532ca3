import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { addDays } from '../../contract/calendar.ts';
import type { IntentView, RepaymentView } from '../../contract/loan/repayment.ts';
import { CHECKOUT_TEXTS } from '../../server/collections/sandbox/checkout-page/texts-by-language.ts';
import { TAP_LOCK_MS } from '../../src/ui/use-tap-lock.ts';
import { seriousAxeViolations } from './support/axe';
import { loanHomeOf, orderOf } from './support/loan-flow';
import { baseURL, catalogue, openPhone, useChromium } from './support/phone';
import { callApi, copyOf, EN, type Copy } from './support/profile-api';
import { pesos } from './support/pesos';
import { opsPost, repayingBorrower } from './support/repayment-flow';
import { description, visible } from './support/ui';

/*
 * Repaying a loan as a borrower does it, on a phone: home's repaying card, the repayment detail
 * (/repaidDetail), the sandbox's hosted checkout, and back in the app the outcome, the receipt
 * and the record (docs/loans.md#repayment-screens).
 */

const browser = useChromium();
const PH = copyOf('ph');

/** A Manila day as the app writes it (formatManilaDay). */
const manilaDay = (copy: Copy, day: string) =>
  copy.intl.formatDate(new Date(`${day}T00:00:00+08:00`), {
    dateStyle: 'medium',
    timeZone: 'Asia/Manila',
  });

const repaymentOf = (page: Page, orderId: string) =>
  callApi<RepaymentView>(page, 'GET', `/loan/orders/${orderId}/repayment`);
const intentOf = (page: Page, intentId: string) =>
  callApi<IntentView>(page, 'GET', `/loan/repayment/intents/${intentId}`);

const link = (page: Page, copy: Copy, id: string, values?: Record<string, string | number>) =>
  page.getByRole('link', { name: copy.text(id, values), exact: true });
const button = (page: Page, copy: Copy, id: string, values?: Record<string, string | number>) =>
  page.getByRole('button', { name: copy.text(id, values), exact: true });
const heading = (page: Page, copy: Copy, id: string, values?: Record<string, string | number>) =>
  page.getByRole('heading', { name: copy.text(id, values), exact: true });

/** The hash route on screen, whatever its query. */
const atRoute = (page: Page, path: string) =>
  expect
    .poll(() => page.evaluate(() => location.hash.replace(/\?.*$/, '')), { timeout: 15_000 })
    .toBe(`#${path}`);

const onCheckout = (page: Page) =>
  expect
    .poll(() => new URL(page.url()).pathname, { timeout: 15_000 })
    .toMatch(/^\/sandbox\/checkout\//);

/** The intent the app came back with from the checkout (?intent=…). */
const intentIdOnScreen = (page: Page) =>
  new URLSearchParams(new URL(page.url()).hash.replace(/^#[^?]*\?/, '')).get('intent');

async function expectNoAxeViolations(page: Page, screen: string) {
  expect(await seriousAxeViolations(page), screen).toEqual([]);
}

/** What Pay sends for pay in full: today's figure less the best coupon (the screen's default). */
const fullPayCentavos = (view: RepaymentView) =>
  view.dues.today.totalCentavos - Math.max(0, view.coupons[0]?.lowersCentavos ?? 0);

/** From home's repaying card to the repayment detail, by one of its three ways. */
async function openWay(page: Page, copy: Copy, way: 'payFull' | 'extend') {
  await page.goto('/#/homeIndex');
  await visible(heading(page, copy, 'home.order.repayingTitle'), 15_000);
  await link(page, copy, `home.repaying.${way}`).click();
  await atRoute(page, '/repaidDetail');
  await visible(heading(page, copy, 'repayment.owed.title'));
}

/** On the repayment detail: pay in full by `channel` (its name as listed), to its checkout. */
async function payInFull(page: Page, copy: Copy, orderId: string, channel: string) {
  const view = await repaymentOf(page, orderId);
  expect(
    await page.getByRole('radio', { name: copy.text('repayment.pay.wayFull') }).isChecked(),
  ).toBe(true);
  await page.getByRole('radio', { name: channel, exact: true }).check();
  const amount = pesos(copy, fullPayCentavos(view));
  await button(page, copy, 'repayment.pay.button', { amount }).click();
  await onCheckout(page);
  return { view, amount };
}

/** A tester's button on the sandbox checkout, in the checkout's language. */
const checkoutButton = (page: Page, copy: Copy, action: 'pay' | 'fail' | 'expire' | 'storePay') =>
  page.getByRole('button', { name: CHECKOUT_TEXTS[copy.language][action], exact: true });

/** Back from the checkout: the outcome the server confirmed (the page asks again until then). */
async function expectSuccess(page: Page, copy: Copy) {
  await atRoute(page, '/repaidDetail');
  await visible(heading(page, copy, 'repayment.intent.successTitle'), 25_000);
}

describe('repaying a loan on a phone', () => {
  const contexts: BrowserContext[] = [];
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
  }, 120_000);

  it('in English: pays in full with GCash, sees the receipt, and may borrow again with a higher limit', async () => {
    const { context, page } = await openPhone(browser());
    contexts.push(context);
    const { orderId } = await repayingBorrower(page);
    const quotaBefore = (await loanHomeOf(page)).quotaCentavos!;

    // The card on home, with the ways to pay.
    await page.goto('/#/homeIndex');
    await visible(link(page, EN, 'home.repaying.payFull'), 15_000);
    await visible(link(page, EN, 'home.repaying.extend'));
    await expectNoAxeViolations(page, '/homeIndex repaying card');
    await link(page, EN, 'home.repaying.payFull').click();
    await atRoute(page, '/repaidDetail');
    await visible(heading(page, EN, 'repayment.owed.title'));
    await page.getByRole('radio', { name: 'GCash', exact: true }).check();
    await expectNoAxeViolations(page, '/repaidDetail pay in full');

    const { amount } = await payInFull(page, EN, orderId, 'GCash');
    await visible(page.getByText(amount, { exact: true }));
    await visible(page.getByText('GCash', { exact: true }));
    await expectNoAxeViolations(page, 'sandbox checkout (e-wallet)');
    await checkoutButton(page, EN, 'pay').click();

    await expectSuccess(page, EN);
    await visible(page.getByText(EN.text('repayment.intent.settledBody')));
    await visible(heading(page, EN, 'repayment.receipt.title'));
    await visible(page.getByText(EN.text('repayment.receipt.number'), { exact: true }));
    await visible(page.getByText(EN.text('repayment.receipt.kind', { kind: 'full' })));
    await expectNoAxeViolations(page, '/repaidDetail receipt');

    // Home: the loan is gone, the limit grew, and Withdraw is there again.
    await link(page, EN, 'repayment.screen.backHome').first().click();
    await atRoute(page, '/homeIndex');
    await visible(heading(page, EN, 'home.application.approvedTitle'), 15_000);
    expect(await heading(page, EN, 'home.order.repayingTitle').count()).toBe(0);
    expect((await orderOf(page, orderId)).status).toBe('settled');
    const quotaAfter = (await loanHomeOf(page)).quotaCentavos!;
    expect(quotaAfter).toBeGreaterThan(quotaBefore);
    await visible(page.getByText(pesos(EN, quotaAfter, { whole: true }), { exact: true }));
    await link(page, EN, 'home.application.withdraw').click();
    await atRoute(page, '/allWithdraw');
  }, 120_000);

  it('in Filipino: extends by 8 days after agreeing to the extension statement', async () => {
    const { context, page } = await openPhone(browser());
    contexts.push(context);
    await page.goto('/#/start');
    await page.getByRole('radio', { name: 'Pilipino' }).check();
    const { orderId } = await repayingBorrower(page, { texts: catalogue('ph') });
    const before = await repaymentOf(page, orderId);
    expect(before.dues.extension.available).toBe(true);
    if (!before.dues.extension.available) return;

    await openWay(page, PH, 'extend');
    await visible(heading(page, PH, 'repayment.extension.title'));
    const newDue = manilaDay(PH, addDays(before.dues.dueDate, 8));
    const statement = page.getByRole('region', { name: PH.text('repayment.extension.title') });
    await visible(statement.getByText(newDue, { exact: true }));
    await page.getByRole('radio', { name: 'GCash', exact: true }).check();
    await expectNoAxeViolations(page, '/repaidDetail extension (ph)');

    // Paying without the agreement is refused at the box, which says why.
    const pay = button(page, PH, 'repayment.pay.extendButton', {
      amount: pesos(PH, before.dues.extension.payCentavos),
    });
    await pay.click();
    const agree = page.getByRole('checkbox', { name: PH.text('repayment.extension.agree') });
    await visible(page.getByText(PH.text('repayment.pay.agreementRequired')));
    expect(await description(agree)).toBe(PH.text('repayment.pay.agreementRequired'));
    expect(new URL(page.url()).pathname).toBe('/');

    // Pay is locked against repeated taps for a second (docs/navigation.md#tap-lock): a borrower
    // reading the message and ticking the box takes longer than that.
    await page.waitForTimeout(TAP_LOCK_MS);
    await agree.check();
    await pay.click();
    await onCheckout(page);
    await checkoutButton(page, PH, 'pay').click();
    await expectSuccess(page, PH);
    await visible(page.getByText(PH.text('repayment.intent.extendedBody', { date: newDue })));

    await link(page, PH, 'repayment.screen.backHome').first().click();
    await visible(heading(page, PH, 'home.order.repayingTitle'), 15_000);
    // Home's dues follow the extension: the new due date, with what falls due on it.
    await visible(page.getByText(PH.text('loan.dues.dueOn', { date: newDue }), { exact: true }));
    expect((await repaymentOf(page, orderId)).dues.dueDate).toBe(addDays(before.dues.dueDate, 8));
  }, 120_000);

  it('over the counter: a 7-Eleven reference stays on home, in the record and by SMS; paid at the store later, shows as paid', async () => {
    const { context, page } = await openPhone(browser());
    contexts.push(context);
    const { orderId, national } = await repayingBorrower(page);
    await openWay(page, EN, 'payFull');
    await payInFull(page, EN, orderId, '7-Eleven');

    const checkoutReference = await page.locator('dd.reference').first().textContent();
    const reference = checkoutReference!.replace(/\s/g, '');
    const grouped = checkoutReference!.trim();
    expect(reference).toMatch(/^\d{8,}$/);
    await expectNoAxeViolations(page, 'sandbox checkout (over the counter)');
    await checkoutButton(page, EN, 'pay').click();
    await visible(page.getByRole('heading', { name: CHECKOUT_TEXTS.en.storeHeading }));
    await page.getByRole('link', { name: CHECKOUT_TEXTS.en.back('') }).click();

    // Back in the app: in progress, with the reference to give the cashier.
    await atRoute(page, '/repaidDetail');
    await visible(heading(page, EN, 'repayment.intent.otcPendingTitle'), 15_000);
    await visible(page.getByText(grouped, { exact: true }));
    await expectNoAxeViolations(page, '/repaidDetail over the counter pending');
    const intentId = intentIdOnScreen(page)!;
    const intentPage = page.url();
    const intent = await intentOf(page, intentId);
    expect(intent.status).toBe('pending');

    // The borrower leaves; home keeps the reference, first on the card, ready to copy
    // (docs/loans.md#waiting-payment), and the ways to pay wait for it.
    await page.goto('/#/homeIndex');
    const waiting = page.getByRole('region', {
      name: EN.text('loan.waiting.title', { kind: 'full' }),
    });
    await visible(waiting, 15_000);
    const expiry = EN.intl.formatDate(intent.expiresAt, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Asia/Manila',
    });
    const howToPay = ([] as unknown[])
      .concat(
        EN.intl.formatMessage(
          { id: 'loan.waiting.payAtStore' },
          {
            amount: pesos(EN, intent.amountCentavos),
            store: '7-Eleven',
            reference: grouped,
            expiry,
            ref: (chunks) => chunks.join(''),
          },
        ),
      )
      .join('');
    expect(await waiting.textContent()).toContain(howToPay);
    await visible(waiting.getByText(grouped, { exact: true }));
    expect(await link(page, EN, 'home.repaying.payFull').count()).toBe(0);
    await expectNoAxeViolations(page, '/homeIndex with a payment waiting at the store');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await waiting.getByRole('button', { name: EN.text('loan.waiting.copy') }).click();
    await visible(page.getByText(EN.text('ui.copied'), { exact: true }));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(reference);

    // The reference came by SMS too, once.
    await expect
      .poll(
        async () => {
          const response = await fetch(`${baseURL}/api/dev/sms-outbox?phone=%2B63${national}`);
          const sent = (await response.json()) as Array<{ text: string }>;
          return sent.filter((sms) => sms.text.includes(`reference ${grouped}`)).length;
        },
        { timeout: 15_000 },
      )
      .toBe(1);

    // The record says it waits at the store, until when, and shows the reference on a tap.
    await link(page, EN, 'home.repaying.record').click();
    await atRoute(page, '/repaidDetail');
    const status = EN.text('loan.waiting.atStore', { store: '7-Eleven', expiry });
    await visible(page.getByText(status, { exact: true }), 15_000);
    await page.getByRole('button', { name: EN.text('loan.waiting.showReference') }).click();
    await visible(page.getByText(grouped, { exact: true }));
    await expectNoAxeViolations(page, '/repaidDetail?view=record waiting at the store');

    // The store takes the cash; the payment's page, asking again by itself, shows it received.
    await page.goto(intentPage);
    await visible(heading(page, EN, 'repayment.intent.otcPendingTitle'), 15_000);
    const paid = await opsPost(`desk/sandbox/references/${reference}/pay`);
    expect(paid.status).toBe(200);
    await expectSuccess(page, EN);
    await visible(page.getByText(EN.text('repayment.intent.settledBody')));
    await page.reload();
    await expectSuccess(page, EN);
    expect((await orderOf(page, orderId)).status).toBe('settled');
  }, 150_000);

  it('over the counter: leaving the checkout, home offers "Pay another way", which cancels the reference', async () => {
    const { context, page } = await openPhone(browser());
    contexts.push(context);
    const { orderId } = await repayingBorrower(page);
    await openWay(page, EN, 'payFull');
    await payInFull(page, EN, orderId, '7-Eleven');
    const grouped = (await page.locator('dd.reference').first().textContent())!.trim();

    // Straight back to the app from the checkout, without a tap on it.
    await page.goto('/#/homeIndex');
    const waiting = page.getByRole('region', {
      name: EN.text('loan.waiting.title', { kind: 'full' }),
    });
    await visible(waiting, 15_000);
    await visible(waiting.getByText(grouped, { exact: true }));
    const intentId = (await loanHomeOf(page)).currentOrder!.waitingPayment!.intentId;
    const another = waiting.getByRole('button', { name: EN.text('loan.waiting.payAnotherWay') });
    expect(await description(another)).toBe(EN.text('loan.waiting.cancelsReference'));
    await another.click();

    // The ways to pay are back, and a new payment may start.
    await visible(link(page, EN, 'home.repaying.payFull'), 15_000);
    expect(await waiting.count()).toBe(0);
    expect((await intentOf(page, intentId)).status).toBe('cancelled');
    expect((await loanHomeOf(page)).currentOrder!.waitingPayment).toBeNull();
    await link(page, EN, 'home.repaying.payFull').click();
    await atRoute(page, '/repaidDetail');
    await payInFull(page, EN, orderId, 'GCash');
    await checkoutButton(page, EN, 'pay').click();
    await expectSuccess(page, EN);
  }, 150_000);

  let record: { page: Page; orderId: string } | undefined;

  it('a failed payment says why and is tried again, then succeeds', async () => {
    const { context, page } = await openPhone(browser());
    contexts.push(context);
    const { orderId } = await repayingBorrower(page);
    await openWay(page, EN, 'payFull');
    await payInFull(page, EN, orderId, 'GCash');
    await checkoutButton(page, EN, 'fail').click();

    await atRoute(page, '/repaidDetail');
    await visible(heading(page, EN, 'repayment.intent.failedTitle'), 20_000);
    const failed = await intentOf(page, intentIdOnScreen(page)!);
    // The sandbox's Fail is a decline: no money taken, said in those words.
    expect(failed).toMatchObject({ status: 'failed', failureReason: 'declined' });
    await visible(
      page
        .getByRole('alert')
        .filter({ hasText: EN.text('repayment.intent.reason', { reason: 'declined' }) }),
    );
    await expectNoAxeViolations(page, '/repaidDetail failed');
    await link(page, EN, 'repayment.intent.tryAgain').click();
    await visible(heading(page, EN, 'repayment.owed.title'));

    await payInFull(page, EN, orderId, 'GCash');
    await checkoutButton(page, EN, 'pay').click();
    await expectSuccess(page, EN);
    expect((await orderOf(page, orderId)).status).toBe('settled');
    record = { page, orderId };
  }, 120_000);

  it('overdue by 3 days: home says so, the detail shows the late charge, and paying in full settles it', async () => {
    const { context, page } = await openPhone(browser());
    contexts.push(context);
    const { orderId, orderNo } = await repayingBorrower(page);
    const { termDays } = await orderOf(page, orderId);
    const aged = await opsPost(`desk/sandbox/orders/${orderNo}/age`, { days: termDays + 3 });
    expect(aged.status).toBe(200);
    expect(await aged.json()).toMatchObject({ overdueDays: 3 });

    await page.goto('/#/homeIndex');
    await visible(page.getByText(EN.text('loan.due.overdue', { days: 3 })).first(), 15_000);
    await link(page, EN, 'home.repaying.payFull').click();
    await visible(heading(page, EN, 'repayment.owed.title'));
    const view = await repaymentOf(page, orderId);
    expect(view.dues.today.lateChargeCentavos).toBeGreaterThan(0);
    // Since when, what pays it off today and what each further day adds (docs/loans.md#dues).
    const since = manilaDay(EN, view.dues.overdue!.since);
    await visible(page.getByText(EN.text('loan.dues.overdueSince', { date: since })));
    await visible(
      page.getByText(
        EN.text('loan.dues.perDay', { amount: pesos(EN, view.dues.overdue!.perDayCentavos) }),
      ),
    );
    await visible(page.getByText(EN.text('loan.dues.lateCharge'), { exact: true }));
    await visible(
      page.getByText(pesos(EN, view.dues.today.lateChargeCentavos), { exact: true }).first(),
    );
    await expectNoAxeViolations(page, '/repaidDetail overdue');

    await payInFull(page, EN, orderId, 'GCash');
    await checkoutButton(page, EN, 'pay').click();
    await expectSuccess(page, EN);
    await visible(
      page.getByText(EN.text('repayment.receipt.appliedTo', { part: 'penalty' }), {
        exact: true,
      }),
    );
    expect((await orderOf(page, orderId)).status).toBe('settled');
  }, 120_000);

  it('the payment record, from My account, lists each payment with its status and receipt', async () => {
    expect(record, 'the failed-payment test leaves its borrower').toBeDefined();
    const { page } = record!;
    await page.goto('/#/homeIndex');
    await link(page, EN, 'app.tabs.my').click();
    await link(page, EN, 'account.my.paymentRecord').click();
    await visible(heading(page, EN, 'repayment.screen.recordTitle'));

    const payments = page.getByRole('listitem');
    await expect.poll(() => payments.count()).toBe(2);
    // Newest first: the payment that went through, then the one that failed.
    const [succeeded, failed] = [payments.nth(0), payments.nth(1)];
    await visible(succeeded.getByText(EN.text('repayment.record.status', { status: 'succeeded' })));
    await visible(failed.getByText(EN.text('repayment.record.status', { status: 'failed' })));
    expect(await failed.getByRole('button').count()).toBe(0);
    await succeeded.getByRole('button', { name: EN.text('repayment.record.showReceipt') }).click();
    await visible(succeeded.getByText(EN.text('repayment.receipt.number'), { exact: true }));
    await expectNoAxeViolations(page, '/repaidDetail?view=record');
  });
});

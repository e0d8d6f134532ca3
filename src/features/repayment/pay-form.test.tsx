import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CreateIntentRequest, RepaymentView } from '@contract/loan/repayment';
import { TAP_LOCK_MS } from '@/ui/use-tap-lock';
import { overdueDues } from '../../../tests/support/dues-fixtures';
import { resetMemoryIdb } from '../../../tests/support/memory-idb';
import { openCheckout } from './open-checkout';
import {
  COUPON_ID,
  ORDER_ID,
  SMALL_COUPON_ID,
  coupon,
  fakeApi,
  intentView,
  renderRepayment,
  repaymentView,
} from './testing/repayment-kit';

// jsdom has no IndexedDB: the draft lives in memory, kept across renders as on a phone.
vi.mock('idb-keyval', () => import('../../../tests/support/memory-idb'));
vi.mock('./open-checkout', () => ({ openCheckout: vi.fn() }));

const VIEW = `/api/loan/orders/${ORDER_ID}/repayment`;
const INTENTS = `/api/loan/orders/${ORDER_ID}/repayment/intents`;
const CHECKOUT = intentView().checkoutUrl;

beforeEach(() => {
  resetMemoryIdb();
  // Only the clock: a second tap within the tap lock (docs/navigation.md#tap-lock) is ignored.
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.mocked(openCheckout).mockReset();
});

type Reply = { status?: number; body: unknown } | 'offline';

function server(view: RepaymentView | (() => RepaymentView), create?: () => Reply) {
  return fakeApi({
    [`GET ${VIEW}`]: () => ({ body: typeof view === 'function' ? view() : view }),
    [`POST ${INTENTS}`]: () => (create ? create() : { status: 201, body: intentView() }),
  });
}

const sentBodies = (api: ReturnType<typeof server>) =>
  api.sent('POST', INTENTS).map((call) => call.body as CreateIntentRequest);
const passTapLock = () => vi.setSystemTime(Date.now() + TAP_LOCK_MS);
const payButton = () => screen.findByRole('button', { name: /^Pay ₱/ });

describe('/repaidDetail: what is owed today', () => {
  it('breaks down today’s figures from the view, with the due state and the timeline in words', async () => {
    server(repaymentView({ dues: overdueDues({ partlyPaid: true }) }));
    renderRepayment(`/repaidDetail?orderId=${ORDER_ID}`);
    const owed = await screen.findByRole('region', { name: 'What you owe' });
    const row = (label: string) => within(owed).getByText(label).closest('dt')!.nextElementSibling!;
    expect(within(owed).getByText('Overdue since Apr 27, 2026')).toBeVisible();
    expect(within(owed).getByText('Each further day adds ₱15.28 in late charges.')).toBeVisible();
    expect(row('Principal')).toHaveTextContent('₱5,000.00');
    expect(row('Interest')).toHaveTextContent('₱70.00');
    expect(row('Fees')).toHaveTextContent('₱25.00');
    expect(row('Late charge')).toHaveTextContent('₱30.57');
    expect(row('Total')).toHaveTextContent('₱5,125.57');
    expect(within(owed).getByText('Overdue 2 days')).toBeVisible();
    expect(within(owed).getByText('Partly paid')).toBeVisible();
    const timeline = screen.getByRole('region', { name: 'Your loan at a glance' });
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Money received: Apr 12, 2026', 'Due date: Apr 26, 2026', 'Today: Apr 28, 2026']);
  });
});

describe('/repaidDetail: paying', () => {
  it('pays in full: today’s figure, the chosen channel, a fresh key, then the checkout', async () => {
    const api = server(repaymentView());
    renderRepayment(`/repaidDetail?orderId=${ORDER_ID}&way=full`);
    fireEvent.click(await screen.findByRole('radio', { name: 'Maya' }));
    fireEvent.click(await payButton());
    await waitFor(() => expect(openCheckout).toHaveBeenCalledWith(CHECKOUT));
    const [body] = sentBodies(api);
    expect(body).toEqual({
      kind: 'full',
      amountCentavos: 512_557,
      channel: 'maya',
      couponId: null,
      agreedToDisclosure: false,
      idempotencyKey: expect.stringMatching(/^[a-f0-9]{32}$/),
      language: 'en',
    });
    expect(screen.getByRole('button', { name: 'Pay ₱5,125.57' })).toBeDisabled();
  });

  it('preselects the best coupon when it lowers the amount, and keeps "no coupon" once chosen', async () => {
    const view = repaymentView({
      coupons: [coupon(COUPON_ID, 3_057), coupon(SMALL_COUPON_ID, 1_000)],
    });
    const api = server(view);
    const first = renderRepayment(`/repaidDetail?orderId=${ORDER_ID}`);
    expect(await screen.findByRole('radio', { name: /₱30.57 off/ })).toBeChecked();
    fireEvent.click(await screen.findByRole('button', { name: 'Pay ₱5,095.00' }));
    await waitFor(() => expect(sentBodies(api)).toHaveLength(1));
    expect(sentBodies(api)[0]).toMatchObject({ couponId: COUPON_ID, amountCentavos: 509_500 });

    fireEvent.click(screen.getByRole('radio', { name: 'No coupon' }));
    first.unmount();
    renderRepayment(`/repaidDetail?orderId=${ORDER_ID}`);
    expect(await screen.findByRole('radio', { name: 'No coupon' })).toBeChecked();
    fireEvent.click(await screen.findByRole('button', { name: 'Pay ₱5,125.57' }));
    await waitFor(() => expect(sentBodies(api)).toHaveLength(2));
    expect(sentBodies(api)[1]).toMatchObject({ couponId: null, amountCentavos: 512_557 });
  });

  it('a cash coupon lowers a part payment too, with the range the server gives with it', async () => {
    const cash = {
      ...coupon(COUPON_ID, 3_057),
      type: 'cash' as const,
      fullRepaymentOnly: false,
      part: { lowersCentavos: 3_057, minCentavos: 10_000, maxCentavos: 509_500 },
    };
    const api = server(repaymentView({ coupons: [cash, coupon(SMALL_COUPON_ID, 1_000)] }));
    renderRepayment(`/repaidDetail?orderId=${ORDER_ID}&way=part`);
    // Only the coupon that lowers a part payment is offered there, with what it takes off; it is
    // not chosen for the borrower (it might be worth more on an extension).
    const cashCoupon = await screen.findByRole('radio', { name: /₱30.57 off/ });
    expect(cashCoupon).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'No coupon' })).toBeChecked();
    expect(screen.queryByRole('radio', { name: /₱10.00 off/ })).toBeNull();
    fireEvent.click(cashCoupon);
    expect(screen.getByText('From ₱100.00 to ₱5,095.00')).toBeVisible();
    fireEvent.change(screen.getByLabelText('Amount to pay (₱)'), { target: { value: '1000' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Pay ₱1,000.00' }));
    await waitFor(() => expect(sentBodies(api)).toHaveLength(1));
    expect(sentBodies(api)[0]).toMatchObject({
      kind: 'part',
      amountCentavos: 100_000,
      couponId: COUPON_ID,
    });
  });

  it('a cash coupon with an extension shows its own statement, to be agreed again', async () => {
    const base = repaymentView();
    const statement = {
      ...base.extensionStatement!,
      payTodayCentavos: 12_557,
      couponCentavos: 4_000,
      financeChargeCentavos: 4_000,
      totalCentavos: 516_557,
    };
    const cash = {
      ...coupon(COUPON_ID, 3_057),
      type: 'cash' as const,
      fullRepaymentOnly: false,
      extension: { lowersCentavos: 4_000, payCentavos: 12_557, statement },
    };
    server(repaymentView({ coupons: [cash] }));
    renderRepayment(`/repaidDetail?orderId=${ORDER_ID}&way=extension`);
    const agree = await screen.findByRole('checkbox', {
      name: 'I have read the extension disclosure statement and agree to it.',
    });
    fireEvent.click(agree);
    expect(agree).toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: /₱40.00 off/ }));
    // The statement priced with the coupon, and the agreement asked for again.
    const region = screen.getByRole('region', { name: 'Extension disclosure statement' });
    const row = (label: string) =>
      within(region).getByText(label).closest('dt')!.nextElementSibling!;
    expect(row('To pay today')).toHaveTextContent('₱125.57');
    expect(row('Coupon')).toHaveTextContent('-₱40.00');
    expect(row('Finance charge')).toHaveTextContent('₱40.00');
    expect(
      screen.getByRole('checkbox', {
        name: 'I have read the extension disclosure statement and agree to it.',
      }),
    ).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Pay ₱125.57 and extend' })).toBeVisible();
  });

  it('a repayment coupon is for paying in full: the other ways say so', async () => {
    server(repaymentView({ coupons: [coupon(COUPON_ID, 3_057)] }));
    renderRepayment(`/repaidDetail?orderId=${ORDER_ID}&way=part`);
    expect(
      await screen.findByText(
        'None of your coupons lowers this payment today. A repayment coupon lowers a payment in full; a cash coupon also lowers an extension or a part payment, when late charges or fees are owed.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('radio', { name: /off/ })).toBeNull();
  });

  it('neither offers nor preselects a coupon that takes nothing off today', async () => {
    server(repaymentView({ coupons: [coupon(COUPON_ID, 0)] }));
    renderRepayment(`/repaidDetail?orderId=${ORDER_ID}`);
    expect(await screen.findByRole('button', { name: 'Pay ₱5,125.57' })).toBeVisible();
    expect(screen.queryByRole('radio', { name: /off/ })).toBeNull();
  });

  it('extends only after the statement is agreed, sending its own figure and the agreement', async () => {
    const api = server(repaymentView(), () => ({
      status: 201,
      body: intentView({ kind: 'extension', amountCentavos: 16_557 }),
    }));
    renderRepayment(`/repaidDetail?orderId=${ORDER_ID}&way=extension`);
    const statement = await screen.findByRole('region', {
      name: 'Extension disclosure statement',
    });
    const row = (label: string) =>
      within(statement).getByText(label).closest('dt')!.nextElementSibling!;
    // The contract's fee, then each thing the payment also settles on its own line.
    expect(row('Extension fee')).toHaveTextContent('₱40.00');
    expect(row('Interest to date')).toHaveTextContent('₱70.00');
    expect(row('Fees due')).toHaveTextContent('₱25.00');
    expect(row('Late charge to date')).toHaveTextContent('₱30.57');
    expect(row('To pay today')).toHaveTextContent('₱165.57');
    expect(row('Then due on May 6, 2026')).toHaveTextContent('₱5,040.00');
    expect(row('Finance charge')).toHaveTextContent('₱80.00');
    expect(row('New due date')).toHaveTextContent('May 6, 2026');
    expect(row('Effective interest rate (per month)')).toHaveTextContent('6.12%');
    expect(row('Days to the new due date')).toHaveTextContent('8 days');
    const compare = screen.getByRole('table', { name: 'What each choice costs' });
    expect(within(compare).getByRole('row', { name: /Altogether/ })).toHaveTextContent(
      'Altogether₱5,125.57₱5,205.57',
    );

    const pay = screen.getByRole('button', { name: 'Pay ₱165.57 and extend' });
    fireEvent.click(pay);
    const agree = await screen.findByRole('checkbox', {
      description: 'Please read the extension disclosure statement and tick the box to agree.',
      name: 'I have read the extension disclosure statement and agree to it.',
    });
    expect(agree).toHaveAccessibleDescription(
      'Please read the extension disclosure statement and tick the box to agree.',
    );
    expect(sentBodies(api)).toHaveLength(0);

    fireEvent.click(agree);
    passTapLock();
    fireEvent.click(pay);
    await waitFor(() => expect(sentBodies(api)).toHaveLength(1));
    expect(sentBodies(api)[0]).toMatchObject({
      kind: 'extension',
      amountCentavos: 16_557,
      couponId: null,
      agreedToDisclosure: true,
    });
  });

  it('explains why an extension is not offered', async () => {
    server(
      repaymentView({
        dues: overdueDues({ extension: { available: false, reason: 'MAX_EXTENSIONS', max: 3 } }),
        extensionStatement: null,
      }),
    );
    renderRepayment(`/repaidDetail?orderId=${ORDER_ID}&way=extension`);
    expect(await screen.findByRole('radio', { name: /Extend 8 days/ })).toBeDisabled();
    expect(
      screen.getByText('This loan was already extended 3 times, the most allowed.'),
    ).toBeVisible();
    expect(screen.getByRole('radio', { name: /Pay in full/ })).toBeChecked();
  });

  it('checks a part payment at the field, in pesos, within the view’s range', async () => {
    const api = server(repaymentView(), () => ({
      status: 201,
      body: intentView({ kind: 'part', amountCentavos: 75_050 }),
    }));
    renderRepayment(`/repaidDetail?orderId=${ORDER_ID}&way=part`);
    const field = await screen.findByRole('textbox', { name: 'Amount to pay (₱)' });
    expect(field).toHaveAccessibleDescription('From ₱100.00 to ₱5,125.57');
    for (const [typed, message] of [
      ['50', 'The least you can pay is ₱100.00.'],
      ['6000', 'This is more than you owe. The most you can pay is ₱5,125.57.'],
      ['7.505', 'Enter an amount in pesos, such as 500 or 750.50.'],
    ]) {
      fireEvent.change(field, { target: { value: typed } });
      fireEvent.blur(field);
      expect(await screen.findByText(message!)).toBeVisible();
      expect(field).toHaveAttribute('aria-invalid', 'true');
    }
    // Pay checks it too, and sends nothing.
    fireEvent.click(screen.getByRole('button', { name: 'Pay another amount' }));
    expect(
      await screen.findByText('Enter an amount in pesos, such as 500 or 750.50.'),
    ).toBeVisible();
    expect(sentBodies(api)).toHaveLength(0);
    fireEvent.change(field, { target: { value: '750.50' } });
    passTapLock();
    fireEvent.click(screen.getByRole('button', { name: 'Pay ₱750.50' }));
    await waitFor(() => expect(sentBodies(api)).toHaveLength(1));
    expect(sentBodies(api)[0]).toMatchObject({ kind: 'part', amountCentavos: 75_050 });
  });

  it('shows a refusal of the part amount at its field, in the borrower’s words', async () => {
    server(repaymentView(), () => ({
      status: 422,
      body: { code: 'AMOUNT_OUT_OF_RANGE', message: 'x', field: 'amountCentavos' },
    }));
    renderRepayment(`/repaidDetail?orderId=${ORDER_ID}&way=part`);
    const field = await screen.findByRole('textbox', { name: 'Amount to pay (₱)' });
    fireEvent.change(field, { target: { value: '200' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay ₱200.00' }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        /This amount cannot be paid. Please enter an amount within the range shown./,
      ),
    );
  });

  it('QUOTE_STALE: asks for today’s figures again and shows the new amount', async () => {
    let views = 0;
    const api = server(
      () =>
        ++views === 1
          ? repaymentView()
          : repaymentView({
              dues: overdueDues({
                today: {
                  ...overdueDues().today,
                  lateChargeCentavos: 3_500,
                  totalCentavos: 513_000,
                },
              }),
            }),
      () => ({ status: 409, body: { code: 'QUOTE_STALE', message: 'stale' } }),
    );
    renderRepayment(`/repaidDetail?orderId=${ORDER_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Pay ₱5,125.57' }));
    expect(
      await screen.findByText(
        'The amount has changed since you opened this page. Please check the new figure.',
      ),
    ).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Pay ₱5,130.00' })).toBeEnabled();
    expect(api.count(VIEW)).toBeGreaterThanOrEqual(2);
  });

  it('keeps the idempotency key across a lost answer and a reload; a new one once answered', async () => {
    let reply: Reply = 'offline';
    const api = server(repaymentView(), () => reply);
    const first = renderRepayment(`/repaidDetail?orderId=${ORDER_ID}`);
    fireEvent.click(await payButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Cannot connect to the network');
    first.unmount();

    reply = { status: 201, body: intentView() };
    const second = renderRepayment(`/repaidDetail?orderId=${ORDER_ID}`);
    fireEvent.click(await payButton());
    await waitFor(() => expect(openCheckout).toHaveBeenCalledTimes(1));
    const [lost, retried] = sentBodies(api);
    expect(retried!.idempotencyKey).toBe(lost!.idempotencyKey);
    second.unmount();

    // Back later, that payment over: the next attempt is a new one.
    const third = renderRepayment(`/repaidDetail?orderId=${ORDER_ID}`);
    fireEvent.click(await payButton());
    await waitFor(() => expect(sentBodies(api)).toHaveLength(3));
    expect(sentBodies(api)[2]!.idempotencyKey).not.toBe(lost!.idempotencyKey);
    third.unmount();
  });

  it('a key answered with a payment that already ended is replaced, and Pay goes on', async () => {
    const replies: Reply[] = [
      { status: 200, body: intentView({ status: 'expired', checkoutUrl: null }) },
      { status: 201, body: intentView() },
    ];
    const api = server(repaymentView(), () => replies.shift()!);
    renderRepayment(`/repaidDetail?orderId=${ORDER_ID}`);
    fireEvent.click(await payButton());
    await waitFor(() => expect(openCheckout).toHaveBeenCalledWith(CHECKOUT));
    const [stale, fresh] = sentBodies(api);
    expect(fresh!.idempotencyKey).not.toBe(stale!.idempotencyKey);
  });

  it('offline: Pay is disabled and says why; nothing is sent', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const api = server(repaymentView());
    renderRepayment(`/repaidDetail?orderId=${ORDER_ID}`);
    const pay = await payButton();
    expect(pay).toBeDisabled();
    expect(pay).toHaveAccessibleDescription(
      'You are offline. Payments need a connection: connect to pay.',
    );
    fireEvent.click(pay);
    expect(sentBodies(api)).toHaveLength(0);
  });

  it('groups the channels the provider offers', async () => {
    server(repaymentView());
    renderRepayment(`/repaidDetail?orderId=${ORDER_ID}`);
    const channels = await screen.findByRole('region', { name: 'Where will you pay?' });
    const groups = within(channels).getAllByRole('group');
    expect(groups.map((group) => group.querySelector('legend')?.textContent)).toEqual([
      'E-wallet',
      'QR Ph',
      'Over the counter',
      'Bank transfer',
    ]);
    expect(
      within(groups[2]!)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['7-Eleven', 'Cebuana Lhuillier']);
    expect(screen.getByRole('radio', { name: 'GCash' })).toBeChecked();
  });
});

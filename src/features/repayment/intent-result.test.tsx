import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { IntentView } from '@contract/loan/repayment';
import { nativeBridge } from '@/platform/bridge';
import { renderRoute } from '../../../tests/support/fake-api';
import english from '@/lang/en.json';
import { POLL_BACKOFF_MS } from './intent-result';
import RepaymentScreen from './repayment-screen';
import { openCheckout } from './open-checkout';
import {
  INTENT_ID,
  ORDER_ID,
  fakeApi,
  intentView,
  receipt,
  renderRepayment,
  repaymentView,
  SIGNED_IN,
} from './testing/repayment-kit';

vi.mock('./open-checkout', () => ({ openCheckout: vi.fn() }));
vi.mock('idb-keyval', () => ({
  get: async () => undefined,
  set: async () => undefined,
  del: async () => undefined,
}));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.mocked(openCheckout).mockReset();
});

const INTENT = `/api/loan/repayment/intents/${INTENT_ID}`;
const RETURN = `/repaidDetail?orderId=${ORDER_ID}&intent=${INTENT_ID}&checkout=done`;

describe('/repaidDetail back from the checkout', () => {
  it('waits while pending, asking again with backoff, then shows the receipt', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const answers: IntentView[] = [
      intentView(),
      intentView(),
      intentView({ status: 'succeeded', checkoutUrl: null, receipt: receipt() }),
    ];
    const api = fakeApi({ [`GET ${INTENT}`]: () => ({ body: answers.shift() ?? answers[0] }) });
    renderRepayment(RETURN);
    expect(await screen.findByRole('heading', { name: 'Waiting for your payment' })).toBeVisible();
    expect(api.count(INTENT)).toBe(1);

    await act(() => vi.advanceTimersByTimeAsync(POLL_BACKOFF_MS[0]));
    await waitFor(() => expect(api.count(INTENT)).toBe(2));
    // The second wait is longer than the first.
    await act(() => vi.advanceTimersByTimeAsync(POLL_BACKOFF_MS[0]));
    expect(api.count(INTENT)).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(POLL_BACKOFF_MS[1] - POLL_BACKOFF_MS[0]));

    const result = await screen.findByRole('region', { name: 'Payment received' });
    expect(result).toHaveTextContent('Your loan is fully repaid. Thank you!');
    const value = (label: string) =>
      within(result).getByText(label).closest('dt')!.nextElementSibling!;
    expect(value('Receipt number')).toHaveTextContent('RC260428XYZ001');
    expect(value('Paid on')).toHaveTextContent('Apr 28, 2026');
    expect(value('Paid by')).toHaveTextContent('GCash');
    expect(value('Payment in full')).toHaveTextContent('₱5,125.57');
    expect(value('Late charges paid')).toHaveTextContent('₱30.57');
    expect(value('Principal paid')).toHaveTextContent('₱5,000.00');
    expect(value('What is left to pay')).toHaveTextContent('Nothing: your loan is repaid in full.');
    // Ended: no more asking.
    const asked = api.count(INTENT);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(api.count(INTENT)).toBe(asked);
  });

  it('an extension paid: the new due date', async () => {
    fakeApi({
      [`GET ${INTENT}`]: () => ({
        body: intentView({
          kind: 'extension',
          status: 'succeeded',
          receipt: receipt({
            kind: 'extension',
            amountCentavos: 16_557,
            newDueDate: '2026-05-06',
            settled: false,
            extensionFeeCentavos: 4_000,
            allocation: {
              penaltyCentavos: 3_057,
              feesCentavos: 6_500,
              interestCentavos: 7_000,
              principalCentavos: 0,
            },
            next: { date: '2026-05-06', centavos: 504_000, overdue: false },
          }),
        }),
      }),
    });
    renderRepayment(RETURN);
    const result = await screen.findByRole('region', { name: 'Payment received' });
    expect(result).toHaveTextContent('Your loan is extended. The new due date is May 6, 2026.');
    // The extension fee apart from the fees it also settled, and what falls due next with its date.
    const row = (label: string) =>
      within(result).getByText(label).closest('dt')!.nextElementSibling!;
    expect(row('Extension fee')).toHaveTextContent('₱40.00');
    expect(row('Fees paid')).toHaveTextContent('₱25.00');
    expect(row('Late charges paid')).toHaveTextContent('₱30.57');
    expect(row('Interest paid')).toHaveTextContent('₱70.00');
    expect(row('Next due on May 6, 2026')).toHaveTextContent('₱5,040.00');
    expect(within(result).queryByText(/Still to pay|remaining/i)).toBeNull();
  });

  it.each([
    ['declined', 'failed', 'The payment was declined. No money was taken.'],
    ['amountMismatch', 'failed', 'It will be refunded to you.'],
    [null, 'expired', 'The time to pay ran out before the payment was made.'],
    [null, 'cancelled', 'This payment was cancelled.'],
  ] as const)('failure %s/%s: the reason and a way to try again', async (reason, status, text) => {
    fakeApi({
      [`GET ${INTENT}`]: () => ({
        body: intentView({ status, failureReason: reason, kind: 'part', checkoutUrl: null }),
      }),
    });
    renderRepayment(RETURN);
    const result = await screen.findByRole('region', { name: 'Payment not completed' });
    expect(within(result).getByRole('alert')).toHaveTextContent(text);
    expect(within(result).getByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      `/repaidDetail?orderId=${ORDER_ID}&way=part`,
    );
  });

  it('offers to add the app to the home screen after a payment, not after a failure (docs/install.md#offer)', async () => {
    const answer = {
      current: intentView({ status: 'succeeded', checkoutUrl: null, receipt: receipt() }),
    };
    const api = fakeApi({
      [`GET ${INTENT}`]: () => ({ body: answer.current }),
      'GET /api/bonus/home-screen': () => ({
        body: { grantedAt: null, couponCentavos: 20_000, bonusCeilingCentavos: 8_000_000 },
      }),
    });
    const view = renderRepayment(RETURN);
    await screen.findByRole('region', { name: 'Payment received' });
    const offer = await screen.findByRole('region', {
      name: 'Add Sulong Cash to your home screen',
    });
    expect(offer).toBeVisible();
    // One limit promise at a time: the ceiling is not offered beside every receipt.
    expect(offer).not.toHaveTextContent('₱80,000');
    expect(api.count('/api/bonus/home-screen')).toBe(0);
    view.unmount();
    answer.current = intentView({ status: 'failed', failureReason: 'declined', checkoutUrl: null });
    renderRepayment(RETURN);
    await screen.findByRole('region', { name: 'Payment not completed' });
    expect(
      screen.queryByRole('region', { name: 'Add Sulong Cash to your home screen' }),
    ).toBeNull();
  });

  it('an unknown payment says so', async () => {
    fakeApi({});
    renderRepayment(RETURN);
    expect(await screen.findByText('We could not find this payment.')).toBeVisible();
  });
});

describe('/repaidDetail with a payment in progress', () => {
  const otc = intentView({
    channel: 'sevenEleven',
    otcReference: '7E-1234-5678',
    checkoutUrl: null,
    expiresAt: '2026-04-29T15:59:59.000Z',
  });

  it('over the counter: the reference and its expiry, copyable; cancel ends it', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, onLine: true, clipboard: { writeText } });
    const api = fakeApi({
      [`GET /api/loan/orders/${ORDER_ID}/repayment`]: () => ({
        body: repaymentView({ liveIntent: otc }),
      }),
      [`POST ${INTENT}/cancel`]: () => ({ body: { ...otc, status: 'cancelled' } }),
    });
    renderRepayment(`/repaidDetail?orderId=${ORDER_ID}`);
    // It waits for the borrower at the store, until when: not "in progress"
    // (docs/loans.md#waiting-payment).
    const live = await screen.findByRole('region', {
      name: 'Waiting for you at 7-Eleven until Apr 29, 2026, 11:59 PM',
    });
    expect(live).toHaveTextContent(
      'Give this reference number and ₱5,125.57 to the cashier at 7-Eleven.',
    );
    const value = (label: string) =>
      within(live).getByText(label).closest('dt')!.nextElementSibling!;
    expect(value('Reference number')).toHaveTextContent('7E-1234-5678');
    expect(value('Pay before')).toHaveTextContent('Apr 29, 2026, 11:59 PM');
    // No second payment can start while this one lives.
    expect(screen.queryByRole('button', { name: /^Pay ₱/ })).toBeNull();

    fireEvent.click(within(live).getByRole('button', { name: 'Copy reference number' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('7E-1234-5678'));
    fireEvent.click(within(live).getByRole('button', { name: 'Cancel this payment' }));
    await waitFor(() => expect(api.sent('POST', `${INTENT}/cancel`)).toHaveLength(1));
  });

  it('a cancel the provider could not carry out says so: the payment stays open', async () => {
    const api = fakeApi({
      [`GET /api/loan/orders/${ORDER_ID}/repayment`]: () => ({
        body: repaymentView({ liveIntent: intentView() }),
      }),
      [`POST ${INTENT}/cancel`]: () => ({ body: intentView() }),
    });
    renderRepayment(`/repaidDetail?orderId=${ORDER_ID}`);
    const live = await screen.findByRole('region', { name: 'Payment in progress' });
    fireEvent.click(within(live).getByRole('button', { name: 'Cancel this payment' }));
    expect(await within(live).findByRole('alert')).toHaveTextContent(
      'We could not cancel the payment. Please try again.',
    );
    expect(api.sent('POST', `${INTENT}/cancel`)).toHaveLength(1);
  });

  it('continues to its checkout; offline, Continue and Cancel wait and say why', async () => {
    fakeApi({
      [`GET /api/loan/orders/${ORDER_ID}/repayment`]: () => ({
        body: repaymentView({ liveIntent: intentView() }),
      }),
    });
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    renderRepayment(`/repaidDetail?orderId=${ORDER_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Continue to payment' }));
    expect(openCheckout).toHaveBeenCalledWith(intentView().checkoutUrl);

    online.mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    const proceed = screen.getByRole('button', { name: 'Continue to payment' });
    expect(proceed).toBeDisabled();
    expect(proceed).toHaveAccessibleDescription(
      'You are offline. Payments need a connection: connect to pay.',
    );
    expect(screen.getByRole('button', { name: 'Cancel this payment' })).toBeDisabled();
  });

  it('in the shell, tells it the repayment once per payment (docs/bridge.md#flows)', async () => {
    localStorage.clear();
    const point = vi.spyOn(nativeBridge, 'pointInfo').mockResolvedValue(null);
    const ad = vi.spyOn(nativeBridge, 'adInfo').mockResolvedValue(null);
    fakeApi({
      [`GET ${INTENT}`]: () => ({
        body: intentView({ status: 'succeeded', checkoutUrl: null, receipt: receipt() }),
      }),
    });
    const inShell = () =>
      renderRoute('/repaidDetail', <RepaymentScreen />, {
        route: RETURN,
        messages: english,
        core: { ...SIGNED_IN, publicData: { ...SIGNED_IN.publicData, app_type: 1 } },
      });
    const first = inShell();
    await screen.findByRole('region', { name: 'Payment received' });
    await waitFor(() => expect(point).toHaveBeenCalledWith(1, { event: 'repayment' }));
    expect(ad).toHaveBeenCalledWith(1, { event: 'repayment' });
    first.unmount();
    inShell();
    await screen.findByRole('region', { name: 'Payment received' });
    expect(point).toHaveBeenCalledTimes(1);
  });
});

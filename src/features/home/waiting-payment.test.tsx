import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoanHomeView } from '@contract/loan/api';
import type { WaitingPaymentView } from '@contract/loan/waiting-payment';
import * as idb from '../../../tests/support/memory-idb';
import { repayingDues } from '../../../tests/support/dues-fixtures';
import HomeScreen from './home-screen';
import {
  APPROVED,
  ORDER_ID,
  fakeApi,
  loanHome,
  orderSummary,
  renderAt,
} from './testing/loan-home-kit';

vi.mock('idb-keyval', () => import('../../../tests/support/memory-idb'));

/*
 * Home while a payment waits for the borrower (docs/loans.md#waiting-payment): at the top of the
 * repaying card, over the counter with its reference to copy, otherwise the way back to its
 * checkout; "Pay another way" cancels it and brings the ways to pay back.
 */

const INTENT_ID = '5b0c1d2e-3f40-4a5b-8c6d-7e8f9a0b1c2d';
const CANCEL = `POST /api/loan/repayment/intents/${INTENT_ID}/cancel`;

const atStore = (patch: Partial<WaitingPaymentView> = {}): WaitingPaymentView => ({
  intentId: INTENT_ID,
  kind: 'full',
  amountCentavos: 508_000,
  channel: 'sevenEleven',
  otcReference: '123456789012',
  expiresAt: '2026-04-29T15:59:59.000Z',
  checkoutUrl: `/api/sandbox/checkout/${INTENT_ID}`,
  ...patch,
});

const repaying = (waitingPayment: WaitingPaymentView | null): LoanHomeView =>
  loanHome({
    currentOrder: orderSummary({
      status: 'repaying',
      dueDate: '2026-04-26',
      due: { kind: 'expiresIn', days: 12 },
      dues: repayingDues(),
      waitingPayment,
    }),
    blockedBy: 'OUTSTANDING_REPAYMENT',
  });

/** The intent as the cancel endpoint answers it. */
const answered = (status: 'cancelled' | 'pending') => ({
  id: INTENT_ID,
  orderId: ORDER_ID,
  orderNo: 'SC260412ABC234',
  kind: 'full',
  status,
  failureReason: null,
  amountCentavos: 508_000,
  couponDeductionCentavos: 0,
  channel: 'sevenEleven',
  checkoutUrl: null,
  otcReference: null,
  expiresAt: '2026-04-29T15:59:59.000Z',
  createdAt: '2026-04-28T03:15:00.000Z',
  receipt: null,
});

const WAYS = ['Pay in full', 'Extend 8 days', 'Pay another amount'];

// The morning the reference was issued, Manila (only the date is faked: timers run as usual).
const ISSUED = new Date('2026-04-28T02:00:00.000Z');
beforeEach(() => {
  idb.resetMemoryIdb();
  vi.useFakeTimers({ toFake: ['Date'], now: ISSUED });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const card = () => screen.findByRole('region', { name: 'Your loan to repay' });

describe('/homeIndex while a payment waits', () => {
  it('over the counter: what to pay where, the reference to copy, and no second way to pay', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, onLine: true, clipboard: { writeText } });
    fakeApi({
      'GET /api/profile/status': () => ({ body: APPROVED }),
      'GET /api/loan/home': () => ({ body: repaying(atStore()) }),
    });
    renderAt('/homeIndex', <HomeScreen />);
    const waiting = within(await card()).getByRole('region', {
      name: 'Your payment in full is waiting',
    });
    expect(waiting).toHaveTextContent(
      'Pay ₱5,080.00 at 7-Eleven with reference number 1234 5678 9012 before Apr 29, 2026, 11:59 PM.',
    );
    fireEvent.click(within(waiting).getByRole('button', { name: 'Copy reference number' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('123456789012'));
    expect(
      within(waiting).getByRole('button', { name: 'Pay another way' }),
    ).toHaveAccessibleDescription(
      'This cancels the reference number: do not pay with it at the store after that.',
    );
    // One live payment per loan: the ways to pay give way to it; the record stays.
    for (const name of WAYS) expect(screen.queryByRole('link', { name })).toBeNull();
    expect(screen.getByRole('link', { name: 'Payment record' })).toBeVisible();
    // The dues stay under it.
    expect(screen.getByText('Due on Apr 26, 2026')).toBeVisible();
  });

  it('past its expiry (a kept home, a page left open) the reference is gone and the ways to pay back', async () => {
    vi.setSystemTime(new Date('2026-04-29T16:00:00.000Z'));
    fakeApi({
      'GET /api/profile/status': () => ({ body: APPROVED }),
      'GET /api/loan/home': () => ({ body: repaying(atStore()) }),
    });
    renderAt('/homeIndex', <HomeScreen />);
    const home = await card();
    expect(within(home).queryByText(/1234 5678 9012/)).toBeNull();
    for (const name of WAYS) expect(within(home).getByRole('link', { name })).toBeVisible();
  });

  it('"Pay another way" cancels it, then the ways to pay are back, the first focused', async () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: true });
    await idb.set(`repayment:c-1:${ORDER_ID}`, { way: 'full', idempotencyKey: 'used-key-000000' });
    let cancelled = false;
    const api = fakeApi({
      'GET /api/profile/status': () => ({ body: APPROVED }),
      'GET /api/loan/home': () => ({ body: repaying(cancelled ? null : atStore()) }),
      [CANCEL]: () => {
        cancelled = true;
        return { body: answered('cancelled') };
      },
    });
    renderAt('/homeIndex', <HomeScreen />);
    const home = await card();
    fireEvent.click(within(home).getByRole('button', { name: 'Pay another way' }));
    const payInFull = await within(home).findByRole('link', { name: 'Pay in full' });
    expect(within(home).queryByText(/1234 5678 9012/)).toBeNull();
    await waitFor(() => expect(payInFull).toHaveFocus());
    expect(api.sent('POST', `/api/loan/repayment/intents/${INTENT_ID}/cancel`)).toHaveLength(1);
    // The stored key was that payment's: the next attempt gets its own, the choice stays.
    const draft = await idb.get<{ way: string; idempotencyKey: string }>(
      `repayment:c-1:${ORDER_ID}`,
    );
    expect(draft).toMatchObject({ way: 'full' });
    expect(draft!.idempotencyKey).not.toBe('used-key-000000');
  });

  it('a cancel the provider could not carry out says so, and the payment stays', async () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: true });
    fakeApi({
      'GET /api/profile/status': () => ({ body: APPROVED }),
      'GET /api/loan/home': () => ({ body: repaying(atStore()) }),
      [CANCEL]: () => ({ body: answered('pending') }),
    });
    renderAt('/homeIndex', <HomeScreen />);
    const home = await card();
    fireEvent.click(within(home).getByRole('button', { name: 'Pay another way' }));
    expect(await within(home).findByRole('alert')).toHaveTextContent(
      'We could not cancel the payment. Please try again.',
    );
    expect(within(home).getByText('1234 5678 9012')).toBeVisible();
    expect(within(home).queryByRole('link', { name: 'Pay in full' })).toBeNull();
  });

  it('an e-wallet payment: the way back to its checkout', async () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: true });
    fakeApi({
      'GET /api/profile/status': () => ({ body: APPROVED }),
      'GET /api/loan/home': () => ({
        body: repaying(
          atStore({
            kind: 'part',
            channel: 'gcash',
            amountCentavos: 100_000,
            otcReference: null,
            expiresAt: '2026-04-28T04:15:00.000Z',
          }),
        ),
      }),
    });
    renderAt('/homeIndex', <HomeScreen />);
    const waiting = within(await card()).getByRole('region', {
      name: 'Your part payment is waiting',
    });
    expect(waiting).toHaveTextContent(
      'Your GCash payment of ₱1,000.00 is waiting. Finish it before Apr 28, 2026, 12:15 PM.',
    );
    expect(within(waiting).getByRole('link', { name: 'Continue to payment' })).toHaveAttribute(
      'href',
      `/api/sandbox/checkout/${INTENT_ID}`,
    );
    expect(within(waiting).queryByRole('button', { name: 'Copy reference number' })).toBeNull();
    expect(within(waiting).getByRole('button', { name: 'Pay another way' })).toBeEnabled();
  });

  it('offline: the reference still shows and copies; leaving and cancelling wait, and say why', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, onLine: false, clipboard: { writeText } });
    fakeApi({
      'GET /api/profile/status': () => ({ body: APPROVED }),
      'GET /api/loan/home': () => ({ body: repaying(atStore()) }),
    });
    renderAt('/homeIndex', <HomeScreen />);
    const home = await card();
    expect(within(home).getByText('1234 5678 9012')).toBeVisible();
    fireEvent.click(within(home).getByRole('button', { name: 'Copy reference number' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('123456789012'));
    const cancel = within(home).getByRole('button', { name: 'Pay another way' });
    expect(cancel).toBeDisabled();
    expect(cancel).toHaveAccessibleDescription(
      'You are offline. Paying needs a connection. This cancels the reference number: do not pay with it at the store after that.',
    );
  });
});

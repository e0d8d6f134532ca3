import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ORDER_ID, fakeApi, intentView, receipt, renderRepayment } from './testing/repayment-kit';

// The day the reference was issued (only the date is faked: timers run as usual).
beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-04-28T02:00:00.000Z') }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const PAYMENTS = [
  intentView({
    id: '11111111-1111-4111-8111-111111111111',
    kind: 'part',
    status: 'pending',
    amountCentavos: 50_000,
    channel: 'sevenEleven',
    otcReference: '123456789012',
    expiresAt: '2026-04-29T15:59:59.000Z',
    createdAt: '2026-04-28T03:00:00.000Z',
  }),
  intentView({
    id: '22222222-2222-4222-8222-222222222222',
    kind: 'extension',
    status: 'succeeded',
    amountCentavos: 16_557,
    checkoutUrl: null,
    createdAt: '2026-04-20T03:00:00.000Z',
    receipt: receipt({
      kind: 'extension',
      amountCentavos: 16_557,
      paidAt: '2026-04-20T03:05:00.000Z',
      newDueDate: '2026-05-06',
      settled: false,
    }),
  }),
  intentView({
    id: '33333333-3333-4333-8333-333333333333',
    status: 'expired',
    channel: 'maya',
    checkoutUrl: null,
    createdAt: '2026-04-18T03:00:00.000Z',
  }),
];

describe('/repaidDetail?view=record', () => {
  it('lists the payments of the last 3 months with status, amount, channel, date and receipt', async () => {
    const api = fakeApi({
      'GET /api/loan/repayments': () => ({ body: { since: '2026-01-28', payments: PAYMENTS } }),
    });
    renderRepayment('/repaidDetail?view=record');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment record' })).toBeVisible();
    expect(
      await screen.findByText('Your payments since Jan 28, 2026, newest first.'),
    ).toBeVisible();
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Part payment, ₱500.00, Apr 28, 2026',
      'Extension, ₱165.57, Apr 20, 2026',
      'Payment in full, ₱5,125.57, Apr 18, 2026',
    ]);
    // Over the counter it waits for the borrower at the store, until when
    // (docs/loans.md#waiting-payment).
    expect(items[0]).toHaveTextContent('Waiting for you at 7-Eleven until Apr 29, 2026, 11:59 PM');
    expect(items[0]).not.toHaveTextContent('In progress');
    expect(items[1]).toHaveTextContent('Success');
    expect(items[2]).toHaveTextContent('Failed');
    expect(items[2]).toHaveTextContent('The time to pay ran out before the payment was made.');
    expect(within(items[0]!).queryByRole('button', { name: 'Show receipt' })).toBeNull();

    const show = within(items[1]!).getByRole('button', { name: 'Show receipt' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(show);
    expect(within(items[1]!).getByText('RC260428XYZ001')).toBeVisible();
    expect(within(items[1]!).getByText('May 6, 2026')).toBeVisible();
    expect(within(items[1]!).getByRole('button', { name: 'Hide receipt' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(api.to('/api/loan/repayments')[0]!.search).toBe('');
  });

  it('a payment waiting at the store shows its reference and expiry on a tap, copyable', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, onLine: true, clipboard: { writeText } });
    const online = intentView({
      id: '44444444-4444-4444-8444-444444444444',
      createdAt: '2026-04-28T02:00:00.000Z',
    });
    fakeApi({
      'GET /api/loan/repayments': () => ({
        body: { since: '2026-01-28', payments: [PAYMENTS[0], online] },
      }),
    });
    renderRepayment('/repaidDetail?view=record');
    const [store, wallet] = await screen.findAllByRole('listitem');
    // An e-wallet payment not finished is still "in progress", with no reference to show.
    expect(wallet).toHaveTextContent('In progress');
    expect(within(wallet!).queryByRole('button', { name: 'Show reference number' })).toBeNull();

    expect(within(store!).queryByText('1234 5678 9012')).toBeNull();
    const show = within(store!).getByRole('button', { name: 'Show reference number' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(show);
    const value = (label: string) =>
      within(store!).getByText(label).closest('dt')!.nextElementSibling!;
    expect(value('Reference number')).toHaveTextContent('1234 5678 9012');
    expect(value('Pay before')).toHaveTextContent('Apr 29, 2026, 11:59 PM');
    fireEvent.click(within(store!).getByRole('button', { name: 'Copy reference number' }));
    await vi.waitFor(() => expect(writeText).toHaveBeenCalledWith('123456789012'));
    expect(within(store!).getByRole('button', { name: 'Hide reference number' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('narrows to one loan from the loan’s pages, and says when there is nothing', async () => {
    const api = fakeApi({
      'GET /api/loan/repayments': () => ({ body: { since: '2026-01-28', payments: [] } }),
    });
    renderRepayment(`/repaidDetail?view=record&orderId=${ORDER_ID}`);
    expect(await screen.findByText('No payments in the last 3 months.')).toBeVisible();
    expect(api.to('/api/loan/repayments')[0]!.search).toBe(`?orderId=${ORDER_ID}`);
  });
});

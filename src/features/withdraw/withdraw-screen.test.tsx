import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QuoteRequest } from '@contract/loan/api';
import WithdrawScreen from './withdraw-screen';
import {
  COUPON_ID,
  QUOTE_ID,
  fakeApi,
  loanHome,
  quoteFor,
  renderScreen,
  type Reply,
} from './testing/withdraw-test-kit';

const quoting = (reply?: (body: QuoteRequest) => Reply) => ({
  'GET /api/loan/home': () => ({ body: loanHome() }),
  'POST /api/loan/quotes': (body: unknown) =>
    reply?.(body as QuoteRequest) ?? { body: quoteFor(body as QuoteRequest) },
});

const open = (route = '/allWithdraw') => renderScreen('/allWithdraw', <WithdrawScreen />, route);
const figures = () => screen.findByText('You receive');
/** A row of the figures card, by its label. */
const row = (label: string) =>
  within(screen.getByRole('region', { name: 'Your loan in pesos' }))
    .getByText(label)
    .closest('div') as HTMLElement;

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('/allWithdraw', () => {
  it('shows the server’s figures for the choice, the amount received in bold', async () => {
    const server = fakeApi(quoting());
    open();
    await figures();
    // A first visit starts at the limit, the first term and the best coupon (the only one here).
    expect(server.sent('POST', '/api/loan/quotes')[0]?.body).toEqual({
      productId: 'sulong',
      amountCentavos: 300_000,
      termDays: 7,
      couponId: COUPON_ID,
    });
    const received = within(row('You receive')).getByText('₱2,712.34');
    expect(received.tagName).toBe('STRONG');
    expect(within(row('Total to repay')).getByText('₱3,083.04')).toBeInTheDocument();
    expect(within(row('Interest')).getByText('₱63.01')).toBeInTheDocument();
    expect(within(row('Service fee')).getByText('₱150.07')).toBeInTheDocument();
    expect(row('Service fee')).toHaveTextContent('Taken from the amount sent');
    expect(within(row('Credit reporting fee')).getByText('₱20.03')).toBeInTheDocument();
    expect(row('Credit reporting fee')).toHaveTextContent('Paid with your repayment');
    expect(within(row('VAT (12%)')).getByText('₱18.01')).toBeInTheDocument();
    expect(within(row('Daily interest rate')).getByText('0.15%')).toBeInTheDocument();
    expect(within(row('Effective interest rate (EIR) per month')).getByText('11.34%'));
    expect(row('Due date')).toHaveTextContent('Nov 16, 2026');
    expect(screen.getByText(/credited to your account within 24 hours/)).toBeInTheDocument();
    expect(screen.getByText('BDO Unibank •••• 7890')).toBeInTheDocument();
    expect(screen.getByText('Account name: Juan Dela Cruz')).toBeInTheDocument();
  });

  it('keeps what is received and repaid in view beside Continue, announced once in', async () => {
    fakeApi(
      quoting((body) =>
        body.termDays === 14
          ? {
              body: quoteFor(body, {
                receivedCentavos: 221_234,
                totalRepaymentCentavos: 262_050,
                dueDate: '2026-11-23',
              }),
            }
          : { body: quoteFor(body) },
      ),
    );
    open();
    await figures();
    const summary = screen.getByText('You receive ₱2,712.34').closest('[role="status"]')!;
    expect(summary).toHaveTextContent('You repay ₱3,083.04 on Nov 16, 2026');
    expect(summary).toHaveAttribute('aria-busy', 'false');
    // One block at the foot of the screen, kept in view (withdraw.css): the figures and the button.
    const foot = summary.parentElement!;
    expect(foot).toHaveClass('withdraw-summary');
    expect(within(foot).getByRole('button', { name: 'Continue' })).toBeEnabled();

    fireEvent.click(screen.getByRole('button', { name: 'Decrease the amount by ₱500' }));
    fireEvent.click(screen.getByRole('radio', { name: '14 days' }));
    // The old figures stay while the new ones are asked for; the region waits to speak.
    await waitFor(() => expect(summary).toHaveAttribute('aria-busy', 'true'));
    expect(summary).toHaveTextContent('You receive ₱2,712.34');
    await waitFor(() => expect(summary).toHaveAttribute('aria-busy', 'false'));
    // The server's new figures, as the breakdown shows them.
    expect(summary).toHaveTextContent('You receive ₱2,212.34');
    expect(summary).toHaveTextContent('You repay ₱2,620.50 on Nov 23, 2026');
    expect(within(row('You receive')).getByText('₱2,212.34')).toBeInTheDocument();
  });

  it('keeps the amount in whole steps between the minimum and the limit', async () => {
    fakeApi(quoting());
    open();
    await figures();
    const slider = screen.getByRole('slider', { name: 'Loan amount' });
    const plus = screen.getByRole('button', { name: 'Increase the amount by ₱500' });
    const minus = screen.getByRole('button', { name: 'Decrease the amount by ₱500' });
    // Quota ₱3,200: the last whole step is ₱3,000, and that is where it starts.
    expect(slider).toHaveAttribute('aria-valuetext', '₱3,000');
    expect(slider).toHaveAttribute('max', '300000');
    expect(plus).toBeDisabled();
    fireEvent.change(slider, { target: { value: '320000' } });
    expect(slider).toHaveAttribute('aria-valuetext', '₱3,000');
    for (let i = 0; i < 6; i += 1) fireEvent.click(minus);
    expect(slider).toHaveAttribute('aria-valuetext', '₱1,000');
    expect(minus).toBeDisabled();
    fireEvent.click(plus);
    expect(slider).toHaveAttribute('aria-valuetext', '₱1,500');
    expect(screen.getByText('From ₱1,000 to ₱3,000, in steps of ₱500')).toBeInTheDocument();
  });

  it('asks once for figures after a burst of changes, and shows the newest', async () => {
    const server = fakeApi(quoting());
    open();
    await figures();
    const minus = screen.getByRole('button', { name: 'Decrease the amount by ₱500' });
    fireEvent.click(minus);
    fireEvent.click(minus);
    fireEvent.click(screen.getByRole('radio', { name: '14 days' }));
    expect(await screen.findByText('Updating the figures…')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Updating the figures…')).toBeNull());
    const sent = server.sent('POST', '/api/loan/quotes');
    expect(sent).toHaveLength(2);
    expect(sent[1]?.body).toMatchObject({ amountCentavos: 200_000, termDays: 14 });
    expect(within(row('Loan amount')).getByText('₱2,000.00')).toBeInTheDocument();
    expect(within(row('Term')).getByText('14 days')).toBeInTheDocument();
  });

  it('keeps the choice across a reload and continues with the quote', async () => {
    fakeApi(quoting());
    const first = open();
    await figures();
    fireEvent.click(screen.getByRole('button', { name: 'Decrease the amount by ₱500' }));
    fireEvent.click(screen.getByRole('radio', { name: '14 days' }));
    fireEvent.click(screen.getByRole('radio', { name: /₱50.00 off the fees/ }));
    first.unmount();

    const server = fakeApi(quoting());
    open();
    await figures();
    expect(screen.getByRole('slider', { name: 'Loan amount' })).toHaveAttribute(
      'aria-valuetext',
      '₱2,500',
    );
    expect(screen.getByRole('radio', { name: '14 days' })).toBeChecked();
    expect(screen.getByRole('radio', { name: /₱50.00 off the fees/ })).toBeChecked();
    expect(server.sent('POST', '/api/loan/quotes')[0]?.body).toEqual({
      productId: 'sulong',
      amountCentavos: 250_000,
      termDays: 14,
      couponId: COUPON_ID,
    });
    expect(within(row('Coupon discount')).getByText('−₱50.00')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/loan?quote=${QUOTE_ID}`);
  });

  it('explains why borrowing is blocked, with the way home and to the open loan', async () => {
    const server = fakeApi({
      'GET /api/loan/home': () => ({
        body: loanHome({
          blockedBy: 'OUTSTANDING_REPAYMENT',
          currentOrder: {
            id: '6f1d2c3b-1a2b-4c5d-8e9f-0a1b2c3d4e5f',
            orderNo: 'SC261102ABCDEF',
            productId: 'sulong',
            status: 'repaying',
            amountCentavos: 300_000,
            termDays: 7,
            receivedCentavos: 271_234,
            totalRepaymentCentavos: 308_304,
            createdAt: '2026-11-02T01:00:00.000Z',
            dueDate: '2026-11-09',
            due: { kind: 'expiresIn', days: 3 },
            failureReason: null,
            principalReturn: null,
            dues: null,
            waitingPayment: null,
          },
        }),
      }),
    });
    open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You cannot borrow right now');
    expect(alert).toHaveTextContent('Please settle your current loan first.');
    expect(screen.getByRole('link', { name: 'View my loan' })).toHaveAttribute(
      'href',
      '/bill?order=6f1d2c3b-1a2b-4c5d-8e9f-0a1b2c3d4e5f',
    );
    fireEvent.click(screen.getByRole('link', { name: 'Back to home' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/homeIndex');
    expect(server.sent('POST', '/api/loan/quotes')).toHaveLength(0);
  });

  it('shows the network message without figures, and asks again on request', async () => {
    let offline = true;
    const server = fakeApi(quoting((body) => (offline ? 'offline' : { body: quoteFor(body) })));
    open();
    expect(await screen.findByText(/Cannot connect to the network/)).toBeInTheDocument();
    expect(screen.queryByText('You receive')).toBeNull();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    offline = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await figures();
    expect(server.sent('POST', '/api/loan/quotes')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  it('drops a coupon the server no longer accepts and says so', async () => {
    const server = fakeApi(
      quoting((body) =>
        body.couponId
          ? {
              status: 409,
              body: { code: 'COUPON_UNAVAILABLE', message: 'used', field: 'couponId' },
            }
          : { body: quoteFor(body) },
      ),
    );
    open();
    await figures();
    fireEvent.click(screen.getByRole('radio', { name: /₱50.00 off the fees/ }));
    expect(await screen.findByText('This coupon is no longer available.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('radio', { name: 'No coupon' })).toBeChecked());
    await figures();
    await waitFor(() => expect(server.sent('GET', '/api/loan/home').length).toBeGreaterThan(1));
    expect(server.sent('POST', '/api/loan/quotes').at(-1)?.body).toMatchObject({ couponId: null });
  });

  it('says when the limit is below the product’s minimum', async () => {
    fakeApi({ 'GET /api/loan/home': () => ({ body: loanHome({ quotaCentavos: 50_000 }) }) });
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This loan starts at ₱1,000, which is above your credit limit of ₱500.',
    );
  });

  it('opens the product asked for', async () => {
    const sub = {
      ...loanHome().products[0]!,
      id: 'sulong-plus',
      line: 'sub' as const,
      terms: [30],
    };
    const server = fakeApi({
      'GET /api/loan/home': () => ({ body: loanHome({ products: [...loanHome().products, sub] }) }),
      'POST /api/loan/quotes': (body) => ({ body: quoteFor(body as QuoteRequest) }),
    });
    open('/allWithdraw?product=sulong-plus');
    await figures();
    expect(screen.getByRole('radio', { name: '30 days' })).toBeChecked();
    expect(server.sent('POST', '/api/loan/quotes')[0]?.body).toMatchObject({
      productId: 'sulong-plus',
      termDays: 30,
    });
    await act(async () => undefined);
  });
});

import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import SubHomeScreen from './sub-home-screen';
import { MAIN, SUB, fakeApi, loanHome, orderSummary, renderAt } from './testing/loan-home-kit';

afterEach(() => vi.unstubAllGlobals());

describe('/subIndex', () => {
  it('wears the sub-product theme and offers its amounts, terms and withdraw button', async () => {
    fakeApi({ 'GET /api/loan/home': () => ({ body: loanHome({ quotaCentavos: 4_000_000 }) }) });
    renderAt('/subIndex', <SubHomeScreen />);
    const card = await screen.findByRole('region', { name: 'Plus loan' });
    expect(screen.getByRole('main')).toHaveClass('sub-home--theme-2');
    expect(within(card).getByText('₱3,000 to ₱40,000')).toBeInTheDocument();
    expect(within(card).getByText('14 or 30 days')).toBeInTheDocument();
    expect(within(card).getByText('0.15% a day')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Withdraw' })).toHaveAttribute(
      'href',
      '/allWithdraw?product=sulong-plus',
    );
  });

  it('takes theme 1 when the server says so', async () => {
    fakeApi({
      'GET /api/loan/home': () => ({ body: loanHome({ products: [MAIN, { ...SUB, theme: 1 }] }) }),
    });
    renderAt('/subIndex', <SubHomeScreen />);
    await screen.findByRole('region', { name: 'Plus loan' });
    expect(screen.getByRole('main')).toHaveClass('sub-home--theme-1');
  });

  it('shows the open order and blocks a new withdrawal while a loan is being repaid', async () => {
    fakeApi({
      'GET /api/loan/home': () => ({
        body: loanHome({
          currentOrder: orderSummary({
            status: 'repaying',
            dueDate: '2026-04-26',
            due: { kind: 'dueToday' },
          }),
          blockedBy: 'OUTSTANDING_REPAYMENT',
        }),
      }),
    });
    renderAt('/subIndex', <SubHomeScreen />);
    const order = await screen.findByRole('region', { name: 'Your loan to repay' });
    expect(within(order).getByText('Due today')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Withdraw' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Plus loan' })).toHaveTextContent(
      'Please settle your current loan first.',
    );
  });

  it('says so when the sub-product is not offered, with a way home', async () => {
    fakeApi({ 'GET /api/loan/home': () => ({ body: loanHome({ products: [MAIN] }) }) });
    renderAt('/subIndex', <SubHomeScreen />);
    expect(await screen.findByText('The Plus loan is not offered right now.')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Withdraw' })).toBeNull();
    const home = screen.getAllByRole('link', { name: 'Back to home' });
    expect(home).toHaveLength(2);
    fireEvent.click(home[1]!);
    expect(screen.getByTestId('location')).toHaveTextContent('/homeIndex');
  });
});

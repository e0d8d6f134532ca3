import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupListeners } from '@reduxjs/toolkit/query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoanHomeView } from '@contract/loan/api';
import type { LoanDuesView } from '@contract/loan/dues';
import type { ProfileStatusView } from '@contract/profile/api';
import { nativeBridge } from '@/platform/bridge';
import { overdueDues, repayingDues } from '../../../tests/support/dues-fixtures';
import HomeScreen from './home-screen';
import {
  APPROVED,
  ORDER_ID,
  fakeApi,
  loanHome,
  orderSummary,
  renderAt,
} from './testing/loan-home-kit';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function showHome(home: LoanHomeView | (() => LoanHomeView), extra = {}) {
  const server = fakeApi({
    'GET /api/profile/status': () => ({ body: APPROVED }),
    'GET /api/loan/home': () => ({ body: typeof home === 'function' ? home() : home }),
    ...extra,
  });
  renderAt('/homeIndex', <HomeScreen />);
  return server;
}

const repaying = (dues: LoanDuesView = repayingDues()) =>
  loanHome({
    currentOrder: orderSummary({
      status: 'repaying',
      dueDate: dues.dueDate,
      due: dues.due,
      dues,
    }),
    blockedBy: 'OUTSTANDING_REPAYMENT',
  });

describe('/homeIndex for an approved borrower', () => {
  it('offers the quota, both products, the coupons and the withdraw button', async () => {
    showHome(loanHome({ coupons: [coupon(), coupon()] }));
    expect(await screen.findByText('₱10,000')).toBeInTheDocument();
    expect(
      screen.getByText(
        'You have 2 loan coupons. The best one is chosen for you when you withdraw, and lowers the charges of that loan.',
      ),
    ).toBeVisible();

    const main = screen.getByRole('region', { name: 'Cash loan' });
    // The product's ₱20,000 ceiling is capped by the ₱10,000 quota.
    expect(within(main).getByText('₱1,000 to ₱10,000')).toBeInTheDocument();
    expect(within(main).getByText('7 or 14 days')).toBeInTheDocument();
    expect(within(main).getByText('0.1% a day')).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Withdraw' })).toHaveAttribute(
      'href',
      '/allWithdraw?product=sulong',
    );

    const sub = screen.getByRole('region', { name: 'Plus loan' });
    expect(within(sub).getByText('₱3,000 to ₱10,000')).toBeInTheDocument();
    expect(within(sub).getByRole('link', { name: 'See the Plus loan' })).toHaveAttribute(
      'href',
      '/subIndex',
    );
    expect(screen.getByRole('link', { name: 'My loans' })).toHaveAttribute('href', '/billIndex');
  });

  it('keeps the sub-product offer for the shells and tells the shell the approval once', async () => {
    localStorage.clear();
    const point = vi.spyOn(nativeBridge, 'pointInfo').mockResolvedValue(null);
    fakeApi({
      'GET /api/profile/status': () => ({ body: APPROVED }),
      'GET /api/loan/home': () => ({ body: loanHome() }),
    });
    const first = renderAt('/homeIndex', <HomeScreen />, 2);
    await screen.findByText('₱10,000');
    await waitFor(() => expect(point).toHaveBeenCalledWith(2, { event: 'approved' }));
    expect(first.store.getState().core).toMatchObject({
      subProData: { id: 'sulong-plus', theme: 2 },
      subProTheme: 2,
    });
    first.unmount();
    renderAt('/homeIndex', <HomeScreen />, 2);
    await screen.findByText('₱10,000');
    expect(point).toHaveBeenCalledTimes(1);
  });

  it('fetches the loan home again when the network returns', async () => {
    const server = fakeApi({
      'GET /api/profile/status': () => ({ body: APPROVED }),
      'GET /api/loan/home': () => ({ body: loanHome() }),
    });
    const { store } = renderAt('/homeIndex', <HomeScreen />);
    await screen.findByText('₱10,000');
    const before = server.count('/api/loan/home');
    // As the app does at start (app/start-services.ts), then the browser's online event.
    const stopListening = setupListeners(store.dispatch);
    act(() => void window.dispatchEvent(new Event('online')));
    stopListening();
    await waitFor(() => expect(server.count('/api/loan/home')).toBe(before + 1));
  });

  it('has no sub-product card when the server offers none', async () => {
    showHome(loanHome({ products: loanHome().products.filter((p) => p.line === 'main') }));
    expect(await screen.findByRole('region', { name: 'Cash loan' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Plus loan' })).toBeNull();
  });

  it.each(['requested', 'toCheck'] as const)(
    '%s: says the loan is being checked',
    async (status) => {
      showHome(
        loanHome({ currentOrder: orderSummary({ status }), blockedBy: 'ORDER_IN_PROGRESS' }),
      );
      const card = await screen.findByRole('region', { name: 'We are checking your loan' });
      expect(within(card).getByText('SC260412ABC234')).toBeInTheDocument();
      expect(within(card).getByText('₱4,410.00')).toBeInTheDocument();
      expect(within(card).getByRole('link', { name: 'View loan details' })).toHaveAttribute(
        'href',
        `/bill?order=${ORDER_ID}`,
      );
      expect(within(card).getByRole('link', { name: 'My loans' })).toHaveAttribute(
        'href',
        '/billIndex',
      );
      expect(screen.queryByRole('link', { name: 'Withdraw' })).toBeNull();
      // Nothing has reached the borrower: no "once your loan is settled".
      expect(
        screen.getAllByText('You can have one loan at a time. This one is still on its way to you.')
          .length,
      ).toBeGreaterThan(0);
    },
  );

  it('disbursing: credited within 24 hours, the amount and the account', async () => {
    showHome(
      loanHome({
        currentOrder: orderSummary({ status: 'disbursing' }),
        blockedBy: 'ORDER_IN_PROGRESS',
      }),
    );
    const card = await screen.findByRole('region', { name: 'Disbursement in process' });
    expect(card).toHaveTextContent('The money will be credited to your account within 24 hours.');
    expect(within(card).getByText('₱4,410.00')).toBeInTheDocument();
    // Not sent yet: the account is where the money goes, not where it went.
    expect(within(card).getByText('To be sent to').nextElementSibling).toHaveTextContent(
      'GCash, account ending in 4567',
    );
  });

  it('cancelled after the payout: the principal is owed until its return is recorded', async () => {
    showHome(
      loanHome({
        currentOrder: orderSummary({ status: 'cancelled', principalReturn: 'owed' }),
        blockedBy: 'OUTSTANDING_REPAYMENT',
      }),
    );
    const card = await screen.findByRole('region', {
      name: 'Loan cancelled: please return the money',
    });
    expect(within(card).getByRole('alert')).toHaveTextContent(/Please return ₱5,000\.00/);
    expect(screen.queryByRole('link', { name: 'Withdraw' })).toBeNull();
  });

  it('disbursement failed: nothing was sent, check the account or choose another', async () => {
    showHome(
      loanHome({
        currentOrder: orderSummary({
          status: 'disbursementFailed',
          failureReason: 'accountUnavailable',
        }),
        blockedBy: 'ORDER_IN_PROGRESS',
      }),
    );
    const card = await screen.findByRole('region', { name: 'Disbursement failed' });
    expect(within(card).getByRole('alert')).toHaveTextContent(
      'The transfer to your account did not go through, so nothing was sent to you and nothing is owed yet. Check the account number and the account holder’s name, or choose another account',
    );
    expect(within(card).getByText('We tried to send to').nextElementSibling).toHaveTextContent(
      'GCash, account ending in 4567',
    );
    expect(within(card).queryByText('To be sent to')).toBeNull();
    // The product card below says why there is no Withdraw, without "once it is settled".
    expect(
      screen.getByText(
        'You can have one loan at a time. This one has not reached you yet: check the payout account above so we can send it.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/once your current loan is settled/)).toBeNull();
    fireEvent.click(within(card).getByRole('link', { name: 'Check or change the account' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/changeBank');
  });

  it('repaying: what falls due on the due date and, apart, what pays it off today', async () => {
    const server = showHome(repaying());
    const card = await screen.findByRole('region', { name: 'Your loan to repay' });
    expect(within(card).getByText('Due in 12 days')).toBeVisible();
    // Each figure under its own label: the due date's amount is never beside today's.
    expect(within(card).getByText('Due on Apr 26, 2026').nextElementSibling).toHaveTextContent(
      '₱5,095.00',
    );
    expect(within(card).getByText('To pay it all off today').nextElementSibling).toHaveTextContent(
      '₱5,035.00',
    );
    expect(
      within(card).getByText(
        'Paying before the due date costs less: interest runs only to the day you pay.',
      ),
    ).toBeVisible();
    // The summary carries the figures: the full order is not asked for.
    expect(server.count(`/api/loan/orders/${ORDER_ID}`)).toBe(0);
  });

  it('due today: one figure, with the date', async () => {
    showHome(
      repaying(
        repayingDues({
          day: '2026-04-26',
          due: { kind: 'dueToday' },
          today: repayingDues().onDueDate!,
        }),
      ),
    );
    const card = await screen.findByRole('region', { name: 'Your loan to repay' });
    expect(within(card).getByText('Due today')).toBeVisible();
    expect(within(card).getByText('Due today, Apr 26, 2026').nextElementSibling).toHaveTextContent(
      '₱5,095.00',
    );
    expect(within(card).queryByText('To pay it all off today')).toBeNull();
  });

  it('repaying overdue: since when, what pays it off today and what each further day adds', async () => {
    showHome(repaying(overdueDues({ partlyPaid: true })));
    const card = await screen.findByRole('region', { name: 'Your loan to repay' });
    expect(within(card).getByText('Overdue 2 days')).toBeVisible();
    expect(within(card).getByText('Partly paid')).toBeVisible();
    expect(within(card).getByText('Overdue since Apr 27, 2026')).toBeVisible();
    expect(within(card).getByText('To pay it all off today').nextElementSibling).toHaveTextContent(
      '₱5,125.57',
    );
    expect(within(card).getByText('Each further day adds ₱15.28 in late charges.')).toBeVisible();
    expect(within(card).queryByText(/^Due on/)).toBeNull();
  });

  it('overdue at the total-cost cap: says late charges stopped', async () => {
    showHome(
      repaying(
        overdueDues({
          overdue: { since: '2026-04-27', days: 2, perDayCentavos: 0, capReached: true },
        }),
      ),
    );
    const card = await screen.findByRole('region', { name: 'Your loan to repay' });
    expect(within(card).getByText(/Late charges have stopped/)).toBeVisible();
  });

  it('repaying: the three ways to pay, the extension priced line by line', async () => {
    showHome(repaying());
    const card = await screen.findByRole('region', { name: 'Your loan to repay' });
    const to = (way: string) => `/repaidDetail?orderId=${ORDER_ID}&way=${way}`;
    expect(within(card).getByRole('link', { name: 'Pay in full' })).toHaveAttribute(
      'href',
      to('full'),
    );
    expect(within(card).getByRole('link', { name: 'Extend 8 days' })).toHaveAttribute(
      'href',
      to('extension'),
    );
    // The contract's fee, then what the extension also settles, then the sum and what follows.
    const line = (label: string) => within(card).getByText(label).closest('dt')!.nextElementSibling;
    expect(line('Extension fee')).toHaveTextContent('₱40.00');
    expect(line('Interest to date')).toHaveTextContent('₱10.00');
    expect(line('Fees due')).toHaveTextContent('₱25.00');
    expect(within(card).queryByText('Late charge to date')).toBeNull();
    expect(line('To pay today')).toHaveTextContent('₱75.00');
    expect(line('Then due on May 4, 2026')).toHaveTextContent('₱5,080.00');
    expect(within(card).getByRole('link', { name: 'Pay another amount' })).toHaveAttribute(
      'href',
      to('part'),
    );
    expect(within(card).getByRole('link', { name: 'Payment record' })).toHaveAttribute(
      'href',
      `/repaidDetail?view=record&orderId=${ORDER_ID}`,
    );
  });

  it('repaying without an extension allowed: says so instead of offering it', async () => {
    showHome(
      loanHome({
        currentOrder: orderSummary({
          status: 'repaying',
          dueDate: '2026-04-26',
          due: { kind: 'dueToday' },
          dues: repayingDues({
            extension: { available: false, reason: 'MAX_EXTENSIONS', max: 3 },
          }),
        }),
      }),
    );
    const card = await screen.findByRole('region', { name: 'Your loan to repay' });
    expect(within(card).queryByRole('link', { name: 'Extend 8 days' })).toBeNull();
    expect(within(card).queryByText('Partly paid')).toBeNull();
    expect(
      within(card).getByText(
        'This loan cannot be extended any more. You can pay in full or pay another amount.',
      ),
    ).toBeVisible();
  });

  it('repaying offline: every way to pay is disabled and says why', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    showHome(
      loanHome({
        currentOrder: orderSummary({
          status: 'repaying',
          dueDate: '2026-04-26',
          due: { kind: 'expiresIn', days: 3 },
          dues: repayingDues(),
        }),
      }),
    );
    const card = await screen.findByRole('region', { name: 'Your loan to repay' });
    for (const name of ['Pay in full', 'Extend 8 days', 'Pay another amount']) {
      const button = within(card).getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription('You are offline. Paying needs a connection.');
    }
    expect(within(card).queryByRole('link', { name: 'Pay another amount' })).toBeNull();
  });

  it('repaying: the withdraw button gives way to "settle the current loan first"', async () => {
    showHome(repaying());
    await screen.findByRole('region', { name: 'Your loan to repay' });
    expect(screen.queryByRole('link', { name: 'Withdraw' })).toBeNull();
    const main = screen.getByRole('region', { name: 'Cash loan' });
    expect(main).toHaveTextContent('Please settle your current loan first.');
  });

  it('asks again every 5 s while the money is on its way, then shows the loan to repay', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let calls = 0;
    const server = showHome(() =>
      ++calls < 2
        ? loanHome({
            currentOrder: orderSummary({ status: 'disbursing' }),
            blockedBy: 'ORDER_IN_PROGRESS',
          })
        : repaying(),
    );
    await screen.findByRole('region', { name: 'Disbursement in process' });
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(await screen.findByRole('region', { name: 'Your loan to repay' })).toBeInTheDocument();
    const asked = server.count('/api/loan/home');
    // Repaying moves only when the borrower acts: no more polling.
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(server.count('/api/loan/home')).toBe(asked);
  });

  it('offers a retry when the loan home cannot be loaded', async () => {
    fakeApi({
      'GET /api/profile/status': () => ({ body: APPROVED }),
      'GET /api/loan/home': () => ({ status: 500, body: { code: 'INTERNAL', message: 'x' } }),
    });
    renderAt('/homeIndex', <HomeScreen />);
    expect(await screen.findByText('We could not load your loan details.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('/homeIndex and the home-screen bonus (docs/coupons.md#home-screen-bonus)', () => {
  afterEach(() => localStorage.clear());

  it('shows how far the limit can grow on the approved card', async () => {
    showHome(loanHome({ quotaCentavos: 650_000, quotaCeilingCentavos: 8_000_000 }));
    const line = await screen.findByText(
      'Your credit limit can grow to ₱80,000 as you repay on time.',
    );
    expect(line.closest('section')).toHaveAttribute('aria-labelledby', 'quota-title');
  });

  it('and on the repaying card', async () => {
    showHome(() => ({
      ...repaying(),
      quotaCeilingCentavos: 8_000_000,
    }));
    const card = await screen.findByRole('region', { name: 'Your loan to repay' });
    expect(
      within(card).getByText('Your credit limit can grow to ₱80,000 as you repay on time.'),
    ).toBeVisible();
  });

  it('says nothing of a ceiling the quota has reached', async () => {
    showHome(loanHome({ quotaCentavos: 1_000_000, quotaCeilingCentavos: 1_000_000 }));
    await screen.findByText('₱10,000');
    expect(screen.queryByText(/Your credit limit can grow/)).toBeNull();
  });

  it("shows the grant's notice with a link to the coupons until it is dismissed", async () => {
    localStorage.setItem(
      'homeScreenBonus.notice.c-1',
      JSON.stringify({ couponCentavos: 20_000, ceilingCentavos: 8_000_000 }),
    );
    showHome(loanHome());
    const notice = await screen.findByRole('region', {
      name: 'Thank you for adding the app to your home screen',
    });
    expect(notice).toHaveTextContent(
      'You have a ₱200.00 coupon for paying a loan in full, and the most your credit limit can reach is now ₱80,000. The limit grows step by step, only as you repay on time.',
    );
    expect(within(notice).getByRole('link', { name: 'See my coupons' })).toHaveAttribute(
      'href',
      '/coupon',
    );
    fireEvent.click(
      within(notice).getByRole('button', { name: 'Dismiss the home-screen bonus notice' }),
    );
    expect(screen.queryByRole('region', { name: /Thank you for adding/ })).toBeNull();
    expect(localStorage.getItem('homeScreenBonus.notice.c-1')).toBeNull();
    // Not dropped on <body> with the notice: on the page's heading.
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });

  it("never shows another borrower's notice", async () => {
    localStorage.setItem(
      'homeScreenBonus.notice.c-2',
      JSON.stringify({ couponCentavos: 20_000, ceilingCentavos: 8_000_000 }),
    );
    showHome(loanHome());
    await screen.findByText('₱10,000');
    expect(screen.queryByRole('region', { name: /Thank you for adding/ })).toBeNull();
  });
});

describe('/homeIndex before approval (application states kept)', () => {
  const status = (patch: Partial<ProfileStatusView>): ProfileStatusView => ({
    ...APPROVED,
    ...patch,
  });

  it('refused: what it means, the date to apply again, help and the data; no loan home', async () => {
    const server = fakeApi({
      'GET /api/profile/status': () => ({
        body: status({
          status: 'rejected',
          application: { ...APPROVED.application!, status: 'rejected', reapplyOn: '2099-01-15' },
        }),
      }),
    });
    renderAt('/homeIndex', <HomeScreen />);
    const card = await screen.findByRole('region', { name: 'We can’t offer you a loan right now' });
    // Kind words: an assessment, not a judgement of the borrower; no score, no reason.
    expect(card).toHaveTextContent(/Based on our assessment of your application/);
    expect(card).toHaveTextContent(/This is not a judgement of you as a person\./);
    expect(card).not.toHaveTextContent(/score|points|eligible/i);
    expect(within(card).getByText(/You may apply again from Jan 15, 2099\./)).toBeVisible();
    // Never a dead end: help, customer service, and where the data can be downloaded or deleted.
    const link = (name: string) => within(card).getByRole('link', { name });
    expect(link('Help centre')).toHaveAttribute('href', expect.stringMatching(/\/helpCenter$/));
    expect(link('Customer service')).toHaveAttribute(
      'href',
      expect.stringMatching(/\/customerService$/),
    );
    expect(card).toHaveTextContent(
      /They stay until you delete your account; deleting it erases them\./,
    );
    expect(link('Download or delete your data in Settings')).toHaveAttribute(
      'href',
      expect.stringMatching(/\/setup$/),
    );
    await waitFor(() => expect(server.count('/api/profile/status')).toBe(1));
    expect(server.count('/api/loan/home')).toBe(0);
  });

  it('under review: says so', async () => {
    fakeApi({
      'GET /api/profile/status': () => ({ body: status({ status: 'underReview' }) }),
    });
    renderAt('/homeIndex', <HomeScreen />);
    expect(await screen.findByRole('heading', { name: 'Under review' })).toBeInTheDocument();
  });
});

function coupon() {
  return {
    id: crypto.randomUUID(),
    type: 'withdrawal' as const,
    deductionCentavos: 5000,
    validFrom: '2026-04-01T00:00:00.000Z',
    validUntil: '2099-04-01T00:00:00.000Z',
    usedAt: null,
    status: 'available' as const,
    fullRepaymentOnly: false,
  };
}

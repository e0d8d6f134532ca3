import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoanHomeView } from '@contract/loan/api';
import { APPROVED, fakeApi, loanHome, orderSummary, renderAt } from './testing/loan-home-kit';
import { overdueDues, repayingDues } from '../../../tests/support/dues-fixtures';

/*
 * Home without the server (docs/offline.md#snapshot): what the phone kept for this borrower, with
 * its time, and the money actions waiting with their reason.
 */
const idb = new Map<string, unknown>();
vi.mock('idb-keyval', () => ({
  get: async (key: string) => idb.get(key),
  set: async (key: string, value: unknown) => void idb.set(key, value),
  keys: async () => [...idb.keys()],
  del: async (key: string) => void idb.delete(key),
  delMany: async (doomed: string[]) => doomed.forEach((key) => idb.delete(key)),
}));

const { default: HomeScreen } = await import('./home-screen');

const FETCHED_AT = Date.parse('2026-04-20T01:05:00.000Z');
const REPAYING: LoanHomeView = loanHome({
  currentOrder: orderSummary({
    status: 'repaying',
    dueDate: '2026-04-26',
    due: { kind: 'expiresIn', days: 3 },
    dues: repayingDues(),
  }),
  blockedBy: 'OUTSTANDING_REPAYMENT',
});

const keep = (customerId: string) => {
  idb.set(`snapshot:${customerId}:getProfileStatus:`, { data: APPROVED, fetchedAt: FETCHED_AT });
  idb.set(`snapshot:${customerId}:getLoanHome@4:`, { data: REPAYING, fetchedAt: FETCHED_AT });
};

const noNetwork = () =>
  fakeApi({
    'GET /api/profile/status': () => 'offline',
    'GET /api/loan/home': () => 'offline',
  });

beforeEach(() => idb.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const OFFLINE_REASON = 'You are offline. Paying needs a connection.';
const UNREACHABLE_REASON = "We can't reach Sulong Cash right now. Try again in a moment.";

async function expectDuesFromSnapshot(reason: string) {
  const card = await screen.findByRole('region', { name: 'Your loan to repay' });
  expect(within(card).getByText('Due on Apr 26, 2026').nextElementSibling).toHaveTextContent(
    '₱5,095.00',
  );
  expect(within(card).getByText('To pay it all off today').nextElementSibling).toHaveTextContent(
    '₱5,035.00',
  );
  expect(screen.getByText(/Last updated Apr 20, 2026, 9:05 AM/)).toBeVisible();
  for (const name of ['Pay in full', 'Extend 8 days', 'Pay another amount']) {
    const button = within(card).getByRole('button', { name });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(reason);
  }
}

describe('/homeIndex offline, from the snapshot', () => {
  it('offline: the due date and amount with "Last updated", paying disabled with the reason', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    keep('c-1');
    noNetwork();
    renderAt('/homeIndex', <HomeScreen />);
    await expectDuesFromSnapshot(OFFLINE_REASON);
    // Offline the app's own banner says it; the notice only says how old the figures are, and
    // the network's return asks again.
    expect(screen.queryByText(/Cannot connect to the network/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('online but the server out of reach: the same, with the reason that it is us, and Try again', async () => {
    keep('c-1');
    noNetwork();
    renderAt('/homeIndex', <HomeScreen />);
    await expectDuesFromSnapshot(UNREACHABLE_REASON);
    expect(
      screen.getByText('Cannot connect to the network. Check your mobile data or Wi-Fi.'),
    ).toBeVisible();
  });

  it('a gateway’s HTML error page or a captive portal’s page is out of reach too; Try again brings the live figures', async () => {
    keep('c-1');
    const live = loanHome({
      currentOrder: orderSummary({
        status: 'repaying',
        dueDate: '2026-04-26',
        due: { kind: 'expiresIn', days: 3 },
        dues: repayingDues({ onDueDate: { ...repayingDues().onDueDate!, totalCentavos: 509_600 } }),
      }),
      blockedBy: 'OUTSTANDING_REPAYMENT',
    });
    let gateway = true;
    const html = (status: number) => ({
      status,
      body: '<html>Bad gateway</html>',
      type: 'text/html',
    });
    fakeApi({
      'GET /api/profile/status': () => (gateway ? html(200) : { body: APPROVED }),
      'GET /api/loan/home': () => (gateway ? html(502) : { body: live }),
    });
    renderAt('/homeIndex', <HomeScreen />);
    await expectDuesFromSnapshot(UNREACHABLE_REASON);
    gateway = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const card = screen.getByRole('region', { name: 'Your loan to repay' });
    expect(await within(card).findByText('₱5,096.00')).toBeVisible();
    expect(within(card).getByRole('link', { name: 'Pay in full' })).toBeVisible();
    expect(screen.queryByText(/Last updated/)).toBeNull();
  });

  it('an overdue loan offline: since when, what pays it off that day, and what a day adds', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const dues = overdueDues();
    const overdue = orderSummary({
      status: 'repaying',
      dueDate: dues.dueDate,
      due: dues.due,
      dues,
    });
    idb.set('snapshot:c-1:getProfileStatus:', { data: APPROVED, fetchedAt: FETCHED_AT });
    idb.set('snapshot:c-1:getLoanHome@4:', {
      data: loanHome({ currentOrder: overdue, blockedBy: 'OUTSTANDING_REPAYMENT' }),
      fetchedAt: FETCHED_AT,
    });
    noNetwork();
    renderAt('/homeIndex', <HomeScreen />);
    const card = await screen.findByRole('region', { name: 'Your loan to repay' });
    expect(within(card).getByText('Overdue since Apr 27, 2026')).toBeVisible();
    expect(within(card).getByText('₱5,125.57')).toBeVisible();
    expect(within(card).getByText('Each further day adds ₱15.28 in late charges.')).toBeVisible();
    expect(screen.getByText(/Last updated Apr 20, 2026, 9:05 AM/)).toBeVisible();
  });

  it('a home kept in an earlier shape is not read as today’s figures', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    idb.set('snapshot:c-1:getProfileStatus:', { data: APPROVED, fetchedAt: FETCHED_AT });
    idb.set('snapshot:c-1:getLoanHome:', { data: REPAYING, fetchedAt: FETCHED_AT });
    noNetwork();
    renderAt('/homeIndex', <HomeScreen />);
    expect(await screen.findByText('We could not load your loan details.')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Your loan to repay' })).toBeNull();
    expect(screen.queryByText('₱5,095.00')).toBeNull();
  });

  it('an approved borrower’s Withdraw waits offline, with the reason', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    idb.set('snapshot:c-1:getProfileStatus:', { data: APPROVED, fetchedAt: FETCHED_AT });
    idb.set('snapshot:c-1:getLoanHome@4:', { data: loanHome(), fetchedAt: FETCHED_AT });
    noNetwork();
    renderAt('/homeIndex', <HomeScreen />);
    const withdraw = await screen.findByRole('button', { name: 'Withdraw' });
    expect(withdraw).toBeDisabled();
    expect(withdraw).toHaveAccessibleDescription('You are offline. Borrowing needs a connection.');
    expect(screen.getByText('₱10,000')).toBeVisible();
  });

  it('online but out of reach, Withdraw says it is us, not the phone', async () => {
    idb.set('snapshot:c-1:getProfileStatus:', { data: APPROVED, fetchedAt: FETCHED_AT });
    idb.set('snapshot:c-1:getLoanHome@4:', { data: loanHome(), fetchedAt: FETCHED_AT });
    noNetwork();
    renderAt('/homeIndex', <HomeScreen />);
    const withdraw = await screen.findByRole('button', { name: 'Withdraw' });
    expect(withdraw).toBeDisabled();
    expect(withdraw).toHaveAccessibleDescription(UNREACHABLE_REASON);
    expect(screen.getByText('₱10,000')).toBeVisible();
  });

  it('never shows another borrower’s snapshot', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    keep('c-2');
    noNetwork();
    renderAt('/homeIndex', <HomeScreen />);
    expect(await screen.findByText('We could not load your application status.')).toBeVisible();
    expect(screen.queryByText('₱5,070.00')).toBeNull();
    expect(screen.queryByText(/Last updated/)).toBeNull();
    // Home removed what the other borrower left (docs/offline.md#on-sign-out).
    await vi.waitFor(() => expect([...idb.keys()]).toEqual([]));
  });

  it('a refusal is not a network problem: no snapshot', async () => {
    keep('c-1');
    fakeApi({
      'GET /api/profile/status': () => ({ status: 403, body: { code: 'FORBIDDEN', message: 'x' } }),
    });
    renderAt('/homeIndex', <HomeScreen />);
    await screen.findByRole('button', { name: 'Try again' });
    expect(screen.queryByText(/Last updated/)).toBeNull();
  });
});

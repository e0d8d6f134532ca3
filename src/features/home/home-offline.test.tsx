import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoanHomeView } from '@contract/loan/api';
import {
  APPROVED,
  fakeApi,
  loanHome,
  openOrderView,
  orderSummary,
  renderAt,
} from './testing/loan-home-kit';

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
    repayment: { owedCentavos: 507_000, extensionPayCentavos: 11_000, partlyPaid: false },
  }),
  blockedBy: 'OUTSTANDING_REPAYMENT',
});

const keep = (customerId: string) => {
  idb.set(`snapshot:${customerId}:getProfileStatus:`, { data: APPROVED, fetchedAt: FETCHED_AT });
  idb.set(`snapshot:${customerId}:getLoanHome:`, { data: REPAYING, fetchedAt: FETCHED_AT });
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
  expect(within(card).getByText('₱5,070.00')).toBeVisible();
  expect(within(card).getByText('Apr 26, 2026')).toBeVisible();
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
        repayment: { owedCentavos: 508_000, extensionPayCentavos: 11_000, partlyPaid: false },
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
    expect(await within(card).findByText('₱5,080.00')).toBeVisible();
    expect(within(card).getByRole('link', { name: 'Pay in full' })).toBeVisible();
    expect(screen.queryByText(/Last updated/)).toBeNull();
  });

  it('an overdue loan offline: what it owes from the kept order', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const overdue = orderSummary({
      status: 'repaying',
      dueDate: '2026-04-10',
      due: { kind: 'overdue', days: 10 },
      repayment: null,
    });
    idb.set('snapshot:c-1:getProfileStatus:', { data: APPROVED, fetchedAt: FETCHED_AT });
    idb.set('snapshot:c-1:getLoanHome:', {
      data: loanHome({ currentOrder: overdue, blockedBy: 'OUTSTANDING_REPAYMENT' }),
      fetchedAt: FETCHED_AT,
    });
    idb.set(`snapshot:c-1:getOrder:${overdue.id}`, {
      data: openOrderView({ ...overdue, outstandingCentavos: 612_300 }),
      fetchedAt: FETCHED_AT,
    });
    fakeApi({
      'GET /api/profile/status': () => 'offline',
      'GET /api/loan/home': () => 'offline',
      [`GET /api/loan/orders/${overdue.id}`]: () => 'offline',
    });
    renderAt('/homeIndex', <HomeScreen />);
    const card = await screen.findByRole('region', { name: 'Your loan to repay' });
    expect(await within(card).findByText('₱6,123.00')).toBeVisible();
  });

  it('an overdue loan with home live and only its order out of reach: no kept amount as today’s', async () => {
    const overdue = orderSummary({
      status: 'repaying',
      dueDate: '2026-04-10',
      due: { kind: 'overdue', days: 10 },
      repayment: null,
    });
    idb.set(`snapshot:c-1:getOrder:${overdue.id}`, {
      data: openOrderView({ ...overdue, outstandingCentavos: 612_300 }),
      fetchedAt: FETCHED_AT,
    });
    fakeApi({
      'GET /api/profile/status': () => ({ body: APPROVED }),
      'GET /api/loan/home': () => ({
        body: loanHome({ currentOrder: overdue, blockedBy: 'OUTSTANDING_REPAYMENT' }),
      }),
      [`GET /api/loan/orders/${overdue.id}`]: () => 'offline',
    });
    renderAt('/homeIndex', <HomeScreen />);
    const card = await screen.findByRole('region', { name: 'Your loan to repay' });
    // Home's figures are live, with no "Last updated": the kept order's amount would pass for
    // today's, so the amount waits for the order's answer.
    await expect(within(card).findByText('₱6,123.00', {}, { timeout: 300 })).rejects.toThrow();
    expect(within(card).getByText('Loading…')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText(/Last updated/)).toBeNull();
  });

  it('an approved borrower’s Withdraw waits offline, with the reason', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    idb.set('snapshot:c-1:getProfileStatus:', { data: APPROVED, fetchedAt: FETCHED_AT });
    idb.set('snapshot:c-1:getLoanHome:', { data: loanHome(), fetchedAt: FETCHED_AT });
    noNetwork();
    renderAt('/homeIndex', <HomeScreen />);
    const withdraw = await screen.findByRole('button', { name: 'Withdraw' });
    expect(withdraw).toBeDisabled();
    expect(withdraw).toHaveAccessibleDescription('You are offline. Borrowing needs a connection.');
    expect(screen.getByText('₱10,000')).toBeVisible();
  });

  it('online but out of reach, Withdraw says it is us, not the phone', async () => {
    idb.set('snapshot:c-1:getProfileStatus:', { data: APPROVED, fetchedAt: FETCHED_AT });
    idb.set('snapshot:c-1:getLoanHome:', { data: loanHome(), fetchedAt: FETCHED_AT });
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

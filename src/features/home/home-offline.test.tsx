import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoanHomeView } from '@contract/loan/api';
import { APPROVED, fakeApi, loanHome, orderSummary, renderAt } from './testing/loan-home-kit';

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

async function expectDuesFromSnapshot() {
  const card = await screen.findByRole('region', { name: 'Your loan to repay' });
  expect(within(card).getByText('₱5,070.00')).toBeVisible();
  expect(within(card).getByText('Apr 26, 2026')).toBeVisible();
  expect(screen.getByText(/Last updated Apr 20, 2026, 9:05 AM/)).toBeVisible();
  for (const name of ['Pay in full', 'Extend 8 days', 'Pay another amount']) {
    const button = within(card).getByRole('button', { name });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('You are offline. Paying needs a connection.');
  }
}

describe('/homeIndex offline, from the snapshot', () => {
  it('offline: the due date and amount with "Last updated", paying disabled with the reason', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    keep('c-1');
    noNetwork();
    renderAt('/homeIndex', <HomeScreen />);
    await expectDuesFromSnapshot();
    // Offline the app's own banner says it; the notice only says how old the figures are.
    expect(screen.queryByText(/Cannot connect to the network/)).toBeNull();
  });

  it('online but the server out of reach: the same, under the network-abnormal banner', async () => {
    keep('c-1');
    noNetwork();
    renderAt('/homeIndex', <HomeScreen />);
    await expectDuesFromSnapshot();
    expect(
      screen.getByText('Cannot connect to the network. Check your mobile data or Wi-Fi.'),
    ).toBeVisible();
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

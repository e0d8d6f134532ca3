import { render, renderHook, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Button } from '@/ui/button';

const idb = new Map<string, unknown>();
vi.mock('idb-keyval', () => ({ get: async (key: string) => idb.get(key) }));

const { RETRY_DELAYS_MS, useSnapshotFallback } = await import('./use-snapshot-fallback');
const { SnapshotScope, useMoneyOnline, useMoneyWait } = await import('./snapshot-scope');

const HOME_KEY = 'snapshot:c_A:getLoanHome@4:';
const FETCHED_AT = Date.parse('2026-04-12T02:30:00.000Z');
const offline = () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);

beforeEach(() => {
  idb.clear();
  idb.set(HOME_KEY, { data: { quotaCentavos: 7 }, fetchedAt: FETCHED_AT });
});
afterEach(() => vi.restoreAllMocks());

const fallback = (query: Parameters<typeof useSnapshotFallback>[0], customerId = 'c_A') =>
  renderHook(() => useSnapshotFallback(query, customerId, 'getLoanHome', undefined));

describe('useSnapshotFallback (docs/offline.md#snapshot)', () => {
  it('shows the live answer as it is while the server answers', () => {
    const { result } = fallback({ data: { quotaCentavos: 1 }, fulfilledTimeStamp: 5 });
    expect(result.current).toEqual({
      data: { quotaCentavos: 1 },
      updatedAt: null,
      checking: false,
      retry: null,
    });
  });

  it('offline, shows the kept answer with its time', async () => {
    offline();
    const { result } = fallback({});
    expect(result.current.checking).toBe(true);
    await waitFor(() =>
      expect(result.current).toEqual({
        data: { quotaCentavos: 7 },
        updatedAt: FETCHED_AT,
        checking: false,
        retry: null,
      }),
    );
  });

  it('online but with no answer (network abnormal), shows the kept answer too', async () => {
    const { result } = fallback({ error: { status: 'FETCH_ERROR', error: 'TypeError' } });
    await waitFor(() => expect(result.current.data).toEqual({ quotaCentavos: 7 }));
    const gateway = fallback({ error: { status: 502, data: '<html>' } });
    await waitFor(() => expect(gateway.result.current.updatedAt).toBe(FETCHED_AT));
  });

  it('never falls back on a refusal (a 4xx is an answer)', () => {
    const { result } = fallback({
      error: { status: 404, data: { code: 'NOT_FOUND', message: '' } },
    });
    expect(result.current).toEqual({
      data: undefined,
      updatedAt: null,
      checking: false,
      retry: null,
    });
  });

  it('never falls back on our own refusal, even offline (the answer came from our server)', () => {
    offline();
    const { result } = fallback({
      error: { status: 404, data: { code: 'NOT_FOUND', message: '' } },
    });
    expect(result.current.data).toBeUndefined();
    expect(result.current.checking).toBe(false);
  });

  it('online but out of reach: offers Try again, and asks again by itself, waiting longer each time', async () => {
    vi.useFakeTimers();
    const refetch = vi.fn();
    const failure = (n: number) => ({ status: 'FETCH_ERROR' as const, error: `TypeError ${n}` });
    const { result, rerender } = renderHook(
      ({ error }) => useSnapshotFallback({ error, refetch }, 'c_A', 'getLoanHome', undefined),
      { initialProps: { error: failure(1) } },
    );
    result.current.retry?.();
    expect(refetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[0] - 1);
    expect(refetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(refetch).toHaveBeenCalledTimes(2);
    // That try failed too: the next waits twice as long.
    rerender({ error: failure(2) });
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[0]);
    expect(refetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[1] - RETRY_DELAYS_MS[0]);
    expect(refetch).toHaveBeenCalledTimes(3);
    vi.useRealTimers();
  });

  it('offline, leaves asking again to the network’s return', async () => {
    offline();
    vi.useFakeTimers();
    const refetch = vi.fn();
    const { result } = renderHook(() =>
      useSnapshotFallback(
        { error: { status: 'FETCH_ERROR', error: 'TypeError' }, refetch },
        'c_A',
        'getLoanHome',
        undefined,
      ),
    );
    expect(result.current.retry).toBeNull();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(refetch).not.toHaveBeenCalled();
    vi.useRealTimers();
  });

  it('offline with an answer already in memory, says how old it is', () => {
    offline();
    const { result } = fallback({ data: { quotaCentavos: 1 }, fulfilledTimeStamp: 5 });
    expect(result.current.updatedAt).toBe(5);
  });

  it('never reads another borrower’s snapshot, and shows nothing without one', async () => {
    offline();
    const { result } = fallback({}, 'c_B');
    await waitFor(() => expect(result.current.checking).toBe(false));
    expect(result.current.data).toBeUndefined();
  });
});

function PayButton() {
  const online = useMoneyOnline();
  return <Button disabled={!online}>Pay in full</Button>;
}

function Reason() {
  return <p>{useMoneyWait() ?? 'live'}</p>;
}

const scope = (updatedAt: number | null, onRetry?: () => void) => (
  <IntlProvider locale="en-PH" timeZone="Asia/Manila" onError={() => undefined}>
    <SnapshotScope updatedAt={updatedAt} onRetry={onRetry}>
      <PayButton />
      <Reason />
    </SnapshotScope>
  </IntlProvider>
);
const renderScope = (updatedAt: number | null, onRetry?: () => void) =>
  render(scope(updatedAt, onRetry));

describe('SnapshotScope', () => {
  it('says when the figures were fetched (Manila time), with the network banner, and money waits', () => {
    renderScope(FETCHED_AT);
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('Last updated Apr 12, 2026, 10:30 AM');
    expect(notice).toHaveTextContent('Cannot connect to the network.');
    expect(screen.getByRole('button', { name: 'Pay in full' })).toBeDisabled();
  });

  it('offline leaves the network banner to the app’s own', () => {
    offline();
    renderScope(FETCHED_AT);
    expect(screen.getByRole('status')).not.toHaveTextContent('Cannot connect');
  });

  it('live figures: an empty status region, and money may move online', () => {
    renderScope(null, () => undefined);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Pay in full' })).toBeEnabled();
    expect(screen.getByText('live')).toBeInTheDocument();
  });

  it('fills the status region that was already there, so it is announced', () => {
    const { rerender } = renderScope(null);
    const region = screen.getByRole('status');
    rerender(scope(FETCHED_AT));
    expect(screen.getByRole('status')).toBe(region);
    expect(region).toHaveTextContent('Last updated Apr 12, 2026, 10:30 AM');
  });

  it('online but out of reach: Try again asks the server, and money says it cannot reach us', () => {
    const onRetry = vi.fn();
    renderScope(FETCHED_AT, onRetry);
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByText('unreachable')).toBeInTheDocument();
  });

  it('offline: no Try again (the network’s return asks again), and money says offline', () => {
    offline();
    renderScope(FETCHED_AT, () => undefined);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.getByText('offline')).toBeInTheDocument();
  });
});

// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { toApiError } from './api-error';

const { baseQuery, QUERY_TIMEOUT_MS } = await import('./base-api');
const NativeRequest = globalThis.Request;

/** A server that never answers: the request hangs until it is aborted. */
function hangingServer() {
  const aborted: string[] = [];
  // The app's relative `/api/…`, as a page would resolve it.
  vi.stubGlobal(
    'Request',
    class extends NativeRequest {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(typeof input === 'string' ? new URL(input, 'http://localhost').href : input, init);
      }
    },
  );
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (request: Request) =>
        new Promise((_resolve, reject) =>
          request.signal.addEventListener('abort', () => {
            aborted.push(request.method);
            reject(request.signal.reason);
          }),
        ),
    ),
  );
  return aborted;
}

const apiOf = (type: 'query' | 'mutation') =>
  ({
    signal: new AbortController().signal,
    abort: () => undefined,
    dispatch: () => undefined,
    getState: () => ({ core: { publicData: { token: '', customerId: '' } } }),
    extra: undefined,
    endpoint: type === 'query' ? 'getLoanHome' : 'createRepaymentIntent',
    type,
  }) as unknown as BaseQueryApi;

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a hanging request (docs/offline.md#snapshot)', () => {
  it('a query gives up after QUERY_TIMEOUT_MS: network abnormal, so the snapshot can show', async () => {
    vi.useFakeTimers();
    const aborted = hangingServer();
    const answer = baseQuery('/loan/home', apiOf('query'), {});
    await vi.advanceTimersByTimeAsync(QUERY_TIMEOUT_MS);
    const result = await answer;
    expect(result.error?.status).toBe('TIMEOUT_ERROR');
    expect(toApiError(result.error)?.code).toBe('NETWORK_ABNORMAL');
    expect(aborted).toEqual(['GET']);
  });

  it('a money mutation is never given up on: the server may be processing it', async () => {
    vi.useFakeTimers();
    const aborted = hangingServer();
    let settled = false;
    void Promise.resolve(
      baseQuery(
        { url: '/loan/orders/o-1/repayment-intents', method: 'POST', body: {} },
        apiOf('mutation'),
        {},
      ),
    ).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(QUERY_TIMEOUT_MS * 10);
    expect(settled).toBe(false);
    expect(aborted).toEqual([]);
  });
});

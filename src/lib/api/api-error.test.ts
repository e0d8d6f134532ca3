// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fetchBaseQuery, type BaseQueryApi } from '@reduxjs/toolkit/query';
import { isNoAnswerOfOurs, toApiError } from './api-error';

/** What RTK Query's own fetchBaseQuery reports for this answer (no hand-made error shape). */
async function reported(response: () => Response) {
  const query = fetchBaseQuery({
    baseUrl: 'http://localhost/api',
    fetchFn: async () => response(),
  });
  const api = {
    signal: new AbortController().signal,
    abort: () => undefined,
    dispatch: () => undefined,
    getState: () => ({}),
    extra: undefined,
    endpoint: 'getLoanHome',
    type: 'query',
  } as unknown as BaseQueryApi;
  const result = await query('/loan/home', api, {});
  if (!result.error) throw new Error('expected an error');
  return result.error;
}
const page =
  (status: number, body = '<html><body>Bad gateway</body></html>') =>
  () =>
    new Response(body, { status, headers: { 'content-type': 'text/html' } });

describe('toApiError', () => {
  it('reads the contract body of an API error', () => {
    const error = { status: 400, data: { code: 'WRONG_CODE', message: 'wrong', field: 'code' } };
    expect(toApiError(error)).toEqual({ code: 'WRONG_CODE', message: 'wrong', field: 'code' });
  });

  it('calls no answer at all "network abnormal" (docs/errors.md#network-abnormal)', () => {
    expect(toApiError({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })?.code).toBe(
      'NETWORK_ABNORMAL',
    );
    expect(toApiError({ status: 'TIMEOUT_ERROR', error: 'timeout' })?.code).toBe(
      'NETWORK_ABNORMAL',
    );
    expect(toApiError({ status: 502, data: '<html>Bad gateway</html>' })?.code).toBe(
      'NETWORK_ABNORMAL',
    );
  });

  it('does not trust a body with an unknown code', () => {
    expect(toApiError({ status: 500, data: { code: 'WHATEVER', message: 'x' } })?.code).toBe(
      'INTERNAL',
    );
    expect(toApiError(undefined)).toBeNull();
  });

  it('calls an answer that is not our JSON "network abnormal": a gateway or captive portal page', async () => {
    for (const status of [502, 503, 504, 500, 200, 403]) {
      const error = await reported(page(status));
      expect(error.status, `HTTP ${status}`).toBe('PARSING_ERROR');
      expect(isNoAnswerOfOurs(error), `HTTP ${status}`).toBe(true);
      expect(toApiError(error)?.code, `HTTP ${status}`).toBe('NETWORK_ABNORMAL');
    }
    // An empty answer, or JSON that is not ours (a proxy's), is no answer of ours either.
    expect(toApiError(await reported(page(502, '')))?.code).toBe('NETWORK_ABNORMAL');
    const foreign = await reported(
      () =>
        new Response('{"error":"Bad Gateway"}', {
          status: 400,
          headers: { 'content-type': 'application/json' },
        }),
    );
    expect(toApiError(foreign)?.code).toBe('NETWORK_ABNORMAL');
  });

  it('reads our own answers as ours, whatever their status', async () => {
    const ours = (status: number, code: string) => () =>
      new Response(JSON.stringify({ code, message: 'x' }), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    const refusal = await reported(ours(403, 'FORBIDDEN'));
    expect(isNoAnswerOfOurs(refusal)).toBe(false);
    expect(toApiError(refusal)?.code).toBe('FORBIDDEN');
    const busy = await reported(ours(503, 'SERVICE_UNAVAILABLE'));
    expect(toApiError(busy)?.code).toBe('SERVICE_UNAVAILABLE');
    expect(toApiError(await reported(ours(500, 'SOMETHING_NEWER')))?.code).toBe('INTERNAL');
  });
});

import { describe, expect, it } from 'vitest';
import { toApiError } from './api-error';

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
});

import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { isApiError, type ApiError } from '@contract/error-codes';

/**
 * Turns whatever RTK Query reports into the contract's `{code, message, field}`. No answer at all
 * (offline, DNS, a dropped connection) is "network abnormal" (docs/errors.md#network-abnormal).
 */
export function toApiError(
  error: FetchBaseQueryError | SerializedError | undefined,
): ApiError | null {
  if (!error) return null;
  if ('status' in error) {
    if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') {
      return { code: 'NETWORK_ABNORMAL', message: String(error.error) };
    }
    if (isApiError(error.data)) return error.data;
    if (typeof error.status === 'number' && error.status >= 500) {
      // A proxy's HTML error page or a gateway timeout: the server is out of reach.
      return {
        code: error.status === 500 ? 'INTERNAL' : 'NETWORK_ABNORMAL',
        message: `HTTP ${error.status}`,
      };
    }
  }
  return { code: 'INTERNAL', message: 'message' in error ? String(error.message) : 'unknown' };
}

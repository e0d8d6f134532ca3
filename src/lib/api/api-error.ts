import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { isApiError, type ApiError } from '@contract/error-codes';

/** Our error body's shape, `{code, message}`, whatever the code (a newer server's included). */
const ourShape = (data: unknown): boolean =>
  typeof data === 'object' &&
  data !== null &&
  typeof (data as { code?: unknown }).code === 'string' &&
  typeof (data as { message?: unknown }).message === 'string';

/**
 * Nothing of ours answered (docs/errors.md#network-abnormal): no answer at all (offline, DNS, a
 * dropped connection, a timeout), or an answer that is not our `{code, message}` JSON — a
 * gateway's HTML error page (502/503/504), a captive portal's 200 sign-in page (RTK Query's
 * PARSING_ERROR), an empty or foreign body.
 */
export function isNoAnswerOfOurs(
  error: FetchBaseQueryError | SerializedError | undefined,
): boolean {
  if (!error || !('status' in error)) return false;
  const { status } = error;
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR' || status === 'PARSING_ERROR') {
    return true;
  }
  if (typeof status !== 'number') return false;
  // A 502/503/504 without our code is the gateway's; a 500 or a 4xx in our shape is ours.
  return isApiError(error.data) ? false : status > 500 || !ourShape(error.data);
}

/**
 * Turns whatever RTK Query reports into the contract's `{code, message, field}`. Nothing of ours
 * answering (isNoAnswerOfOurs) is "network abnormal" (docs/errors.md#network-abnormal).
 */
export function toApiError(
  error: FetchBaseQueryError | SerializedError | undefined,
): ApiError | null {
  if (!error) return null;
  if ('status' in error) {
    if (isApiError(error.data)) return error.data;
    if (isNoAnswerOfOurs(error)) {
      const detail = 'error' in error ? error.error : error.status;
      return { code: 'NETWORK_ABNORMAL', message: String(detail) };
    }
    if (typeof error.status === 'number') {
      return { code: 'INTERNAL', message: `HTTP ${error.status}` };
    }
  }
  return { code: 'INTERNAL', message: 'message' in error ? String(error.message) : 'unknown' };
}

import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { isApiError, type ApiError } from '@contract/error-codes';

/** RTK Query's statuses for no answer, or an answer that is not JSON. */
const NO_ANSWER: unknown[] = ['FETCH_ERROR', 'TIMEOUT_ERROR', 'PARSING_ERROR'];

/**
 * Nothing of ours answered (docs/errors.md#network-abnormal): no answer at all (offline, DNS, a
 * dropped connection, a timeout), or an answer that is not our `{code, message}` JSON — a
 * gateway's HTML error page (502/503/504), a captive portal's 200 sign-in page (RTK Query's
 * PARSING_ERROR), an empty or foreign body. A 500 or a 4xx in our shape with a code this app does
 * not know yet is still ours (a newer server).
 */
export function isNoAnswerOfOurs(
  error: FetchBaseQueryError | SerializedError | undefined,
): boolean {
  if (!error || !('status' in error)) return false;
  const { status } = error;
  if (typeof status !== 'number') return NO_ANSWER.includes(status);
  const data = error.data as { message?: unknown } | null;
  return !isApiError(data) && (status > 500 || typeof data?.message !== 'string');
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
    const code = isNoAnswerOfOurs(error) ? 'NETWORK_ABNORMAL' : 'INTERNAL';
    return { code, message: `HTTP ${error.status}` };
  }
  return { code: 'INTERNAL', message: String(error.message) };
}

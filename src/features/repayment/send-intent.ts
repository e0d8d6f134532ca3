import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { ApiError } from '@contract/error-codes';
import type { IntentView } from '@contract/loan/repayment';
import { toApiError } from '@/lib/api/api-error';
import type { CreatedIntent } from '@/lib/api/repayment-api';

/** What Pay does once the server has answered. */
export type PayOutcome =
  /** Leave for the intent's checkout. */
  | { next: 'checkout'; url: string }
  /** Over the counter: the live payment card on the detail shows the reference. */
  | { next: 'live' }
  /** The intent's own page: its failure with Try again, or it polls until the checkout exists. */
  | { next: 'follow'; intent: IntentView }
  | { next: 'refused'; error: ApiError };

type Answer =
  | { data: CreatedIntent; error?: undefined }
  | { data?: undefined; error: FetchBaseQueryError | SerializedError };

/**
 * The key cannot serve this attempt: the server refused it as an earlier request's, or answered
 * (200) an earlier attempt that already ended, whose answer was lost (docs/loans.md#payment-intents).
 */
function keyUsedUp(answer: Answer): boolean {
  if (answer.data) return !answer.data.created && answer.data.intent.status !== 'pending';
  const error = toApiError(answer.error);
  return error?.code === 'VALIDATION_FAILED' && error.field === 'idempotencyKey';
}

/**
 * Sends one attempt, and resends it at most once with a new key when its key was used up. An intent
 * this request created (201) is never sent again, even when it already failed (the provider could
 * not open its checkout): a resend would start a second payment; its page shows the failure
 * instead (docs/loans.md#repayment-screens).
 */
export async function sendAttempt(
  key: string,
  send: (key: string) => PromiseLike<Answer>,
  renewKey: () => Promise<string>,
): Promise<PayOutcome> {
  let answer = await send(key);
  if (keyUsedUp(answer)) answer = await send(await renewKey());
  if (!answer.data) {
    const error = toApiError(answer.error) ?? { code: 'INTERNAL', message: 'no answer' };
    return { next: 'refused', error };
  }
  const { intent } = answer.data;
  if (intent.status === 'pending' && intent.checkoutUrl) {
    return { next: 'checkout', url: intent.checkoutUrl };
  }
  if (intent.status === 'pending' && intent.otcReference) return { next: 'live' };
  // Ended, or pending while an earlier same-key request still makes its checkout.
  return { next: 'follow', intent };
}

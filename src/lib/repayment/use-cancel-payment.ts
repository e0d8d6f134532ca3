import { useCallback } from 'react';
import { toApiError } from '@/lib/api/api-error';
import { useCancelRepaymentIntentMutation } from '@/lib/api/repayment-api';
import { draftKey, renewPaymentKey } from './payment-key';

/**
 * How a cancel ended: the payment is over (`cancelled`, or paid meanwhile: the server says which),
 * still open (the provider could not close its checkout, so it could still be paid), not answered
 * while the phone is offline (the app's banner says why), or failed.
 */
export type CancelOutcome = 'ended' | 'stillOpen' | 'offline' | 'failed';

/**
 * Gives up the loan's live payment through the cancel endpoint (docs/loans.md#payment-intents),
 * from the repayment detail or from home's "Pay another way" (docs/loans.md#waiting-payment). Once
 * it ended, the payment draft's key is that payment's: the next attempt gets a new one.
 */
export function useCancelPayment(customerId: string) {
  const [cancel, state] = useCancelRepaymentIntentMutation();
  const run = useCallback(
    async (payment: { intentId: string; orderId: string }): Promise<CancelOutcome> => {
      const result = await cancel(payment.intentId);
      if (result.error) {
        const error = toApiError(result.error);
        return error?.code === 'NETWORK_ABNORMAL' && !navigator.onLine ? 'offline' : 'failed';
      }
      if (result.data.status === 'pending') return 'stillOpen';
      await renewPaymentKey(draftKey(customerId, payment.orderId));
      return 'ended';
    },
    [cancel, customerId],
  );
  return { cancel: run, cancelling: state.isLoading };
}

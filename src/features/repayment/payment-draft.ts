import { useCallback, useEffect, useRef, useState } from 'react';
import { get, set } from 'idb-keyval';
import type { PaymentChannel, RepaymentKind } from '@contract/loan/repayment';
import { newIdempotencyKey, safely } from '@/lib/repayment/payment-key';

export { draftKey, newIdempotencyKey, renewPaymentKey } from '@/lib/repayment/payment-key';

/**
 * What the borrower chose on the repayment detail, and the idempotency key of the payment being
 * attempted, kept in IndexedDB per borrower and loan (docs/loans.md#repayment-screens). The key
 * is what makes a retry safe: a Pay tapped again after a lost answer or a reload sends the same
 * key, so the server returns the intent it may already have made instead of a second one. A new
 * key is drawn once the server has answered with the intent (the next attempt can only start after
 * that one ended: one live intent per loan), when the request changed since the key was sent, and
 * when a cancel ended the live intent. Purged at sign-out with the other drafts
 * (docs/offline.md#on-sign-out).
 */
export type PaymentDraft = {
  way?: RepaymentKind;
  channel?: PaymentChannel;
  /** Undefined until the borrower chooses; null is "no coupon", chosen. */
  couponId?: string | null;
  /** The part payment as typed, in pesos. */
  partPesos?: string;
  idempotencyKey: string;
  /**
   * The request the key was last sent with (requestPrint): the server refuses a key sent again with
   * another request (docs/loans.md#payment-intents), so a changed request gets a new key.
   */
  keyFor?: string;
};

/** What binds a key to its request on the server: kind, amount, channel and coupon. */
export const requestPrint = (body: {
  kind: string;
  amountCentavos: number;
  channel: string;
  couponId?: string | null;
}) => [body.kind, body.amountCentavos, body.channel, body.couponId ?? ''].join('|');

const fresh = (): PaymentDraft => ({ idempotencyKey: newIdempotencyKey() });

/**
 * The draft of one loan's payment: null until read from storage. Every change is written at once
 * (`update` resolves when stored), so the key survives a page left for the checkout right after.
 */
export function usePaymentDraft(key: string) {
  const [draft, setDraft] = useState<PaymentDraft | null>(null);
  const current = useRef<PaymentDraft | null>(null);

  useEffect(() => {
    let active = true;
    void safely(() => get<PaymentDraft>(key)).then((saved) => {
      if (!active) return;
      const restored = saved?.idempotencyKey ? saved : fresh();
      current.current = restored;
      setDraft(restored);
    });
    return () => {
      active = false;
    };
  }, [key]);

  const update = useCallback(
    async (patch: Partial<PaymentDraft>): Promise<PaymentDraft> => {
      const next = { ...(current.current ?? fresh()), ...patch };
      current.current = next;
      setDraft(next);
      await safely(() => set(key, next));
      return next;
    },
    [key],
  );

  /** The server answered this attempt: the next one gets its own key (bound to `keyFor`, if given). */
  const newAttempt = useCallback(
    (keyFor?: string) => update({ idempotencyKey: newIdempotencyKey(), keyFor }),
    [update],
  );

  return { draft, update, newAttempt };
}

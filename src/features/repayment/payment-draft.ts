import { useCallback, useEffect, useRef, useState } from 'react';
import { get, set } from 'idb-keyval';
import type { PaymentChannel, RepaymentKind } from '@contract/loan/repayment';

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

export const draftKey = (customerId: string, orderId: string) =>
  `repayment:${customerId}:${orderId}`;

/** 128 random bits as hex: within the contract's [A-Za-z0-9_-]{16,64}. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

// Started inside a promise: where IndexedDB is missing, idb-keyval throws before it returns one.
const safely = <R>(run: () => Promise<R>): Promise<R | undefined> =>
  Promise.resolve()
    .then(run)
    .catch(() => undefined);

const fresh = (): PaymentDraft => ({ idempotencyKey: newIdempotencyKey() });

/**
 * A new key for the loan's next payment, outside the form: after a cancel ended the live intent,
 * the stored key belongs to a payment that is over (docs/loans.md#repayment-screens).
 */
export const renewPaymentKey = (key: string) =>
  safely(async () => {
    const saved = await get<PaymentDraft>(key);
    await set(key, { ...saved, idempotencyKey: newIdempotencyKey(), keyFor: undefined });
  });

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

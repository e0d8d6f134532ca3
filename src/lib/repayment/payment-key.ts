import { get, set } from 'idb-keyval';

/*
 * The idempotency key of a loan's next payment, kept in IndexedDB with the borrower's choice on the
 * repayment detail (features/repayment/payment-draft.ts; docs/loans.md#repayment-screens). Apart,
 * so that whoever ends the live payment — the repayment detail or home's "Pay another way" — gives
 * the next attempt a new key.
 */

/** Where one loan's payment draft is kept. */
export const draftKey = (customerId: string, orderId: string) =>
  `repayment:${customerId}:${orderId}`;

/** 128 random bits as hex: within the contract's [A-Za-z0-9_-]{16,64}. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Started inside a promise: where IndexedDB is missing, idb-keyval throws before it returns one. */
export const safely = <R>(run: () => Promise<R>): Promise<R | undefined> =>
  Promise.resolve()
    .then(run)
    .catch(() => undefined);

/**
 * A new key for the loan's next payment, outside the form: after a cancel ended the live intent,
 * the stored key belongs to a payment that is over (docs/loans.md#repayment-screens).
 */
export const renewPaymentKey = (key: string) =>
  safely(async () => {
    const saved = await get<Record<string, unknown>>(key);
    await set(key, { ...saved, idempotencyKey: newIdempotencyKey(), keyFor: undefined });
  });

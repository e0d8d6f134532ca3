import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { CheckoutStatus, CollectionEvent } from '../collections-provider.ts';
import type { SandboxCheckout } from './sandbox-book.ts';

/*
 * The sandbox's webhook events (docs/product.md#sandbox-adapters): one per ended checkout, shaped
 * like a real provider's — an event id of its own, a type, and the checkout's data with the amount
 * in centavos as collected.
 */

export const SANDBOX_EVENT_TYPES = [
  'checkout.paid',
  'checkout.failed',
  'checkout.expired',
] as const;

export interface SandboxEvent {
  id: string;
  type: (typeof SANDBOX_EVENT_TYPES)[number];
  created_at: string;
  data: {
    checkout_id: string;
    intent_id: string;
    amount: number;
    currency: 'PHP';
    channel: string;
    paid_at: string | null;
    payment_id: string | null;
  };
}

export const newEventId = (): string => `evt_${randomBytes(12).toString('hex')}`;
export const newPaymentRef = (): string => `pay_sbx_${randomBytes(8).toString('hex')}`;

/** The event that ended `checkout` (ended: status not pending, eventId set). */
export function sandboxEventOf(checkout: SandboxCheckout): SandboxEvent {
  if (checkout.status === 'pending' || !checkout.eventId || !checkout.endedAt) {
    throw new Error(`Sandbox checkout ${checkout.id} has not ended`);
  }
  return {
    id: checkout.eventId,
    type: `checkout.${checkout.status}`,
    created_at: checkout.endedAt.toISOString(),
    data: {
      checkout_id: checkout.id,
      intent_id: checkout.intentId,
      amount: checkout.amountCentavos,
      currency: 'PHP',
      channel: checkout.channel,
      paid_at: checkout.paidAt?.toISOString() ?? null,
      payment_id: checkout.paymentRef,
    },
  };
}

/** What a status query answers about a checkout: the same event id its webhook carries. */
export function sandboxStatusOf(checkout: SandboxCheckout): CheckoutStatus {
  const eventId = checkout.eventId ?? '';
  switch (checkout.status) {
    case 'pending':
      return { status: 'pending' };
    case 'paid':
      return {
        status: 'paid',
        collectedCentavos: checkout.amountCentavos,
        paidAt: checkout.paidAt!,
        paymentRef: checkout.paymentRef!,
        eventId,
      };
    case 'failed':
    case 'expired':
      return { status: checkout.status, eventId };
  }
}

const eventSchema = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  data: z
    .object({
      checkout_id: z.string().min(1),
      intent_id: z.string().nullable(),
      amount: z.number().int().nonnegative(),
      paid_at: z.iso.datetime().nullable(),
      payment_id: z.string().nullable(),
    })
    .partial()
    .optional(),
});

/** A verified body in our words; null when it is not an event of the sandbox's shape. */
export function sandboxCollectionEvent(payload: unknown): CollectionEvent | null {
  const parsed = eventSchema.safeParse(payload);
  if (!parsed.success) return null;
  const { id: eventId, type, data } = parsed.data;
  const providerRef = data?.checkout_id;
  const intentId = data?.intent_id ?? null;
  if (type === 'checkout.paid') {
    if (!providerRef || data.amount === undefined || !data.paid_at || !data.payment_id) return null;
    return {
      type: 'paid',
      eventId,
      providerRef,
      intentId,
      collectedCentavos: data.amount,
      paidAt: new Date(data.paid_at),
      paymentRef: data.payment_id,
    };
  }
  if (type === 'checkout.failed' || type === 'checkout.expired') {
    if (!providerRef) return null;
    return {
      type: type === 'checkout.failed' ? 'failed' : 'expired',
      eventId,
      providerRef,
      intentId,
    };
  }
  return { type: 'other', eventId, providerType: type };
}

import { z } from 'zod';

/*
 * PayMongo's request and answer shapes, as far as this adapter reads them, from its documentation:
 * - Checkout Sessions v1 (`POST /v1/checkout_sessions`, `GET …/{id}`, `POST …/{id}/expire`):
 *   https://developers.paymongo.com/docs/checkout-api and the hosted checkout quick start
 *   https://developers.paymongo.com/docs/payment-channels-hosted-checkout-quick-start (JSON:API
 *   style `{data: {id, type, attributes}}`, amounts in centavos, secret key as basic-auth user);
 * - webhook events: https://developers.paymongo.com/docs/developer-tools-webhooks-events
 *   (`{data: {id: 'evt_…', type: 'event', attributes: {type, livemode, created_at, data}}}`,
 *   times in unix seconds);
 * - signatures: https://developers.paymongo.com/docs/securing-webhook.
 * Only the fields used are declared; everything else PayMongo sends passes through.
 */

const payment = z.object({
  id: z.string(),
  attributes: z.object({
    amount: z.number().int().nonnegative(),
    status: z.string(),
    paid_at: z.number().int().nullish(),
    created_at: z.number().int().nullish(),
    updated_at: z.number().int().nullish(),
  }),
});

export const checkoutSessionSchema = z.object({
  id: z.string(),
  attributes: z.object({
    checkout_url: z.string().optional(),
    /** 'active' while it can be paid, then 'expired' (or paid: see `payments`). */
    status: z.string(),
    reference_number: z.string().nullish(),
    metadata: z.record(z.string(), z.unknown()).nullish(),
    payments: z.array(payment).default([]),
    created_at: z.number().int().nullish(),
    updated_at: z.number().int().nullish(),
  }),
});
export type PaymongoCheckoutSession = z.infer<typeof checkoutSessionSchema>;

/** `{data: <checkout session>}`: what create, retrieve and expire answer. */
export const sessionAnswerSchema = z.object({ data: checkoutSessionSchema });

export const eventSchema = z.object({
  data: z.object({
    id: z.string().min(1),
    attributes: z.object({
      type: z.string().min(1),
      livemode: z.boolean().optional(),
      created_at: z.number().int().optional(),
      data: z.unknown(),
    }),
  }),
});

import { z } from 'zod';
import { text } from '../common-schemas.ts';

/**
 * The borrower desk (docs/desk.md#borrowers): a search by customer id, order number or mobile
 * number, and one borrower's timeline. Results show the mobile masked; every look is logged.
 */
export const borrowerSearchQuerySchema = z.object({
  q: text()
    .trim()
    .min(4, { error: 'Type a customer id (c_…), an order number (SC…) or a mobile number.' })
    .max(40),
});

export const borrowerHitSchema = z.object({
  customerId: z.string(),
  initials: z.string(),
  phoneMasked: z.string(),
  since: z.string(),
});
export const borrowerSearchSchema = z.object({ borrowers: z.array(borrowerHitSchema) });
export type BorrowerHit = z.infer<typeof borrowerHitSchema>;

export const customerParamsSchema = z.object({
  customerId: text().regex(/^[cC]_[A-Za-z0-9_-]{4,40}$/),
});

export const TIMELINE_EVENTS = [
  'applicationSubmitted',
  'applicationDecided',
  'orderStatus',
  'payment',
  'message',
  'ticket',
] as const;

export const timelineSchema = z.object({
  customer: z.object({
    id: z.string(),
    initials: z.string(),
    phoneMasked: z.string(),
    since: z.string(),
    deleted: z.boolean(),
  }),
  /** Newest first, at most the newest 300. */
  events: z.array(
    z.object({
      at: z.string(),
      type: z.enum(TIMELINE_EVENTS),
      /** The record it is about: an application id, an order or ticket number, a message kind. */
      ref: z.string(),
      /** A status, a decision, an amount in centavos: never free text the borrower typed. */
      detail: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
    }),
  ),
});
export type Timeline = z.infer<typeof timelineSchema>;

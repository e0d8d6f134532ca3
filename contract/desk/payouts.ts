import { z } from 'zod';
import { text } from '../common-schemas.ts';
import { ORDER_STATUSES } from '../loan/order-states.ts';
import { PAYOUT_CHANNELS } from '../profile/payout-channels.ts';
import { deskRequestSchema } from './requests.ts';

/**
 * The payouts desk (docs/desk.md#payouts): signed orders before their money is sent, with the
 * provider, failed, or stuck past the provider's window; one order with its attempts; what finance
 * does to it. Accounts and phones are masked.
 */
export const PAYOUT_DESK_VIEWS = ['toCheck', 'inFlight', 'failed', 'stuck'] as const;
export type PayoutDeskView = (typeof PAYOUT_DESK_VIEWS)[number];

export const PAYOUT_HOLDS = ['accountMatch', 'accountChanged', 'payoutFailed'] as const;

export const payoutListQuerySchema = z.object({
  view: z.enum(PAYOUT_DESK_VIEWS).default('toCheck'),
});

const accountSchema = z.object({
  channel: z.enum(PAYOUT_CHANNELS),
  payee: z.string(),
  /** "••••••3456"; empty for cash pick-up. */
  accountMasked: z.string(),
  holderInitials: z.string(),
});

export const payoutListItemSchema = z.object({
  orderNo: z.string(),
  customerId: z.string(),
  initials: z.string(),
  phoneMasked: z.string(),
  status: z.enum(ORDER_STATUSES),
  receivedCentavos: z.number().int(),
  account: accountSchema,
  hold: z.array(z.enum(PAYOUT_HOLDS)),
  failureReason: z.string().nullable(),
  /** When the order last changed status (or was held). */
  since: z.string(),
  attempts: z.number().int(),
  /** The attempt with the provider: created at. */
  activeSince: z.string().nullable(),
  pendingRequest: z.string().nullable(),
});
export type PayoutListItem = z.infer<typeof payoutListItemSchema>;

export const payoutListSchema = z.object({
  orders: z.array(payoutListItemSchema),
  more: z.boolean(),
  /** An attempt with the provider longer than this is stuck (the borrower is told 24 hours). */
  stuckAfterHours: z.number().int(),
});

export const payoutOrderParamsSchema = z.object({ orderNo: text().min(1).max(40) });

export const PAYOUT_ACTIONS = ['release', 'retry', 'markInvalid', 'checkAgain', 'cancel'] as const;
export type PayoutAction = (typeof PAYOUT_ACTIONS)[number];

export const payoutDetailSchema = z.object({
  order: payoutListItemSchema.extend({ amountCentavos: z.number().int() }),
  /** Other borrowers whose account this is (public ids). */
  accountOwners: z.array(z.string()),
  attempts: z.array(
    z.object({
      attempt: z.number().int(),
      status: z.string(),
      provider: z.string(),
      amountCentavos: z.number().int(),
      accountMasked: z.string(),
      reference: z.string().nullable(),
      failureReason: z.string().nullable(),
      createdAt: z.string(),
      requestedAt: z.string().nullable(),
      answeredAt: z.string().nullable(),
    }),
  ),
  history: z.array(
    z.object({
      from: z.enum(ORDER_STATUSES).nullable(),
      to: z.enum(ORDER_STATUSES),
      actor: z.string(),
      reason: z.string().nullable(),
      at: z.string(),
    }),
  ),
  requests: z.array(deskRequestSchema),
  /** What the caller's roles may do to it now. */
  actions: z.array(z.enum(PAYOUT_ACTIONS)),
});
export type PayoutDetail = z.infer<typeof payoutDetailSchema>;

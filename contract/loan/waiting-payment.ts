import { z } from 'zod';
import { centavos } from './base-schemas.ts';
import { PAYMENT_CHANNELS, PAYMENT_KINDS } from './repayment-options.ts';

/**
 * A payment that waits for the borrower (docs/loans.md#waiting-payment): the loan's one live
 * payment intent, not past its expiry. Home shows it until it is paid, cancelled or expires; over
 * the counter it carries the reference to give the cashier.
 */
export const waitingPaymentSchema = z.object({
  intentId: z.uuid(),
  kind: z.enum(PAYMENT_KINDS),
  amountCentavos: centavos,
  channel: z.enum(PAYMENT_CHANNELS),
  /** Over the counter: the reference to give the cashier; null before the checkout has one. */
  otcReference: z.string().nullable(),
  /** The instant it stops waiting: a store takes the reference until then. */
  expiresAt: z.string(),
  /** Where the borrower continues it; null while the checkout is being made. */
  checkoutUrl: z.string().nullable(),
});
export type WaitingPaymentView = z.infer<typeof waitingPaymentSchema>;

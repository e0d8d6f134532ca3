import { z } from 'zod';

/** The desk's today page (docs/desk.md#today): Manila's day, counts and centavos. */
export const todaySchema = z.object({
  day: z.string(),
  applicationsWaiting: z.number().int(),
  oldestWaitingSince: z.string().nullable(),
  /** Money figures are finance's (payouts.read, payments.read): null for the other roles. */
  paidOutCentavos: z.number().int().nullable(),
  payoutsPaid: z.number().int().nullable(),
  collectedCentavos: z.number().int().nullable(),
  paymentsPosted: z.number().int().nullable(),
  dueToday: z.number().int(),
  overdue: z.number().int(),
  ticketsPastTarget: z.number().int(),
});
export type Today = z.infer<typeof todaySchema>;

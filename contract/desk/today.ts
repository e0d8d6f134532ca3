import { z } from 'zod';

/** The desk's today page (docs/desk.md#today): Manila's day, counts and centavos. */
export const todaySchema = z.object({
  day: z.string(),
  applicationsWaiting: z.number().int(),
  oldestWaitingSince: z.string().nullable(),
  paidOutCentavos: z.number().int(),
  payoutsPaid: z.number().int(),
  collectedCentavos: z.number().int(),
  paymentsPosted: z.number().int(),
  dueToday: z.number().int(),
  overdue: z.number().int(),
  ticketsPastTarget: z.number().int(),
});
export type Today = z.infer<typeof todaySchema>;

import { z } from 'zod';

/** A background job that gave up (docs/desk.md#jobs): what it was and why, never its payload. */
export const failedJobSchema = z.object({
  id: z.string(),
  kind: z.string(),
  attempts: z.number().int(),
  createdAt: z.string(),
  failedAt: z.string(),
  lastError: z.string().nullable(),
});
export const failedJobListSchema = z.object({
  jobs: z.array(failedJobSchema),
  /** More failed jobs than the list shows (the newest 200): dismiss or retry to see the rest. */
  more: z.boolean(),
});
export type FailedJobView = z.infer<typeof failedJobSchema>;

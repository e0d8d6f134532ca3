import { z } from 'zod';

/**
 * What an administrator sets in the desk (docs/desk.md#settings): who decides applications
 * (APPLICATION_REVIEW and REVIEW_SCORE_MARGIN seed it until it is set here).
 */
export const APPLICATION_REVIEW_MODES = ['auto', 'manual', 'risky'] as const;
export type ApplicationReviewMode = (typeof APPLICATION_REVIEW_MODES)[number];

export const applicationReviewSchema = z.object({
  mode: z.enum(APPLICATION_REVIEW_MODES),
  /** Points either side of the scorecard's cut-off that count as risky. */
  margin: z.number().int().min(0).max(100),
});
export type ApplicationReview = z.infer<typeof applicationReviewSchema>;

export const deskSettingsSchema = z.object({
  applicationReview: applicationReviewSchema.extend({
    /** Where the value comes from: the environment until an administrator sets it. */
    source: z.enum(['environment', 'desk']),
    updatedAt: z.string().nullable(),
    updatedBy: z.string().nullable(),
  }),
});
export type DeskSettings = z.infer<typeof deskSettingsSchema>;

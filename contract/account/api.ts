import { z } from 'zod';
import { languageSchema } from '../common-schemas.ts';

/*
 * Settings, the data download and the account deletion (server/routes/account.ts,
 * docs/account.md).
 */

/** What the borrower may switch off (docs/account.md#notification-preferences). */
export const preferencesSchema = z.object({
  /** Campaigns in the message centre's Activity tab; off until the borrower opts in. */
  promotions: z.boolean(),
  /** The courtesy SMS the day before the due date; on until the borrower switches it off. */
  reminderSms: z.boolean(),
});
export type Preferences = z.infer<typeof preferencesSchema>;

export const settingsSchema = z.object({
  preferences: preferencesSchema,
  /** The language the borrower chose in the app; null: inferred from their last requests. */
  language: languageSchema.nullable(),
});
export type Settings = z.infer<typeof settingsSchema>;

/** A change of one or both preferences; a preference left out keeps its value. */
export const preferencesRequestSchema = z.object({
  promotions: z.boolean().optional(),
  reminderSms: z.boolean().optional(),
});
export type PreferencesRequest = z.infer<typeof preferencesRequestSchema>;

export const languageRequestSchema = z.object({ language: languageSchema });

/** Why an account cannot be deleted now (docs/account.md#account-deletion). */
export const DELETION_BLOCKS = [
  'OUTSTANDING_REPAYMENT',
  'ORDER_IN_PROGRESS',
  'PAYMENT_IN_PROGRESS',
  'APPLICATION_UNDER_REVIEW',
] as const;
export type DeletionBlock = (typeof DELETION_BLOCKS)[number];

export const deletionStatusSchema = z.object({
  allowed: z.boolean(),
  blockedBy: z.enum(DELETION_BLOCKS).nullable(),
  /** The open loan the block is about (its page shows what is left to do). */
  orderId: z.uuid().nullable(),
  /** How long the loan records are kept after a deletion, in whole years (rounded down). */
  keepYears: z.number().int().nonnegative(),
});
export type DeletionStatus = z.infer<typeof deletionStatusSchema>;

/** The borrower ticked "I understand" (AGREEMENT_REQUIRED, field understood, otherwise). */
export const deletionRequestSchema = z.object({ understood: z.boolean() });

export const EXPORT_FORMATS = ['json', 'html'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
/** `language`: the readable copy's (the app's language); without it, English. */
export const exportQuerySchema = z.object({
  format: z.enum(EXPORT_FORMATS),
  language: languageSchema.optional(),
});

export { exportFileName } from './export-file.ts';

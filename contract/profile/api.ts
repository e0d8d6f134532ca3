import { z } from 'zod';
import { FORM_SECTIONS, SECTIONS, type Section } from './sections.ts';
import type { SectionOutputs } from './schemas.ts';

export const sectionSchema = z.enum(SECTIONS);
export const formSectionSchema = z.enum(FORM_SECTIONS);

export const PHOTO_KINDS = ['idDocument', 'face'] as const;
export const photoKindSchema = z.enum(PHOTO_KINDS);
export type PhotoKind = z.infer<typeof photoKindSchema>;

export const photoViewSchema = z.object({
  kind: photoKindSchema,
  uploadedAt: z.string(),
  bytes: z.number().int().positive(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type PhotoView = z.infer<typeof photoViewSchema>;

export const APPLICATION_STATUSES = [
  'underReview',
  'approved',
  'rejected',
  'needsCorrection',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** Where the profile stands: still being filled, or the state of its latest application. */
export const PROFILE_STATUSES = ['incomplete', ...APPLICATION_STATUSES] as const;
export type ProfileStatus = (typeof PROFILE_STATUSES)[number];

/**
 * What a borrower is asked to correct (docs/loans.md#application): re-upload the ID photo, correct the
 * ID number, re-take the face photo, correct the payout account.
 */
export const CORRECTION_REASONS = ['identityPhoto', 'authInfo', 'facePhoto', 'bankInfo'] as const;
export type CorrectionReason = (typeof CORRECTION_REASONS)[number];

/**
 * Why an application was refused, as the borrower reads it (docs/loans.md#application): the lending
 * criteria (the scorecard's refusal), an identity that could not be verified, details that could
 * not be confirmed.
 */
export const REFUSAL_REASONS = ['criteria', 'identity', 'information'] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

export const applicationViewSchema = z.object({
  id: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  submittedAt: z.string(),
  decidedAt: z.string().nullable(),
  /** Approved credit quota in centavos. */
  quotaCentavos: z.number().int().nonnegative().nullable(),
  /** Refused: the first Manila date a new application is accepted (YYYY-MM-DD). */
  reapplyOn: z.string().nullable(),
  /** Refused: why, in words the borrower reads; null before a reason was kept. */
  refusalReason: z.enum(REFUSAL_REASONS).nullable(),
  /** Needs correction: what to fix, and the section and field that take the borrower there. */
  correction: z
    .object({ reason: z.enum(CORRECTION_REASONS), section: sectionSchema, field: z.string() })
    .nullable(),
});
export type ApplicationView = z.infer<typeof applicationViewSchema>;

const savedSection = z.record(z.string(), z.unknown()).nullable();

export const profileViewSchema = z.object({
  sections: z.object(Object.fromEntries(FORM_SECTIONS.map((s) => [s, savedSection]))),
  photos: z.object({ idDocument: photoViewSchema.nullable(), face: photoViewSchema.nullable() }),
  completed: z.array(sectionSchema),
  nextSection: sectionSchema.nullable(),
  /** False while an application is under review or approved: sections are read-only then. */
  editable: z.boolean(),
  /**
   * A repeat borrower (a loan settled, an approved application) may change the bank
   * (docs/profile.md#bank-change).
   */
  canChangeBank: z.boolean(),
  /**
   * The open loan's payout failed: a bank change now sends the money again
   * (docs/loans.md#disbursement).
   */
  payoutFailed: z.boolean(),
  status: z.enum(PROFILE_STATUSES),
  application: applicationViewSchema.nullable(),
});

/** What GET /api/profile answers; saved sections are the section schemas' output. */
export type ProfileView = Omit<z.infer<typeof profileViewSchema>, 'sections'> & {
  sections: { [K in keyof SectionOutputs]: SectionOutputs[K] | null };
  completed: Section[];
};

/** The slim answer home needs (GET /api/profile/status). */
export const profileStatusViewSchema = z.object({
  status: z.enum(PROFILE_STATUSES),
  nextSection: sectionSchema.nullable(),
  completedCount: z.number().int().nonnegative(),
  totalCount: z.number().int().positive(),
  application: applicationViewSchema.nullable(),
  /** A repeat borrower may change the bank: My account links to it (docs/profile.md#bank-change). */
  canChangeBank: z.boolean(),
});
export type ProfileStatusView = z.infer<typeof profileStatusViewSchema>;

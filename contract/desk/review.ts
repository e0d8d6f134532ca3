import { z } from 'zod';
import { calendarDay, text } from '../common-schemas.ts';
import { ID_TYPES } from '../profile/id-types.ts';
import { APPLICATION_STATUSES, CORRECTION_REASONS, REFUSAL_REASONS } from '../profile/api.ts';
import { PAYOUT_CHANNELS } from '../profile/payout-channels.ts';

/**
 * The review queue (docs/desk.md#review-queue): applications the scorecard may not decide alone,
 * what a reviewer sees of them (personal data masked unless revealed with a reason), and the three
 * decisions.
 */

/** Why an application waits for a person (APPLICATION_REVIEW). */
export const REVIEW_REASONS = ['manual', 'match', 'margin'] as const;
export type ReviewReason = (typeof REVIEW_REASONS)[number];

/** What an application shares with another borrower. */
export const MATCH_KINDS = ['idNumber', 'payoutAccount', 'phone', 'device'] as const;
export type MatchKind = (typeof MATCH_KINDS)[number];

export const applicationParamsSchema = z.object({ applicationId: z.uuid() });

export const reviewListItemSchema = z.object({
  applicationId: z.string(),
  customerId: z.string(),
  /** Initials only: "J. D." */
  initials: z.string(),
  phoneMasked: z.string(),
  submittedAt: z.string(),
  queuedAt: z.string(),
  reasons: z.array(z.enum(REVIEW_REASONS)),
  score: z.number().int().nullable(),
  approveAt: z.number().int().nullable(),
});
export const reviewListSchema = z.object({
  applications: z.array(reviewListItemSchema),
  /** More wait than the list shows (the oldest 200). */
  more: z.boolean(),
});
export type ReviewListItem = z.infer<typeof reviewListItemSchema>;

const photoSchema = z
  .object({ uploadedAt: z.string(), width: z.number().int(), height: z.number().int() })
  .nullable();

export const scorecardViewSchema = z.object({
  total: z.number().int(),
  approveAt: z.number().int(),
  points: z.record(z.string(), z.number().int()),
  knockouts: z.array(z.string()),
  quotaCentavos: z.number().int().nullable(),
});

export const reviewDetailSchema = z.object({
  application: z.object({
    id: z.string(),
    status: z.enum(APPLICATION_STATUSES),
    submittedAt: z.string(),
    queuedAt: z.string().nullable(),
    reasons: z.array(z.enum(REVIEW_REASONS)),
    decidedAt: z.string().nullable(),
    decisionSource: z.enum(['scorecard', 'sandbox', 'staff']).nullable(),
    decidedBy: z.string().nullable(),
  }),
  customer: z.object({ id: z.string(), phoneMasked: z.string(), since: z.string() }),
  person: z
    .object({
      fullName: z.string(),
      birthDate: z.string(),
      age: z.number().int(),
      gender: z.string(),
      maritalStatus: z.string(),
      education: z.string(),
      loanPurpose: z.string(),
      emailMasked: z.string().nullable(),
    })
    .nullable(),
  address: z.string().nullable(),
  /**
   * The work section as saved (option codes and the free text the borrower typed), the
   * employer's phone masked (a reveal field).
   */
  work: z.record(z.string(), z.string()).nullable(),
  contacts: z.array(
    z.object({ nameMasked: z.string(), phoneMasked: z.string(), relation: z.string() }),
  ),
  identity: z
    .object({
      idType: z.enum(ID_TYPES),
      idNumberMasked: z.string(),
      /** The number has its type's shape (the borrower's form checks it too). */
      followsRule: z.boolean(),
    })
    .nullable(),
  payout: z
    .object({
      channel: z.enum(PAYOUT_CHANNELS),
      payeeName: z.string(),
      accountMasked: z.string().nullable(),
      holderName: z.string(),
      savedAt: z.string(),
    })
    .nullable(),
  photos: z.object({ idDocument: photoSchema, face: photoSchema }),
  matches: z.array(z.object({ kind: z.enum(MATCH_KINDS), customerId: z.string() })),
  scorecard: scorecardViewSchema.nullable(),
  /** What an approval may give (docs/desk.md#decisions); null: it may not be approved. */
  quotaBounds: z
    .object({
      minCentavos: z.number().int(),
      maxCentavos: z.number().int(),
      stepCentavos: z.number().int(),
    })
    .nullable(),
  /** A refusal's default date to apply again (Manila), and the latest one allowed. */
  reapply: z.object({ defaultOn: z.string(), latestOn: z.string() }),
  earlier: z.array(
    z.object({
      id: z.string(),
      status: z.enum(APPLICATION_STATUSES),
      submittedAt: z.string(),
      decidedAt: z.string().nullable(),
      correctionReason: z.enum(CORRECTION_REASONS).nullable(),
    }),
  ),
});
export type ReviewDetail = z.infer<typeof reviewDetailSchema>;

/** Why a person looks at a full value or a photo: typed, kept in the audit trail. */
export const revealReasonSchema = text()
  .trim()
  .min(5, { error: 'Say why, in at least 5 characters' })
  .max(300);

export const REVEAL_FIELDS = [
  'idNumber',
  'phone',
  'account',
  'email',
  'contacts',
  'companyPhone',
] as const;
export type RevealField = (typeof REVEAL_FIELDS)[number];
export const revealRequestSchema = z.object({
  field: z.enum(REVEAL_FIELDS),
  reason: revealReasonSchema,
});
export const revealAnswerSchema = z.object({
  field: z.enum(REVEAL_FIELDS),
  /** contacts: "name · phone" per line. */
  value: z.string(),
});

export const photoRevealParamsSchema = applicationParamsSchema.extend({
  kind: z.enum(['idDocument', 'face']),
});
export const photoRevealRequestSchema = z.object({ reason: revealReasonSchema });

const note = text().trim().max(500).optional();
export const reviewDecisionSchema = z.discriminatedUnion('decision', [
  z.object({
    decision: z.literal('approve'),
    quotaCentavos: z.number().int().positive().max(100_000_000),
    note,
  }),
  z.object({
    decision: z.literal('refuse'),
    reason: z.enum(REFUSAL_REASONS),
    /** YYYY-MM-DD (Manila); omitted: REAPPLY_DAYS from today. */
    reapplyOn: calendarDay().optional(),
    note,
  }),
  z.object({ decision: z.literal('correct'), reason: z.enum(CORRECTION_REASONS), note }),
]);
export type ReviewDecisionRequest = z.infer<typeof reviewDecisionSchema>;
export const reviewDecisionAnswerSchema = z.object({
  applicationId: z.string(),
  status: z.enum(APPLICATION_STATUSES),
});

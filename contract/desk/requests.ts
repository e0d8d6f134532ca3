import { z } from 'zod';
import { text } from '../common-schemas.ts';

/**
 * Four eyes (docs/desk.md#four-eyes): what moves money is asked by one staff member and done only
 * when another approves. Each request names its action and the record it acts on.
 */
export const REQUEST_KINDS = ['payout.release', 'payout.retry'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

export const REQUEST_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn', 'lapsed'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** Why, as the maker or the checker types it: read by the other and kept in the audit trail. */
export const requestNoteSchema = text()
  .trim()
  .min(5, { error: 'Say why, in at least 5 characters' })
  .max(500);

export const makeRequestSchema = z.object({ note: requestNoteSchema }).strict();
export const decideRequestSchema = z.object({ note: requestNoteSchema.optional() }).strict();

const staffNameSchema = z.object({ staffId: z.string(), displayName: z.string() });

export const deskRequestSchema = z.object({
  id: z.string(),
  kind: z.enum(REQUEST_KINDS),
  recordType: z.string(),
  recordId: z.string(),
  note: z.string(),
  madeBy: staffNameSchema,
  madeAt: z.string(),
  status: z.enum(REQUEST_STATUSES),
  decidedBy: staffNameSchema.nullable(),
  decidedAt: z.string().nullable(),
  decisionNote: z.string().nullable(),
  /** The caller made it: they may withdraw it, never approve it. */
  mine: z.boolean(),
});
export type DeskRequest = z.infer<typeof deskRequestSchema>;

export const requestListSchema = z.object({ requests: z.array(deskRequestSchema) });
export const requestParamsSchema = z.object({ requestId: z.uuid() });

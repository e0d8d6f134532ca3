import { z } from 'zod';
import { text } from '../common-schemas.ts';

/** The audit trail's search (docs/desk.md#audit-trail), administrators only; newest first. */
export const auditQuerySchema = z.object({
  /** The staff member who acted (their id), or nobody given. */
  staffId: text()
    .regex(/^\d{1,18}$/)
    .optional(),
  /** An exact action, e.g. `order.cancel`. */
  action: text()
    .regex(/^[a-z_]+(\.[a-z_]+)*$/)
    .max(64)
    .optional(),
  recordType: text()
    .regex(/^[a-z_]+$/)
    .max(32)
    .optional(),
  /**
   * The ids the trail names: an order or ticket number, a borrower's public id, a staff or job
   * number (up to 9 digits), a uuid (an application), a setting's name. Nothing else, so a phone number or a name typed here never
   * lands in the search's own entry, which the trail keeps for years.
   */
  recordId: text()
    .regex(
      /^(?:(?:SC|FB)[A-Z0-9]{6,30}|c_[A-Za-z0-9_-]{4,40}|\d{1,9}|[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}|applicationReview)$/,
      {
        error: 'Enter an order or ticket number, a borrower id, or a staff or job number.',
      },
    )
    .optional(),
  /** Paging: entries older than this entry's id. */
  before: text()
    .regex(/^\d{1,18}$/)
    .optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  staffId: z.string().nullable(),
  staffEmail: z.string().nullable(),
  action: z.string(),
  recordType: z.string().nullable(),
  recordId: z.string().nullable(),
  reason: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
});
export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  /** Pass as `before` for the next, older page; null at the trail's start. */
  nextBefore: z.string().nullable(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

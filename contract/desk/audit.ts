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
  recordId: text().min(1).max(64).optional(),
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

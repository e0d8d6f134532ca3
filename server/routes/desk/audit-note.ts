import type { FastifyRequest } from 'fastify';
import { currentStaff } from '../../plugins/desk-auth.ts';
import type { AuditNote } from '../../domain/desk/audit-note.ts';

/**
 * The audit trail's entry for what the calling staff member does to a record, written by the
 * service in the transaction that does it (docs/desk.md#audit-trail). `via` tells a person's session
 * from an API key's automation.
 */
export function auditNote(
  request: FastifyRequest,
  action: string,
  record: { type: string; id: string },
  detail: Record<string, unknown> = {},
): AuditNote {
  const staff = currentStaff(request);
  return {
    staffId: staff.staffId,
    action,
    recordType: record.type,
    recordId: record.id,
    detail: { ...detail, via: staff.sessionId ? 'session' : 'apiKey' },
  };
}

/**
 * One entry of the audit trail as the one who acts names it (docs/desk.md#audit-trail): who
 * (null: the command line's first administrator), what, which record, the reason typed where the
 * desk asks for one. The service that acts stamps the time and writes it in its transaction.
 */
export interface AuditNote {
  staffId: string | null;
  action: string;
  recordType?: string | null;
  recordId?: string | null;
  reason?: string | null;
  detail?: Record<string, unknown>;
}

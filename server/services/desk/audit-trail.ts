import type { AuditPage, AuditQuery } from '../../../contract/desk/audit.ts';
import { insertAuditEntry, searchAudit } from '../../repositories/staff-audit.ts';
import type { ServiceDeps } from '../deps.ts';
import type { StaffActor } from './staff-service.ts';

/**
 * The audit trail's search for administrators (docs/desk.md#audit-trail). Reading the trail is
 * itself in the trail: who looked at whose actions is a question an auditor asks too.
 */
export function createAuditTrail({ db, now }: Pick<ServiceDeps, 'db' | 'now'>) {
  return {
    async search(actor: StaffActor, query: AuditQuery): Promise<AuditPage> {
      const rows = await searchAudit(db, { ...query, limit: query.limit + 1 });
      const page = rows.slice(0, query.limit);
      await insertAuditEntry(db, {
        at: now(),
        staffId: actor.staffId,
        action: 'audit.search',
        detail: {
          filters: Object.fromEntries(
            Object.entries(query).filter(([key, value]) => key !== 'limit' && value !== undefined),
          ),
        },
      });
      return {
        entries: page.map((r) => ({ ...r, at: r.at.toISOString() })),
        nextBefore: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
      };
    },
  };
}

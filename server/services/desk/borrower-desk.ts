import type { BorrowerHit, Timeline } from '../../../contract/desk/borrowers.ts';
import { normaliseMobile, localMobileToE164 } from '../../../contract/profile/rules.ts';
import type { AuditNote } from '../../domain/desk/audit-note.ts';
import { initials, maskMobile } from '../../domain/desk/masking.ts';
import { AppError } from '../../errors.ts';
import {
  borrowerTimeline,
  findBorrower,
  searchBorrowers,
} from '../../repositories/borrower-timeline.ts';
import type { BorrowerRow } from '../../repositories/borrower-timeline.ts';
import { insertAuditEntry } from '../../repositories/staff-audit.ts';
import type { ServiceDeps } from '../deps.ts';

const TIMELINE_LIMIT = 300;

/** Public ids are stored upper case after their prefix (c_ + base32): typed any case, found. */
const publicIdOf = (typed: string): string => `c_${typed.slice(2).toUpperCase()}`;

/** Who a row is, as the desk may show it without a reveal. */
const masked = (row: BorrowerRow) => ({
  initials: initials(row.basic?.firstName, row.basic?.lastName),
  phoneMasked: row.deleted ? '—' : maskMobile(row.phone),
  since: row.createdAt.toISOString(),
});

const hit = (row: BorrowerRow): BorrowerHit => ({ customerId: row.publicId, ...masked(row) });

/**
 * The borrower desk (docs/desk.md#borrowers): any role that works with borrowers finds one by
 * customer id, order number or mobile, and reads their timeline. The search is logged by what it
 * searched by, never the number typed; the timeline as a look at the customer.
 */
export function createBorrowerDesk({
  db,
  config,
  now,
}: Pick<ServiceDeps, 'db' | 'config' | 'now'>) {
  return {
    async search(q: string, audit: AuditNote): Promise<{ borrowers: BorrowerHit[] }> {
      const phone = normaliseMobile(q, config.phoneFirstDigits);
      const by = /^c_/i.test(q)
        ? { publicId: publicIdOf(q) }
        : /^SC/i.test(q)
          ? { orderNo: q.toUpperCase() }
          : phone
            ? { phone: localMobileToE164(phone) }
            : null;
      if (!by) {
        await insertAuditEntry(db, {
          ...audit,
          at: now(),
          detail: { ...audit.detail, by: null, found: [] },
        });
        throw new AppError(
          'VALIDATION_FAILED',
          'Type a customer id (c_…), an order number (SC…) or a mobile number.',
          { field: 'q' },
        );
      }
      const rows = await searchBorrowers(db, by);
      await insertAuditEntry(db, {
        ...audit,
        at: now(),
        detail: { ...audit.detail, by: Object.keys(by)[0], found: rows.map((row) => row.publicId) },
      });
      return { borrowers: rows.map(hit) };
    },

    async timeline(publicId: string, audit: AuditNote): Promise<Timeline> {
      const row = await findBorrower(db, publicIdOf(publicId));
      if (!row) throw new AppError('NOT_FOUND', 'No borrower with that id.');
      const events = await borrowerTimeline(db, row.id, TIMELINE_LIMIT);
      await insertAuditEntry(db, { ...audit, at: now() });
      return {
        customer: { id: row.publicId, ...masked(row), deleted: row.deleted },
        events: events.map((e) => ({
          at: new Date(e.at).toISOString(),
          type: e.type as Timeline['events'][number]['type'],
          ref: e.ref,
          detail: e.detail,
        })),
      };
    },
  };
}

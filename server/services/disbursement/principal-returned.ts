import type { Db } from '../../db/db.ts';
import { AppError } from '../../errors.ts';
import { lockOrderByNo, recordPrincipalReturn } from '../../repositories/payouts.ts';
import { insertAuditEntry } from '../../repositories/staff-audit.ts';
import type { AuditNote } from '../../repositories/staff-audit.ts';

export interface PrincipalReturned {
  orderNo: string;
  principalReturnedAt: Date;
  /** True when an earlier call had recorded it already (the command may be run twice). */
  alreadyRecorded: boolean;
}

/**
 * Customer service records that the borrower paid back the principal of an order cancelled after
 * its payout (docs/loans.md#cancellation; server/README.md, "Principal owed"). Until then the
 * order counts as open and no new loan can be signed (docs/loans.md#one-open-order).
 */
export async function recordPrincipalReturned(
  db: Db,
  r: { orderNo: string; at: Date; audit?: AuditNote },
): Promise<PrincipalReturned> {
  return db.transaction(async (tx) => {
    const order = await lockOrderByNo(tx, r.orderNo);
    if (!order) throw new AppError('NOT_FOUND', `No order ${r.orderNo}`);
    if (order.status !== 'cancelled' || !order.disbursedAt) {
      throw new AppError(
        'VALIDATION_FAILED',
        `Order ${order.orderNo} owes no principal back: it is ${order.status}` +
          (order.status === 'cancelled' ? ', cancelled before its payout' : ''),
        { field: 'orderNo' },
      );
    }
    if (order.principalReturnedAt) {
      return {
        orderNo: order.orderNo,
        principalReturnedAt: order.principalReturnedAt,
        alreadyRecorded: true,
      };
    }
    await recordPrincipalReturn(tx, { orderId: order.id, at: r.at });
    if (r.audit) await insertAuditEntry(tx, { ...r.audit, at: r.at });
    return { orderNo: order.orderNo, principalReturnedAt: r.at, alreadyRecorded: false };
  });
}

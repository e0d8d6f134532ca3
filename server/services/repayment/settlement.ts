import type { Db } from '../../db/db.ts';
import { quotaAfterSettlement } from '../../domain/repeat-quota.ts';
import type { ScorecardConfig } from '../../domain/scorecard-config.ts';
import { findBonusCeiling } from '../../repositories/home-screen-bonuses.ts';
import {
  countSettledLoan,
  lockApplicationScore,
  setApplicationQuota,
} from '../../repositories/repeat-borrowing.ts';
import type { ScoredApplication } from '../../repositories/repeat-borrowing.ts';
import type { RepaymentOrder } from '../../repositories/repayment-orders.ts';
import { transitionOrder } from '../orders/order-machine.ts';

/**
 * The payment that brought the balance to zero (docs/loans.md#settlement): the order moves
 * repaying → settled (history and the orderSettled message with it), the borrower counts one more
 * settled loan, and the quota is scored again (docs/loans.md#quota, #repeat-borrowing), up to the
 * home-screen bonus's ceiling when the borrower has it (docs/coupons.md#home-screen-bonus). Inside
 * the posting's transaction, under the order's row lock.
 */
export async function settleLoan(
  tx: Db,
  s: {
    order: RepaymentOrder;
    onTime: boolean;
    receiptNo: string;
    at: Date;
    scorecard: ScorecardConfig;
  },
): Promise<{ quotaCentavos: number | null } | null> {
  const moved = await transitionOrder(tx, {
    orderId: s.order.id,
    from: ['repaying'],
    to: 'settled',
    at: s.at,
    actor: 'system',
    reason: 'repaid',
    details: { receiptNo: s.receiptNo, onTime: s.onTime },
    set: { settledAt: s.at },
  });
  if (!moved) return null;
  const settledLoans = await countSettledLoan(tx, s.order.customerId);
  const application = await lockApplicationScore(tx, s.order.applicationId);
  if (application?.status !== 'approved' || application.quotaCentavos === null) {
    return { quotaCentavos: null };
  }
  const quotaCentavos = quotaAfterSettlement(
    {
      quotaCentavos: application.quotaCentavos,
      onTime: s.onTime,
      settledLoans,
      score: storedScore(application),
      bonusCeilingCentavos: await findBonusCeiling(tx, s.order.customerId),
    },
    s.scorecard,
  );
  if (quotaCentavos !== application.quotaCentavos) {
    await setApplicationQuota(tx, { applicationId: application.id, quotaCentavos });
  }
  return { quotaCentavos };
}

/** The approval's total and history points, if the decision stored a scorecard breakdown. */
function storedScore(a: ScoredApplication): { total: number; historyPoints: number } | null {
  // A reviewer chose the quota (docs/desk.md#decisions): it grows a step per loan repaid on
  // time, never jumping to what the score alone would have given.
  if (a.decisionSource === 'staff') return null;
  const total = a.scorecard?.total;
  const history = a.scorecard?.points?.history;
  if (typeof total !== 'number' || !Number.isFinite(total)) return null;
  return { total, historyPoints: typeof history === 'number' ? history : 0 };
}

import type { LoanHomeView } from '../../../contract/loan/api.ts';
import type { Db } from '../../db/db.ts';
import { AppError } from '../../errors.ts';
import { latestApplication } from '../../repositories/applications.ts';
import type { Application } from '../../repositories/applications.ts';
import { findOpenOrder } from '../../repositories/orders.ts';
import type { OrderRow } from '../../repositories/orders.ts';

export type BlockedBy = NonNullable<LoanHomeView['blockedBy']>;

/** Where a borrower stands for a new withdrawal: the approved application and the open order. */
export interface LoanStanding {
  approved: (Application & { quotaCentavos: number }) | null;
  openOrder: OrderRow | null;
  blockedBy: BlockedBy | null;
}

export async function readStanding(db: Db, customerId: string): Promise<LoanStanding> {
  const latest = await latestApplication(db, customerId);
  return standingOf(latest, await findOpenOrder(db, customerId));
}

/** The standing from the latest application and the open order, however they were read. */
export function standingOf(latest: Application | null, openOrder: OrderRow | null): LoanStanding {
  const approved =
    latest?.status === 'approved' && latest.quotaCentavos !== null
      ? { ...latest, quotaCentavos: latest.quotaCentavos }
      : null;
  let blockedBy: BlockedBy | null = null;
  if (!approved) blockedBy = 'NOT_APPROVED';
  else if (openOrder) blockedBy = openOrderBlock(openOrder);
  return { approved, openOrder, blockedBy };
}

/**
 * An outstanding loan blocks a new withdrawal, and so does one in progress
 * (docs/loans.md#one-open-order). A loan cancelled after its payout is outstanding until its
 * principal is back (server/README.md, "Principal owed").
 */
export const openOrderBlock = (order: OrderRow): BlockedBy =>
  order.status === 'repaying' || order.status === 'cancelled'
    ? 'OUTSTANDING_REPAYMENT'
    : 'ORDER_IN_PROGRESS';

const MESSAGES: Record<BlockedBy, string> = {
  NOT_APPROVED: 'No approved application: a withdrawal needs an approved quota',
  OUTSTANDING_REPAYMENT: 'Repay the outstanding loan before a new withdrawal',
  ORDER_IN_PROGRESS: 'A withdrawal is already in progress',
};

export const blockedError = (code: BlockedBy): AppError => new AppError(code, MESSAGES[code]);

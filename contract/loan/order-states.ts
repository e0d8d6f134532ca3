/* Zod-free: home and the order list import it on their first load. */

/**
 * The order's states (docs/loans.md#order-states): requested (signed) → to check → disbursing →
 * disbursement failed (bank re-entered: disbursing again, or to check when the account is another
 * borrower's) | repaying → settled. Customer service
 * cancels within 24 h of receipt (and any order not yet paid out).
 */
export const ORDER_STATUSES = [
  'requested',
  'toCheck',
  'disbursing',
  'disbursementFailed',
  'repaying',
  'settled',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Every allowed move; anything else is a bug and is refused by the server's state machine. */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  requested: ['toCheck', 'cancelled'],
  toCheck: ['disbursing', 'disbursementFailed', 'cancelled'],
  // The provider refused for a reason other than the account: a person looks (toCheck).
  disbursing: ['repaying', 'disbursementFailed', 'toCheck'],
  // A re-entered account that another borrower uses waits for a person (toCheck).
  disbursementFailed: ['disbursing', 'toCheck', 'cancelled'],
  repaying: ['settled', 'cancelled'],
  settled: [],
  cancelled: [],
};

/** A borrower has at most one of these at a time (a database index holds it). */
export const OPEN_ORDER_STATUSES = [
  'requested',
  'toCheck',
  'disbursing',
  'disbursementFailed',
  'repaying',
] as const satisfies readonly OrderStatus[];

export const isOpenOrder = (status: OrderStatus): boolean =>
  (OPEN_ORDER_STATUSES as readonly OrderStatus[]).includes(status);

export const canMove = (from: OrderStatus, to: OrderStatus): boolean =>
  ORDER_TRANSITIONS[from].includes(to);

/** Who moved an order: the borrower (signing), the server's jobs, or customer service. */
export const ORDER_ACTORS = ['borrower', 'system', 'operator'] as const;
export type OrderActor = (typeof ORDER_ACTORS)[number];

/** Why a payout failed; the sandbox documents which accounts produce it. */
export const PAYOUT_FAILURE_REASONS = ['accountUnavailable'] as const;
export type PayoutFailureReason = (typeof PAYOUT_FAILURE_REASONS)[number];

/**
 * The display sub-states of a repaying order (docs/loans.md#due-states), computed by the server
 * from the Manila date (a phone's clock can be wrong): expires in N days, due today, overdue N
 * days.
 */
export type DueState =
  { kind: 'expiresIn'; days: number } | { kind: 'dueToday' } | { kind: 'overdue'; days: number };

/**
 * Tabs of the loan-order list (docs/loans.md#loan-tab): 1 current (open orders), 2 history
 * (settled, cancelled).
 */
export const LOAN_TABS = { current: 1, history: 2 } as const;
export type LoanTab = keyof typeof LOAN_TABS;

/**
 * The principal of an order cancelled after its payout (docs/loans.md#cancellation): `owed` until
 * customer service records its return, then `returned`; null for every other order.
 */
export const PRINCIPAL_RETURN = ['owed', 'returned'] as const;
export type PrincipalReturn = (typeof PRINCIPAL_RETURN)[number] | null;

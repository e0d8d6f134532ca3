export * from './types.ts';
export { openLedger } from './open.ts';
export { accrue, lateChargeEntriesThrough, pendingEntries } from './accrual.ts';
export type { Accrual } from './accrual.ts';
export { allocate } from './allocation.ts';
export { balanceOn, sumEntries } from './balance.ts';
export * from './payments.ts';

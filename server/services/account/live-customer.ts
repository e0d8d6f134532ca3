import type { Db } from '../../db/db.ts';
import { lockKey } from '../../db/db.ts';
import { AppError } from '../../errors.ts';
import { isLiveCustomer } from '../../repositories/customers.ts';

/**
 * Serialises every write to one borrower's profile and applications (the profile service), and
 * the writes that could re-create personal data after a deletion (photos, feedback tickets, an
 * operator's answer): the deletion holds it while it erases (docs/account.md#account-deletion).
 */
export const PROFILE_LOCK_NAMESPACE = 'profile';

/**
 * Refuses a write for a deleted account as a revoked session is refused: the session was checked
 * before the writer's lock, and a deletion may have committed while it waited. Call it in the
 * writer's transaction, after the profile lock (docs/account.md#account-deletion).
 */
export async function requireLiveCustomer(tx: Db, customerId: string): Promise<void> {
  if (!(await isLiveCustomer(tx, customerId))) {
    throw new AppError('UNAUTHORIZED', 'Sign in again');
  }
}

/** Takes the profile lock (again, if the caller holds it already), then requireLiveCustomer. */
export async function lockLiveCustomer(tx: Db, customerId: string): Promise<void> {
  await lockKey(tx, PROFILE_LOCK_NAMESPACE, customerId);
  await requireLiveCustomer(tx, customerId);
}

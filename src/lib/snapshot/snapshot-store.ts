import { delMany, get, keys, set } from 'idb-keyval';
import { snapshotPrefix } from './snapshot-keys';

/** One kept answer and when it arrived (ms since the epoch). */
export type SnapshotPart<T = unknown> = { data: T; fetchedAt: number };

/**
 * Writes and removals in the order they were asked for, so a removal at sign-out runs after any
 * save already under way, never before it (docs/offline.md#snapshot).
 */
let queue: Promise<void> = Promise.resolve();
const inTurn = (work: () => Promise<void>): Promise<void> =>
  (queue = queue.then(work).catch(() => undefined));

/**
 * Keeps an answer, unless its borrower is no longer the one signed in when its turn comes
 * (`stillOwner`): a late answer never brings data back after a sign-out. Storage refused (private
 * mode, full quota): nothing is kept, and the screens work online as before.
 */
export const saveSnapshot = (key: string, part: SnapshotPart, stillOwner: () => boolean) =>
  inTurn(async () => {
    if (stillOwner()) await set(key, part);
  });

/** The kept answer under `key`, if any. */
export async function readSnapshot<T>(key: string): Promise<SnapshotPart<T> | null> {
  try {
    const part = await get<SnapshotPart<T>>(key);
    return part && typeof part.fetchedAt === 'number' ? part : null;
  } catch {
    return null;
  }
}

/** Removes everything kept for one borrower (sign-out; the drafts' purge removes it too). */
export const removeSnapshots = (customerId: string) =>
  inTurn(async () => {
    if (!customerId) return;
    const prefix = snapshotPrefix(customerId);
    const doomed = (await keys()).filter(
      (key): key is string => typeof key === 'string' && key.startsWith(prefix),
    );
    if (doomed.length) await delMany(doomed);
  });

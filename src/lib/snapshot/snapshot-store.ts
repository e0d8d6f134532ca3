import { get, set } from 'idb-keyval';

/** One kept answer and when it arrived (ms since the epoch). */
export type SnapshotPart<T = unknown> = { data: T; fetchedAt: number };

/**
 * Writes and removals in the order they were asked for, so a removal at sign-out runs after any
 * save already under way, never before it (docs/offline.md#snapshot). Everything that writes or
 * removes snapshot keys takes its turn here: the saves below, the drafts' purges, which remove the
 * snapshot with the rest (drafts/purge-drafts.ts), and the move of an old id's keys
 * (drafts/adopt-legacy-drafts.ts).
 * A failed turn (storage refused) does not stop the next.
 */
let queue: Promise<void> = Promise.resolve();
export const inSnapshotTurn = (work: () => Promise<void>): Promise<void> =>
  (queue = queue.then(work).catch(() => undefined));

/**
 * Keeps an answer, unless its borrower is no longer the one signed in when its turn comes
 * (`stillOwner`): a late answer never brings data back after a sign-out. Storage refused (private
 * mode, full quota): nothing is kept, and the screens work online as before.
 */
export const saveSnapshot = (key: string, part: SnapshotPart, stillOwner: () => boolean) =>
  inSnapshotTurn(async () => {
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

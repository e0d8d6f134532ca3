import { del, get, keys, set } from 'idb-keyval';
import { inSnapshotTurn } from '@/lib/snapshot/snapshot-store';
import { OWNED_KEY, takeLegacyOwner } from './legacy-owner';

const renamed = (key: string, from: string, to: string): string =>
  key.replace(OWNED_KEY, (whole, family: string, owner: string) =>
    owner === from ? `${family}:${to}` : whole,
  );

/**
 * After a sign-in: when the remembered old id was this phone's, its keys move to the new id (a
 * key the new id already has wins); queued saves name the drafts they clear, and those names
 * move too. Either way the memory is dropped: another borrower's data goes with the purge that
 * follows.
 */
export async function adoptLegacyDrafts(customerId: string, phone: string): Promise<void> {
  const owner = takeLegacyOwner();
  if (!owner) return;
  if (owner.phone !== phone || owner.customerId === customerId) return;
  // In the offline snapshot's turn (snapshot-store.ts), like every write of its keys.
  await inSnapshotTurn(() => moveKeys(owner.customerId, customerId));
}

async function moveKeys(oldId: string, customerId: string): Promise<void> {
  try {
    const from = (await keys()).filter(
      (key): key is string => typeof key === 'string' && OWNED_KEY.exec(key)?.[2] === oldId,
    );
    // A handful of keys: one at a time, each moved before its old key goes.
    for (const key of from) {
      const target = renamed(key, oldId, customerId);
      if ((await get(target)) === undefined) {
        const value = await get(key);
        await set(
          target,
          key.startsWith('outbox:') ? withRenamedClears(value, oldId, customerId) : value,
        );
      }
      await del(key);
    }
  } catch {
    // No IndexedDB (private mode): nothing was stored.
  }
}

/** An outbox queue names the draft keys each save clears once sent (outbox.ts clearOnSent). */
function withRenamedClears(value: unknown, from: string, to: string): unknown {
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([name, entry]) => {
      const clears = (entry as { clearOnSent?: unknown } | null)?.clearOnSent;
      if (!Array.isArray(clears)) return [name, entry];
      return [
        name,
        {
          ...(entry as object),
          clearOnSent: clears.map((key) =>
            typeof key === 'string' ? renamed(key, from, to) : key,
          ),
        },
      ];
    }),
  );
}

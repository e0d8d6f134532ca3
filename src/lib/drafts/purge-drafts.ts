import { delMany, keys } from 'idb-keyval';
import { publishPending } from '@/lib/outbox/pending-signal';
import { inSnapshotTurn } from '@/lib/snapshot/snapshot-store';
import { adoptLegacyDrafts } from './adopt-legacy-drafts';
import { OWNED_KEY as OWNED } from './legacy-owner';
import { forgetKeptHome } from '@/lib/first-paint/kept-home';

/**
 * In the offline snapshot's turn (snapshot-store.ts): a snapshot save already under way lands
 * before the purge, never after it.
 */
const purge = (matches: (owner: string) => boolean): Promise<void> =>
  inSnapshotTurn(async () => {
    try {
      const doomed = (await keys()).filter((key) => {
        const owner = typeof key === 'string' ? OWNED.exec(key)?.[2] : undefined;
        return owner !== undefined && matches(owner);
      });
      await delMany(doomed);
    } catch {
      // No IndexedDB (private mode): nothing was stored.
    }
  });

/**
 * Sign-out on a shared phone: every draft, queued save, pending photo and the offline snapshot
 * (docs/offline.md#snapshot) of this borrower leave IndexedDB (personal data minimised).
 */
export async function purgeCustomerDrafts(customerId: string): Promise<void> {
  if (!customerId) return;
  forgetKeptHome();
  await purge((owner) => owner === customerId);
  publishPending(0);
}

/**
 * Someone else signed in on this phone (the last session only lapsed, so nothing was purged):
 * the previous borrower's data goes. The same borrower signing back in keeps everything, also
 * what a lapsed session left under an old sequential id (legacy-owner.ts).
 */
export async function purgeOtherCustomers(customerId: string, phone: string): Promise<void> {
  if (!customerId) return;
  await adoptLegacyDrafts(customerId, phone);
  forgetKeptHome(customerId);
  await purge((owner) => owner !== customerId);
}

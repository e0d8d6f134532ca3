import { delMany, keys } from 'idb-keyval';
import { publishPending } from '@/lib/outbox/pending-signal';

/**
 * Sign-out on a shared phone: every draft, queued save and pending photo of this borrower leaves
 * IndexedDB (personal data minimised). Keys carry the customer id as a `:`-separated part.
 */
export async function purgeCustomerDrafts(customerId: string): Promise<void> {
  if (!customerId) return;
  try {
    const mine = (await keys()).filter(
      (key) => typeof key === 'string' && key.split(':').includes(customerId),
    );
    await delMany(mine);
  } catch {
    // No IndexedDB (private mode): nothing was stored.
  }
  publishPending(0);
}
